import DocgenCore

/// A page's markdown as its source transforms see it: lines, each with the author's line it
/// comes from and the columns taken from its start, so every position cmark-gfm gives is mapped
/// back to the author's file. ``parse(_:transforms:)`` runs the transforms a page needs,
/// parses, and maps positions back.
public struct MarkdownSource: Sendable {
    /// One line as cmark-gfm will read it.
    public struct Line: Sendable {
        public var text: Substring
        /// The author's line (1-based, in the markdown given to ``parse(_:transforms:)``).
        public var line: Int
        /// How many bytes were taken from the start of the author's line (a panel's indent).
        public var columnShift: Int
        /// The transform and payload of a marker line.
        fileprivate var marker: (name: String, payload: String)?

        public init(_ text: Substring, line: Int, columnShift: Int = 0) {
            self.text = text
            self.line = line
            self.columnShift = columnShift
        }

        /// An empty line, placed at the author's `line`.
        public static func blank(at line: Int) -> Line {
            Line("", line: line)
        }

        /// The line without the first `columns` columns of its indent (a tab reaches the next
        /// multiple of 4), or emptied when it is blank; a marker line stays one.
        func dedented(by columns: Int) -> Line {
            let taken = TabsTransform.isBlank(text) ? text.utf8.count : TabsTransform.indent(of: text, upTo: columns).bytes
            var dedented = self
            dedented.text = text.dropFirst(taken)
            dedented.columnShift += taken
            return dedented
        }

        /// A line that cmark-gfm reads as a block of its own and that reaches transform `name`
        /// as a ``MarkdownNode/Kind/transformed(name:payload:isBlock:)`` node at `line`. Put a
        /// blank line before and after it, so that it ends a paragraph, list or HTML block.
        public static func marker(_ name: String, payload: String, at line: Int) -> Line {
            var marker = Line(Substring(markerText), line: line)
            marker.marker = (name, payload)
            return marker
        }
    }

    /// `code` as a fenced block in `language` (none for ""), opened at the author's `opening`
    /// line and closed at `closing`; its fence is longer than any run of backticks in it.
    static func fencedBlock(_ code: [Line], language: String = "", opening: Int, closing: Int? = nil) -> [Line] {
        let longest = code.map { line in
            var longest = 0, run = 0
            for byte in line.text.utf8 {
                run = byte == UInt8(ascii: "`") ? run + 1 : 0
                longest = max(longest, run)
            }
            return longest
        }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return [Line(Substring(fence + language), line: opening)] + code + [Line(Substring(fence), line: closing ?? opening)]
    }

    /// An HTML comment: a one-line HTML block (CommonMark's kind 2), which interrupts a paragraph.
    static let markerText = "<!--docgen-transform-->"

    /// The lines, in order.
    public var lines: [Line]
    /// Problems the transforms found, at the author's line and column.
    public var problems: [RenderedMarkdown.Problem] = []

    /// Split at each line feed by `memchr`, not by characters: every page with a transform's
    /// trigger is split so, and a split by `Character` cost more than parsing the page.
    init(_ text: String) {
        var text = text
        let ends = text.withUTF8 { bytes -> [Int] in
            var ends: [Int] = []
            var start = 0
            while start <= bytes.count {
                let end = ByteSearch.offset(of: UInt8(ascii: "\n"), in: bytes, from: start)
                ends.append(end)
                start = end + 1
            }
            return ends
        }
        // Offsets in a native UTF-8 string's view are reached in constant time.
        let utf8 = text.utf8
        var lines: [Line] = []
        lines.reserveCapacity(ends.count)
        var start = utf8.startIndex
        for (number, end) in ends.enumerated() {
            var stop = utf8.index(utf8.startIndex, offsetBy: end)
            let next = stop < utf8.endIndex ? utf8.index(after: stop) : stop
            if stop > start, utf8[utf8.index(before: stop)] == UInt8(ascii: "\r") { stop = utf8.index(before: stop) }
            lines.append(Line(text[start..<stop], line: number + 1))
            start = next
        }
        self.lines = lines
    }

    /// Lines already read: a block's body, which a transform reads again.
    init(lines: [Line]) {
        self.lines = lines
    }

    /// `text` parsed, with the transforms that have work on it (each that holds one of its
    /// triggers); positions are the author's, and the problems those the transforms found.
    ///
    /// With `includes`, the files other generators' includes name (``MarkdownIncludes``) are
    /// read into the page first, through it, and the transforms see their text too.
    public static func parse(_ text: String, transforms: [any MarkdownTransform] = MarkdownTransformRegistry.transforms,
                             includes: ((IncludeRequest) -> Result<IncludedFile, IncludeFailure>)? = nil)
        -> (document: MarkdownNode, problems: [RenderedMarkdown.Problem]) {
        // The page with its includes read, when it has any: its lines are no longer the author's.
        var included: MarkdownSource?
        if let includes, MarkdownIncludes.mayHold(text) {
            var expanded = MarkdownSource(text)
            let authored = expanded.lines.map(\.text)
            MarkdownIncludes.expand(&expanded, read: includes)
            if !expanded.problems.isEmpty || !expanded.lines.map(\.text).elementsEqual(authored) { included = expanded }
        }
        let shown = included.map { $0.lines.map(\.text).joined(separator: "\n") } ?? text
        let syntaxes = transforms.compactMap { transform in
            transform.inlineSyntax.flatMap { Self.holds(shown, String(UnicodeScalar($0.character))) ? (transform.name, $0) : nil }
        }
        let triggered = transforms.filter { transform in transform.triggers.contains { Self.holds(shown, $0) } }
        let fed = Set(triggered.flatMap(\.feeds))
        let rewriting = fed.isEmpty ? triggered : transforms.filter { transform in
            fed.contains(transform.name) || triggered.contains { $0.name == transform.name }
        }
        guard !rewriting.isEmpty || included != nil else { return (CommonMarkParser.parse(text, inlineSyntaxes: syntaxes), []) }
        var source = included ?? MarkdownSource(text)
        let authored = source.lines
        for transform in rewriting { transform.rewrite(&source) }
        // Unchanged lines (no transform found its syntax): cmark reads the author's text.
        if included == nil && source.lines.count == authored.count && source.lines.allSatisfy({ $0.columnShift == 0 && $0.marker == nil })
            && zip(source.lines, authored).allSatisfy({ $0.line == $1.line && $0.text == $1.text }) {
            return (CommonMarkParser.parse(text, inlineSyntaxes: syntaxes), source.problems)
        }
        let document = CommonMarkParser.parse(source.lines.map(\.text).joined(separator: "\n"), inlineSyntaxes: syntaxes)
        var found = Set<Int>()
        var mapped = source.mapBack(document, found: &found)
        var unread = Set<String>()
        for (index, line) in source.lines.enumerated() where line.marker != nil && !found.contains(index + 1) {
            source.problems.append(.init(.error, line: line.line, message: "the \(line.marker!.name) here could not be read: a code fence or HTML block before it is not closed"))
            unread.insert(line.marker!.name)
        }
        // A transform whose markers were read in part would open elements it never closes:
        // none of its markers are rendered, and its content is shown in order.
        if !unread.isEmpty { mapped = Self.removingMarkers(of: unread, from: mapped) }
        return (mapped, source.problems)
    }

    private static func removingMarkers(of names: Set<String>, from node: MarkdownNode) -> MarkdownNode {
        var node = node
        node.children = node.children.compactMap { child in
            if case .transformed(let name, _, true) = child.kind, names.contains(name) { return nil }
            return removingMarkers(of: names, from: child)
        }
        return node
    }

    /// True when `text` holds `pattern`, by a vectorized byte search.
    static func holds(_ text: String, _ pattern: String) -> Bool {
        ByteSearch.contains(pattern, inProse: text)
    }

    /// `node` with the author's positions, and its marker blocks as transformed nodes (their
    /// lines in `found`).
    private func mapBack(_ node: MarkdownNode, found: inout Set<Int>) -> MarkdownNode {
        var node = node
        if node.line >= 1 && node.line <= lines.count {
            let line = lines[node.line - 1]
            // A marker indented in a list item (``ListItemNesting``) keeps the spaces its item does not take.
            if case .htmlBlock(let html) = node.kind, let marker = line.marker,
               case let unindented = html.drop(while: { $0 == " " }), unindented.hasPrefix(Self.markerText),
               unindented.utf8.count <= Self.markerText.utf8.count + 1 {
                found.insert(node.line)
                node.kind = .transformed(name: marker.name, payload: marker.payload, isBlock: true)
            }
            node.line = line.line
            node.column += line.columnShift
        }
        node.children = node.children.map { mapBack($0, found: &found) }
        return node
    }
}
