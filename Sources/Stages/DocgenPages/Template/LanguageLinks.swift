import DocgenCore
import DocgenModel

/// A page's links to its other languages: the switcher (`languages`), which leads to the same
/// page in each language or to that language's home page, and the `hreflang` alternates, which
/// name only real translations, with `x-default` for the default language's. A site of one
/// language has neither.
struct LanguageLinks {
    let switcher: TemplateValue
    let alternates: TemplateValue
    /// The codes of the other languages the page is translated into; none on the 404 page.
    let translations: [String]

    /// - Parameters:
    ///   - page: the page's path in the output; nil for the 404 page, which is served at any
    ///     path, so its links start at `root`.
    ///   - translation: the path of the page's version in another language, if it has one.
    init(config: SiteConfig, language: String, page: String?, root: String, translation: (String) -> String?) {
        let editions = config.editions
        guard editions.count > 1 else {
            switcher = .list([])
            alternates = .list([])
            translations = []
            return
        }
        func href(_ target: String) -> String {
            SitePath.encode(page.map { SitePath.relativeLink(from: SitePath.folder(of: $0), to: target) } ?? root + target)
        }
        func version(_ code: String) -> String? { code == language ? page : translation(code) }
        let targets = editions.map { version($0.code) }
        translations = page == nil ? [] : zip(editions, targets).compactMap { edition, target in
            edition.code != language && target != nil ? edition.code : nil
        }
        switcher = .list(zip(editions, targets).map { edition, target in
            .object([
                "code": .string(edition.code), "name": .string(edition.name),
                "url": .string(href(target ?? config.homePath(of: edition.code))),
                "isCurrent": .bool(edition.code == language), "isTranslation": .bool(target != nil),
            ])
        })
        // Absolute when the site's URL is known, as search engines ask.
        func url(_ target: String) -> String {
            config.baseURL.map { SitePath.absoluteURL(of: target, baseURL: $0) } ?? href(target)
        }
        var links: [TemplateValue] = []
        if page != nil {
            for (edition, target) in zip(editions, targets) {
                guard let target else { continue }
                links.append(.object(["hreflang": .string(edition.code), "url": .string(url(target))]))
            }
            if links.count > 1, let fallback = targets[0] {
                links.append(.object(["hreflang": .string("x-default"), "url": .string(url(fallback))]))
            }
        }
        alternates = .list(links.count > 1 ? links : [])
    }
}
