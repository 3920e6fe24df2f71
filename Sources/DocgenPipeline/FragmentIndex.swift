import DocgenDiagnostics

/// The element ids of every generated page, to check `page.html#fragment` links.
struct FragmentIndex {
    private var idsByPage: [String: Set<String>] = [:]

    /// Records the ids found in a page's content HTML (headings, footnotes, figures, raw HTML);
    /// returns each id found more than once, with the output line of its repeat.
    mutating func add(page: String, html: String) -> [(id: String, line: Int)] {
        let found = Self.ids(in: html)
        var seen: Set<String> = []
        var repeats: [(String, Int)] = []
        for (id, line) in found where !seen.insert(id).inserted {
            repeats.append((id, line))
        }
        idsByPage[page] = seen
        return repeats
    }

    /// One error per fragment that names no element of its target page.
    func missing(_ fragments: [PendingFragment]) -> [Diagnostic] {
        fragments.compactMap { pending in
            guard let ids = idsByPage[pending.targetPage], !ids.contains(pending.fragment) else { return nil }
            return .error("link to missing heading '#\(pending.fragment)' in \(pending.targetPage)", at: pending.location)
        }
    }

    /// Values of ` id="…"` attributes with their 1-based line, found by a byte scan (the HTML
    /// is our own, quoted with `"`).
    static func ids(in html: String) -> [(id: String, line: Int)] {
        var ids: [(String, Int)] = []
        let bytes = Array(html.utf8)
        let pattern: [UInt8] = Array(" id=\"".utf8)
        var index = 0
        var line = 1
        while index + pattern.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                let start = index + pattern.count
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += 1 }
                ids.append((String(decoding: bytes[start..<end], as: UTF8.self), line))
                index = end
            } else {
                index += 1
            }
        }
        return ids
    }
}
