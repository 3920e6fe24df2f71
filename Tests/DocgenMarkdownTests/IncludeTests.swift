import Foundation
import DocgenMarkdown
import Testing

/// Other generators' includes (``MarkdownIncludes``), read through a reader of made-up files.
@Suite struct IncludeTests {
    static let files: [String: String] = [
        "/p/src/main.rs": """
            use std::io;
            // ANCHOR: run
            fn run() {
                // ANCHOR: inner
                io::stdout();
                // ANCHOR_END: inner
            }
            // ANCHOR_END: run
            """,
        "/p/src/nested.md": "Nested {{#include main.rs:3}} here.\n",
        "/p/src/loop.md": "{{#include loop.md}}\n",
        "/p/content/_common/options.md": "---\n_comment: Shared.\n---\n\nShared *options*.\n",
        "/p/CONTRIBUTING.md": "# Contributing\n\n<!-- --8<-- [start:short] -->\nShort part.\n<!-- --8<-- [end:short] -->\nRest.\n",
        "/p/Snippets/Intro/Hello.swift": """
            //! Says hello.
            //! Twice.

            // snippet.hide
            import Foundation
            // snippet.show
            // snippet.greet
            print("Hello")
            // snippet.end
            print("Bye")
            """,
    ]

    private func render(_ markdown: String) -> (html: String, problems: [String], requests: [IncludeRequest]) {
        var requests: [IncludeRequest] = []
        let (document, problems) = MarkdownSource.parse(markdown) { request in
            requests.append(request)
            let path: String
            switch request.syntax {
            case .book: path = ((request.includingFile.map { ($0 as NSString).deletingLastPathComponent }) ?? "/p/src") + "/" + request.path
            case .snippet: path = "/p/" + request.path
            case .hugo: path = "/p/content/" + request.path.drop { $0 == "/" } + ".md"
            case .docCSnippet: path = "/p/" + request.path.split(separator: "/").dropFirst().joined(separator: "/") + ".swift"
            }
            guard let text = Self.files[path] else { return .failure(IncludeFailure("no file '\(request.path)'")) }
            return .success(IncludedFile(text: text, name: path))
        }
        var delegate = RecordingDelegate()
        let html = HTMLRenderer.render(document, delegate: &delegate).html
        return (html, problems.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" }, requests)
    }

    @Test func mdBookIncludesTakeTheWholeFileAnAnchorOrLines() {
        let page = render("""
            ```rust
            {{#include main.rs:inner}}
            ```

            ```rust
            {{#rustdoc_include main.rs:2:3}}
            ```

            ```rust
            {{#include main.rs:run}}
            ```

            {{#include nested.md}}

            Escaped: \\{{#include main.rs}}. Text: `{{#include}}`.

            {{#playground main.rs:3:3 editable}}

            """)
        #expect(page.html.contains("<code class=\"language-rust\">io::<span class=\"hl-function\">stdout</span>();\n</code>")
                || page.html.contains("io::stdout();\n</code>"), "\(page.html)")
        #expect(page.html.components(separatedBy: "ANCHOR: run").count == 2, "lines by number are the file's lines")
        #expect(!page.html.contains("ANCHOR: inner"), "an anchor's lines leave out the anchors inside it")
        #expect(page.html.contains("<p>Nested fn run() { here.</p>"), "an included file's own includes are read, from its folder")
        #expect(page.html.contains("<p>Escaped: {{#include main.rs}}. Text: <code>{{#include}}</code>.</p>"))
        let lastBlock = page.html.components(separatedBy: "<pre ").last ?? ""
        #expect(page.html.components(separatedBy: "<pre ").count == 5, "three rust blocks and the playground's")
        #expect(lastBlock.contains("data-lang=\"rust\"") && lastBlock.contains("run") && !lastBlock.contains("stdout"), "\(lastBlock)")
        #expect(page.problems.isEmpty)
        #expect(page.requests.contains { $0.includingFile == "/p/src/nested.md" })
    }

    @Test func pymdownxSnippetsTakeFilesSectionsAndBlocksOfFiles() {
        let page = render("""
            --8<-- "CONTRIBUTING.md:short"

            - Item

                --8<-- "CONTRIBUTING.md:6:6"

            --8<--
            CONTRIBUTING.md:short
            ;skipped.md
            --8<--

            ;--8<-- "kept as written"

            """)
        #expect(page.html == """
            <p>Short part.</p>
            <ul>
            <li><p>Item</p>
            <p>Rest.</p>
            </li>
            </ul>
            <p>Short part.</p>
            <p>--8&lt;-- &quot;kept as written&quot;</p>

            """)
        #expect(page.problems.isEmpty)
    }

    @Test func aHugoIncludeShortcodeIsTheFileWithoutItsFrontMatter() {
        for line in ["{{% include \"/_common/options\" %}}", "  {{< include \"_common/options\" >}}  ", "{{% readfile file=\"_common/options\" %}}",
                     "{{<include '_common/options' />}}"] {
            let page = render(line + "\n")
            #expect(page.html == "<p>Shared <em>options</em>.</p>\n", "\(line)")
            #expect(page.problems.isEmpty)
        }
    }

    @Test func aDocCSnippetIsItsCommentThenItsShownCode() {
        let whole = render("@Snippet(path: \"Kit/Snippets/Intro/Hello\")\n")
        #expect(whole.html.hasPrefix("<p>Says hello.\nTwice.</p>\n<pre class=\"code\""))
        #expect(!whole.html.contains("Foundation") && whole.html.contains("Bye"))
        let slice = render("@Snippet(path: \"Kit/Snippets/Intro/Hello\", slice: \"greet\")\n")
        #expect(slice.html.contains("Hello") && !slice.html.contains("Bye"), "\(slice.html)")
    }

    /// What cannot be read is a located warning, and the include is left out.
    @Test func whatCannotBeReadIsALocatedWarning() {
        let page = render("""
            A {{#include gone.rs}} b

            {{#include main.rs:nowhere}}

            --8<-- "CONTRIBUTING.md:40:50"

            {{#include loop.md}}

            """)
        #expect(page.html.hasPrefix("<p>A  b</p>\n"))
        #expect(page.problems == [
            "1:3: warning: no file 'gone.rs'; nothing is included",
            "3:1: warning: no anchor 'nowhere' in 'main.rs'; nothing is included",
            "5:1: warning: line 40 is past the file's 6 lines in 'CONTRIBUTING.md'; nothing is included",
            "7:1: warning: 'loop.md' includes itself (through /p/src/loop.md); it is left out",
        ])
    }

    @Test func onlyAPageThatMayHoldAnIncludeIsRead() {
        #expect(!MarkdownIncludes.mayHold("Plain text with { braces } and -- dashes -- and @Snip."))
        #expect(MarkdownIncludes.mayHold("x\n--8<-- \"a\"\n"))
    }
}
