import Foundation

/// The Search stage: the site's pages indexed by Pagefind, as files docgen writes into the
/// site's `pagefind/` folder.
///
/// Pagefind numbers pages in the order it is given them, and its own walk of a folder follows
/// the file system's order; so docgen hands it the pages itself, in path order, and copies the
/// files it writes. Two builds of the same site give the same index on any machine.
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
    /// The pages go to Pagefind's service one after another without waiting for each answer, and
    /// it writes the index into a folder docgen then reads: its other way to return the files,
    /// every one in base64 inside one JSON answer, held the whole index in memory three times.
    public static func index(_ pages: [(path: String, bytes: [UInt8])], pagefind: String) throws(SearchFailure)
        -> [(path: String, bytes: [UInt8])] {
        let service = try PagefindService(executable: pagefind)
        defer { service.finish() }
        let created = try service.call(["type": "NewIndex",
                                        "config": ["keep_index_url": true, "exclude_selectors": excludedSelectors]])
        guard let index = created["index_id"] as? Int else { throw .init(description: "Pagefind made no index") }
        let ordered = pages.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        try service.addFiles(ordered.map { (url: "/" + $0.path, html: $0.bytes) }, index: index)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-pagefind-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try service.call(["type": "WriteFiles", "index_id": index, "output_path": output.path])
        var files: [(path: String, bytes: [UInt8])] = []
        for path in try writtenFiles(in: output) where !unusedFiles.contains(path) {
            guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) else {
                throw .init(description: "cannot read Pagefind's \(path)")
            }
            files.append((path: "\(folder)/\(path)", bytes: path == "pagefind-entry.json" ? try sortedLanguages(Array(data)) : Array(data)))
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The regular files under `folder`, by path inside it; anything else there (a link, a
    /// device) is refused, as docgen would copy it into the site.
    static func writtenFiles(in folder: URL) throws(SearchFailure) -> [String] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]) else {
            throw .init(description: "Pagefind wrote no index")
        }
        let base = folder.resolvingSymlinksInPath().path + "/"
        var paths: [String] = []
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isDirectory == true { continue }
            let full = url.resolvingSymlinksInPath().path
            guard values?.isRegularFile == true, full.hasPrefix(base) else {
                throw .init(description: "Pagefind wrote something that is not a file: \(url.lastPathComponent)")
            }
            paths.append(String(full.dropFirst(base.count)))
        }
        guard !paths.isEmpty else { throw .init(description: "Pagefind wrote no index") }
        return paths
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
