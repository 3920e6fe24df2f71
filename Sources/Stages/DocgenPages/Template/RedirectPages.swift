import DocgenCore
import DocgenModel

/// The files that keep a moved page's old URLs working: a small page at each old path, which
/// sends the reader on (a `refresh`, a script that keeps the old URL's fragment, and a visible
/// link for readers and robots that follow neither), and `_redirects`, the list hosts such as
/// Netlify and Cloudflare Pages answer with a `301` instead.
public enum RedirectPages {
    /// Each redirect's page, by path inside the site, in the theme's words for its language.
    public static func pages(for site: Site, strings: [String: ThemeStringTable]) -> [(path: String, bytes: [UInt8])] {
        site.redirects.map { redirect in
            (redirect.path, Array(page(for: redirect, baseURL: site.config.baseURL, words: words(redirect.language, strings)).utf8))
        }
    }

    /// The line before the lines docgen writes in `_redirects`.
    public static let hostFileMark = "# Written by docgen: the pages' aliases and docgen.yml's redirects.\n"

    /// `_redirects`: a line `from to 301` for each redirect, after the lines of the content
    /// folder's own `_redirects` when it has one (and ``hostFileMark``). Paths are as served, from
    /// the host's root (with the path of `baseURL`, or of the version's folder of a versioned site).
    public static func hostFile(for site: Site, existing: [UInt8]?) -> [UInt8] {
        let root = site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/" + (site.versionMenu?.here ?? "")
        func served(_ path: String) -> String { SitePath.absoluteURL(of: path, baseURL: root) }
        var text = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += hostFileMark
        for redirect in site.redirects {
            let target: String
            switch redirect.target {
            case .page(let path, let fragment): target = served(path) + (fragment.map { "#" + $0 } ?? "")
            case .external(let url): target = url
            }
            text += "\(served(redirect.path)) \(target) 301\n"
        }
        return Array(text.utf8)
    }

    /// The words of a redirect page in `language`, the English ones where its file lacks them.
    private static func words(_ language: String, _ strings: [String: ThemeStringTable]) -> (title: String, text: String) {
        func word(_ key: String, _ fallback: String) -> String {
            strings[language]?.strings[key] ?? strings["en"]?.strings[key] ?? fallback
        }
        return (word("pageMoved", "Page moved"), word("pageMovedText", "This page has moved to {page}."))
    }

    static func page(for redirect: Redirect, baseURL: String?, words: (title: String, text: String)) -> String {
        let folder = SitePath.folder(of: redirect.path)
        let link: String, canonical: String, keepsFragment: Bool
        switch redirect.target {
        case .page(let path, let fragment):
            let relative = SitePath.encode(SitePath.relativeLink(from: folder, to: path))
            let suffix = fragment.map { "#" + URLEncoding.href($0) } ?? ""
            link = (relative.isEmpty ? "./" : relative) + suffix
            canonical = baseURL.map { SitePath.absoluteURL(of: path, baseURL: $0) } ?? link
            keepsFragment = fragment == nil
        case .external(let url):
            link = URLEncoding.href(url)
            canonical = link
            keepsFragment = !url.contains("#")
        }
        let anchor = "<a href=\"\(XMLText.escape(link))\">\(XMLText.escape(redirect.title))</a>"
        let sentence = words.text.components(separatedBy: "{page}").map(XMLText.escape).joined(separator: anchor)
        // The script is the only way to carry the old URL's fragment to the new page; the
        // refresh, which cannot, is for readers without it.
        let script = keepsFragment ? "<script>location.replace(\(scriptString(link)) + location.hash)</script>\n" : ""
        let language = XMLText.escape(redirect.language)
        return """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="\(language)" xml:lang="\(language)">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>\(XMLText.escape(words.title)) · \(XMLText.escape(redirect.title))</title>
            <meta name="robots" content="noindex" />
            <link rel="canonical" href="\(XMLText.escape(canonical))" />
            <meta http-equiv="refresh" content="0; url=\(XMLText.escape(link))" />
            \(script)</head>
            <body>
            <main>
            <h1>\(XMLText.escape(words.title))</h1>
            <p>\(sentence)</p>
            </main>
            </body>
            </html>

            """
    }

    /// `text` as a JavaScript string that XML parses as it is: `<`, `>` and `&` as escapes.
    private static func scriptString(_ text: String) -> String {
        JSONText.quoted(text).replacingOccurrences(of: "&", with: "\\u0026").replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
    }
}
