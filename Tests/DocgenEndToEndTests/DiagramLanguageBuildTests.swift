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
        // docgen's theme has words for English, Simplified Chinese and German; another language is
        // told at its setting, and gets English.
        let themeHasWords = ["en", "zh-Hans", nil].contains(language)
        let setting = "\(folder.path)/docgen.yml:2:11"
        #expect(report.diagnostics.map(\.description) == (themeHasWords ? [] : [
            "\(setting): warning: there are no words for the language '\(language!)' (i18n/\(language!).yml; there are: de, en, zh-Hans); "
                + "English is used [theme-language]",
        ]))
        return try #require(folder.read("site/settings.html"))
    }

    @Test func aChineseSiteDrawsChineseDiagrams() throws {
        let page = try built(language: "zh-Hans")
        #expect(page.contains("<figcaption>insetGrouped 样式的<wbr />表格<wbr />视图：圆角分区的视图<wbr />层次（可信度：中）<a class=\"dg-zoom\" href=\"settings.settings-layers.svg\" type=\"image/svg+xml\" data-close=\"关闭\">查看大图</a></figcaption>"))
        #expect(page.contains("aria-describedby=\"settings-list-desc\" xml:lang=\"zh-Hans\" "))
        #expect(page.contains(">内边距 16 pt</text>"))
    }

    @Test func otherSitesDrawEnglishDiagrams() throws {
        for language in [nil, "en", "fr", "zh-Hant"] {
            let page = try built(language: language)
            #expect(page.contains("<figcaption>An insetGrouped table view: the layers of a rounded section (confidence: medium) <a class=\"dg-zoom\" href=\"settings.settings-layers.svg\" type=\"image/svg+xml\" data-close=\"Close\">Open full size</a></figcaption>"),
                    "\(language ?? "no language")")
            #expect(page.contains(">inset 16 pt</text>"))
        }
    }

    /// A theme of the site's own may give a language's theme words; its diagrams are drawn from
    /// docgen's built-in files, so they are English, and the build says so at the setting.
    @Test func aLanguageOnlyTheSitesThemeHasGetsEnglishDiagramsWithAWarning() throws {
        let folder = try TemporaryFolder([
            "content/settings.md": Self.chapter, "docgen.yml": "title: Guide\nlanguage: fr\n",
            "templates/i18n/fr.yml": "skipToContent: Aller au contenu\n",
        ])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", templatesPath: "\(folder.path)/templates",
                                                  outputPath: "\(folder.path)/site", configPath: "\(folder.path)/docgen.yml", jobs: 1))
        let descriptions = report.diagnostics.map(\.description)
        #expect(descriptions.contains("\(folder.path)/docgen.yml:2:11: warning: docgen has no diagram phrases for 'fr' (only the theme's "
                                      + "\(folder.path)/templates/i18n/fr.yml has its words); diagrams and tables are drawn in English [theme-language]"), "\(descriptions)")
        let page = try #require(folder.read("site/settings.html"))
        #expect(page.contains("Aller au contenu"))
        #expect(page.contains(">inset 16 pt</text>"))
    }
}
