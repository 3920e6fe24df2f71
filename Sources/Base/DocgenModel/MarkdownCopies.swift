import DocgenCore

/// Where the pages for AI agents go (`llms: true`): each page's markdown copy beside it
/// (`guide/setup.md` beside `guide/setup.html`, the home page's `index.md`), and at each
/// language's root its index, `llms.txt` (the llmstxt.org format), and every copy in one file,
/// `llms-full.txt`.
public enum MarkdownCopies {
    /// The copy of the page at `pagePath` (an `.html` path inside the site).
    public static func path(ofPage pagePath: String) -> String {
        (pagePath.hasSuffix(".html") ? String(pagePath.dropLast(5)) : pagePath) + ".md"
    }

    /// The index of the language `code`'s pages.
    public static func indexPath(of code: String, in config: SiteConfig) -> String {
        atRoot("llms.txt", of: code, in: config)
    }

    /// Every page of the language `code` in one file.
    public static func fullPath(of code: String, in config: SiteConfig) -> String {
        atRoot("llms-full.txt", of: code, in: config)
    }

    /// The files the site publishes beside its pages, each with its owner as a diagnostic names
    /// it: the home pages' copies and each language's two files; none when `llms` is off.
    public static func generatedFiles(of config: SiteConfig) -> [(path: String, owner: String)] {
        guard config.llms else { return [] }
        return config.editions.flatMap { edition in
            let language = config.editions.count == 1 ? "" : " (\(edition.name))"
            return [(path: path(ofPage: config.homePath(of: edition.code)), owner: "the home page's markdown copy\(language)"),
                    (path: indexPath(of: edition.code, in: config), owner: "the llms.txt index\(language)"),
                    (path: fullPath(of: edition.code, in: config), owner: "llms-full.txt\(language)")]
        }
    }

    private static func atRoot(_ name: String, of code: String, in config: SiteConfig) -> String {
        let folder = SitePath.folder(of: config.homePath(of: code))
        return folder.isEmpty ? name : "\(folder)/\(name)"
    }
}
