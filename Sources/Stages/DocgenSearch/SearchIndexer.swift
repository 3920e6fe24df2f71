import Foundation

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
    public static func index(_ pages: [(path: String, bytes: [UInt8])], pagefind: String) throws(SearchFailure)
        -> [(path: String, bytes: [UInt8])] {
        let service = try PagefindService(executable: pagefind)
        defer { service.finish() }
        let created = try service.call(["type": "NewIndex",
                                        "config": ["keep_index_url": true, "exclude_selectors": excludedSelectors]])
        guard let index = created["index_id"] as? Int else { throw .init(description: "Pagefind made no index") }
        for page in pages.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            _ = try service.call(["type": "AddFile", "index_id": index, "file_path": NSNull(), "url": "/" + page.path,
                                  "file_contents": String(decoding: page.bytes, as: UTF8.self)])
        }
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
            if unusedFiles.contains(path) { continue }
            files.append((path: "\(folder)/\(path)", bytes: path == "pagefind-entry.json" ? try sortedLanguages(Array(bytes)) : Array(bytes)))
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// `pagefind-entry.json` with its languages in sorted order: Pagefind writes them from a
    /// hash map, in an order that changes from run to run.
    static func sortedLanguages(_ bytes: [UInt8]) throws(SearchFailure) -> [UInt8] {
        guard let entry = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let sorted = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            throw .init(description: "Pagefind's pagefind-entry.json is not JSON")
        }
        return Array(sorted)
    }
}
