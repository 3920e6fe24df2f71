import Dispatch
import DocgenMarkdown
import Synchronization
import Testing

@Suite struct CommonMarkParserTests {
    @Test func nodesCarryTheirSourcePosition() {
        let document = CommonMarkParser.parse("Intro\n\n## Title\n\n- item with `code`\n")
        #expect(document.children.map(\.line) == [1, 3, 5])
        #expect(document.children[1].kind == .heading(level: 2))
        #expect(document.children[2].kind == .list(ordered: false, start: 0, tight: true))
    }

    @Test func autolinksTakeTheirParagraphsPosition() {
        let paragraph = CommonMarkParser.parse("\n\nvisit https://swift.org today\n").children[0]
        let link = paragraph.children.first { if case .link = $0.kind { true } else { false } }
        #expect(link?.line == 3)
    }

    /// cmark-gfm 0.29 shares a global table between parsers; unserialised concurrent parses
    /// lose strikethrough and autolinks. The parser's lock must keep every parse intact.
    @Test func concurrentParsesKeepStrikethroughAndAutolinks() {
        let text = String(repeating: "~~gone~~ and https://example.com and *em*\n\n", count: 50)
        let expected = renderHTML(text)
        let mismatches = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            if renderHTML(text) != expected { mismatches.add(1, ordering: .relaxed) }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
        #expect(expected.contains("<del>gone</del>"))
        #expect(expected.contains("<a href=\"https://example.com\">"))
    }
}
