import DocgenCore
import DocgenLinks
import DocgenModel

/// Writes `sitemap.xml` (sitemaps.org protocol) listing the home page and every chapter.
public enum SitemapWriter {
    public static func sitemap(for site: Site, baseURL: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        let pages = ["index.html"] + site.chapters.map(\.outputPath)
        for page in pages {
            let location = baseURL + (page == "index.html" ? "" : SitePath.encode(page))
            xml += "  <url><loc>\(XMLText.escape(location))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
