import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// A site with `languages:`: content in language folders, the default language at the root,
/// chapters paired by path or `translationKey`, switchers, alternates, the sitemap's alternates,
/// the theme's words and the diagrams and tables in each page's language.
@Suite struct MultilingualSiteTests {
    static let config = """
        title: Guide
        baseURL: https://docs.example/
        languages:
          - code: en
            name: English
          - code: zh-Hans
            name: 简体中文
            title: 指南
            description: 中文说明。
        """

    static let files: [String: String] = [
        "docgen.yml": config,
        "content/en/_index.md": "---\ntitle: Guide\n---\n\nWelcome.\n",
        "content/zh-Hans/_index.md": "---\ntitle: 指南\n---\n\n欢迎。\n",
        "content/en/masks.md": "---\ntitle: Masks\norder: 1\n---\n\n## Corner masks\n\nSee [the table](part/table.md#results) and ![a picture](pic.svg).\n",
        "content/zh-Hans/masks.md": "---\ntitle: 遮罩\norder: 1\n---\n\n## 圆角遮罩\n\n见[表格](part/renamed.md#结果)、[本节](#圆角遮罩)、[编码的本节](#%E5%9C%86%E8%A7%92%E9%81%AE%E7%BD%A9)和![图](pic.svg)。\n",
        "content/en/part/table.md": "---\ntitle: Table\norder: 2\n---\n\n## Results\n\n```benchtable\nsource: data/fps.csv\nkey: scheme\nbaseline: a\nratios: [fps]\nbetter: {fps: higher}\nchart: [fps]\n```\n",
        "content/zh-Hans/part/renamed.md": "---\ntitle: 表格\norder: 2\ntranslationKey: part/table.md\n---\n\n## 结果\n\n```benchtable\nsource: data/fps.csv\nkey: scheme\nbaseline: a\nratios: [fps]\nbetter: {fps: higher}\nchart: [fps]\nrowLabels: {a: 甲, b: 乙}\n```\n",
        "content/en/only.md": "---\ntitle: Only in English\norder: 3\n---\n\nText.\n",
        "content/en/pic.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>\n",
        "content/zh-Hans/pic.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"2\"/>\n",
        "content/data/fps.csv": "scheme,fps\na,59.8\nb,1234.5\n",
    ]

    /// A report's diagnostics, with the folder's path left out.
    private func described(_ report: BuildReport, in folder: TemporaryFolder, errorsOnly: Bool = false) -> [String] {
        report.diagnostics.filter { !errorsOnly || $0.severity == .error }.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    private func build(_ files: [String: String] = files) throws -> (TemporaryFolder, BuildReport) {
        let folder = try TemporaryFolder(files)
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                      configPath: "\(folder.path)/docgen.yml", jobs: 2))
        return (folder, report)
    }

    @Test func eachLanguageIsPublishedInItsPlaceAndAMissingTranslationIsWarned() throws {
        let (folder, report) = try build()
        defer { folder.remove() }
        #expect(described(report, in: folder) == [
            "content/en/only.md:1:1: warning: no 简体中文 translation (content/zh-Hans/only.md); its switcher leads to the 简体中文 home page [translation]",
        ])
        #expect(folder.snapshot(of: "site").keys.filter { $0.hasSuffix(".html") || $0.hasSuffix(".svg") || $0.hasSuffix(".xml") }.sorted() == [
            "404.html", "index.html", "masks.html", "only.html", "part/table.fps-table-chart.svg", "part/table.html", "pic.svg", "sitemap.xml",
            "zh-Hans/index.html", "zh-Hans/masks.html", "zh-Hans/part/renamed.fps-table-chart.svg", "zh-Hans/part/renamed.html", "zh-Hans/pic.svg",
        ])
        #expect(folder.read("site/pic.svg")?.contains("width=\"1\"") == true)
        #expect(folder.read("site/zh-Hans/pic.svg")?.contains("width=\"2\"") == true)
    }

    @Test func pagesNameTheirLanguageAndLinkToTheirTranslations() throws {
        let (folder, _) = try build()
        defer { folder.remove() }
        let chinese = try #require(folder.read("site/zh-Hans/part/renamed.html"))
        #expect(chinese.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"zh-Hans\" xml:lang=\"zh-Hans\">"))
        // Paired by translationKey, though the paths differ.
        #expect(chinese.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://docs.example/part/table.html\" />"))
        #expect(chinese.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://docs.example/zh-Hans/part/renamed.html\" />"))
        #expect(chinese.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://docs.example/part/table.html\" />"))
        #expect(chinese.contains("<li><a href=\"../../part/table.html\" hreflang=\"en\" lang=\"en\" xml:lang=\"en\">English</a></li>"))
        #expect(chinese.contains("<li><a href=\"renamed.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" xml:lang=\"zh-Hans\" aria-current=\"page\">简体中文</a></li>"))
        // A chapter without a translation has no alternates, and its switcher leads home.
        let only = try #require(folder.read("site/only.html"))
        #expect(!only.contains("rel=\"alternate\""))
        #expect(only.contains("<li><a href=\"zh-Hans/index.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" xml:lang=\"zh-Hans\">简体中文</a></li>"))
        #expect(only.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">"))
    }

    @Test func eachLanguageHasItsOwnNavigationHomeAndWords() throws {
        let (folder, _) = try build()
        defer { folder.remove() }
        let chinese = try #require(folder.read("site/zh-Hans/masks.html"))
        #expect(chinese.contains("<a class=\"skip-link\" href=\"#main\">跳到正文</a>"))
        #expect(chinese.contains("<p class=\"toc-title\" aria-hidden=\"true\">本页内容</p>"))
        #expect(chinese.contains("<a class=\"header-link header-link-contents\" href=\"../zh-Hans/index.html\">目录</a>"))
        #expect(chinese.contains("aria-label=\"本节链接：圆角遮罩\""))
        #expect(chinese.contains("<span class=\"brand-name\">指南</span>"))
        #expect(chinese.contains(">表格</a>") && !chinese.contains(">Table</a>") && !chinese.contains("Only in English"))
        #expect(chinese.contains("rel=\"next\"") && !chinese.contains("rel=\"prev\""))
        let home = try #require(folder.read("site/zh-Hans/index.html"))
        #expect(home.contains("<h2 class=\"contents-title\">目录</h2>") && home.contains(">遮罩<") && !home.contains(">Masks<"))
        #expect(home.contains("<p>欢迎。</p>"))
        let english = try #require(folder.read("site/masks.html"))
        #expect(english.contains("<a class=\"skip-link\" href=\"#main\">Skip to content</a>") && !english.contains(">遮罩<"))
    }

    @Test func chineseHeadingIdsAndTheirLinksWorkEncodedOrNot() throws {
        let (folder, report) = try build()
        defer { folder.remove() }
        #expect(!report.diagnostics.containsErrors)
        let chinese = try #require(folder.read("site/zh-Hans/masks.html"))
        #expect(chinese.contains("<h2 id=\"圆角遮罩\">圆角遮罩"))
        #expect(chinese.contains("href=\"part/renamed.html#%E7%BB%93%E6%9E%9C\"") || chinese.contains("href=\"part/renamed.html#结果\""))
        var broken = Self.files
        broken["content/zh-Hans/masks.md"] = "---\ntitle: 遮罩\norder: 1\n---\n\n## 圆角遮罩\n\n[坏](#圆角蒙版)、[也坏](part/renamed.md#%E6%B2%A1%E6%9C%89)\n"
        let (second, failed) = try build(broken)
        defer { second.remove() }
        #expect(described(failed, in: second, errorsOnly: true) == [
            "content/zh-Hans/masks.md:8:1: error: link to missing heading '#圆角蒙版' in zh-Hans/masks.html [broken-fragment]",
            "content/zh-Hans/masks.md:8:24: error: link to missing heading '#没有' in zh-Hans/part/renamed.html [broken-fragment]",
        ])
    }

    @Test func tablesAndChartsWriteTheirOwnWordsInThePagesLanguage() throws {
        let (folder, _) = try build()
        defer { folder.remove() }
        let chinese = try #require(folder.read("site/zh-Hans/part/renamed.html"))
        #expect(chinese.contains("<th scope=\"row\">甲 <span class=\"bench-unit\">基准</span></th>"))
        #expect(chinese.contains("<span class=\"bench-unit\">（越高越好）</span><span class=\"bench-unit\">甲 = 1，越大越好</span>"))
        #expect(chinese.contains("1,234.5<span class=\"visually-hidden\">（最佳）</span>"))
        #expect(chinese.contains("横向条形图，共 2 行。"))
        let english = try #require(folder.read("site/part/table.html"))
        #expect(english.contains("<th scope=\"row\">a <span class=\"bench-unit\">baseline</span></th>"))
        #expect(english.contains("Horizontal bar chart of 2 rows."))
    }

    @Test func theSitemapNamesEveryPagesAlternates() throws {
        let (folder, _) = try build()
        defer { folder.remove() }
        let sitemap = try #require(folder.read("site/sitemap.xml"))
        #expect(sitemap.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""))
        #expect(sitemap.contains("  <url><loc>https://docs.example/zh-Hans/part/renamed.html</loc>"
            + "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://docs.example/part/table.html\"/>"
            + "<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://docs.example/zh-Hans/part/renamed.html\"/>"
            + "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"https://docs.example/part/table.html\"/></url>\n"))
        #expect(sitemap.contains("  <url><loc>https://docs.example/only.html</loc></url>\n"))
        #expect(sitemap.contains("  <url><loc>https://docs.example/zh-Hans/</loc><xhtml:link"))
    }

    @Test func aChapterOutsideTheLanguageFoldersIsAnError() throws {
        var files = Self.files
        files["content/stray.md"] = "---\ntitle: Stray\n---\n"
        let (folder, report) = try build(files)
        defer { folder.remove() }
        #expect(described(report, in: folder, errorsOnly: true) == [
            "content/stray.md:1:1: error: with 'languages:' in the configuration, every chapter is in its language's folder (content/en/, content/zh-Hans/)",
        ])
    }

    @Test(arguments: [
        ("languages: en\n", "docgen.yml:1:12: error: 'languages' must be a list of {code, name, title, description}, the default language first"),
        ("languages:\n  - code: en\n  - code: EN\n", "docgen.yml:3:11: error: language 'EN' is listed twice"),
        ("languages:\n  - code: e n\n", "docgen.yml:2:11: error: 'e n' is not a language code such as 'en' or 'zh-Hans'"),
        ("languages:\n  - name: English\n", "docgen.yml:2:5: error: a language needs a 'code' such as 'en' or 'zh-Hans'"),
        ("languages:\n  - code: en\n    flag: uk\n", "docgen.yml:3:5: error: unknown key 'flag'"),
    ])
    func badLanguagesAreLocatedErrors(config: String, message: String) throws {
        let folder = try TemporaryFolder(["docgen.yml": config, "content/en/a.md": "---\ntitle: A\n---\n"])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                      configPath: "\(folder.path)/docgen.yml"))
        #expect(described(report, in: folder).contains(message), "\(described(report, in: folder))")
    }

    @Test func theThemesWordsFallBackToEnglishWithAWarning() throws {
        var files = Self.files
        files["theme/i18n/zh-Hans.yml"] = "skipToContent: 跳过\n"
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", templatesPath: "\(folder.path)/theme",
                                                      outputPath: "\(folder.path)/site", configPath: "\(folder.path)/docgen.yml"))
        let warning = report.diagnostics.first { $0.location.file.hasSuffix("i18n/zh-Hans.yml") }
        #expect(warning?.severity == .warning)
        #expect(warning?.message.hasPrefix("'zh-Hans' lacks 'allPartsAndChapters', 'backToReference', 'builtWith',") == true)
        #expect(warning?.message.hasSuffix("; English is used for them") == true)
        let page = try #require(folder.read("site/zh-Hans/masks.html"))
        #expect(page.contains(">跳过</a>") && page.contains(">On this page</p>"))
    }
}
