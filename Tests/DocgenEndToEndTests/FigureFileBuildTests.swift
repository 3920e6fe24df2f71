import DocgenCheck
import DocgenCore
import DocgenEngine
import DocgenPublish
import DocgenTestSupport
import DocgenXML
import Foundation
import Testing

/// Each figure's drawing is published as a file of its own beside its page, linked from its
/// caption, and kept, replaced and removed with its page by every kind of build.
@Suite struct FigureFileBuildTests {
    static let spec = "```listspec\nid: cells\nviews: [list, corners]\nsections:\n  - rows: [\"Wi-Fi\", \"Bluetooth\"]\n```\n"
    static let chart = "```benchtable\nsource: data/t.csv\nid: speed\nchart: [seconds]\n```\n"

    static func site() throws -> TemporaryFolder {
        try TemporaryFolder([
            "content/guide/p.md": "---\ntitle: P\n---\n\nA list.\n\n\(spec)\n\(chart)",
            "content/data/t.csv": "tool,seconds\nA,1.5\nB,3\n",
            "content/q.md": "---\ntitle: Q\n---\n\nNo figure.\n",
        ])
    }

    static func options(_ folder: TemporaryFolder, output: String = "site", cache: Bool = true) -> BuildOptions {
        BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)", jobs: 2, useCache: cache)
    }

    /// The files a build without the cache writes, by path inside its output.
    static func cleanBuild(_ folder: TemporaryFolder) -> [String: Data] {
        try? FileManager.default.removeItem(atPath: "\(folder.path)/clean")
        #expect(SiteBuild.build(options(folder, output: "clean", cache: false)).succeeded)
        return folder.snapshot(of: "clean")
    }

    /// ``cleanBuild(_:)`` as `docgen serve` holds it: without the output folder's marker, since
    /// serve replaces no folder.
    static func servedCleanBuild(_ folder: TemporaryFolder) -> [String: Data] {
        cleanBuild(folder).filter { $0.key != OutputLocation.markerName }
    }

    static func figureFiles(_ files: [String: Data]) -> [String] {
        files.keys.filter { $0.hasSuffix(".svg") }.sorted()
    }

    @Test func everyFigureHasAValidStandaloneSVGBesideItsPageThatItsCaptionLinksTo() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let report = SiteBuild.build(Self.options(folder))
        #expect(report.succeeded, "\(report.diagnostics)")
        let files = folder.snapshot(of: "site")
        #expect(Self.figureFiles(files) == ["guide/p.cells-corners.svg", "guide/p.cells-list.svg", "guide/p.speed-chart.svg"])
        let page = try #require(folder.read("site/guide/p.html"))
        #expect(page.contains("<figcaption>An insetGrouped table view (confidence: medium) <a class=\"dg-zoom\" href=\"p.cells-list.svg\" type=\"image/svg+xml\" data-close=\"Close\">Open full size</a></figcaption>"))
        #expect(page.contains("<a class=\"dg-zoom\" href=\"p.speed-chart.svg\" type=\"image/svg+xml\" data-close=\"Close\">Open full size</a></figcaption>"))
        for path in Self.figureFiles(files) {
            let text = String(decoding: files[path]!, as: UTF8.self)
            #expect(XMLWellFormednessChecker.errors(in: text, displayPath: path).isEmpty, "\(path)")
            #expect((try? SVGRootAttributes.read(Array(files[path]!), displayPath: path).get()) ?? nil != nil, "\(path)")
            // The theme's font, linked from the page's folder; light and dark as inline.
            #expect(text.contains("src:url('../assets/fonts/DocgenSans-Regular.woff2') format('woff2')"), "\(path)")
            #expect(text.contains("@media (prefers-color-scheme:dark){.dg:root,"), "\(path)")
            #expect(text.contains("role=\"img\" font-family=") && text.contains("<title id="), "named by its <title>, not by ARIA references")
        }
        #expect(files["assets/fonts/DocgenSans-Regular.woff2"] != nil)
        // docgen check of the published folder: every link resolves, every SVG is sound.
        let check = SiteChecker.check(.onDisk("\(folder.path)/site"))
        #expect(check.findings.map(\.description) == [])
    }

    @Test func theSameContentGivesTheSameFiles() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let first = Self.cleanBuild(folder)
        #expect(SiteBuild.build(Self.options(folder, cache: false)).succeeded)
        #expect(folder.snapshot(of: "site") == first)
    }

    @Test func aKeptPageKeepsItsFiguresAndAChangedOneReplacesOrRemovesThemInPlace() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(SiteBuild.build(Self.options(folder)).succeeded)
        let unchanged = SiteBuild.build(Self.options(folder))
        #expect(unchanged.succeeded)
        #expect(unchanged.cachedPageCount == unchanged.pageCount)
        #expect(folder.snapshot(of: "site") == Self.cleanBuild(folder))

        // One view fewer, and a new id: the old files go, the new ones come, in place.
        let page = try #require(folder.read("content/guide/p.md"))
        try folder.write(Data(page.replacingOccurrences(of: "id: cells\nviews: [list, corners]", with: "id: rows\nviews: [list]").utf8),
                         to: "content/guide/p.md")
        let edited = SiteBuild.build(Self.options(folder))
        #expect(edited.succeeded, "\(edited.diagnostics)")
        #expect(edited.cachedPageCount == edited.pageCount - 1)
        let files = folder.snapshot(of: "site")
        #expect(Self.figureFiles(files) == ["guide/p.rows-list.svg", "guide/p.speed-chart.svg"])
        #expect(files == Self.cleanBuild(folder))

        // The page gone: its figures go with it.
        try FileManager.default.removeItem(atPath: "\(folder.path)/content/guide/p.md")
        #expect(SiteBuild.build(Self.options(folder)).succeeded)
        #expect(Self.figureFiles(folder.snapshot(of: "site")) == [])
        #expect(folder.snapshot(of: "site") == Self.cleanBuild(folder))
    }

    @Test func aFigureFileRemovedByHandIsWrittenAgain() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        #expect(SiteBuild.build(Self.options(folder)).succeeded)
        try FileManager.default.removeItem(atPath: "\(folder.path)/site/guide/p.cells-list.svg")
        let report = SiteBuild.build(Self.options(folder))
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(folder.snapshot(of: "site") == Self.cleanBuild(folder))
    }

    @Test func aFigureFileThatClashesWithAStaticFileIsAnErrorAndPublishesNothing() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try folder.write(Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), to: "content/guide/p.cells-list.svg")
        let report = SiteBuild.build(Self.options(folder))
        #expect(!report.succeeded)
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
            == ["content/guide/p.cells-list.svg: error: the figure file 'guide/p.cells-list.svg' of guide/p.html is also a file of the site; rename the page, the figure or the file"])
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/site"))
    }

    @Test func aChineseFigureLinksWithTheThemesChineseWordsAndNoSpace() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: T\nlanguage: zh-Hans\n",
            "content/p.md": "---\ntitle: P\n---\n\n\(Self.spec)",
        ])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 1))
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(folder.read("site/p.html"))
        #expect(page.contains("<figcaption>insetGrouped 样式的<wbr />表格<wbr />视图（可信度：中）<a class=\"dg-zoom\" href=\"p.cells-list.svg\" type=\"image/svg+xml\" data-close=\"关闭\">查看大图</a></figcaption>"))
        #expect(folder.read("site/p.cells-list.svg")?.contains("src:url('assets/fonts/DocgenSans-Regular.woff2')") == true)
    }

    @Test func docgenServeHoldsTheFiguresAndATextEditReplacesAndRemovesThem() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        // Another page with a figure, kept with it when p.md's new figure makes the whole build run.
        try folder.write(Data("---\ntitle: Q\n---\n\n```listspec\nid: other\nsections:\n  - rows: [\"A\"]\n```\n".utf8), to: "content/q.md")
        let live = SiteBuild(options: Self.options(folder, cache: false), into: .memory)
        #expect(live.run().succeeded)
        #expect(live.files.mapValues { Data($0) } == Self.servedCleanBuild(folder))

        // Text only: the figure's drawing changes with it.
        let path = "\(URL(fileURLWithPath: folder.path).standardizedFileURL.path)/content/guide/p.md"
        let page = try #require(folder.read("content/guide/p.md"))
        try folder.write(Data(page.replacingOccurrences(of: "\"Bluetooth\"", with: "\"Bluetooth\", \"Cellular\"").utf8), to: "content/guide/p.md")
        let text = live.run(changed: [path])
        #expect(text.succeeded)
        #expect(!text.reloadedSite)
        #expect(text.changed == ["guide/p.cells-corners.svg", "guide/p.cells-list.svg", "guide/p.html"])
        #expect(live.files.mapValues { Data($0) } == Self.servedCleanBuild(folder))

        // A view fewer: its file is removed.
        try folder.write(Data(page.replacingOccurrences(of: "views: [list, corners]", with: "views: [list]").utf8), to: "content/guide/p.md")
        let fewer = live.run(changed: [path])
        #expect(fewer.succeeded)
        #expect(!fewer.reloadedSite)
        #expect(fewer.removed == ["guide/p.cells-corners.svg"])
        #expect(live.files.mapValues { Data($0) } == Self.servedCleanBuild(folder))

        // A new figure is checked by the whole build (it may clash with another file).
        try folder.write(Data(page.replacingOccurrences(of: "id: cells", with: "id: rows").utf8), to: "content/guide/p.md")
        let renamed = live.run(changed: [path])
        #expect(renamed.succeeded)
        #expect(renamed.reloadedSite)
        #expect(renamed.remadePageCount == 1)
        #expect(live.files["q.other-list.svg"] != nil)
        #expect(live.files.mapValues { Data($0) } == Self.servedCleanBuild(folder))
    }
}
