import Foundation

/// The installed Pagefind's service, asked for what an index docgen writes takes from it: its
/// search script, worker and WebAssembly (one per stemming language, and one for the rest), its
/// version, which the script checks the index against, the characters it keeps in words, and
/// its stems of the site's words (``PagefindStems``). Pagefind hands them all out with the index
/// of a page listing the words, so docgen asks for such an index whenever pages bring words it
/// has no stem for, and keeps the rest.
final class PagefindOracle {
    private let service: PagefindService
    /// The shared files by path inside `pagefind/` (`pagefind.js`, `wasm.unknown.pagefind`…).
    private(set) var files: [(path: String, bytes: [UInt8])] = []
    /// Each language's WebAssembly file name part (`en` for `wasm.en.pagefind`), or nil when
    /// Pagefind has none for it, and the file itself.
    private(set) var wasm: [String: (name: String?, file: (path: String, bytes: [UInt8])?)] = [:]
    private(set) var version = ""
    private(set) var includeCharacters: [String] = []
    /// Each language's stems, by word.
    private var stems: [String: [String: String]] = [:]

    init(pagefind: String) throws(SearchFailure) {
        service = try PagefindService(executable: pagefind)
    }

    func finish() { service.finish() }

    /// The stems of `words` in `language` (a lower-case `lang`), and of every word asked before.
    func stems(of words: Set<String>, language: String) throws(SearchFailure) -> [String: String] {
        let known = stems[language] ?? [:]
        let unknown = words.filter { known[$0] == nil }
        guard !unknown.isEmpty || wasm[language] == nil else { return known }
        let forms = Dictionary(unknown.map { ($0, PagefindStems.listed($0)) }, uniquingKeysWith: { first, _ in first })
        let listing = PagefindStems.listing(Set(forms.values))
        let created = try service.call(["type": "NewIndex", "config": ["keep_index_url": true]])
        guard let index = created["index_id"] as? Int else { throw .init(description: "Pagefind made no index") }
        try service.addFiles([(url: "/\(language)/index.html", html: PagefindStems.page(language: language, words: listing))], index: index)
        let answer = try service.files(index: index)
        _ = try service.call(["type": "DeleteIndex", "index_id": index])

        guard let entryBytes = answer.first(where: { $0.path == "pagefind-entry.json" })?.bytes,
              let entry = try? JSONSerialization.jsonObject(with: Data(entryBytes)) as? [String: Any],
              let version = entry["version"] as? String, let languages = entry["languages"] as? [String: Any] else {
            throw .init(description: "Pagefind's pagefind-entry.json is not what docgen reads")
        }
        let name = (languages[language] as? [String: Any])?["wasm"] as? String
        let languageWasm = name.flatMap { name in answer.first { $0.path == "wasm.\(name).pagefind" } }
        if wasm[language] == nil { wasm[language] = (name, languageWasm) }
        if self.version.isEmpty {
            self.version = version
            includeCharacters = entry["include_characters"] as? [String] ?? []
            let indexSuffixes = [".pf_meta", ".pf_index", ".pf_fragment", ".pf_filter"]
            files = answer.filter { file in
                file.path != "pagefind-entry.json" && !SearchIndexer.unusedFiles.contains(file.path) && file.path != languageWasm?.path
                    && !file.path.hasPrefix("wasm.\(language).") && !indexSuffixes.contains { file.path.hasSuffix($0) }
            }
        }
        let chunks = answer.filter { $0.path.hasPrefix("index/\(language)_") }.compactMap { Gzip.decompressed($0.bytes).map { Array($0.dropFirst(PagefindIndexBuilder.marker.count)) } }
        guard let found = PagefindStems.stems(of: listing, chunks: chunks) else {
            throw .init(description: "Pagefind's index of the words in \(language) is not what docgen reads")
        }
        stems[language, default: [:]].merge(found) { old, _ in old }
        for (word, form) in forms where form != word { stems[language]![word] = found[form] ?? word }
        return stems[language]!
    }
}
