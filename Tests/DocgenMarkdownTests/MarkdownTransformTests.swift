import DocgenMarkdown
import Foundation
import Testing

/// A source transform for the tests: a line `%% NAME` and the lines indented under it become a
/// `<div class="NAME">` holding them, dedented; `%%` alone is a located error.
private struct BoxTransform: MarkdownTransform {
    let name = "box"
    let triggers = ["%%"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var index = 0
        while index < source.lines.count {
            let line = source.lines[index]
            index += 1
            guard line.text.hasPrefix("%%") else {
                lines.append(line)
                continue
            }
            let title = line.text.dropFirst(2).drop { $0 == " " }
            if title.isEmpty { source.problems.append(.init(.error, line: line.line, column: 3, message: "a box needs a name")) }
            lines += [.blank(at: line.line), .marker(name, payload: String(title), at: line.line), .blank(at: line.line)]
            while index < source.lines.count, source.lines[index].text.hasPrefix("    ") || source.lines[index].text.isEmpty {
                let body = source.lines[index]
                lines.append(.init(body.text.dropFirst(min(4, body.text.count)), line: body.line, columnShift: body.columnShift + 4))
                index += 1
            }
            lines += [.blank(at: line.line), .marker(name, payload: "", at: line.line), .blank(at: line.line)]
        }
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let payload, true) = node.kind else { return false }
        renderer.write(payload.isEmpty ? "</div>\n" : "<div class=\"\(payload)\" id=\"\(renderer.uniqueID(for: payload))\">\n")
        return true
    }
}

/// An inline syntax for the tests: `%…%` is kept as it is written, shown as `<kbd>`.
private struct KeysTransform: MarkdownTransform {
    let name = "keys"
    let inlineSyntax: InlineSyntax? = InlineSyntax(character: UInt8(ascii: "%")) { bytes, start in
        var end = start + 1
        while bytes(end) != 0 && bytes(end) != UInt8(ascii: "%") { end += 1 }
        guard bytes(end) == UInt8(ascii: "%"), end > start + 1 else { return nil }
        var text: [UInt8] = []
        for offset in (start + 1)..<end { text.append(bytes(offset)) }
        return (end + 1, String(decoding: text, as: UTF8.self))
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let payload, false) = node.kind else { return false }
        renderer.report(.warning(.unsupportedSyntax), line: node.line, column: node.column, "keys \(payload)")
        renderer.write("<kbd>\(payload)</kbd>")
        return true
    }
}

@Suite struct MarkdownTransformTests {
    private let transforms: [any MarkdownTransform] = [BoxTransform(), KeysTransform()] + MarkdownTransformRegistry.transforms

    private func render(_ markdown: String) -> (RenderedMarkdown, [RenderedMarkdown.Problem], RecordingDelegate) {
        let (document, problems) = MarkdownSource.parse(markdown, transforms: transforms)
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(document, delegate: &delegate, transforms: transforms)
        return (rendered, problems, delegate)
    }

    /// A source transform's blocks hold any markdown, and every position inside them, and the
    /// transform's own problems, are the author's line and column.
    @Test func sourceTransformsKeepTheAuthorsLinesAndColumns() {
        let markdown = "Intro\n%% note\n    See [a](a.md).\n\n    > [!TIP]\n    > Tip\nAfter [b](b.md)\n%%\n"
        let (rendered, problems, delegate) = render(markdown)
        let html = rendered.html.replacingOccurrences(of: #"<svg .*</svg>"#, with: "<svg/>", options: .regularExpression)
        #expect(html == """
            <p>Intro</p>
            <div class="note" id="note">
            <p>See <a href="a.html">a</a>.</p>
            <aside class="callout callout-tip" role="note">
            <p class="callout-title"><svg/>Tip</p>
            <p>Tip</p>
            </aside>
            </div>
            <p>After <a href="b.html">b</a></p>
            </div>
            </div>

            """)
        #expect(delegate.links.map { "\($0.0)@\($0.1):\($0.2)" } == ["a.md@3:9", "b.md@7:7"])
        #expect(problems == [.init(.error, line: 8, column: 3, message: "a box needs a name")])
        #expect(rendered.sourceLines.map(\.sourceLine).contains(5))
    }

    /// A page without a transform's trigger is parsed as it is: `%` without `%%` is text.
    @Test func aPageWithoutTheTriggerIsLeftAsItIs() {
        let (rendered, problems, _) = render("50 % off\n")
        #expect(rendered.html == "<p>50 % off</p>\n")
        #expect(problems.isEmpty)
    }

    /// An inline syntax is read by cmark-gfm's inline parser: emphasis characters inside it stay
    /// text, code spans and link destinations keep it out, and its node has its position.
    @Test func inlineSyntaxesAreReadWithTheirPositions() {
        let (rendered, _, delegate) = render("One\ntwo %*a*_b_% `%c%` [x](y%z%.md)\n")
        #expect(rendered.html == "<p>One\ntwo <kbd>*a*_b_</kbd> <code>%c%</code> <a href=\"y%z%.html\">x</a></p>\n")
        #expect(rendered.problems == [.init(.warning(.unsupportedSyntax), line: 2, column: 5, message: "keys *a*_b_")])
        #expect(delegate.links.count == 1)
    }

    /// A marker swallowed by an unclosed code fence is a located error, not a lost block.
    @Test func aMarkerInsideAnUnclosedFenceIsAnError() {
        let (_, problems, _) = render("%% a\n    ```\n    code\n")
        #expect(problems.contains { $0.severity == .error && $0.line == 1 && $0.message.contains("not closed") })
    }
}
