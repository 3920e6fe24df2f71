import DocgenCore
import DocgenModel

/// The root of a versioned site with `versionRoot: redirect`: at each path of the latest
/// version's pages, a page that sends the reader to it in the version's folder, so that an
/// address from before the site had versions, or one that names no version, keeps working.
/// Each is a valid XHTML page readable without JavaScript: a refresh, a canonical link, and
/// a link to follow by hand.
enum RootRedirects {
    /// The redirect page at `path` of the root to the same path in the folder `folder` (`2.0/`).
    ///
    /// - Parameters:
    ///   - language: the `lang` of the page.
    ///   - baseURL: the whole site's `baseURL`, for the canonical link; nil without one.
    static func page(at path: String, to folder: String, title: String, language: String, baseURL: String?) -> [UInt8] {
        let target = XMLText.escape(SitePath.encode(SitePath.relativeLink(from: SitePath.folder(of: path), to: folder + path)))
        let canonical = baseURL.map { "<link rel=\"canonical\" href=\"\(XMLText.escape(SitePath.absoluteURL(of: folder + path, baseURL: $0)))\" />\n" } ?? ""
        let lang = XMLText.escape(language)
        return Array("""
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="\(lang)" xml:lang="\(lang)">
            <head>
            <meta charset="utf-8" />
            <title>\(XMLText.escape(title))</title>
            <meta http-equiv="refresh" content="0; url=\(target)" />
            \(canonical)<meta name="robots" content="noindex" />
            </head>
            <body>
            <main>
            <p><a href="\(target)">\(XMLText.escape(title))</a></p>
            </main>
            </body>
            </html>

            """.utf8)
    }

    /// The latest version's page paths the root redirects: all but the 404 page (the root's
    /// is the latest's own) and those under a folder that is a version's.
    static func paths(of latest: VersionMenu.Version, versionNames: Set<String>) -> [String] {
        latest.pagePaths.filter { path in
            path != "404.html" && !versionNames.contains(String(path.prefix { $0 != "/" }))
        }.sorted()
    }
}
