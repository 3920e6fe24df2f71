import DocgenCore
import DocgenModel
import DocgenSearch

/// A site's search, as `docgen build` and `docgen serve` run it: which Pagefind, and the index of
/// a built site's pages.
public struct SiteSearch: Sendable {
    /// The Pagefind that indexes the site.
    public let pagefind: String

    /// The search of a site with `search:`, or the error that says how to install Pagefind.
    static func of(_ settings: SearchSettings) -> Result<SiteSearch, Diagnostic> {
        switch PagefindLocator.find(configured: settings.pagefind) {
        case .success(let path): .success(SiteSearch(pagefind: path))
        case .failure(let problem): .failure(.error(problem.message, at: settings.location))
        }
    }

    /// The index's files, by path inside the site, for `files` (every file of a built site by its
    /// path): its HTML pages are indexed, and Pagefind indexes those the theme marks.
    public func index(_ files: [String: [UInt8]]) throws(SearchFailure) -> [(path: String, bytes: [UInt8])] {
        let pages = files.filter { $0.key.hasSuffix(".html") && !$0.key.hasPrefix(SearchIndexer.folder + "/") }
        return try SearchIndexer.index(pages.map { (path: $0.key, bytes: $0.value) }, pagefind: pagefind)
    }
}
