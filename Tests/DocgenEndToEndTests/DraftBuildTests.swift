import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// A chapter with `draft: true` is left out of `docgen build` and shown by `docgen serve`.
@Suite struct DraftBuildTests {
    @Test func buildLeavesADraftOutAndServeShowsIt() throws {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: Alpha\nweight: 2\n---\n\nPublished.\n",
            "content/wip.md": "---\ntitle: Work in progress\ndraft: true\nweight: 1\n---\n\nNot yet.\n",
        ])
        defer { folder.remove() }
        let options = BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2, useCache: false)
        let report = SiteBuild.build(options)
        #expect(report.diagnostics.map(\.description) == [])
        #expect(folder.read("site/wip.html") == nil)
        #expect(folder.read("site/a.html") != nil)
        #expect(!(folder.read("site/index.html") ?? "").contains("Work in progress"))

        let live = SiteBuild(options: options, into: .memory)
        #expect(live.run().succeeded)
        let served = try #require(live.files["wip.html"])
        #expect(String(decoding: served, as: UTF8.self).contains("Not yet."))
        #expect(String(decoding: try #require(live.files["index.html"]), as: UTF8.self).contains("Work in progress"))
    }
}
