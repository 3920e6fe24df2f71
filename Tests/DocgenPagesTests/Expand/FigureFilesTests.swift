import DocgenCore
import DocgenModel
import DocgenPages
import Testing

@Suite struct FigureFilesTests {
    static let site = Site(config: SiteConfig(), chapters: [], parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
    static let spec = "id: cells\nviews: [list, corners]\nsections:\n  - rows: [\"Wi-Fi\"]\n"

    @Test func aFiguresFileIsNamedAfterItsPageAndItsIdBesideThePage() {
        #expect(FigureFiles.name(ofFigure: "cells-list", onPage: "guide/why.html") == "why.cells-list.svg")
        #expect(FigureFiles.name(ofFigure: "speed-chart", onPage: "index.html") == "index.speed-chart.svg")
    }

    @Test func eachFigureLinksToItsFileWhichIsItsSVGWithTheThemesFontLinked() throws {
        let figures = FigureFiles(pagePath: "guide/why.html", linkText: "Open full size",
                                  fontPaths: (regular: "assets/fonts/R.woff2", bold: "assets/fonts/B.woff2"))
        var expander = DirectiveExpander(displayPath: "content/guide/why.md", reader: SiteReader(SiteInputs(site: Self.site)), language: "en", figures: figures)
        let expanded = expander.expand(info: "listspec", literal: Self.spec, fileLine: 7)
        let html = try #require(expanded)
        #expect(expander.page.diagnostics.isEmpty)
        #expect(expander.page.figureFiles.files.map(\.path) == ["guide/why.cells-list.svg", "guide/why.cells-corners.svg"])
        #expect(expander.page.figureFiles.links == [
            ContentLink(href: "why.cells-list.svg", verdict: .file(path: "guide/why.cells-list.svg", fragment: nil),
                        location: SourceLocation(file: "content/guide/why.md", line: 7, column: 1)),
            ContentLink(href: "why.cells-corners.svg", verdict: .file(path: "guide/why.cells-corners.svg", fragment: nil),
                        location: SourceLocation(file: "content/guide/why.md", line: 7, column: 1)),
        ])
        #expect(html.contains(" <a class=\"dg-zoom\" href=\"why.cells-list.svg\" type=\"image/svg+xml\" data-close=\"Close\">Open full size</a></figcaption>"))
        // The file is the inline SVG with the font's rules first in its style sheet.
        let inline = try #require(html.split(separator: "<figcaption>").first.flatMap { $0.split(separator: "tabindex=\"0\">\n").last })
        let file = String(decoding: expander.page.figureFiles.files[0].bytes, as: UTF8.self)
        #expect(file.replacing(#/<style>@font-face\{[^<]*?unicode-range:[^}]*\}(@font-face\{[^<]*?unicode-range:[^}]*\})?/#, with: "<style>")
            == String(inline).replacing(#/ aria-labelledby="[^"]*" aria-describedby="[^"]*"/#, with: ""))
        #expect(file.contains("src:url('../assets/fonts/R.woff2') format('woff2')"))
    }

    @Test func aChinesePagesLinkFollowsTheCaptionWithoutASpace() throws {
        let figures = FigureFiles(pagePath: "zh-Hans/why.html", linkText: "查看大图", closeText: "关闭", fontPaths: nil)
        var expander = DirectiveExpander(displayPath: "content/zh-Hans/why.md", reader: SiteReader(SiteInputs(site: Self.site)), language: "zh-Hans", figures: figures)
        let expanded = expander.expand(info: "listspec", literal: Self.spec, fileLine: 3)
        let html = try #require(expanded)
        #expect(html.contains("表格<wbr />视图（可信度：中）<a class=\"dg-zoom\" href=\"why.cells-list.svg\" type=\"image/svg+xml\" data-close=\"关闭\">查看大图</a></figcaption>"))
        #expect(!String(decoding: expander.page.figureFiles.files[0].bytes, as: UTF8.self).contains("@font-face"), "no theme font, none linked")
    }

    @Test func withoutFigureFilesAFigureHasNoLink() throws {
        var expander = DirectiveExpander(displayPath: "content/why.md", reader: SiteReader(SiteInputs(site: Self.site)), language: "en")
        let expanded = expander.expand(info: "listspec", literal: Self.spec, fileLine: 3)
        let html = try #require(expanded)
        #expect(!html.contains("dg-zoom"))
        #expect(expander.page.figureFiles.files.isEmpty && expander.page.figureFiles.links.isEmpty)
    }
}
