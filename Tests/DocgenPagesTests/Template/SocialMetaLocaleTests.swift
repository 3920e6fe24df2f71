@testable import DocgenPages
import Testing

/// Open Graph's `language_TERRITORY` form of a site's language codes.
@Suite struct SocialMetaLocaleTests {
    @Test(arguments: [("en", "en_US"), ("en-GB", "en_GB"), ("zh-Hans", "zh_CN"), ("zh-Hant", "zh_TW"), ("ja", "ja_JP"),
                      ("de-AT", "de_AT"), ("pt-BR", "pt_BR"), ("fr", "fr_FR")])
    func aLocaleHasTheLikelyRegionWhereTheCodeNamesNone(tag: String, locale: String) {
        #expect(SocialMeta.openGraphLocale(tag) == locale)
    }
}
