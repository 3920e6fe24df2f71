import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Screenshots in light and dark through whole builds: a language's own images and shared ones,
/// a dark variant without its base, the built site passing its own check, and incremental
/// builds that make a page again when its image's size or variants change, and only then.
@Suite struct PictureBuildTests {
    static let config = "title: Guide\nlanguages:\n  - code: en\n    name: English\n  - code: zh-Hans\n    name: 简体中文\n"

    /// A two-language site: each language's own `cell.png` (the English one with a dark
    /// variant), a shared `images/logo.png` with a 2x file, and an orphan dark variant.
    static let files: [String: [UInt8]] = [
        "docgen.yml": Array(config.utf8),
        "content/en/intro.md": Array("---\ntitle: Intro\n---\n\n![A cell](cell.png)\n\n![Logo](../images/logo.png)\n".utf8),
        "content/zh-Hans/intro.md": Array("---\ntitle: 简介\n---\n\n![单元格](cell.png)\n\n![标志](../images/logo.png)\n".utf8),
        "content/en/cell.png": ImageFixtures.png(width: 64, height: 32),
        "content/en/cell~dark.png": ImageFixtures.png(width: 64, height: 32, red: 0x10, green: 0x10, blue: 0x10),
        "content/zh-Hans/cell.png": ImageFixtures.png(width: 48, height: 32),
        "content/images/logo.png": ImageFixtures.png(width: 30, height: 10),
        "content/images/logo@2x.png": ImageFixtures.png(width: 60, height: 20),
        "content/images/lost~dark@2x.png": ImageFixtures.png(width: 60, height: 20),
    ]

    private func folder(_ files: [String: [UInt8]] = files) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (path, bytes) in files { try folder.write(Data(bytes), to: path) }
        return folder
    }

    private func build(_ folder: TemporaryFolder, into output: String = "site", cache: Bool = true) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)",
                                         configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: cache))
    }

    @Test func eachLanguagesImagesAndTheSharedOnesGetTheirVariantsAndSizes() throws {
        let folder = try folder()
        defer { folder.remove() }
        let report = build(folder)
        #expect(report.succeeded)
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "content/images/lost~dark@2x.png: warning: dark variant without its base: no 'images/lost.png' (or its @2x or @3x file) shows it [dark-variant]",
        ])
        let english = try #require(folder.read("site/intro.html"))
        #expect(english.contains("<p><picture><source srcset=\"cell~dark.png\" media=\"(prefers-color-scheme: dark)\" />"
                                 + "<img src=\"cell.png\" alt=\"A cell\" width=\"64\" height=\"32\" /></picture></p>"))
        #expect(english.contains("<p><img src=\"images/logo.png\" alt=\"Logo\" srcset=\"images/logo.png 1x, images/logo@2x.png 2x\""
                                 + " width=\"30\" height=\"10\" /></p>"))
        let chinese = try #require(folder.read("site/zh-Hans/intro.html"))
        #expect(chinese.contains("<p><img src=\"cell.png\" alt=\"单元格\" width=\"48\" height=\"32\" /></p>"), "its own cell, with no dark variant")
        #expect(chinese.contains("<p><img src=\"../images/logo.png\" alt=\"标志\" srcset=\"../images/logo.png 1x, ../images/logo@2x.png 2x\""
                                 + " width=\"30\" height=\"10\" /></p>"))
        #expect(folder.read("site/cell~dark.png") != nil && folder.read("site/images/logo@2x.png") != nil)
    }

    /// `docgen check` reads `srcset` on `source` and `img`: the built site's candidates all
    /// resolve, and a missing one is a broken link.
    @Test func theBuiltSitePassesDocgenCheckAndAMissingVariantIsABrokenLink() throws {
        let folder = try folder()
        defer { folder.remove() }
        #expect(build(folder).succeeded)
        let clean = try docgenCheck(folder)
        #expect(clean.status == 0, "\(clean.output)")
        try FileManager.default.removeItem(atPath: "\(folder.path)/site/cell~dark.png")
        try FileManager.default.removeItem(atPath: "\(folder.path)/site/images/logo@2x.png")
        let broken = try docgenCheck(folder)
        #expect(broken.status == 1)
        #expect(broken.output.contains("site/intro.html:") && broken.output.contains("link target 'cell~dark.png' does not exist"))
        #expect(broken.output.contains("link target 'images/logo@2x.png' does not exist"))
        #expect(broken.output.contains("link target '../images/logo@2x.png' does not exist"))
    }

    private func docgenCheck(_ folder: TemporaryFolder) throws -> (status: Int32, output: String) {
        let run = try CommandLineTests().docgen(["check", "site"], in: folder.path)
        return (run.status, run.standardOutput + run.standardError)
    }

    /// Pages show their images' sizes and variants: a new size makes the pages that show the
    /// image again, a new dark variant (a new file of the site) every page, new bytes of the
    /// same size none.
    @Test func anImagesNewSizeOrNewVariantMakesThePageAgainAndTheSameSizeDoesNot() throws {
        let folder = try folder()
        defer { folder.remove() }
        #expect(build(folder).succeeded)
        let pages = build(folder).cachedPageCount
        #expect(pages == 5, "two chapters, two home pages and the 404 page")

        try folder.write(Data(ImageFixtures.png(width: 48, height: 32, red: 0xFF)), to: "content/zh-Hans/cell.png")
        var report = build(folder)
        #expect(report.cachedPageCount == pages, "the same size in other colours changes no page")
        #expect(folder.snapshot(of: "site")["zh-Hans/cell.png"] == Data(ImageFixtures.png(width: 48, height: 32, red: 0xFF)))

        try folder.write(Data(ImageFixtures.png(width: 96, height: 32)), to: "content/zh-Hans/cell.png")
        report = build(folder)
        #expect(report.remadePages == ["zh-Hans/intro.html"], "the one page that shows it")
        #expect(folder.read("site/zh-Hans/intro.html")?.contains("<img src=\"cell.png\" alt=\"单元格\" width=\"96\" height=\"32\" />") == true)

        try folder.write(Data(ImageFixtures.png(width: 96, height: 32)), to: "content/zh-Hans/cell~dark.png")
        report = build(folder)
        #expect(report.cachedPageCount == 0)
        #expect(folder.read("site/zh-Hans/intro.html")?.contains("<picture><source srcset=\"cell~dark.png\"") == true)

        #expect(build(folder, into: "clean", cache: false).succeeded)
        #expect(folder.snapshot(of: "site") == folder.snapshot(of: "clean"))
    }
}
