import DocgenCore
import Foundation
import Synchronization

/// The Search stage: the site's pages indexed by Pagefind, as files docgen writes into the
/// site's `pagefind/` folder.
///
/// Pagefind numbers pages in the order it is given them, and its own walk of a folder follows
/// the file system's order; so docgen hands it the pages itself, in path order, and writes the
/// files it gets back. Two builds of the same site give the same index on any machine.
public enum SearchIndexer {
    /// Where the index goes in the site.
    public static let folder = "pagefind"

    /// The selectors Pagefind leaves out of what it indexes: each heading's `#` self-link.
    static let excludedSelectors = [".heading-anchor"]

    /// Pagefind's own search interfaces, which docgen's theme does not use; Pagefind writes them
    /// with every index.
    static let unusedFiles: Set<String> = [
        "pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css",
        "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js",
    ]

    /// Indexes `pages` (path inside the site, and bytes) with the Pagefind at `pagefind`, and
    /// returns the index's files by path inside the site (`pagefind/pagefind.js`…), in path order.
    ///
    /// The pages go to Pagefind's service one after another without waiting for each answer.
    /// Pagefind makes one index per language from that language's pages alone, so a site in
    /// several languages is indexed by one service per language at once and the files put
    /// together: the same bytes as one service would give.
    public static func index(_ pages: [(path: String, bytes: [UInt8])], pagefind: String, byLanguage: Bool = true) throws(SearchFailure)
        -> [(path: String, bytes: [UInt8])] {
        let ordered = pages.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        guard byLanguage, let groups = languageGroups(ordered), groups.count > 1 else {
            return try merged([indexed(ordered, pagefind: pagefind)])
        }
        let results = Mutex<[Int: Result<[(path: String, bytes: [UInt8])], SearchFailure>]>([:])
        DispatchQueue.concurrentPerform(iterations: groups.count) { number in
            let result = Result { () throws(SearchFailure) in try indexed(groups[number], pagefind: pagefind) }
            results.withLock { $0[number] = result }
        }
        let written = results.withLock { $0 }
        var outputs: [[(path: String, bytes: [UInt8])]] = []
        for number in groups.indices { outputs.append(try written[number]!.get()) }
        return try merged(outputs)
    }

    /// The pages by language (their `<html lang>`, as Pagefind reads it), in path order within
    /// each and in order of their first page; nil when they must go to one index together: a page
    /// without a language (Pagefind adds those to the site's main one), or a language without a
    /// `data-pagefind-body` page when another has one (Pagefind then leaves such pages out site-wide).
    static func languageGroups(_ pages: [(path: String, bytes: [UInt8])]) -> [[(path: String, bytes: [UInt8])]]? {
        var groups: [String: [(path: String, bytes: [UInt8])]] = [:]
        var order: [String] = []
        var marked: Set<String> = []
        for page in pages {
            guard let language = htmlLanguage(page.bytes) else { return nil }
            if groups[language] == nil { order.append(language) }
            groups[language, default: []].append(page)
            if ByteSearch.firstOffset(of: "data-pagefind-body", in: page.bytes) != nil { marked.insert(language) }
        }
        guard marked.isEmpty || marked.count == order.count else { return nil }
        return order.map { groups[$0]! }
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
        // The files come back in the answer: Pagefind 1.5.2's WriteFiles answers before its last
        // writes reach the disk (fixed after that release, pagefind#1272), so a file read at once
        // can be cut short.
        let answer = try service.call(["type": "GetFiles", "index_id": index])
        guard let listed = answer["files"] as? [[String: Any]] else { throw .init(description: "Pagefind gave no files") }
        var files: [(path: String, bytes: [UInt8])] = []
        for file in listed {
            guard let path = file["path"] as? String, let content = file["content"] as? String,
                  let bytes = Data(base64Encoded: content) else { throw .init(description: "Pagefind gave a file docgen cannot read") }
            // Its paths are its own, but they are not trusted to stay inside the folder.
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
                throw .init(description: "Pagefind named a file outside its folder: \(path)")
            }
            if !unusedFiles.contains(path) { files.append((path: path, bytes: Array(bytes))) }
        }
        return files
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
