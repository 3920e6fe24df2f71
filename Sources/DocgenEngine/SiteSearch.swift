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
        try index(paths: Array(files.keys)) { files[$0] }
    }

    /// The index's files for the site files at `paths`, each read with `read` when the index
    /// needs it (a built site's pages are not all held in memory at once).
    public func index(paths: [String], read: @escaping @Sendable (String) -> [UInt8]?) throws(SearchFailure) -> [(path: String, bytes: [UInt8])] {
        let pages = paths.filter { $0.hasSuffix(".html") && !$0.hasPrefix(SearchIndexer.folder + "/") }
        return try SearchIndexer.index(paths: pages, read: read, pagefind: pagefind)
    }
}
