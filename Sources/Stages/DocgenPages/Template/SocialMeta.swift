import DocgenCore
import DocgenModel
import Foundation

/// A page's values for link previews and search engines, `social` in templates: its canonical
/// URL (also its Open Graph `og:url`), its Open Graph type and locale, the locales of its
/// translations, and its picture (`og:image`: its `image:` or its social card) with the Twitter
/// card type that shows it. The URLs need the site's `baseURL`: without one they are empty, and
/// the theme writes neither `rel=canonical`, `og:url` nor `og:image`, since all must be absolute.
enum SocialMeta {
    /// - Parameters:
    ///   - page: the page's path in the output; nil for the 404 page, which is served at any path.
    ///   - isHome: a language's home page, a `website` to Open Graph; chapters are `article`s.
    ///   - translations: the codes of the other languages the page is translated into.
    ///   - locales: each language's ``openGraphLocale(_:)``, made once per site (``locales(of:)``).
    ///   - image: the page's picture and its text alternative, when it has one.
    ///   - canonical: the URL of the page that stands for this one, when it is another (on a
    ///     versioned site, the page in the latest version: ``VersionLinks``).
    static func values(config: SiteConfig, language: String, page: String?, isHome: Bool, translations: [String],
                       locales: [String: String], image: (image: PageImage, alt: String)? = nil, canonical: String? = nil) -> TemplateValue {
        let url = canonical ?? page.flatMap { path in config.baseURL.map { SitePath.absoluteURL(of: path, baseURL: $0) } } ?? ""
        var values: [TemplateKey: TemplateValue] = [
            "url": .string(url),
            "type": .string(isHome || page == nil ? "website" : "article"),
            "locale": .string(locales[language] ?? openGraphLocale(language)),
            "alternateLocales": .list(translations.map { .string(locales[$0] ?? openGraphLocale($0)) }),
            "twitterCard": .string(image == nil ? "summary" : "summary_large_image"),
        ]
        if let (shown, alt) = image {
            var picture: [TemplateKey: TemplateValue] = ["url": .string(shown.url), "alt": .string(alt)]
            if let width = shown.width, let height = shown.height {
                picture["width"] = .string(String(width))
                picture["height"] = .string(String(height))
            }
            values["image"] = .object(picture)
        }
        return .object(values)
    }

    /// The social card of the page at `page` as its picture, when the site has cards.
    static func card(ofPage page: String, config: SiteConfig) -> PageImage? {
        guard config.social.cards, let baseURL = config.baseURL else { return nil }
        return PageImage(url: baseURL + SitePath.encode(SocialCards.path(ofPage: page)), width: SocialCardLayout.width,
                         height: SocialCardLayout.height)
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
