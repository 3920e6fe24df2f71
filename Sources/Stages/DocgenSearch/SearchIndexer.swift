import DocgenCore
import Foundation
import Synchronization

/// The Search stage: the site's pages indexed for Pagefind's search, as files docgen writes into
/// the site's `pagefind/` folder.
///
/// docgen writes the index itself (``PagefindIndexWriter``) for the languages it can, with the
/// script and WebAssembly of the installed Pagefind; pages in Chinese, Japanese or Thai go to
/// Pagefind's service. Pagefind numbers pages in the order it is given them, and its own walk of
/// a folder follows the file system's order; so pages are taken in path order either way, and
/// two builds of the same site give the same index on any machine, whatever the thread count.
public enum SearchIndexer {
    /// Where the index goes in the site.
    public static let folder = "pagefind"

    /// The selectors Pagefind leaves out of what it indexes: each heading's `#` self-link.
    static let excludedSelectors = [".heading-anchor"]
    static let excludedClasses = Set(excludedSelectors.map { String($0.dropFirst()) })

    /// Pagefind's own search interfaces, which docgen's theme does not use; Pagefind writes them
    /// with every index.
    static let unusedFiles: Set<String> = [
        "pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css",
        "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js",
    ]

    /// Indexes `pages` (path inside the site, and bytes) with the Pagefind at `pagefind`, and
    /// returns the index's files by path inside the site (`pagefind/pagefind.js`…), in path order.
    public static func index(_ pages: [(path: String, bytes: [UInt8])], pagefind: String, byLanguage: Bool = true, writer: Bool = true,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(SearchFailure) -> [(path: String, bytes: [UInt8])] {
        let bytes = Dictionary(pages.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        return try index(paths: Array(bytes.keys), read: { bytes[$0] }, pagefind: pagefind, byLanguage: byLanguage, writer: writer, jobs: jobs)
    }

    /// Indexes the pages at `paths` (inside the site), each read with `read` when its turn
    /// comes, so that a large site is never held in memory whole; a page that cannot be read is
    /// left out. Returns the index's files by path inside the site, in path order.
    ///
    /// Pagefind makes one index per language from that language's pages alone, so each
    /// language is indexed on its own, the services for those docgen does not write running
    /// beside docgen's writer, and the files put together: the same bytes as one service would
    /// give. With `writer` false, Pagefind's service indexes every language.
    public static func index(paths: [String], read: @escaping @Sendable (String) -> [UInt8]?, pagefind: String, byLanguage: Bool = true,
                             writer: Bool = true, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(SearchFailure)
        -> [(path: String, bytes: [UInt8])] {
        let ordered = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let facts = ordered.parallelMap(jobs: jobs) { path in
            read(path).map { PageFacts(path: path, bytes: $0) }
        }.compactMap { $0 }
        @Sendable func loaded(_ paths: [String]) -> [(path: String, bytes: [UInt8])] { paths.compactMap { path in read(path).map { (path, $0) } } }
        /// Every page by one service of Pagefind's.
        func allByOneService() throws(SearchFailure) -> [(path: String, bytes: [UInt8])] {
            try merged([indexed(loaded(facts.map(\.path)), pagefind: pagefind)])
        }
        guard byLanguage, let groups = languageGroups(facts) else { return try allByOneService() }
        let written = writer ? groups.indices.filter { PagefindIndexWriter.writes(language: groups[$0].language) } : []
        let served = groups.indices.filter { !written.contains($0) }
        guard !written.isEmpty || groups.count > 1 else { return try allByOneService() }

        let results = Mutex<[Int: Result<[(path: String, bytes: [UInt8])], SearchFailure>]>([:])
        let services = DispatchGroup()
        for number in served {
            DispatchQueue.global().async(group: services) {
                let result = Result { () throws(SearchFailure) in try indexed(loaded(groups[number].paths), pagefind: pagefind) }
                results.withLock { $0[number] = result }
            }
        }
        let outcome = written.isEmpty ? nil : Result { () throws(SearchFailure) -> [[(path: String, bytes: [UInt8])]]? in
            try PagefindIndexWriter.indexes(written.map { groups[$0] }, read: read, pagefind: pagefind,
                                            bodyElsewhere: served.contains { groups[$0].isMarked }, jobs: jobs)
        }
        services.wait()
        switch outcome {
        case .success(let outputs?)?:
            results.withLock { for (number, output) in zip(written, outputs) { $0[number] = .success(output) } }
        case .success(nil)?:
            // A page only an HTML reader can read, or a Pagefind whose format the writer does
            // not know: Pagefind's service indexes the site.
            return try allByOneService()
        case .failure(let failure)?:
            throw failure
        case nil:
            break
        }
        let finished = results.withLock { $0 }
        var outputs: [[(path: String, bytes: [UInt8])]] = []
        for number in groups.indices { outputs.append(try finished[number]!.get()) }
        return try merged(outputs)
    }

    /// What the indexer needs to know of a page before it reads it whole: its `<html lang>`, as
    /// Pagefind reads it, and whether it holds a `data-pagefind-body` mark.
    struct PageFacts: Sendable {
        var path: String
        var language: String?
        var isMarked: Bool

        init(path: String, bytes: [UInt8]) {
            self.path = path
            language = htmlLanguage(bytes)
            isMarked = ByteSearch.firstOffset(of: "data-pagefind-body", in: bytes) != nil
        }
    }

    /// The pages by language, in path order within each and in order of their first page, and
    /// whether any has a mark; nil when they must go to one index together: a page without a
    /// language (Pagefind adds those to the site's main one), or a language without a
    /// `data-pagefind-body` page when another has one (Pagefind then leaves such pages out site-wide).
    static func languageGroups(_ pages: [PageFacts]) -> [(language: String, paths: [String], isMarked: Bool)]? {
        var groups: [String: (paths: [String], isMarked: Bool)] = [:]
        var order: [String] = []
        for page in pages {
            guard let language = page.language else { return nil }
            if groups[language] == nil { order.append(language) }
            groups[language, default: ([], false)].paths.append(page.path)
            if page.isMarked { groups[language]!.isMarked = true }
        }
        let marked = order.filter { groups[$0]!.isMarked }
        guard marked.isEmpty || marked.count == order.count else { return nil }
        return order.map { (language: $0, paths: groups[$0]!.paths, isMarked: groups[$0]!.isMarked) }
    }

    /// The `lang` attribute of a page's `<html>` start tag, lowercased; nil without one.
    static func htmlLanguage(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(2048), as: UTF8.self)
        guard let open = head.range(of: "<html"), let close = head[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = head[open.upperBound..<close]
        guard let attribute = tag.range(of: " lang=\"") ?? tag.range(of: "\tlang=\"") ?? tag.range(of: "\nlang=\""),
              let end = tag[attribute.upperBound...].firstIndex(of: "\"") else { return nil }
        let language = tag[attribute.upperBound..<end].lowercased()
        return language.isEmpty ? nil : language
    }

    /// One Pagefind service's index of `pages`, in their order: its files by path inside its folder.
    private static func indexed(_ pages: [(path: String, bytes: [UInt8])], pagefind: String) throws(SearchFailure)
        -> [(path: String, bytes: [UInt8])] {
        let service = try PagefindService(executable: pagefind)
        defer { service.finish() }
        let created = try service.call(["type": "NewIndex",
                                        "config": ["keep_index_url": true, "exclude_selectors": excludedSelectors]])
        guard let index = created["index_id"] as? Int else { throw .init(description: "Pagefind made no index") }
        try service.addFiles(pages.map { (url: "/" + $0.path, html: $0.bytes) }, index: index)
        return try service.files(index: index).filter { !unusedFiles.contains($0.path) }
    }

    /// The files of one or more indexes as one index in the site's `pagefind/`, in path order:
    /// files they share must be the same, and `pagefind-entry.json` lists every language, sorted.
    static func merged(_ outputs: [[(path: String, bytes: [UInt8])]]) throws(SearchFailure) -> [(path: String, bytes: [UInt8])] {
        var files: [String: [UInt8]] = [:]
        var entries: [[UInt8]] = []
        for output in outputs {
            for file in output {
                if file.path == "pagefind-entry.json" {
                    entries.append(file.bytes)
                } else if let earlier = files[file.path], earlier != file.bytes {
                    throw .init(description: "Pagefind wrote two different \(file.path) for the site's languages")
                } else {
                    files[file.path] = file.bytes
                }
            }
        }
        files["pagefind-entry.json"] = try mergedEntry(entries)
        return files.map { (path: "\(folder)/\($0.key)", bytes: $0.value) }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// `pagefind-entry.json` of every index at once, keys sorted (Pagefind writes its languages
    /// from a hash map, in an order that changes from run to run): their languages together, and
    /// the rest, which must be the same in each.
    static func mergedEntry(_ entries: [[UInt8]]) throws(SearchFailure) -> [UInt8] {
        var merged: [String: Any] = [:]
        var mergedJSON: Data?
        var languages: [String: Any] = [:]
        for bytes in entries {
            guard var entry = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw .init(description: "Pagefind's pagefind-entry.json is not JSON")
            }
            for (language, value) in entry["languages"] as? [String: Any] ?? [:] { languages[language] = value }
            entry["languages"] = nil
            // Compared as JSON with sorted keys: NSDictionary's isEqual(to:) called two equal
            // entries different on this machine (their non-ASCII strings, bridged).
            let json = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes])
            if mergedJSON == nil {
                merged = entry
                mergedJSON = json
            } else if json == nil || json != mergedJSON {
                throw .init(description: "Pagefind's pagefind-entry.json differs between the site's languages")
            }
        }
        guard !entries.isEmpty else { throw .init(description: "Pagefind wrote no pagefind-entry.json") }
        merged["languages"] = languages
        guard let sorted = try? JSONSerialization.data(withJSONObject: merged, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            throw .init(description: "Pagefind's pagefind-entry.json is not JSON")
        }
        return Array(sorted)
    }
}
