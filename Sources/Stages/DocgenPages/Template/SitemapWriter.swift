import DocgenCore
import DocgenModel

/// Writes `sitemap.xml` (sitemaps.org protocol) listing each language's home page and every
/// chapter; on a multilingual site each entry names its translations as `xhtml:link`
/// alternates, with `x-default` for the default language's version, as search engines read
/// them.
public enum SitemapWriter {
    public static func sitemap(for site: Site, baseURL: String) -> String {
        let editions = site.config.editions
        let multilingual = editions.count > 1
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        xml += multilingual ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" : ">\n"
        func location(_ page: String) -> String {
            XMLText.escape(SitePath.absoluteURL(of: page, baseURL: baseURL))
        }
        func entry(_ page: String, versions: [(language: String, page: String)]) {
            xml += "  <url><loc>\(location(page))</loc>"
            if multilingual && versions.count > 1 {
                for version in versions {
                    xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(XMLText.escape(version.language))\" href=\"\(location(version.page))\"/>"
                }
                if let fallback = versions.first(where: { $0.language == editions[0].code }) {
                    xml += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(location(fallback.page))\"/>"
                }
            }
            xml += "</url>\n"
        }
        let homes = editions.map { (language: $0.code, page: site.config.homePath(of: $0.code)) }
        for home in homes { entry(home.page, versions: homes) }
        for chapter in site.chapters {
            let versions = editions.compactMap { edition in
                site.translation(of: chapter, into: edition.code).map { (language: edition.code, page: $0.outputPath) }
            }
            entry(chapter.outputPath, versions: versions)
        }
        return xml + "</urlset>\n"
    }
}
