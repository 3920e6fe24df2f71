import DocgenCore

/// Content tabs, in two forms:
/// - MkDocs Material's (pymdownx.tabbed): `=== "Title"` (up to 3 spaces in front) and its
///   content indented 4 spaces under it; consecutive `===` blocks, blank lines between them, are
///   one group; `===!` starts a new group and `===+` selects its tab first (both: `===!+`).
/// - A fence group: consecutive fenced code blocks with `tab="Label"` in their info strings.
///
/// Each tab becomes a panel that shows its label, all of them readable in order; the theme's
/// script makes the group the ARIA tab pattern. The source phase dedents each panel's content
/// and reads it again (any markdown: code, lists, callouts, nested tabs, directives), keeping
/// the author's columns. A group indented in a list item is read there (``ListItemNesting``).
struct TabsTransform: MarkdownTransform {
    let name = "tabs"
    let triggers = ["===", "tab="]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        rewrite(source.lines[...], into: &lines, problems: &source.problems)
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let payload, true) = node.kind, let marker = Marker(payload) else { return false }
        switch marker.kind {
        case .end:
            renderer.write("</div>\n</div>\n")
            return true
        case .group:
            renderer.write("<div class=\"tabs\">\n")
        case .panel:
            renderer.write("</div>\n")
        }
        let id = renderer.uniqueID(for: "tab \(marker.title)")
        let tabID = renderer.uniqueID(for: "\(id) tab")
        // The title is markdown, as pymdownx.tabbed reads it (`:octicons-file-code-16: `page.md``);
        // the tab the script makes shows its text.
        let title = renderer.inlineMarkdownHTML(marker.title, line: node.line) ?? renderer.shownText(marker.title)
        let text = Self.withoutTags(title)
        renderer.write("<div class=\"tab-panel\" id=\"\(id)\" data-tab=\"\(tabID)\" data-label=\"\(text)\"\(marker.selected ? " data-selected=\"\"" : "")>\n")
        renderer.write("<p class=\"tab-label\">\(title)</p>\n")
        return true
    }

    /// A tab's title in bold above its content.
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece? {
        guard case .transformed(_, let payload, true) = node.kind, let marker = Marker(payload) else { return nil }
        return marker.kind == .end ? .nothing : .markdown("**\(marker.title)**")
    }

    /// XHTML's text, still escaped, without its tags.
    private static func withoutTags(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { text.append(character) }
        }
        return text
    }

    // MARK: - Markers

    /// What a marker line of the group says: a group starts (with its first tab), the next tab
    /// starts, or the group ends.
    private struct Marker {
        enum Kind: String { case group, panel, end }
        var kind: Kind
        var selected = false
        var title = ""

        init(_ kind: Kind, selected: Bool = false, title: String = "") {
            self.kind = kind
            self.selected = selected
            self.title = title
        }

        init?(_ payload: String) {
            let parts = payload.split(separator: "\u{1F}", maxSplits: 2, omittingEmptySubsequences: false)
            guard let kind = Kind(rawValue: String(parts[0])) else { return nil }
            self.kind = kind
            if parts.count == 3 {
                selected = parts[1] == "+"
                title = String(parts[2])
            }
        }

        var payload: String {
            "\(kind.rawValue)\u{1F}\(selected ? "+" : "")\u{1F}\(title)"
        }
    }

    /// True for a line, dedented, that starts a tab or a code fence in a list item.
    private static func startsNestedBlock(_ text: Substring) -> Bool {
        Header(MarkdownSource.Line(text, line: 0)) != nil || Fence(opening: text) != nil
    }

    /// A blank line, the marker, a blank line: the marker is a block of its own wherever it is.
    private func emit(_ marker: Marker, at line: Int, into lines: inout [MarkdownSource.Line]) {
        lines += [.blank(at: line), .marker(name, payload: marker.payload, at: line), .blank(at: line)]
    }

    // MARK: - The source phase

    /// Copies `input` to `lines`, each tab group rewritten, its panels' content read again.
    /// Returns the code fence left open at the end, and its line.
    @discardableResult
    private func rewrite(_ input: ArraySlice<MarkdownSource.Line>, into lines: inout [MarkdownSource.Line],
                         problems: inout [RenderedMarkdown.Problem]) -> (fence: Fence, line: MarkdownSource.Line)? {
        var index = input.startIndex
        var openFence: (fence: Fence, line: MarkdownSource.Line)?
        while index < input.endIndex {
            let line = input[index]
            if let (fence, _) = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                lines.append(line)
                index += 1
            } else if let region = ListItemNesting.region(at: index, in: input, where: Self.startsNestedBlock) {
                var nested: [MarkdownSource.Line] = []
                rewrite(region.lines[...], into: &nested, problems: &problems)
                lines += ListItemNesting.indented(nested, by: region.indent)
                index = region.end
            } else if let header = Header(line), header.isQuoted || hasContent(after: index, in: input) {
                index = rewriteGroup(from: index, first: header, in: input, into: &lines, problems: &problems)
            } else if let fence = Fence(opening: line.text) {
                if fence.tab != nil {
                    index = rewriteFenceGroup(from: index, in: input, into: &lines, problems: &problems)
                } else {
                    openFence = (fence, line)
                    lines.append(line)
                    index += 1
                }
            } else {
                lines.append(line)
                index += 1
            }
        }
        return openFence
    }

    /// A `===` group from `start`: its tabs, up to one that starts a new group or a line that
    /// is neither blank nor indented. Returns the index after the last tab's content.
    private func rewriteGroup(from start: Int, first: Header, in input: ArraySlice<MarkdownSource.Line>,
                              into lines: inout [MarkdownSource.Line], problems: inout [RenderedMarkdown.Problem]) -> Int {
        var header = first
        var headerIndex = start
        var isFirst = true
        var lastLine = input[start].line
        while true {
            let headerLine = input[headerIndex]
            problems += header.problems
            let end = contentEnd(after: headerIndex, in: input)
            let body = input[(headerIndex + 1)..<end]
            if body.isEmpty {
                problems.append(.init(.error, line: headerLine.line, column: headerLine.columnShift + 1,
                                      message: "the tab '\(header.title)' has no content: indent its content by 4 spaces under the === line",
                                      isToleratedElsewhere: true))
            }
            emit(Marker(isFirst ? .group : .panel, selected: header.selected, title: header.title), at: headerLine.line, into: &lines)
            let dedented = body.map { $0.dedented(by: 4) }
            if let (fence, opening) = rewrite(dedented[...], into: &lines, problems: &problems) {
                // Closed here, or it would run on over the rest of the page.
                problems.append(.init(.error, line: opening.line, column: opening.columnShift + TabsTransform.indent(of: opening.text).bytes + 1,
                                      message: "the code fence is not closed before the tab '\(header.title)' ends", isToleratedElsewhere: true))
                lines.append(MarkdownSource.Line(Substring(String(repeating: fence.character, count: fence.count)), line: body.last?.line ?? headerLine.line))
            }
            lastLine = body.last?.line ?? headerLine.line
            isFirst = false
            var next = end
            while next < input.endIndex, Self.isBlank(input[next].text) { next += 1 }
            guard next < input.endIndex, let following = Header(input[next]), following.isQuoted || hasContent(after: next, in: input),
                  !following.startsGroup else { break }
            header = following
            headerIndex = next
        }
        emit(Marker(.end), at: lastLine, into: &lines)
        return contentEnd(after: headerIndex, in: input)
    }

    /// The index after the content of the tab whose header is at `headerIndex`: its lines are
    /// blank or indented 4 columns, and the blank lines at its end are not its own.
    private func contentEnd(after headerIndex: Int, in input: ArraySlice<MarkdownSource.Line>) -> Int {
        var end = headerIndex + 1
        while end < input.endIndex, Self.isBlank(input[end].text) || Self.indent(of: input[end].text).columns >= 4 { end += 1 }
        while end > headerIndex + 1, Self.isBlank(input[end - 1].text) { end -= 1 }
        return end
    }

    /// True when the line at `headerIndex` has content under it.
    private func hasContent(after headerIndex: Int, in input: ArraySlice<MarkdownSource.Line>) -> Bool {
        contentEnd(after: headerIndex, in: input) > headerIndex + 1
    }

    /// Consecutive fenced code blocks with `tab="…"`, blank lines between them, from `start`.
    /// Returns the index after the last block.
    private func rewriteFenceGroup(from start: Int, in input: ArraySlice<MarkdownSource.Line>,
                                   into lines: inout [MarkdownSource.Line], problems: inout [RenderedMarkdown.Problem]) -> Int {
        var index = start
        var isFirst = true
        var lastLine = input[start].line
        while index < input.endIndex, let fence = Fence(opening: input[index].text), let tab = fence.tab {
            let opening = input[index]
            if tab.label.isEmpty {
                problems.append(.init(.error, line: opening.line, column: opening.columnShift + tab.column,
                                      message: "tab=\"\" is empty: the label names the tab"))
            }
            emit(Marker(isFirst ? .group : .panel, title: tab.label), at: opening.line, into: &lines)
            lines.append(MarkdownSource.Line(tab.infoWithout, line: opening.line, columnShift: opening.columnShift))
            index += 1
            lastLine = opening.line
            var isClosed = false
            while index < input.endIndex, !isClosed {
                let line = input[index]
                lines.append(line)
                lastLine = line.line
                index += 1
                isClosed = fence.isClosed(by: line.text)
            }
            // A fence the page leaves open runs to its end, as in CommonMark; it is closed here
            // so that the group's end is read.
            if !isClosed { lines.append(MarkdownSource.Line(Substring(String(repeating: fence.character, count: fence.count)), line: lastLine)) }
            isFirst = false
            var next = index
            while next < input.endIndex, Self.isBlank(input[next].text) { next += 1 }
            guard next < input.endIndex, Fence(opening: input[next].text)?.tab != nil else { break }
            index = next
        }
        emit(Marker(.end), at: lastLine, into: &lines)
        return index
    }

    // MARK: - Reading lines

    /// A `===` line: `===`, then `!` (a new group) and `+` (selected) in either order, spaces,
    /// and the title in double quotes (which may hold quotes: the last one closes it).
    private struct Header {
        var startsGroup = false
        var selected = false
        var title: String
        /// False for `=== Title`, read as a tab only when content is indented under it.
        var isQuoted = true
        /// How it is written wrongly, if it is: it is read as well as it can be, so its content
        /// is not lost.
        var problems: [RenderedMarkdown.Problem] = []

        /// Nil for a line that is not a tab header.
        init?(_ line: MarkdownSource.Line) {
            let text = line.text
            let indent = TabsTransform.indent(of: text)
            guard indent.columns <= 3 else { return nil }
            var rest = text.dropFirst(indent.bytes)
            guard rest.hasPrefix("===") else { return nil }
            rest = rest.dropFirst(3)
            while let flag = rest.first, flag == "!" || flag == "+" {
                if flag == "!" { startsGroup = true } else { selected = true }
                rest = rest.dropFirst()
            }
            let afterFlags = rest
            rest = rest.drop { $0 == " " || $0 == "\t" }
            let trimmed = rest.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            // `===` alone is a setext heading's underline; `====` and `=== ===` are text.
            guard !trimmed.isEmpty, afterFlags.count > rest.count || trimmed.first == "\"", !trimmed.allSatisfy({ $0 == "=" }) else { return nil }
            let column = line.columnShift + text.utf8.count - rest.utf8.count + 1
            if trimmed.first != "\"" {
                title = String(trimmed)
                isQuoted = false
                problems.append(.init(.error, line: line.line, column: column, message: "a tab's title is written in double quotes: === \"\(title)\""))
            } else if trimmed.count < 2 || trimmed.last != "\"" {
                title = String(trimmed.dropFirst())
                problems.append(.init(.error, line: line.line, column: column, message: "the tab title \(String(trimmed)) is not closed: end it with \""))
            } else {
                title = String(trimmed.dropFirst().dropLast())
                if title.allSatisfy(\.isWhitespace) {
                    problems.append(.init(.error, line: line.line, column: column, message: "the tab title is empty: write the tab's name between the quotes"))
                }
            }
            if afterFlags.count == rest.count {
                problems.append(.init(.error, line: line.line, column: column, message: "a space must follow === before the tab's title"))
            }
        }
    }

    /// A fenced code block's opening line (up to 3 spaces, then 3 or more backticks or tildes),
    /// with its `tab="…"` option when it has one.
    struct Fence {
        var character: Character
        var count: Int
        var tab: (label: String, column: Int, infoWithout: Substring)?

        init?(opening text: Substring) {
            let indent = TabsTransform.indent(of: text)
            guard indent.columns <= 3 else { return nil }
            // By bytes: every transform asks this of every line of a page.
            let rest = text.utf8.dropFirst(indent.bytes)
            guard let byte = rest.first, byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
            let runLength = rest.prefix { $0 == byte }.count
            guard runLength >= 3 else { return nil }
            let first: Character = byte == UInt8(ascii: "`") ? "`" : "~"
            let info = Substring(rest.dropFirst(runLength))
            if first == "`" && ByteSearch.contains(UInt8(ascii: "`"), in: info) { return nil }
            character = first
            count = runLength
            guard let option = ByteSearch.range(of: "tab=", in: info) else { return }
            let before = info[..<option.lowerBound]
            guard before.isEmpty || before.last == " " || before.last == "\t" else { return }
            var value = info[option.upperBound...]
            var label: Substring
            if let quote = value.first, quote == "\"" || quote == "'" {
                value = value.dropFirst()
                let close = value.firstIndex(of: quote) ?? value.endIndex
                label = value[..<close]
                value = close < value.endIndex ? value[value.index(after: close)...] : value[close...]
            } else {
                label = value.prefix { !$0.isWhitespace }
                value = value.dropFirst(label.count)
            }
            let column = text.utf8.count - info[option.lowerBound...].utf8.count + 1
            let without = text[..<option.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            tab = (String(label), column, Substring(String(without) + (value.isEmpty ? "" : " " + value.drop { $0 == " " })))
        }

        /// True when `text` closes this fence: the same character, at least as many, nothing after.
        func isClosed(by text: Substring) -> Bool {
            let indent = TabsTransform.indent(of: text)
            guard indent.columns <= 3 else { return false }
            let rest = text.utf8.dropFirst(indent.bytes)
            let byte = character == "`" ? UInt8(ascii: "`") : UInt8(ascii: "~")
            let runLength = rest.prefix { $0 == byte }.count
            return runLength >= count && rest.dropFirst(runLength).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
    }

    static func isBlank(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The leading spaces and tabs of `text` (up to those that reach `limit` columns): their
    /// bytes, and the columns they reach (a tab goes on to the next multiple of 4).
    static func indent(of text: Substring, upTo limit: Int = .max) -> (bytes: Int, columns: Int) {
        var bytes = 0
        var columns = 0
        for byte in text.utf8 where columns < limit {
            if byte == UInt8(ascii: " ") {
                columns += 1
            } else if byte == UInt8(ascii: "\t") {
                columns += 4 - columns % 4
            } else {
                break
            }
            bytes += 1
        }
        return (bytes, columns)
    }
}
