import DocgenCore
import Foundation

/// docgen's own writer of Pagefind 1.5 indexes: each page read with libxml2 on every core, its
/// words stemmed by the installed Pagefind, and the files written as Pagefind writes them, so
/// that Pagefind's search script and WebAssembly (from the same Pagefind, ``PagefindOracle``)
/// read them as their own.
///
/// Pagefind's indexer reads pages on one thread in service mode, and in any mode keeps every
/// page's words until it writes (two gigabytes for 10,000 pages); docgen keeps a few integers
/// a word and the compressed text of each page. The index is the one Pagefind makes of the
/// same pages in path order: the same files under the same names, the same bytes once
/// uncompressed, but for an image's `src` and `alt`, stored as text where Pagefind keeps their
/// entities (tests hold the two side by side).
enum PagefindIndexWriter {
    /// The Pagefind versions whose index format this writer writes; with another, Pagefind's
    /// service indexes the site.
    static let formatVersion = "1.5."

    /// Whether docgen writes the index of pages in `language` (a lower-case `lang`): not for
    /// Chinese, Japanese and Thai, which Pagefind splits into words with dictionaries docgen does
    /// not have.
    static func writes(language: String) -> Bool {
        let base = String(language.split(separator: "-", omittingEmptySubsequences: false).first ?? "")
        return !["zh", "ja", "th"].contains(base)
    }

    /// The index of each of `groups` (one language's pages each, in order) as Pagefind's service
    /// would answer it: its files by path inside `pagefind/`, `pagefind-entry.json` included.
    /// `bodyElsewhere` says whether a page indexed by Pagefind itself has a `data-pagefind-body`
    /// (Pagefind then leaves out pages without one, site-wide). Nil when a page cannot be read
    /// or is not well-formed XML, which only Pagefind's HTML reader can read, or when the
    /// installed Pagefind is not a version whose format this writer writes.
    ///
    /// Pages are read a batch at a time on `jobs` threads; the words of a batch that have no
    /// stem yet go to Pagefind together (``PagefindOracle``), then the batch joins the index.
    static func indexes(_ groups: [(language: String, paths: [String], isMarked: Bool)], read: @escaping @Sendable (String) -> [UInt8]?,
                        pagefind: String, bodyElsewhere: Bool, jobs: Int) throws(SearchFailure) -> [[(path: String, bytes: [UInt8])]]? {
        let oracle = try PagefindOracle(pagefind: pagefind)
        defer { oracle.finish() }
        var builders: [PagefindIndexBuilder] = []
        for group in groups {
            var builder = PagefindIndexBuilder(language: group.language)
            for batch in batches(group.paths) {
                let pages = batch.parallelMap(jobs: jobs) { path -> PagefindPage? in
                    guard let bytes = read(path) else { return nil }
                    return PagefindPageReader.read(bytes, excludedClasses: SearchIndexer.excludedClasses)
                        .map { PagefindPage(url: "/" + path, reading: $0) }
                }
                var wanted: Set<String> = []
                for page in pages {
                    guard let page else { return nil }
                    wanted.formUnion(page.unstemmed)
                }
                let stems = try oracle.stems(of: wanted, language: group.language)
                guard oracle.version.hasPrefix(formatVersion) else { return nil }
                let prepared = pages.parallelMap(jobs: jobs) { PagefindIndexBuilder.Prepared($0!, stems: stems, language: group.language) }
                for page in prepared { builder.add(page) }
            }
            builders.append(builder)
        }
        let usedCustomBody = bodyElsewhere || builders.contains { $0.sawCustomBody }
        return zip(groups, builders).map { group, builder in
            var files = oracle.files
            var languages: [String: Any] = [:]
            if let index = builder.finished(version: oracle.version, usedCustomBody: usedCustomBody, jobs: jobs) {
                files += index.files
                let wasm = oracle.wasm[group.language]
                if let file = wasm?.file { files.append(file) }
                languages[group.language] = ["hash": index.metaHash, "wasm": wasm?.name ?? NSNull(), "page_count": index.pageCount] as [String: Any]
            }
            let entry: [String: Any] = ["version": oracle.version, "languages": languages, "include_characters": oracle.includeCharacters]
            let json = (try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            files.append(("pagefind-entry.json", Array(json)))
            return files
        }
    }

    /// `paths` in batches of a thousand: few enough requests to Pagefind, little enough memory.
    private static func batches(_ paths: [String]) -> [[String]] {
        stride(from: 0, to: paths.count, by: 1000).map { Array(paths[$0..<min($0 + 1000, paths.count)]) }
    }
}
