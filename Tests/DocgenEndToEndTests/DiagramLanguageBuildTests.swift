import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// A list spec inherits its chapter's language: the site's `language` in docgen.yml.
@Suite struct DiagramLanguageBuildTests {
    static let chapter = "---\ntitle: 设置\n---\n\n```listspec\nid: settings\nviews: [list, layers]\nsections:\n  - rows:\n      - title: 蓝牙\n        accessory: disclosureIndicator\n```\n"

    private func built(language: String?) throws -> String {
        var files = ["content/settings.md": Self.chapter]
        if let language { files["docgen.yml"] = "title: 指南\nlanguage: \(language)\n" }
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                      configPath: language == nil ? nil : "\(folder.path)/docgen.yml", jobs: 1))
        // docgen's theme has words in English and Simplified Chinese; another language is told.
        let themeHasWords = ["en", "zh-Hans", nil].contains(language)
        #expect(report.diagnostics.map(\.description) == (themeHasWords ? [] : [
            "<default theme>/i18n/en.yml: warning: the theme has no strings for '\(language!)' (i18n/\(language!).yml); English is used",
        ]))
        return try #require(folder.read("site/settings.html"))
    }

    @Test func aChineseSiteDrawsChineseDiagrams() throws {
        let page = try built(language: "zh-Hans")
        #expect(page.contains("<figcaption>insetGrouped 样式的表格视图：圆角分区的各个图层<a class=\"dg-zoom\" href=\"settings.settings-layers.svg\" type=\"image/svg+xml\" data-close=\"关闭\">查看大图</a></figcaption>"))
        #expect(page.contains("aria-describedby=\"settings-list-desc\" xml:lang=\"zh-Hans\" "))
        #expect(page.contains(">内边距 16 pt</text>"))
    }

    @Test func otherSitesDrawEnglishDiagrams() throws {
        for language in [nil, "en", "fr", "zh-Hant"] {
            let page = try built(language: language)
            #expect(page.contains("<figcaption>An insetGrouped table view: the layers of a rounded section <a class=\"dg-zoom\" href=\"settings.settings-layers.svg\" type=\"image/svg+xml\" data-close=\"Close\">Open full size</a></figcaption>"),
                    "\(language ?? "no language")")
            #expect(page.contains(">inset 16 pt</text>"))
        }
    }
}
