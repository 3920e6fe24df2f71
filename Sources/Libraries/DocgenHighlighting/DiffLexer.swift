/// Highlights a unified diff line by line: added lines as inserted, removed lines as deleted,
/// and the headers (`diff --git`, `index`, `---`, `+++`, `@@ … @@`) as directives; as Pygments
/// classes them, so the theme gives them the same colours.
enum DiffLexer {
    static func highlight(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        var writer = HTMLTokenWriter(reservingCapacityFor: source.count)
        var start = 0
        while start < source.count {
            var end = start
            while end < source.count && source[end] != UInt8(ascii: "\n") {
                end += 1
            }
            let line = source[start..<end]
            let isHeader = line.starts(with: "diff ".utf8) || line.starts(with: "index ".utf8) || line.starts(with: "--- ".utf8)
                || line.starts(with: "+++ ".utf8) || line.starts(with: "@@".utf8)
            let tokenClass: TokenClass? = isHeader ? .directive
                : line.first == UInt8(ascii: "+") ? .inserted
                : line.first == UInt8(ascii: "-") ? .deleted
                : nil
            if let tokenClass { writer.appendToken(tokenClass, source, start..<end) } else { writer.appendEscaped(source, start..<end) }
            if end < source.count { writer.appendEscaped(source[end]) }
            start = end + 1
        }
        return writer
    }
}
