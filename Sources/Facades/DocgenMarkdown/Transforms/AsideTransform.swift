import DocgenCore

/// DocC's asides: a blockquote whose text starts with a name and a colon (`> Note:`,
/// `> Important:`, `> Experiment:`, or a name of the author's own such as `> Mutating variant:`)
/// is a callout titled with that name, as DocC shows it. The name maps onto the callout kinds
/// as admonition types do (``AdmonitionTransform/kind(of:)``). It works on the parsed
/// blockquote, after GitHub's alerts, so it has no source phase.
struct AsideTransform: MarkdownTransform {
    let name = "aside"
    let rendersBlockQuotes = true

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard node.kind == .blockQuote, let first = node.children.first, first.kind == .paragraph,
              let lead = first.children.first, case .text(let text) = lead.kind, let name = Self.name(in: text) else { return false }
        let kind = AdmonitionTransform.kind(of: name)
        let shown = kind.rawValue == name.lowercased() ? renderer.labels.calloutTitles[kind] ?? name : name
        renderer.write(Callout.opening(kind, title: renderer.shownText(shown)))
        var inlines = Array(first.children.dropFirst())
        let rest = text.dropFirst(name.count + 1).drop { $0 == " " }
        if !rest.isEmpty {
            inlines.insert(MarkdownNode(.text(String(rest)), line: lead.line, column: lead.column + text.utf8.count - rest.utf8.count), at: 0)
        } else if let next = inlines.first, next.kind == .softBreak || next.kind == .lineBreak {
            inlines.removeFirst()
        }
        if !inlines.isEmpty { renderer.render(MarkdownNode(.paragraph, children: inlines, line: first.line, column: first.column)) }
        for child in node.children.dropFirst() { renderer.render(child) }
        renderer.write(Callout.closing(.none))
        return true
    }

    /// The aside name `text` starts with: up to six words of letters (and hyphens), 40
    /// characters at most, the first capitalized (`Grammar of a prefix expression`), then a
    /// colon and a space or the end; nil for other text.
    static func name(in text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), colon > text.startIndex else { return nil }
        let name = text[..<colon]
        let after = text[text.index(after: colon)...]
        guard after.isEmpty || after.first == " ", name.first!.isUppercase, name.count <= 40,
              name.split(separator: " ", omittingEmptySubsequences: false).count <= 6,
              name.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }), name.last != " " else { return nil }
        return String(name)
    }
}
