import DocgenCore

/// Definition lists, as Hugo (Goldmark), MkDocs (Python-Markdown's `def_list`), Pandoc and PHP
/// Markdown Extra write them: a term on a line of its own, then one or more definitions, each
/// starting with `:` and a space; a definition's further paragraphs are indented 4 spaces.
///
///     `publishDir`
///     : Where the site is written.
///
///         A second paragraph.
///
/// Each term gets an id made from its text as a heading's is (Hugo's `autoDefinitionTermID`),
/// so `#publishdir` links to it. Terms and definitions hold markdown, read as the page's.
struct DefinitionListTransform: MarkdownTransform {
    let name = "definition-list"
    /// A definition's `:` starts a line; written indented, it is found on a page that has one
    /// at the start of a line too.
    let triggers = ["\n:"]

    func rewrite(_ source: inout MarkdownSource) {
        let input = source.lines
        var lines: [MarkdownSource.Line] = []
        var index = input.startIndex
        var openFence: TabsTransform.Fence?
        while index < input.endIndex {
            let line = input[index]
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                lines.append(line)
                index += 1
                continue
            }
            if let terms = termLines(at: index, in: input) {
                index = rewriteList(from: index, terms: terms, in: input, into: &lines)
                continue
            }
            openFence = TabsTransform.Fence(opening: line.text)
            lines.append(line)
            index += 1
        }
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let payload, true) = node.kind else { return false }
        switch payload.prefix { $0 != ":" } {
        case "dl": renderer.write("<dl>\n")
        case "/dl": renderer.write("</dl>\n")
        case "dt": renderer.write("<dt id=\"\(XMLText.escape(renderer.uniqueID(for: String(payload.dropFirst(3)))))\">")
        case "/dt": renderer.write("</dt>\n")
        case "dd": renderer.write("<dd>")
        case "/dd": renderer.write("</dd>\n")
        default: return false
        }
        return true
    }

    /// Nothing: a term and its definition stay the paragraphs they are.
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece? {
        .nothing
    }

    // MARK: - The source phase

    /// The terms of a list that starts at `start`: one or more lines of plain text, each a term,
    /// followed (after at most one blank line) by a definition. Nil when `start` begins no list.
    private func termLines(at start: Int, in input: [MarkdownSource.Line]) -> Range<Int>? {
        // A term begins a paragraph: the line before it is blank, or the list's start. Asked
        // first, it spares the scan below on every other line.
        guard start == 0 || TabsTransform.isBlank(input[start - 1].text) || input[start - 1].text == MarkdownSource.markerText else { return nil }
        // The paragraph's end found by bytes, and its lines read as terms only when a
        // definition follows it.
        var end = start
        while end < input.count, end - start <= 8, !TabsTransform.isBlank(input[end].text), definitionStart(input[end].text) == nil { end += 1 }
        guard end > start, end - start <= 8 else { return nil }
        let next = end < input.count && TabsTransform.isBlank(input[end].text) ? end + 1 : end
        guard next < input.count, definitionStart(input[next].text) != nil, input[start..<end].allSatisfy({ isTerm($0.text) }) else { return nil }
        return start..<end
    }

    /// True for a line that can be a term: text at the margin that starts no other block.
    private func isTerm(_ text: Substring) -> Bool {
        let indent = TabsTransform.indent(of: text)
        guard indent.columns <= 3, !TabsTransform.isBlank(text) else { return false }
        let rest = text.dropFirst(indent.bytes)
        guard let first = rest.first, !"#>|:<=".contains(first), TabsTransform.Fence(opening: text) == nil else { return false }
        if "-*+".contains(first), rest.dropFirst().first == " " || rest.count == 1 { return false }
        let digits = rest.prefix(while: \.isNumber)
        if !digits.isEmpty, let after = rest.dropFirst(digits.count).first, after == "." || after == ")" { return false }
        return true
    }

    /// The bytes before a definition's text (`:` and its spaces, after up to 3 spaces), or nil
    /// for a line that starts no definition.
    private func definitionStart(_ text: Substring) -> Int? {
        let indent = TabsTransform.indent(of: text)
        guard indent.columns <= 3 else { return nil }
        let rest = text.utf8.dropFirst(indent.bytes)
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard rest.first == UInt8(ascii: ":"), let after = rest.dropFirst().first, isSpace(after) else { return nil }
        return indent.bytes + 1 + rest.dropFirst().prefix(while: isSpace).count
    }

    /// Writes the list whose first terms are `terms`, with markers around each term and
    /// definition; returns the index after the list.
    private func rewriteList(from start: Int, terms firstTerms: Range<Int>, in input: [MarkdownSource.Line],
                             into lines: inout [MarkdownSource.Line]) -> Int {
        lines += marker("dl", at: input[start].line)
        var terms: Range<Int>? = firstTerms
        var index = start
        while let group = terms {
            for term in group {
                let line = input[term]
                lines += marker("dt:" + Self.plainText(line.text), at: line.line)
                lines.append(line)
                lines += marker("/dt", at: line.line)
            }
            index = group.upperBound
            if index < input.count, TabsTransform.isBlank(input[index].text) { index += 1 }
            // Each definition: its first line without `:`, lazy lines after it, then indented
            // blocks after blank lines.
            while index < input.count, let taken = definitionStart(input[index].text) {
                let first = input[index]
                lines += marker("dd", at: first.line)
                lines.append(MarkdownSource.Line(first.text.dropFirst(taken), line: first.line, columnShift: first.columnShift + taken))
                index += 1
                while index < input.count {
                    let line = input[index]
                    if TabsTransform.isBlank(line.text) {
                        var next = index + 1
                        while next < input.count, TabsTransform.isBlank(input[next].text) { next += 1 }
                        guard next < input.count, TabsTransform.indent(of: input[next].text).columns >= 4 else { break }
                        lines.append(line)
                    } else if definitionStart(line.text) != nil {
                        break
                    } else if TabsTransform.indent(of: line.text).columns >= 4 {
                        lines.append(line.dedented(by: 4))
                    } else if index > 0, !TabsTransform.isBlank(input[index - 1].text) {
                        lines.append(line)   // a lazy line of the paragraph
                    } else {
                        break
                    }
                    index += 1
                }
                lines += marker("/dd", at: input[index - 1].line)
                var next = index
                while next < input.count, TabsTransform.isBlank(input[next].text) { next += 1 }
                if next < input.count, definitionStart(input[next].text) != nil { index = next }
            }
            // More terms after a blank line continue the list.
            var next = index
            while next < input.count, TabsTransform.isBlank(input[next].text) { next += 1 }
            terms = termLines(at: next, in: input)
            if terms != nil { index = next }
        }
        lines += marker("/dl", at: input[index - 1].line)
        return index
    }

    private func marker(_ payload: String, at line: Int) -> [MarkdownSource.Line] {
        [.blank(at: line), .marker(name, payload: payload, at: line), .blank(at: line)]
    }

    /// A term's text without its markdown's marks, for its id: `` `publishDir` `` is
    /// `publishDir`, `[Site](site.md)` is `Site`.
    static func plainText(_ markdown: Substring) -> String {
        var text = ""
        var rest = markdown.drop { $0 == " " || $0 == "\t" }
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "`", "*": continue
            case "]":
                if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            case "[", "\\": continue
            default: text.append(character)
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
