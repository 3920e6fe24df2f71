import DocgenCore

/// GitHub's alerts (``Callout``): a blockquote whose first line is a callout marker becomes an
/// `<aside role="note">` with an icon and a title; an unknown marker is a warning, and the
/// blockquote stays a quote. It works on the parsed blockquote, so it has no source phase.
struct CalloutTransform: MarkdownTransform {
    let name = "callout"
    let rendersBlockQuotes = true

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard node.kind == .blockQuote, let first = node.children.first, first.kind == .paragraph else { return false }
        let lineEnd = first.children.firstIndex { $0.kind == .softBreak || $0.kind == .lineBreak } ?? first.children.endIndex
        var line = ""
        for inline in first.children[..<lineEnd] {
            guard case .text(let text) = inline.kind else { return false }
            line += text
        }
        switch Callout.marker(in: line) {
        case nil:
            return false
        case .unknown(let name, let suggestion)?:
            let hint = suggestion.map { "; did you mean '[!\($0.rawValue.uppercased())]'?" } ?? " (callouts: \(Callout.Kind.allCases.map { "[!\($0.rawValue.uppercased())]" }.joined(separator: ", ")))"
            renderer.report(.warning(.unknownCallout), line: node.line, column: node.column, "unknown callout '[!\(name)]'\(hint); shown as a quote")
            return false
        case .callout(let kind, let title)?:
            let labels = renderer.labels
            let shown = title.isEmpty ? labels.calloutTitles[kind] ?? MarkdownLabels.englishCalloutTitles[kind]! : title
            renderer.write(Callout.opening(kind, title: renderer.shownText(shown)))
            let rest = first.children[min(lineEnd + 1, first.children.endIndex)...]
            if !rest.isEmpty { renderer.render(MarkdownNode(.paragraph, children: Array(rest), line: first.line + 1, column: first.column)) }
            for child in node.children.dropFirst() { renderer.render(child) }
            renderer.write(Callout.closing(.none))
            return true
        }
    }
}
