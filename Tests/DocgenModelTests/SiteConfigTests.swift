import DocgenModel
import Testing

/// A site's languages and where each one's pages go.
@Suite struct SiteConfigTests {
    @Test func aSiteWithoutLanguagesHasOneEditionAtTheRoot() {
        let config = SiteConfig(title: "Guide", language: "fr", description: "About cells")
        #expect(config.editions == [SiteLanguage(code: "fr", name: "fr", title: "Guide", description: "About cells")])
        #expect(config.outputPrefix(of: "fr") == "")
        #expect(config.homePath(of: "fr") == "index.html")
    }

    @Test func everyLanguageButTheDefaultHasAFolder() {
        var config = SiteConfig()
        config.languages = [SiteLanguage(code: "en", name: "English", title: "Guide", description: ""),
                            SiteLanguage(code: "zh-Hans", name: "简体中文", title: "指南", description: "")]
        #expect(config.homePath(of: "en") == "index.html")
        #expect(config.outputPrefix(of: "zh-Hans") == "zh-Hans/")
        #expect(config.homePath(of: "zh-Hans") == "zh-Hans/index.html")
        #expect(config.edition("zh-Hans").title == "指南")
        #expect(config.edition("de").code == "en")
    }
}
