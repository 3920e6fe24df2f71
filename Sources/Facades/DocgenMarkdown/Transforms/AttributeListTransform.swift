import DocgenCore

/// MkDocs' `attr_list` and the blocks docgen does not make, on a page written for MkDocs:
/// - `## Heading { #id .class }` (and Hugo's `{#id}`): the heading takes the author's id, in
///   its anchor and "On this page" too; the classes are dropped. `{ .class }` (or `{: … }`) ending a line
///   is taken out.
/// - `::: package.module` (mkdocstrings) and its indented options: a warning that API pages
///   are not generated; the block is left out.
/// - `**term**{ #id }` inside a line, right after an inline element: an empty anchor with the
///   id there (attr_list gives the id to the element; a link to it leads to the same place).
struct AttributeListTransform: MarkdownTransform {
    let name = "attribute-list"
    /// What an attribute list starts with after an id or class (`{#`, `{: .`), or right after an
    /// element (`![a](b.png){ width=300 }`): not `{` alone, which every page with code holds.
    let triggers = ["{#", "{ #", "{:", "{.", "{ .", "){", ":::"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var openFence: TabsTransform.Fence?
        var index = source.lines.startIndex
        while index < source.lines.endIndex {
            let line = source.lines[index]
            index += 1
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                lines.append(line)
                continue
            }
            openFence = TabsTransform.Fence(opening: line.text)
            // A line without `{` or `:` holds none of the syntax: passed by two byte scans.
            guard openFence == nil, ByteSearch.contains(UInt8(ascii: "{"), in: line.text) || ByteSearch.contains(UInt8(ascii: ":"), in: line.text)
            else {
                lines.append(line)
                continue
            }
            let text = line.text.drop { $0 == " " }
            // mkdocstrings' blocks stand alone or as a heading's text (`#### ::: module.name`),
            // in a blockquote too, which is kept.
            let block = text.drop { $0 == ">" || $0 == " " || $0 == "#" }
            var quote: Substring { Substring(text.prefix { $0 == ">" || $0 == " " }.filter { $0 == ">" }) }
            // Counted only for a warning: counting characters of every line cost more than the rest.
            var column: Int { line.columnShift + line.text.utf8.count - text.utf8.count + 1 }
            if block.hasPrefix("::: "), let target = block.dropFirst(4).split(separator: " ").first {
                source.problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: column,
                                             message: "'::: \(target)' asks mkdocstrings for an API page, which docgen does not generate; "
                                                 + "the block is left out (document the API in markdown, or link to its reference)"))
                while index < source.lines.endIndex, TabsTransform.indent(of: source.lines[index].text).columns >= 4
                    || (TabsTransform.isBlank(source.lines[index].text) && index + 1 < source.lines.endIndex
                        && TabsTransform.indent(of: source.lines[index + 1].text).columns >= 4) {
                    index += 1
                }
                lines.append(MarkdownSource.Line(quote, line: line.line))
            } else if block.first == "{", let attributes = Self.attributes(endingLine: " " + text) {
                // A block's attribute list on a line of its own, after the block (kramdown,
                // Goldmark): an anchor with its id where it stands; its classes are dropped.
                lines.append(.blank(at: line.line))
                if let id = attributes.id {
                    lines += [MarkdownSource.Line(Substring("<div id=\"\(XMLText.escape(id))\"></div>"), line: line.line), .blank(at: line.line)]
                }
            } else if let attributes = Self.attributes(endingLine: line.text) {
                let kept = String(line.text[..<attributes.start].reversed().drop { $0 == " " }.reversed())
                // The heading takes the author's id, for its anchor and "On this page" too.
                if line.text.hasPrefix("#"), let id = attributes.id {
                    lines += [.blank(at: line.line), .marker(name, payload: Self.headingIDPayload + id, at: line.line), .blank(at: line.line)]
                }
                var rewritten = line
                rewritten.text = Substring(Self.inlineAttributesRead(in: Substring(kept)))
                lines.append(rewritten)
            } else if ByteSearch.contains(UInt8(ascii: "{"), in: line.text) {
                var rewritten = line
                rewritten.text = Substring(Self.inlineAttributesRead(in: line.text))
                lines.append(rewritten)
            } else {
                lines.append(line)
            }
        }
        source.lines = lines
    }

    /// The payload of the marker before a heading with an id of its own.
    private static let headingIDPayload = "heading-id:"

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let payload, true) = node.kind, payload.hasPrefix(Self.headingIDPayload) else { return false }
        renderer.nameNextHeading(String(payload.dropFirst(Self.headingIDPayload.count)))
        return true
    }

    /// Nothing: a heading's id only names it on the page.
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece? {
        .nothing
    }

    /// `text` with each attribute list that follows an inline element (`**a**{ #id }`,
    /// `` `a`{: #id } ``, `[a](b){ .c }`) as an empty anchor with its id, or taken out when it has
    /// none. It starts with an id or a class; one in a code span or a formula (an odd number of
    /// backticks or `$` before it) is code or TeX (`\sum_{k=1}`), and kept.
    private static func inlineAttributesRead(in text: Substring) -> String {
        var result = ""
        var rest = text
        var backticks = 0
        while let open = rest.firstIndex(of: "{") {
            let before = rest[..<open]
            backticks += before.count { $0 == "`" }
            result += before
            rest = rest[open...]
            let previous = result.last
            let first = rest.dropFirst().drop { $0 == ":" || $0 == " " }.first
            guard backticks % 2 == 0, result.count(where: { $0 == "$" }) % 2 == 0, let previous, "*`)]".contains(previous),
                  first == "#" || first == ".", let close = rest.firstIndex(of: "}"),
                  let attributes = Self.attributes(endingLine: text[text.index(before: open)...close]) else {
                result.append("{")
                rest = rest.dropFirst()
                continue
            }
            if let id = attributes.id { result += "<span id=\"\(XMLText.escape(id))\"></span>" }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The `{ #id .class key=value }` list that ends `text`: where it starts, and its id.
    /// Nil when the braces hold anything else (code, a template, a set), follow no space or
    /// inline element, or are in a formula (`$a_{i=1}$`).
    private static func attributes(endingLine text: Substring) -> (start: String.Index, id: String?)? {
        let trimmed = text.reversed().drop { $0 == " " }
        guard trimmed.first == "}", let open = text.lastIndex(of: "{"), open > text.startIndex,
              " *`)]".contains(text[text.index(before: open)]), text[..<open].count(where: { $0 == "$" }) % 2 == 0 else { return nil }
        var inner = text[text.index(after: open)...].dropLast(trimmed.count < text.count ? text.count - trimmed.count + 1 : 1)
        if inner.first == ":" { inner = inner.dropFirst() }
        guard let words = Self.words(of: inner), !words.isEmpty else { return nil }
        let id = words.first { $0.first == "#" }.map { String($0.dropFirst()) }
            ?? words.first { $0.hasPrefix("id=") }.map { String($0.dropFirst(3).filter { $0 != "\"" && $0 != "'" }) }
        return (open, id)
    }

    /// The words of an attribute list: `#id`, `.class`, and `key=value` whose value may be
    /// quoted with spaces in it (`data-toc-label="with pip"`); nil when a word is none of these.
    private static func words(of inner: Substring) -> [Substring]? {
        var words: [Substring] = []
        var rest = inner.drop { $0 == " " }
        while !rest.isEmpty {
            var end = rest.startIndex
            var quote: Character?
            while end < rest.endIndex, quote != nil || rest[end] != " " {
                let character = rest[end]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                }
                end = rest.index(after: end)
            }
            guard quote == nil else { return nil }
            let word = rest[..<end]
            let isName = (word.first == "#" || word.first == ".") && word.count > 1
                && word.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." || $0 == ":" }
            guard isName || (word.contains("=") && !word.hasPrefix("=")) else { return nil }
            words.append(word)
            rest = rest[end...].drop { $0 == " " }
        }
        return words
    }
}
