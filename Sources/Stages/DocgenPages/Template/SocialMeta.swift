import DocgenCore
import DocgenModel
import Foundation

/// A page's values for link previews and search engines, `social` in templates: its canonical
/// URL (also its Open Graph `og:url`), its Open Graph type and locale, and the locales of its
/// translations. The URL needs the site's `baseURL`: without one it is empty, and the theme
/// writes neither `rel=canonical` nor `og:url`, since both must be absolute.
enum SocialMeta {
    /// - Parameters:
    ///   - page: the page's path in the output; nil for the 404 page, which is served at any path.
    ///   - isHome: a language's home page, a `website` to Open Graph; chapters are `article`s.
    ///   - translations: the codes of the other languages the page is translated into.
    ///   - locales: each language's ``openGraphLocale(_:)``, made once per site (``locales(of:)``).
    ///   - canonical: the URL of the page that stands for this one, when it is another (on a
    ///     versioned site, the page in the latest version: ``VersionLinks``).
    static func values(config: SiteConfig, language: String, page: String?, isHome: Bool, translations: [String],
                       locales: [String: String], canonical: String? = nil) -> TemplateValue {
        let url = canonical ?? page.flatMap { path in config.baseURL.map { SitePath.absoluteURL(of: path, baseURL: $0) } } ?? ""
        return .object([
            "url": .string(url),
            "type": .string(isHome || page == nil ? "website" : "article"),
            "locale": .string(locales[language] ?? openGraphLocale(language)),
            "alternateLocales": .list(translations.map { .string(locales[$0] ?? openGraphLocale($0)) }),
        ])
    }

    /// The Open Graph locale of each of the site's languages: Foundation's likely subtags cost
    /// tens of thousands of instructions a call, too much to pay on every page.
    static func locales(of config: SiteConfig) -> [String: String] {
        Dictionary(config.editions.map { ($0.code, openGraphLocale($0.code)) }) { first, _ in first }
    }

    /// Open Graph's form of a language tag, `language_TERRITORY`, with the likely region where the
    /// tag names none (Foundation's likely subtags): `en` → `en_US`, `zh-Hans` → `zh_CN`,
    /// `pt-BR` → `pt_BR`; a tag Foundation cannot complete stays its language.
    static func openGraphLocale(_ tag: String) -> String {
        let given = Locale.Language(identifier: tag)
        let maximal = Locale.Language(identifier: given.maximalIdentifier)
        guard let language = maximal.languageCode?.identifier else { return tag }
        let region = given.region?.identifier ?? maximal.region?.identifier
        return region.map { "\(language)_\($0)" } ?? language
    }
}
