import DocgenModel
import Testing

/// The site's look-ups: chapters by source path, and translations.
@Suite struct SiteTests {
    private static func chapter(_ sourcePath: String, folder: String, language: String = "", languageFolder: String = "") -> Chapter {
        NavigationGroupTests.chapter(sourcePath, folder: folder, language: language, languageFolder: languageFolder)
    }

    @Test func chaptersAreFoundByTheirSourcePathInReadingOrder() {
        let site = Site(config: SiteConfig(), chapters: [Self.chapter("b.md", folder: ""), Self.chapter("a.md", folder: "")], parts: [],
                        staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
        #expect(site.position(ofSourcePath: "a.md") == 1)
        #expect(site.chapter(atSourcePath: "b.md")?.sourcePath == "b.md")
        #expect(site.position(ofSourcePath: "c.md") == nil)
    }

    /// A chapter's translation is its version in another of `languages:`, by pairing key.
    @Test func aMultilingualSitePairsChaptersByTheirPathInsideTheirLanguage() {
        var config = SiteConfig()
        config.languages = [SiteLanguage(code: "en", name: "English", title: "Guide", description: ""),
                            SiteLanguage(code: "zh-Hans", name: "简体中文", title: "指南", description: "")]
        let english = Self.chapter("en/intro.md", folder: "en", language: "en", languageFolder: "en")
        let chinese = Self.chapter("zh-Hans/intro.md", folder: "zh-Hans", language: "zh-Hans", languageFolder: "zh-Hans")
        let site = Site(config: config, chapters: [english, chinese], parts: [], staticFiles: [], contentRoot: "/tmp",
                        contentDisplayRoot: "content")
        #expect(site.translation(of: english, into: "zh-Hans")?.sourcePath == "zh-Hans/intro.md")
        #expect(site.translation(of: chinese, into: "en")?.sourcePath == "en/intro.md")
        #expect(site.translation(of: english, into: "fr") == nil)
    }

    /// Without `languages:` nothing is a translation, not even of two chapters sharing a
    /// `translationKey`: the site builds no index of them (10,000 inserts on a large site).
    @Test func aSiteWithoutLanguagesHasNoTranslations() {
        var first = Self.chapter("a.md", folder: ""), second = Self.chapter("b.md", folder: "")
        first.translationKey = "shared"
        second.translationKey = "shared"
        let site = Site(config: SiteConfig(), chapters: [first, second], parts: [], staticFiles: [], contentRoot: "/tmp",
                        contentDisplayRoot: "content")
        #expect(site.translation(of: second, into: SiteConfig().language) == nil)
        #expect(site.translation(of: first, into: "") == nil)
    }
}
