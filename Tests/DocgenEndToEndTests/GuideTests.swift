import DocgenPipeline
import DocgenTestSupport
import Foundation
import Testing

/// The repository's own guide is docgen's largest fixture: it must build cleanly, the same way
/// whatever the thread count, and match the committed site/.
@Suite struct GuideTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    private func build(jobs: Int, into folder: TemporaryFolder) -> BuildReport {
        BuildPipeline.build(BuildOptions(contentPath: "\(Self.repository)/content", templatesPath: "\(Self.repository)/templates",
                                         outputPath: "\(folder.path)/site", configPath: "\(Self.repository)/docgen.yml", jobs: jobs))
    }

    @Test func theGuideBuildsWithoutProblemsAndDeterministically() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        defer { first.remove(); second.remove() }
        let report = build(jobs: 1, into: first)
        #expect(report.diagnostics.map(\.description) == [])
        #expect(report.diagramCount > 0)
        #expect(build(jobs: 2, into: second).succeeded)
        #expect(first.snapshot(of: "site") == second.snapshot(of: "site"))
    }

    @Test func theCommittedSiteIsTheBuiltGuide() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(build(jobs: 2, into: folder).succeeded)
        let committed = TemporaryFolder.snapshot(ofAbsolutePath: "\(Self.repository)/site")
        let built = folder.snapshot(of: "site")
        #expect(committed.keys.sorted() == built.keys.sorted())
        for (path, data) in built where committed[path] != data {
            Issue.record("site/\(path) is stale: rebuild the guide with Scripts/build-guide and commit site/")
        }
    }
}
