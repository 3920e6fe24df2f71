/// markdown-callouts' paragraphs (MkDocs' `callouts` extension): a paragraph that starts with a
/// word in capitals and a colon (`NOTE: Text`, `**WARNING:**`) is a callout of that word's kind,
/// as ``AdmonitionTransform`` makes one; the word is its title when it is not a kind's own name.
/// `> NOTE:` in a quote is DocC's aside syntax too (``AsideTransform``).
///
/// On GitHub such a paragraph is text, so only a project that turns the extension on gets it
/// (``MarkdownTransformRegistry/transforms(paragraphCallouts:emoji:parameters:)``).
struct ParagraphCalloutTransform: MarkdownTransform {
    let name = "paragraph-callout"
    let triggers = [":"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var openFence: TabsTransform.Fence?
        var index = 0
        while index < source.lines.count {
            let line = source.lines[index]
            index += 1
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                lines.append(line)
                continue
            }
            openFence = TabsTransform.Fence(opening: line.text)
            let startsParagraph = index == 1 || TabsTransform.isBlank(source.lines[index - 2].text)
            guard openFence == nil, startsParagraph, let (word, taken) = Self.lead(of: line.text) else {
                lines.append(line)
                continue
            }
            let kind = AdmonitionTransform.kind(of: word)
            let title = word.lowercased() == kind.rawValue ? "" : word.prefix(1) + word.dropFirst().lowercased()
            lines += AdmonitionTransform.opening(kind, title: title, folding: .none, at: line.line)
            var first = line
            first.text = line.text.dropFirst(taken)
            first.columnShift += taken
            lines.append(first)
            while index < source.lines.count, !TabsTransform.isBlank(source.lines[index].text) {
                lines.append(source.lines[index])
                index += 1
            }
            lines += AdmonitionTransform.closing(.none, at: source.lines[index - 1].line)
        }
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        false
    }

    /// The word of a line that starts a callout (`NOTE:`, `**TIP:**`), and the bytes before its
    /// text; nil for any other line.
    private static func lead(of text: Substring) -> (String, Int)? {
        let indent = TabsTransform.indent(of: text)
        guard indent.columns <= 3 else { return nil }
        var rest = text.utf8.dropFirst(indent.bytes)
        let bold = rest.starts(with: "**".utf8)
        if bold { rest = rest.dropFirst(2) }
        let word = rest.prefix { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        guard word.count >= 2 else { return nil }
        rest = rest.dropFirst(word.count)
        guard rest.first == UInt8(ascii: ":") else { return nil }
        rest = rest.dropFirst()
        if bold {
            guard rest.starts(with: "**".utf8) else { return nil }
            rest = rest.dropFirst(2)
        }
        guard rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t") else { return nil }
        let spaces = rest.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return (String(decoding: word, as: UTF8.self), text.utf8.count - rest.count + spaces)
    }
}
