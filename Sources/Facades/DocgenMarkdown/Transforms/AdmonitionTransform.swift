import DocgenCore

/// MkDocs admonitions (Python-Markdown's `admonition` and pymdownx's `details`): `!!! type
/// "Title"` with its body indented 4 spaces under it is a callout; `??? type` is one folded
/// under its title (`<details>`), `???+ type` one that starts open. The type maps onto the
/// callout kinds (`danger` is a caution, `example` a note…) and, when it is not a kind's own
/// name, is the title the callout shows, as MkDocs shows it; `""` keeps the kind's title.
///
/// An admonition indented in a list item is read there (``ListItemNesting``).
///
/// Other transforms that make a callout of a block (Hugo's `{{< note >}}`) emit this
/// transform's markers, ``opening(_:title:folding:at:)`` and ``closing(_:at:)``.
struct AdmonitionTransform: MarkdownTransform {
    /// The name its nodes carry, for the transforms that emit its markers.
    static let transformName = "admonition"
    let name = Self.transformName
    let triggers = ["!!!", "???"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        rewrite(source.lines[...], into: &lines, problems: &source.problems)
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let payload, true) = node.kind else { return false }
        let parts = payload.split(separator: "\u{1F}", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let kind = Callout.Kind(rawValue: String(parts[1])) else { return false }
        let folding = Self.folding(parts[2])
        guard parts[0] == "open" else {
            renderer.write(Callout.closing(folding))
            return true
        }
        guard !parts[3].isEmpty else {
            let title = renderer.labels.calloutTitles[kind] ?? MarkdownLabels.englishCalloutTitles[kind]!
            renderer.write(Callout.opening(kind, title: renderer.shownText(title), folding: folding))
            return true
        }
        // The author's title is markdown, as MkDocs reads it (`The `site_url` setting`).
        let slot = "\u{1F}title\u{1F}"
        let opening = Callout.opening(kind, title: slot, folding: folding).components(separatedBy: slot)
        renderer.write(opening[0])
        renderer.write(renderer.inlineMarkdownHTML(String(parts[3]), line: node.line) ?? renderer.shownText(String(parts[3])))
        renderer.write(opening.dropFirst().joined(separator: slot))
        return true
    }

    /// A quote under the callout's title (the author's, or the kind's own).
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece? {
        guard case .transformed(_, let payload, true) = node.kind else { return nil }
        let parts = payload.split(separator: "\u{1F}", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let kind = Callout.Kind(rawValue: String(parts[1])) else { return nil }
        guard parts[0] == "open" else { return .quoteClosing }
        let title = parts[3].isEmpty ? labels.calloutTitles[kind] ?? MarkdownLabels.englishCalloutTitles[kind]! : String(parts[3])
        return .quoteOpening(title: title)
    }

    // MARK: - Markers

    /// The lines that open a callout of `kind`, titled `title` (empty: the kind's own title).
    static func opening(_ kind: Callout.Kind, title: String, folding: Callout.Folding, at line: Int) -> [MarkdownSource.Line] {
        marker("open\u{1F}\(kind.rawValue)\u{1F}\(folding)\u{1F}\(title)", at: line)
    }

    /// The lines that close a callout opened with `folding`.
    static func closing(_ folding: Callout.Folding, at line: Int) -> [MarkdownSource.Line] {
        marker("close\u{1F}note\u{1F}\(folding)\u{1F}", at: line)
    }

    private static func marker(_ payload: String, at line: Int) -> [MarkdownSource.Line] {
        [.blank(at: line), .marker(transformName, payload: payload, at: line), .blank(at: line)]
    }

    private static func folding(_ text: Substring) -> Callout.Folding {
        switch text {
        case "closed": .closed
        case "open": .open
        default: .none
        }
    }

    /// The callout kind of an admonition type, and whether the type is that kind's own name.
    static func kind(of type: String) -> Callout.Kind {
        switch type.lowercased() {
        case "tip", "hint", "success", "check", "done", "experiment": .tip
        case "important": .important
        case "warning", "caution", "attention", "bug": .warning
        case "danger", "error", "failure", "fail", "missing": .caution
        default: .note
        }
    }

    // MARK: - The source phase

    /// Copies `input` to `lines`, each admonition rewritten, its body read again; code fences
    /// are passed over.
    private func rewrite(_ input: ArraySlice<MarkdownSource.Line>, into lines: inout [MarkdownSource.Line],
                         problems: inout [RenderedMarkdown.Problem]) {
        var index = input.startIndex
        var openFence: TabsTransform.Fence?
        while index < input.endIndex {
            let line = input[index]
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                lines.append(line)
                index += 1
            } else if let region = ListItemNesting.region(at: index, in: input, where: Self.startsNestedBlock) {
                var nested: [MarkdownSource.Line] = []
                rewrite(region.lines[...], into: &nested, problems: &problems)
                lines += ListItemNesting.indented(nested, by: region.indent)
                index = region.end
            } else if let header = Header(line, problems: &problems) {
                index = rewriteAdmonition(header, at: index, in: input, into: &lines, problems: &problems)
            } else {
                openFence = TabsTransform.Fence(opening: line.text)
                lines.append(line)
                index += 1
            }
        }
    }

    /// The admonition whose header is at `start`: its markers around its dedented body, in
    /// which tabs and admonitions are read. Returns the index after its body.
    private func rewriteAdmonition(_ header: Header, at start: Int, in input: ArraySlice<MarkdownSource.Line>,
                                   into lines: inout [MarkdownSource.Line], problems: inout [RenderedMarkdown.Problem]) -> Int {
        var end = start + 1
        while end < input.endIndex, TabsTransform.isBlank(input[end].text) || TabsTransform.indent(of: input[end].text).columns >= 4 { end += 1 }
        while end > start + 1, TabsTransform.isBlank(input[end - 1].text) { end -= 1 }
        let headerLine = input[start].line
        lines += Self.opening(header.kind, title: header.title, folding: header.folding, at: headerLine)
        var body = MarkdownSource(lines: input[(start + 1)..<end].map { $0.dedented(by: 4) })
        TabsTransform().rewrite(&body)
        rewrite(body.lines[...], into: &lines, problems: &problems)
        problems += body.problems
        lines += Self.closing(header.folding, at: input[end - 1].line)
        return end
    }

    /// True for a line, dedented, that starts an admonition or a code fence in a list item.
    private static func startsNestedBlock(_ text: Substring) -> Bool {
        text.hasPrefix("!!!") || text.hasPrefix("???") || TabsTransform.Fence(opening: text) != nil
    }

    /// An admonition's first line: `!!!`, `???` or `???+`, its type, other classes, and its
    /// title in double quotes.
    private struct Header {
        var kind: Callout.Kind
        var folding: Callout.Folding
        var title: String

        /// Nil for a line that is not an admonition's header (reporting one that is written
        /// wrongly, read as well as it can be).
        init?(_ line: MarkdownSource.Line, problems: inout [RenderedMarkdown.Problem]) {
            let indent = TabsTransform.indent(of: line.text)
            guard indent.columns <= 3 else { return nil }
            var rest = line.text.dropFirst(indent.bytes)
            if rest.hasPrefix("!!!") {
                folding = .none
            } else if rest.hasPrefix("???+") {
                folding = .open
                rest = rest.dropFirst()
            } else if rest.hasPrefix("???") {
                folding = .closed
            } else {
                return nil
            }
            rest = rest.dropFirst(3)
            guard let space = rest.first, space == " " || space == "\t" else { return nil }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            let column = line.columnShift + line.text.utf8.count - rest.utf8.count + 1
            let quote = rest.firstIndex(of: "\"")
            let classes = (quote.map { rest[..<$0] } ?? rest).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let type = classes.first else {
                problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: column,
                                      message: "the admonition has no type: write one after the marker (!!! note \"Title\"); shown as a note"))
                kind = .note
                title = quote.map { String(rest[rest.index(after: $0)...].dropLast(rest.last == "\"" ? 1 : 0)) } ?? ""
                return
            }
            kind = AdmonitionTransform.kind(of: String(type))
            if let quote {
                let quoted = rest[rest.index(after: quote)...].reversed().drop { $0 == " " || $0 == "\t" }.reversed()
                if quoted.last != "\"" {
                    problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: column,
                                          message: "the admonition's title is not closed: end it with \""))
                }
                title = String(quoted.last == "\"" ? quoted.dropLast() : quoted[...])
            } else {
                title = type.lowercased() == kind.rawValue ? "" : type.prefix(1).uppercased() + type.dropFirst().lowercased()
            }
        }
    }
}
