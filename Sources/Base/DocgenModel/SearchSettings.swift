import DocgenCore

/// `search:` in `docgen.yml`: the site has a search field, and the build indexes its pages with
/// Pagefind.
public struct SearchSettings: Sendable, Equatable {
    /// The Pagefind to run (`search: {pagefind: PATH}`); nil to look for it on PATH.
    public var pagefind: String?
    /// Where `search` is written, for a problem with it.
    public var location: SourceLocation

    public init(pagefind: String? = nil, location: SourceLocation) {
        self.pagefind = pagefind
        self.location = location
    }
}
