import DocgenCore

/// An earlier URL of a page, as its front matter names it (`aliases: [/old/intro/]`), before it
/// is resolved to a path inside the site.
public struct PageAlias: Sendable, Equatable {
    public var url: String
    public var location: SourceLocation

    public init(url: String, location: SourceLocation) {
        self.url = url
        self.location = location
    }
}

/// An entry of `redirects:` in `docgen.yml` (mkdocs-redirects' `redirect_maps` form): an old
/// path and where it now leads, as written.
public struct RedirectEntry: Sendable, Equatable {
    public var from: String
    public var to: String
    public var fromLocation: SourceLocation
    public var toLocation: SourceLocation

    public init(from: String, to: String, fromLocation: SourceLocation, toLocation: SourceLocation) {
        self.from = from
        self.to = to
        self.fromLocation = fromLocation
        self.toLocation = toLocation
    }
}

/// A page of the site that sends its reader to another one: an old URL kept when a page moved.
public struct Redirect: Sendable, Equatable {
    /// Where the redirect leads: a page of the site (with a fragment when one was named), or a
    /// URL outside it.
    public enum Target: Sendable, Equatable {
        case page(path: String, fragment: String?)
        case external(String)
    }

    /// The redirect page's path inside the site (`old/intro.html`, `old/intro/index.html`).
    public var path: String
    public var target: Target
    /// The title of the page it leads to, for the redirect page's link; the URL when outside.
    public var title: String
    /// The language of the redirect page: the target page's.
    public var language: String
    /// Where it was asked for: the alias in a chapter's front matter or the `redirects:` entry.
    public var location: SourceLocation

    /// The file that lists every redirect for hosts that read one (Netlify, Cloudflare Pages).
    public static let hostFilePath = "_redirects"

    public init(path: String, target: Target, title: String, language: String, location: SourceLocation) {
        self.path = path
        self.target = target
        self.title = title
        self.language = language
        self.location = location
    }
}
