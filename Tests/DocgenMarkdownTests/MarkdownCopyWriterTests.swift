import DocgenMarkdown
import Testing

/// Leads `.md` links to `copy/`, and stands a fixed text for the block at line 1.
private struct CopyDelegate: MarkdownCopyDelegate {
    var blocks: [Int: String] = [:]

    mutating func copyDestination(_ destination: String) -> String {
        destination.contains(".md") ? "copy/" + destination : destination
    }

    func copyOfBlock(at line: Int) -> String? {
        blocks[line]
    }

    func snippetCode(at line: Int) -> String? {
        "let a = 1"
    }
}

/// `markdown`'s copy, read with docgen's transforms.
private func copy(_ markdown: String, leavingOutTitle: Bool = false, blocks: [Int: String] = [:]) -> String {
    var delegate = CopyDelegate(blocks: blocks)
    return MarkdownCopyWriter.write(MarkdownSource.parse(markdown).document, delegate: &delegate, leavingOutTitle: leavingOutTitle)
}

/// A document's blocks and inlines as a canonical text: what a copy must keep.
private func shape(_ node: MarkdownNode) -> String {
    switch node.kind {
    case .text(let text): return text
    case .code(let code): return "`" + code + "`"
    case .softBreak: return " "
    case .emphasis, .strong, .strikethrough, .link, .image:
        return "<\(node.kind)>" + node.children.map(shape).joined() + "</>"
    default:
        return "[\(node.kind)" + node.children.map(shape).joined() + "]"
    }
}

@Suite struct MarkdownCopyWriterTests {
    /// CommonMark and GFM read back from the copy as they were written: the same blocks, the
    /// same inlines, the same words.
    @Test func commonMarkReadsTheCopyAsTheOriginal() {
        let original = """
            ## A *heading* with `code`

            Words with * stars, _under_scores_, snake_case, a \\`tick, <angle> and a
            line that starts
            \\# like a heading, 1\\. like a list, \\- like an item, \\> a quote.

            > A quote with **strong** and ~~struck~~ words
            > and [a link](a.md#x "Title") and ![an image](i.png).

            1. first
            2. second
               - nested `a` item
               - [x] done

            - loose

            - list

            ***

            | a | b |
            |:--|--:|
            | `x\\|y` | 2 |

            ```swift
            let fence = "```"
            ```

            <div class="raw"><a href="b.md">raw</a></div>

            Text[^1] and <https://example.com>.

            [^1]: A note.
            """
        let written = copy(original)
        let expected = original.replacingOccurrences(of: "(a.md#x", with: "(copy/a.md#x").replacingOccurrences(of: "\"b.md\"", with: "\"copy/b.md\"")
        #expect(shape(CommonMarkParser.parse(written)) == shape(CommonMarkParser.parse(expected)), "\(written)")
    }

    @Test func aTitleHeadingIsLeftOutWhenAsked() {
        #expect(copy("<!-- c -->\n\n# Title\n\nText.\n", leavingOutTitle: true) == "<!-- c -->\n\nText.\n")
        #expect(copy("# Title\n\nText.\n") == "# Title\n\nText.\n")
    }

    @Test func docgensSyntaxBecomesPlainMarkdown() {
        #expect(copy("!!! tip\n    Body.\n") == "> **Tip**\n>\n> Body.\n")
        #expect(copy("=== \"One\"\n\n    A.\n\n=== \"Two\"\n\n    B.\n") == "**One**\n\nA.\n\n**Two**\n\nB.\n")
        #expect(copy("Inline $x^2$ math.\n\n$$\n\\frac{a}{b}\n$$\n") == "Inline $x^2$ math.\n\n$$\n\\frac{a}{b}\n$$\n")
        #expect(copy("A :tada: day.\n") == "A 🎉 day.\n")
        #expect(copy("```swift file=\"A.swift\"\n```\n") == "```swift\nlet a = 1\n```\n")
        #expect(copy("```listspec\nid: x\n```\n", blocks: [1: "**Figure**\n\nIts description.\n"]) == "**Figure**\n\nIts description.\n")
        #expect(copy("```d2\na -> b\n```\n") == "```d2\na -> b\n```\n")
    }

    @Test func twoListsInARowStayTwo() {
        let written = copy("- a\n- b\n\n* c\n")
        #expect(written == "- a\n- b\n\n* c\n")
        #expect(CommonMarkParser.parse(written).children.count == 2)
    }
}
