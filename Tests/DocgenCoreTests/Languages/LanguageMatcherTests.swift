import DocgenCore
import Testing

/// One matcher from a BCP 47 tag to the best language there is data for, by `Locale.Language`.
@Suite struct LanguageMatcherTests {
    let matcher = LanguageMatcher(codes: ["en", "zh-Hans", "fr", "pt-BR", "pt-PT"])

    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("en-GB", "en"), ("en-Latn-US", "en"), ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"),
        ("zh-SG", "zh-Hans"), ("zh-hans-cn", "zh-Hans"), ("fr-CA", "fr"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"),
    ])
    func aTagFindsTheLanguageOfItsLanguageAndScript(tag: String, expected: String) {
        #expect(matcher.bestMatch(for: tag) == expected)
    }

    @Test(arguments: ["zh-TW", "zh-HK", "zh-Hant", "sr-Cyrl", "ja", "xx"])
    func aTagOfAnotherLanguageOrScriptFindsNone(tag: String) {
        #expect(matcher.bestMatch(for: tag) == nil)
    }

    @Test func traditionalChineseIsFoundWhenThereIsData() {
        let both = LanguageMatcher(codes: ["zh-Hans", "zh-Hant"])
        #expect(both.bestMatch(for: "zh-TW") == "zh-Hant")
        #expect(both.bestMatch(for: "zh-HK") == "zh-Hant")
        #expect(both.bestMatch(for: "zh-CN") == "zh-Hans")
    }
}
