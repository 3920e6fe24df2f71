import DocgenMarkdown
import Foundation
import Testing

/// `markdown` through the source transforms and the renderer: its HTML (callout icons as
/// `<svg/>`), the problems of both phases, and the links the delegate was asked for.
func renderPage(_ markdown: String) -> (html: String, problems: [RenderedMarkdown.Problem], links: [String]) {
    let (document, sourceProblems) = MarkdownSource.parse(markdown)
    var delegate = RecordingDelegate()
    let rendered = HTMLRenderer.render(document, delegate: &delegate)
    let html = rendered.html.replacingOccurrences(of: #"<svg .*?</svg>"#, with: "<svg/>", options: .regularExpression)
    return (html, sourceProblems + rendered.problems, delegate.links.map { "\($0.0)@\($0.1):\($0.2)" })
}

/// `markdown` through `transforms` and the renderer: its HTML and its problems as
/// `line:column: message`.
func renderPage(_ markdown: String, transforms: [any MarkdownTransform]) -> (html: String, problems: [String]) {
    let (document, sourceProblems) = MarkdownSource.parse(markdown, transforms: transforms)
    var delegate = RecordingDelegate()
    let rendered = HTMLRenderer.render(document, delegate: &delegate, transforms: transforms)
    return (rendered.html, (sourceProblems + rendered.problems).map { "\($0.line):\($0.column): \($0.message)" })
}

@Suite struct TabsTransformTests {
    /// A label is text the reader sees: a platform and its version stay on one line there
    /// (`iOS\u{00A0}16`), as in the page's other text, in the label and in what the script
    /// makes the tab's name from.
    @Test func aLabelKeepsAPlatformAndItsVersionTogether() {
        let page = renderPage("""
            ```swift tab="iOS 16 and later"
            let a = 1
            ```

            ```swift tab="iOS 14"
            let b = 2
            ```

            """)
        #expect(page.html.contains("data-label=\"iOS\u{00A0}16 and later\">\n<p class=\"tab-label\">iOS\u{00A0}16 and later</p>"))
        #expect(page.html.contains("<p class=\"tab-label\">iOS\u{00A0}14</p>"))
        #expect(!page.html.contains("iOS 1"))
    }

    /// Consecutive `===` blocks are one group; each panel shows its label, holds any markdown
    /// (a fence, a list, a callout, a link), and positions inside are the author's.
    @Test func consecutiveTabsAreOneGroupOfPanelsWithTheirLabels() {
        let page = renderPage("""
            Before

            === "Swift"

                ```swift
                let a = 1
                ```

            ===+ "Objective-C"
                - one [x](x.md)

                > [!NOTE]
                > Said

            After

            """)
        #expect(page.html == """
            <p>Before</p>
            <div class="tabs">
            <div class="tab-panel" id="tab-swift" data-tab="tab-swift-tab" data-label="Swift">
            <p class="tab-label">Swift</p>
            <pre class="code" tabindex="0" role="group" aria-label="swift code" data-lang="swift"><code class="language-swift">let a = 1
            </code></pre>
            </div>
            <div class="tab-panel" id="tab-objective-c" data-tab="tab-objective-c-tab" data-label="Objective-C" data-selected="">
            <p class="tab-label">Objective-C</p>
            <ul>
            <li>one <a href="x.html">x</a></li>
            </ul>
            <aside class="callout callout-note" role="note">
            <p class="callout-title"><svg/>Note</p>
            <p>Said</p>
            </aside>
            </div>
            </div>
            <p>After</p>

            """)
        #expect(page.links == ["x.md@10:11"])
        #expect(page.problems.isEmpty)
    }

    /// `===!` starts a new group; tabs nest; ids stay unique on the page, beside headings'.
    @Test func aBangStartsANewGroupAndTabsNest() {
        let page = renderPage("""
            # Tab A

            === "A"
                === "A"
                    inner
            ===! "B"
                b
            """)
        #expect(page.html.components(separatedBy: "<div class=\"tabs\">").count == 4)
        #expect(page.html.hasPrefix("<h1 id=\"tab-a\">Tab A <a class=\"heading-anchor\""))
        #expect(page.html.contains("<div class=\"tab-panel\" id=\"tab-a-1\" data-tab=\"tab-a-1-tab\""))
        #expect(page.html.contains("<div class=\"tab-panel\" id=\"tab-a-2\" data-tab=\"tab-a-2-tab\""))
        #expect(page.html.contains("<p>inner</p>\n</div>\n</div>\n</div>\n</div>\n<div class=\"tabs\">"))
        #expect(page.problems.isEmpty)
    }

    /// Consecutive fences with `tab="…"` are one group; the option is not a code option.
    @Test func fencesWithATabOptionFormAGroup() {
        let page = renderPage("""
            ```swift tab="Swift" title="A.swift"
            let a = 1
            ```

            ```objc tab='Objective-C'
            int a = 1;
            ```
            Text
            """)
        #expect(page.html.hasPrefix("<div class=\"tabs\">\n<div class=\"tab-panel\" id=\"tab-swift\""))
        #expect(page.html.contains("<figcaption class=\"code-title\">A.swift</figcaption>"))
        #expect(page.html.contains("data-label=\"Objective-C\">\n<p class=\"tab-label\">Objective-C</p>\n<pre class=\"code\""))
        #expect(page.html.hasSuffix("</code></pre>\n</div>\n</div>\n<p>Text</p>\n"))
        #expect(page.problems.isEmpty)
    }

    /// What is not a tab stays what CommonMark makes of it: a setext underline, `===` inside a
    /// code fence or an indented code block, `=== Title` with nothing under it.
    @Test func whatIsNotATabIsLeftAlone() {
        let markdown = "Title\n===\n\n```\n=== \"A\"\n    code\n```\n\n    === \"B\"\n\n=== Chapter ===\n"
        let page = renderPage(markdown)
        var delegate = RecordingDelegate()
        #expect(page.html == HTMLRenderer.render(CommonMarkParser.parse(markdown), delegate: &delegate).html)
        #expect(!page.html.contains("tab-panel"))
        #expect(page.problems.isEmpty)
    }

    /// Tabs written wrongly are errors at their line and column, and their content is kept.
    @Test(arguments: [
        ("=== \"A\"\n\nText\n", "1:1: the tab 'A' has no content: indent its content by 4 spaces under the === line"),
        ("=== \"Open\n    x\n", "1:5: the tab title \"Open is not closed: end it with \""),
        ("=== Plain\n    x\n", "1:5: a tab's title is written in double quotes: === \"Plain\""),
        ("=== \"\"\n    x\n", "1:5: the tab title is empty: write the tab's name between the quotes"),
        ("===\"A\"\n    x\n", "1:4: a space must follow === before the tab's title"),
        ("```swift tab=\"\"\nx\n```\n", "1:10: tab=\"\" is empty: the label names the tab"),
        ("=== \"A\"\n    ```\n    open\n\nAfter\n", "2:5: the code fence is not closed before the tab 'A' ends"),
    ])
    func mistakesAreLocatedErrors(markdown: String, expected: String) {
        let page = renderPage(markdown)
        #expect(page.problems.map { "\($0.line):\($0.column): \($0.message)" } == [expected])
        #expect(page.problems.allSatisfy { $0.severity == .error })
    }

    /// An HTML comment left open inside a tab swallows the next tab's start: that is an error,
    /// and none of the group's elements are written, so the page stays balanced.
    @Test func aGroupWhoseEndIsSwallowedIsAnErrorAndNotHalfWritten() {
        let page = renderPage("=== \"A\"\n    <!-- open\n\n=== \"B\"\n    b\n\nAfter\n")
        #expect(page.problems.map { "\($0.line):\($0.column): \($0.message)" }
            == ["4:1: the tabs here could not be read: a code fence or HTML block before it is not closed"])
        #expect(!page.html.contains("tab-panel"), "\(page.html)")
    }

    /// Diagnostics inside a panel keep the author's column, also past a tab character.
    @Test func columnsInsideIndentedPanelsAreTheAuthors() {
        let page = renderPage("=== \"A\"\n\t[a](a.md)\n    === \"B\"\n        [b](b.md)\n")
        #expect(page.links == ["a.md@2:2", "b.md@4:9"])
    }
}

/// Pages made at random of the transforms' own characters (tab headers, indents, fences, `$`,
/// quotes, callouts): none traps, every problem is inside the page, the panels' `<div>`s are
/// balanced, and the same page renders the same twice.
@Suite struct TransformRobustnessTests {
    static let pieces = ["=== \"A\"", "===! \"B\"", "===+ \"C\"", "=== D", "===", "    ", "\t", "```", "~~~", "```js tab=\"x\"",
                         "tab=", "$", "$$", "`", "\\", "\n", "\n", "\n\n", "a", " ", "> [!NOTE]", "- ", "\"", "1. ", "<div>", "</div>", "<!--", "-->", "<pre>"]

    @Test func randomPagesNeitherTrapNorLoseTheirPlace() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<1500 {
            let page = (0..<(5 + next(60))).map { _ in Self.pieces[next(Self.pieces.count)] }.joined()
            let lineCount = page.split(separator: "\n", omittingEmptySubsequences: false).count
            let first = renderPage(page)
            #expect(first.html == renderPage(page).html, "\(page.debugDescription)")
            #expect(first.problems.allSatisfy { (1...lineCount).contains($0.line) && $0.column >= 1 }, "\(page.debugDescription)")
            if !page.contains("<div>") && !page.contains("</div>") {
                let opened = first.html.components(separatedBy: "<div class=\"tab").count - 1
                let closed = first.html.components(separatedBy: "</div>").count - 1
                #expect(opened == closed, "\(page.debugDescription)")
            }
        }
    }
}

/// Tabs and admonitions indented 4 spaces in a list item, as Python-Markdown nests them, are
/// read in the item, with their own fences and the author's positions; the same lines at the
/// margin's 4 spaces, outside a list, stay an indented code block, as in MkDocs.
@Suite struct ListItemNestingTests {
    @Test func tabsAndAdmonitionsInAListItemAreReadThere() {
        let page = renderPage("""
            1. Install it:

                === "pip"

                    ```bash
                    pip install x
                    ```

                === "uv"

                    Run [uv](uv.md).

            2. Then:

                !!! note "Careful"
                    Inside the item.

                    ```text
                    !!! not a callout
                    ```

            - A bullet

                ???+ tip
                    Open.

            """)
        #expect(page.problems.isEmpty, "\(page.problems)")
        #expect(!page.html.contains("==="), "\(page.html)")
        #expect(!page.html.contains("!!! note"), "\(page.html)")
        #expect(page.html.contains("<li><p>Install it:</p>\n<div class=\"tabs\">"), "\(page.html)")
        #expect(page.html.contains("<p class=\"tab-label\">uv</p>\n<p>Run <a"), "\(page.html)")
        #expect(page.html.contains("pip install x"), "\(page.html)")
        #expect(page.html.contains("Inside the item.</p>"), "\(page.html)")
        #expect(page.html.contains("!!! not a callout"), "the fence inside the callout is code: \(page.html)")
        #expect(page.html.contains("<details class=\"callout callout-tip\" open"), "\(page.html)")
        #expect(page.html.components(separatedBy: "<ol>").count == 2, "one ordered list, not split: \(page.html)")
        // The link in the second tab is at the author's line 11 and column 13.
        #expect(page.links == ["uv.md@11:13"], "\(page.links)")
    }

    @Test func atTheMarginFourSpacesAreCode() {
        let page = renderPage("""
            Text.

                === "pip"

                    pip install x

                !!! note
                    Body

            """)
        #expect(page.html.contains("<pre"), "\(page.html)")
        #expect(page.html.contains("=== &quot;pip&quot;"), "\(page.html)")
        #expect(page.html.contains("!!! note"), "\(page.html)")
        #expect(!page.html.contains("class=\"tabs\""))
    }
}
