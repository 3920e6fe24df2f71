import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenTestSupport
import Foundation
import Testing

/// `editURL:` and `lastUpdated:` in `docgen.yml`, and what the loaded site makes of them.
@Suite struct PageMetaConfigTests {
    private func load(_ config: String, content: String = "content") throws -> (Site?, [String]) {
        let folder = try TemporaryFolder(["docgen.yml": config, "\(content)/a.md": "---\ntitle: A\n---\n"])
        defer { folder.remove() }
        let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/\(content)", configPath: "\(folder.path)/docgen.yml")
        return (site, diagnostics.sorted().map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") })
    }

    @Test func editURLEndsInASlashAndTheContentFolderIsTakenFromTheConfigsFolder() throws {
        let (site, problems) = try load("editURL: https://github.com/o/r/edit/main\n", content: "docs/content")
        #expect(problems == [])
        #expect(site?.config.editURL == "https://github.com/o/r/edit/main/")
        #expect(site?.editFolder == "docs/content")
        #expect(site?.config.lastUpdatedLocation == nil)
        #expect(site?.commitDates == [:])
    }

    @Test func lastUpdatedIsGitOrFalse() throws {
        let (on, onProblems) = try load("title: T\nlastUpdated: git\n")
        #expect(onProblems == [])
        #expect(on?.config.lastUpdatedLocation?.description.hasSuffix("docgen.yml:2:14") == true)
        #expect(on?.commitDates == [:], "a temporary folder is no git checkout")
        let (off, offProblems) = try load("lastUpdated: false\n")
        #expect(offProblems == [])
        #expect(off?.config.lastUpdatedLocation == nil)
    }

    @Test func wrongValuesAreLocatedErrors() throws {
        let (_, problems) = try load("""
            editURL: github.com/o/r/edit/main/
            lastUpdated: true
            lastUpdate: git

            """)
        #expect(problems == [
            "docgen.yml:1:10: error: 'editURL' must be an absolute http or https URL",
            "docgen.yml:2:14: error: 'lastUpdated' must be git or false, not 'true'",
            "docgen.yml:3:1: error: unknown key 'lastUpdate'; did you mean 'lastUpdated'?",
        ])
        let (_, types) = try load("editURL: [a]\nlastUpdated: {from: git}\neditUrl: x\n")
        #expect(types == [
            "docgen.yml:1:10: error: 'editURL' must be a string, not a list",
            "docgen.yml:2:14: error: 'lastUpdated' must be git or false, not a mapping",
            "docgen.yml:3:1: error: unknown key 'editUrl'; did you mean 'editURL'?",
        ])
    }
}
