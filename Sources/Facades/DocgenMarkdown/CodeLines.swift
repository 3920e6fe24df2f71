import DocgenCore

/// A highlighted code block's lines marked, inserted or deleted (``FenceOptions``).
///
/// Each such line is wrapped whole in `<mark>`, `<ins>` or `<del>` with the class `code-line`,
/// so the change is told by more than colour: inserted and deleted lines get a visible `+` or
/// `−` in a gutter (hidden from screen readers) and words for screen readers (hidden from
/// sight); both carry the class `code-gutter`, which a copy button leaves out. The
/// highlighter's spans may run across lines (a block comment): they are closed at each line's
/// end and opened again on the next, so every wrapper holds whole elements.
enum CodeLines {
    static func decorate(_ html: String, marked: Set<Int>, inserted: Set<Int>, deleted: Set<Int>, labels: MarkdownLabels) -> String {
        let hasGutter = !inserted.isEmpty || !deleted.isEmpty
        var lines = html.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        let endsWithBreak = lines.last?.isEmpty == true
        if endsWithBreak { lines.removeLast() }
        var output = ""
        var open: [Substring] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let tag: String? = deleted.contains(number) ? "del" : inserted.contains(number) ? "ins" : marked.contains(number) ? "mark" : nil
            if let tag { output += "<\(tag) class=\"code-line\">" }
            if hasGutter {
                switch tag {
                case "del": output += "<span class=\"code-gutter\" aria-hidden=\"true\">\u{2212}</span><span class=\"code-gutter visually-hidden\">\(XMLText.escape(labels.codeDeleted)) </span>"
                case "ins": output += "<span class=\"code-gutter\" aria-hidden=\"true\">+</span><span class=\"code-gutter visually-hidden\">\(XMLText.escape(labels.codeInserted)) </span>"
                default: output += "<span class=\"code-gutter\" aria-hidden=\"true\"> </span>"
                }
            }
            output += open.joined()
            output += line
            open = openSpans(after: line, from: open)
            output += String(repeating: "</span>", count: open.count)
            if let tag { output += "</\(tag)>" }
            if index < lines.count - 1 || endsWithBreak { output += "\n" }
        }
        return output
    }

    /// The start tags still open after `line`, given those open before it, read as
    /// bytes (walking its characters cost a hundred instructions a byte).
    private static func openSpans(after line: Substring, from open: [Substring]) -> [Substring] {
        var open = open
        let bytes = line.utf8
        var position = bytes.startIndex
        while let start = bytes[position...].firstIndex(of: UInt8(ascii: "<")) {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = bytes[start...end]
            if tag.dropFirst().first == UInt8(ascii: "/") {
                if !open.isEmpty { open.removeLast() }
            } else if tag.dropLast().last != UInt8(ascii: "/") {
                open.append(Substring(tag))
            }
            position = bytes.index(after: end)
        }
        return open
    }
}
