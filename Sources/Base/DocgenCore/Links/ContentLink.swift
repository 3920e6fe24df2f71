/// A link of a chapter's markdown, resolved against the site model as the chapter is rendered.
///
/// This is the link's one verdict: the page check takes it instead of reading the link again
/// in the page's HTML, and reports it at its place in the markdown.
public struct ContentLink: Sendable, Equatable {
    public enum Verdict: Sendable, Equatable {
        /// A file of the site (path inside the site); `fragment` is the element of that page the
        /// link names, still to be found once the page's ids are known (nil when it names none).
        case file(path: String, fragment: String?)
        /// Left to the page check, as for any site: an external or root-relative URL, or one the
        /// check policy ignores.
        case unresolved
        /// A link that cannot work, and why.
        case broken(String)
    }

    /// What the page's `href` or `src` says.
    public var href: String
    public var verdict: Verdict
    public var location: SourceLocation

    public init(href: String, verdict: Verdict, location: SourceLocation) {
        self.href = href
        self.verdict = verdict
        self.location = location
    }
}
