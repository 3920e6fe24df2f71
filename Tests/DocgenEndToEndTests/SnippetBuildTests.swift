import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Code blocks that take their code from real files of the snippet folder.
@Suite struct SnippetBuildTests {
    static let sample = "import UIKit\n\n// snippet.cell\nfinal class Cell {\n    // snippet.hide\n    var secretValue = 0\n    // snippet.show\n    var shownValue = 1\n}\n// snippet.end\n"

    private func build(_ body: String, config: String = "title: T\nsnippets: Samples\n") throws -> (BuildReport, TemporaryFolder) {
        let folder = try TemporaryFolder([
            "docgen.yml": config,
            "Samples/Cell.swift": Self.sample,
            "content/a.md": "---\ntitle: A\n---\n\n" + body,
        ])
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                      configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: false))
        return (report, folder)
    }

    @Test func aBlockShowsItsSliceHighlighted() throws {
        let (report, folder) = try build("```swift file=\"Samples/Cell.swift#cell\" title=\"Cell.swift\" ins={3}\n```\n")
        defer { folder.remove() }
        #expect(report.diagnostics.map(\.description) == [])
        let page = try #require(folder.read("site/a.html"))
        #expect(page.contains("<figcaption class=\"code-title\">Cell.swift</figcaption>"))
        #expect(page.contains("<span class=\"hl-keyword\">final</span>"))
        #expect(page.contains("shownValue") && !page.contains("secretValue") && !page.contains("snippet."))
        #expect(page.contains("<ins class=\"code-line\">"))
    }

    @Test func aMissingFileOrSliceIsALocatedError() throws {
        let (report, folder) = try build("Text\n\n```swift file=\"Samples/Gone.swift\"\n```\n\n```swift file=\"Cell.swift#cel\"\n```\n")
        defer { folder.remove() }
        let root = folder.path + "/"
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "") } == [
            "content/a.md:7:1: error: no snippet file 'Samples/Gone.swift' in Samples/",
            "content/a.md:10:1: error: Samples/Cell.swift has no slice 'cel' (a line '// snippet.cel'); it has 'cell'",
        ])
        let (unset, other) = try build("```swift file=\"Samples/Cell.swift\"\n```\n", config: "title: T\n")
        defer { other.remove() }
        #expect(unset.diagnostics.map(\.message) == ["file=\"Samples/Cell.swift\" needs a snippet folder: set 'snippets:' in docgen.yml"])
    }

    @Test func aChangedSnippetFileRemakesThePageInAnIncrementalBuild() throws {
        let (first, folder) = try build("```swift file=\"Samples/Cell.swift#cell\"\n```\n")
        defer { folder.remove() }
        #expect(first.succeeded)
        let options = BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                   configPath: "\(folder.path)/docgen.yml", jobs: 2)
        #expect(SiteBuild.build(options).succeeded)
        try folder.write(Data(Self.sample.replacingOccurrences(of: "shownValue", with: "renamedValue").utf8), to: "Samples/Cell.swift")
        #expect(SiteBuild.build(options).succeeded)
        #expect(folder.read("site/a.html")?.contains("renamedValue") == true)
    }

    @Test func serveRemakesThePageWhenASnippetFileChanges() throws {
        let (first, folder) = try build("```swift file=\"Samples/Cell.swift#cell\"\n```\n")
        defer { folder.remove() }
        #expect(first.succeeded)
        let live = SiteBuild(options: BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: false), into: .memory)
        #expect(live.run().succeeded)
        try folder.write(Data(Self.sample.replacingOccurrences(of: "shownValue", with: "editedValue").utf8), to: "Samples/Cell.swift")
        let path = URL(fileURLWithPath: "\(folder.path)/Samples/Cell.swift").standardizedFileURL.path
        let update = live.run(changed: [path])
        #expect(update.succeeded)
        #expect(update.changed.contains("a.html"))
        #expect(String(decoding: try #require(live.files["a.html"]), as: UTF8.self).contains("editedValue"))
    }
}
