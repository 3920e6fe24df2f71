/// Whether docgen's HTML for an example is cmark-gfm's with raw HTML repaired as docgen's rule
/// says (manual, content-format.md: raw HTML) and nothing else: the same tags, text and order, except end tags
/// docgen adds to close elements cmark-gfm's HTML leaves open, and end tags that close nothing
/// in cmark-gfm's HTML, which docgen leaves out (with a warning). Both are normalized first.
enum RepairedEquivalence {
    static func holds(docgen: String, cmark: String) -> Bool {
        let ours = tokens(docgen), theirs = tokens(cmark)
        var i = 0, j = 0
        var open: [String] = []
        while i < ours.count || j < theirs.count {
            if i < ours.count, j < theirs.count, ours[i] == theirs[j] {
                track(theirs[j], in: &open)
                i += 1
                j += 1
            } else if i < ours.count, let name = endTagName(ours[i]), let index = open.lastIndex(of: name) {
                open.removeSubrange(index...)
                i += 1
            } else if j < theirs.count, let name = endTagName(theirs[j]), !open.contains(name) {
                j += 1
            } else {
                return false
            }
        }
        return true
    }

    /// Tags and runs of text, in order.
    static func tokens(_ html: String) -> [Substring] {
        var result: [Substring] = []
        var rest = html[...]
        while !rest.isEmpty {
            let end = rest.first == "<" ? (rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex)
                                        : (rest.firstIndex(of: "<") ?? rest.endIndex)
            result.append(rest[..<end])
            rest = rest[end...]
        }
        return result
    }

    private static let voidElements: Set<Substring> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    private static func track(_ token: Substring, in open: inout [String]) {
        if let name = endTagName(token) {
            if let index = open.lastIndex(of: name) { open.removeSubrange(index...) }
        } else if token.hasPrefix("<"), !token.hasPrefix("<!"), !token.hasPrefix("<?"), !token.hasSuffix("/>") {
            let name = token.dropFirst().prefix { $0.isLetter || $0.isNumber }
            if !name.isEmpty, !voidElements.contains(name) { open.append(name.lowercased()) }
        }
    }

    private static func endTagName(_ token: Substring) -> String? {
        guard token.hasPrefix("</") else { return nil }
        return token.dropFirst(2).prefix { $0.isLetter || $0.isNumber }.lowercased()
    }
}
