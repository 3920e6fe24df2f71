import DocgenCore

/// DocC's article links: `<doc:Article>` (an autolink to cmark-gfm) becomes `[Article](doc:Article)`,
/// so the reader sees the article's name rather than the scheme; the build resolves `doc:` to
/// the page of `Article.md`, wherever it is, or reports it broken. Code blocks and code spans
/// keep it as written.
struct DocLinkTransform: MarkdownTransform {
    let name = "doc-link"
    let triggers = ["<doc:"]

    func rewrite(_ source: inout MarkdownSource) {
        var openFence: TabsTransform.Fence?
        for index in source.lines.indices {
            let text = source.lines[index].text
            if let fence = openFence {
                if fence.isClosed(by: text) { openFence = nil }
                continue
            }
            openFence = TabsTransform.Fence(opening: text)
            // A link reference definition (`[name]: <doc:Article>`) has its destination
            // already: cmark-gfm reads `doc:Article` from the brackets.
            guard openFence == nil, ByteSearch.contains("<doc:", in: text), !Self.isReferenceDefinition(text) else { continue }
            source.lines[index].text = Substring(Self.rewritten(text))
        }
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        false
    }

    /// True for `[name]: <doc:…>` (after up to 3 spaces).
    private static func isReferenceDefinition(_ text: Substring) -> Bool {
        let rest = text.drop { $0 == " " }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return false }
        return rest[rest.index(after: close)...].hasPrefix(":")
    }

    /// `text` with each `<doc:…>` outside code spans written as a link named after its last part.
    private static func rewritten(_ text: Substring) -> String {
        var result = ""
        var rest = text
        var backticks = 0
        while let open = rest.firstRange(of: "<doc:") {
            let before = rest[..<open.lowerBound]
            backticks += before.filter { $0 == "`" }.count
            result += before
            // In a link's destination (`[text](<doc:Article>)`) it is the destination already.
            guard backticks % 2 == 0, !result.hasSuffix("]("), let close = rest[open.upperBound...].firstIndex(of: ">") else {
                result += rest[open]
                rest = rest[open.upperBound...]
                continue
            }
            let target = rest[open.upperBound..<close]
            let shown = target.split(separator: "#").first.flatMap { $0.split(separator: "/").last } ?? target
            result += "[\(shown)](doc:\(target))"
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
