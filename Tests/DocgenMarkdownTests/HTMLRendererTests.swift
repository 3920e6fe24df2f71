import DocgenHighlighting
import DocgenMarkdown
import Foundation
import Testing

/// Records what the renderer asks for, rewrites `.md` links to `.html`, and gives images the
/// variants in `images`.
struct RecordingDelegate: MarkdownRenderDelegate {
    var links: [(String, Int, Int)] = []
    var images: [String: ImageVariants] = [:]
    var imageQuestions: [(String, Int, Int)] = []

    mutating func resolveLink(_ destination: String, line: Int, column: Int) -> String {
        links.append((destination, line, column))
        return destination.replacingOccurrences(of: ".md", with: ".html")
    }

    mutating func imageVariants(for destination: String, line: Int, column: Int) -> ImageVariants? {
        imageQuestions.append((destination, line, column))
        return images[destination]
    }

    mutating func renderCodeBlock(info: String, literal: String, line: Int) -> String? {
        info == "custom" ? "<div class=\"custom\">\(literal.count)</div>\n" : nil
    }

    mutating func snippet(_ reference: String, line: Int) -> String? {
        reference == "A.swift#a" ? "let a = 1\n" : nil
    }
}

/// `markdown` as a page shows it, its code highlighted by the highlighter the build gives.
func renderHTML(_ markdown: String) -> String {
    var delegate = RecordingDelegate()
    return HTMLRenderer.render(CommonMarkParser.parse(markdown), delegate: &delegate, highlighter: SyntaxHighlighter()).html
}

@Suite struct HTMLRendererTests {
    /// Code is highlighted by the highlighter the caller gives, and only escaped without one.
    @Test func codeIsHighlightedOnlyByTheHighlighterGiven() {
        var delegate = RecordingDelegate()
        let plain = HTMLRenderer.render(CommonMarkParser.parse("```swift\nlet a = 1 < 2\n```\n"), delegate: &delegate).html
        #expect(plain == "<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"swift code\" data-lang=\"swift\">"
                + "<code class=\"language-swift\">let a = 1 &lt; 2\n</code></pre>\n")
        #expect(renderHTML("```swift\nlet a = 1 < 2\n```\n") == "<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"swift code\" data-lang=\"swift\">"
                + "<code class=\"language-swift\"><span class=\"hl-keyword\">let</span> a = <span class=\"hl-number\">1</span> &lt; <span class=\"hl-number\">2</span>\n</code></pre>\n")
    }

    /// The renderer's own words come from its labels: a Chinese page gets Chinese ones.
    @Test func theRenderersOwnWordsAreItsLabels() {
        let labels = MarkdownLabels(footnotes: "脚注", taskDone: "已完成", taskNotDone: "未完成", permalink: "本节链接：",
                                    backToReference: "返回引用", code: "代码", codeInLanguage: "{language} 代码")
        var delegate = RecordingDelegate()
        let markdown = "## 圆角\n\n- [x] 做完\n- [ ] 没做\n\n注[^1]\n\n```swift\nlet r = 10\n```\n\n    缩进\n\n[^1]: 说明\n"
        let html = HTMLRenderer.render(CommonMarkParser.parse(markdown), delegate: &delegate, labels: labels).html
        #expect(html.contains("<h2 id=\"圆角\">圆角 <a class=\"heading-anchor\" href=\"#圆角\" aria-label=\"本节链接：圆角\">#</a></h2>"))
        #expect(html.contains("aria-label=\"已完成\"") && html.contains("aria-label=\"未完成\""))
        #expect(html.contains("<section class=\"footnotes\" aria-label=\"脚注\">"))
        #expect(html.contains("aria-label=\"返回引用 1\""))
        #expect(html.contains("<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"swift 代码\" data-lang=\"swift\">"))
        #expect(html.contains("<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"代码\"><code>缩进"))
        #expect(!html.contains("Permalink") && !html.contains("Footnotes") && !html.contains(" code\""))
    }

    @Test func headingsGetUniqueIdsAndASelfLink() {
        let html = renderHTML("## Corner masks\n\n## Corner masks\n\n### `maskedCorners` & you\n")
        #expect(html == """
            <h2 id="corner-masks">Corner masks <a class="heading-anchor" href="#corner-masks" aria-label="Permalink: Corner masks">#</a></h2>
            <h2 id="corner-masks-1">Corner masks <a class="heading-anchor" href="#corner-masks-1" aria-label="Permalink: Corner masks">#</a></h2>
            <h3 id="maskedcorners--you"><code>maskedCorners</code> &amp; you <a class="heading-anchor" href="#maskedcorners--you" aria-label="Permalink: maskedCorners &amp; you">#</a></h3>

            """)
    }

    @Test func aPlatformAndItsVersionShareALineInTextButNotInCode() {
        let html = renderHTML("## iOS 26 与 Liquid Glass\n\n在 iOS 26 上，[iPadOS 18](x) 和 `iOS 26`：\n\n```sh\nxcrun --sdk iOS 26\n```\n")
        #expect(html.contains("<h2 id=\"ios-26-与-liquid-glass\">iOS\u{A0}26 与 Liquid Glass <a class=\"heading-anchor\" href=\"#ios-26-与-liquid-glass\" aria-label=\"Permalink: iOS 26 与 Liquid Glass\">#</a></h2>"),
                "the id and the label come from the written text")
        #expect(html.contains("<p>在 iOS\u{A0}26 上，<a href=\"x\">iPadOS\u{A0}18</a> 和 <code>iOS 26</code>：</p>"))
        #expect(html.filter { $0 == "\u{A0}" }.count == 3, "none in code")
    }

    @Test func headingsAreListedForTheTableOfContents() {
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(CommonMarkParser.parse("Intro\n\n## One *two*\n\ntext\n\n### Three\n"), delegate: &delegate)
        #expect(rendered.headings == [
            .init(level: 2, id: "one-two", titleHTML: "One <em>two</em>", line: 3),
            .init(level: 3, id: "three", titleHTML: "Three", line: 7),
        ])
    }

    @Test func anEmptyHeadingIsWrittenBareAndListedNowhere() {
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(CommonMarkParser.parse("## \n\n#\n\n## Real\n"), delegate: &delegate)
        #expect(rendered.html == """
            <h2></h2>
            <h1></h1>
            <h2 id="real">Real <a class="heading-anchor" href="#real" aria-label="Permalink: Real">#</a></h2>

            """)
        #expect(rendered.headings.map(\.id) == ["real"])
    }

    @Test func gitHubAlertsBecomeCallouts() {
        let icon = { (kind: Callout.Kind) in
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"callout-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" fill=\"none\" "
                + "stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\" focusable=\"false\">"
        }
        #expect(renderHTML("> [!NOTE]\n> Rows are *cells*.\n>\n> Second.\n").hasPrefix(
            "<aside class=\"callout callout-note\" role=\"note\">\n<p class=\"callout-title\">" + icon(.note)))
        #expect(renderHTML("> [!NOTE]\n> Rows are *cells*.\n>\n> Second.\n").hasSuffix(
            "</svg>Note</p>\n<p>Rows are <em>cells</em>.</p>\n<p>Second.</p>\n</aside>\n"))
        #expect(renderHTML("> [!warning] Stale masks\n> During swipes.\n").contains("</svg>Stale masks</p>\n<p>During swipes.</p>\n"))
        #expect(renderHTML("> [!TIP]\n\n").hasSuffix("</svg>Tip</p>\n</aside>\n"))
        // An author's title is text a reader sees: a platform and its version stay on one line.
        #expect(renderHTML("> [!NOTE] New in iOS 16\n> x\n").contains("</svg>New in iOS\u{00A0}16</p>"))
        for kind in Callout.Kind.allCases {
            #expect(renderHTML("> [!\(kind.rawValue.uppercased())]\n> x\n").contains("class=\"callout callout-\(kind.rawValue)\""))
        }
        // Not markers: ordinary quotes.
        for text in ["> [!NOTE]x\n", "> [!NOTE] *title*\n", "> Text [!NOTE]\n", "> [!]\n", "> [NOTE]\n"] {
            #expect(renderHTML(text).hasPrefix("<blockquote>"), "\(text)")
        }
    }

    @Test func calloutTitlesAreThePagesLanguageAndUnknownMarkersAreWarnings() {
        var labels = MarkdownLabels.english
        labels.calloutTitles[.caution] = "注意"
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(CommonMarkParser.parse("Intro\n\n> [!CAUTION]\n> 小心\n\n> [!NOTES]\n> typo\n\n> [!ZZZ]\n"),
                                           delegate: &delegate, labels: labels)
        #expect(rendered.html.contains("</svg>注意</p>\n<p>小心</p>"))
        #expect(rendered.html.contains("<blockquote>\n<p>[!NOTES]\ntypo</p>\n</blockquote>"))
        #expect(rendered.problems == [
            .init(.warning(.unknownCallout), line: 6, message: "unknown callout '[!NOTES]'; did you mean '[!NOTE]'?; shown as a quote"),
            .init(.warning(.unknownCallout), line: 9, message: "unknown callout '[!ZZZ]' (callouts: [!NOTE], [!TIP], [!IMPORTANT], [!WARNING], [!CAUTION]); shown as a quote"),
        ])
    }

    @Test func linksGoThroughTheDelegateWithTheirPosition() {
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(CommonMarkParser.parse("See\n[the layers](layers.md#cells \"Layers\") now.\n"), delegate: &delegate)
        #expect(rendered.html == "<p>See\n<a href=\"layers.html#cells\" title=\"Layers\">the layers</a> now.</p>\n")
        #expect(delegate.links.map(\.0) == ["layers.md#cells"])
        #expect(delegate.links.map(\.1) == [2])
        #expect(delegate.links.map(\.2) == [1])
    }

    @Test func gfmTableWithAlignment() {
        let html = renderHTML("| Device | Inset |\n|:--|--:|\n| iPhone SE | 16 |\n")
        #expect(html == """
            <div class="table-scroll" tabindex="0">
            <table>
            <thead>
            <tr>
            <th scope="col" style="text-align: left">Device</th>
            <th scope="col" style="text-align: right">Inset</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td style="text-align: left">iPhone\u{A0}SE</td>
            <td style="text-align: right">16</td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
    }

    @Test func taskListsStrikethroughAndAutolinks() {
        let html = renderHTML("- [x] ~~done~~\n- [ ] see https://example.com\n")
        #expect(html == """
            <ul class="task-list">
            <li class="task-list-item"><input type="checkbox" disabled="disabled" checked="checked" aria-label="Done" /> <del>done</del></li>
            <li class="task-list-item"><input type="checkbox" disabled="disabled" aria-label="Not done" /> see <a href="https://example.com">https://example.com</a></li>
            </ul>

            """)
    }

    @Test func looseListsKeepParagraphsTightListsDoNot() {
        #expect(renderHTML("1. a\n2. b\n") == "<ol>\n<li>a</li>\n<li>b</li>\n</ol>\n")
        #expect(renderHTML("3. a\n\n4. b\n") == "<ol start=\"3\">\n<li><p>a</p>\n</li>\n<li><p>b</p>\n</li>\n</ol>\n")
    }

    @Test func footnotesAreCollectedAtTheEndWithBackLinks() {
        let html = renderHTML("Radius[^r] and again[^r].\n\n[^r]: Measured on iOS 17.\n")
        #expect(html == """
            <p>Radius<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup> and again<sup class="footnote-ref"><a href="#fn-1" id="fnref-1-2">1</a></sup>.</p>
            <section class="footnotes" aria-label="Footnotes">
            <ol>
            <li id="fn-1">
            <p>Measured on iOS\u{A0}17. <a href="#fnref-1" class="footnote-backref" aria-label="Back to reference 1">\u{21A9}\u{FE0E}</a> <a href="#fnref-1-2" class="footnote-backref" aria-label="Back to reference 1">\u{21A9}\u{FE0E}</a></p>
            </li>
            </ol>
            </section>

            """)
    }

    /// A code block is a named group in the tab order, so the keyboard can scroll a wide one.
    @Test func codeBlocksAreEscapedFocusableAndNamedByTheirLanguage() {
        #expect(renderHTML("```text\na < b && c\n```\n")
                == "<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"text code\" data-lang=\"text\">"
                + "<code class=\"language-text\">a &lt; b &amp;&amp; c\n</code></pre>\n")
        #expect(renderHTML("    indented\n") == "<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"Code\"><code>indented\n</code></pre>\n")
        #expect(renderHTML("```a\"<b\nx\n```\n").hasPrefix("<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"a&quot;&lt;b code\" data-lang=\"a&quot;&lt;b\">"))
    }

    @Test func theDelegateCanTakeOverAFence() {
        #expect(renderHTML("```custom\nabc\n```\n") == "<div class=\"custom\">4</div>\n")
    }

    @Test func rawHTMLPassesThroughAndImagesGetAltText() {
        #expect(renderHTML("<aside>note</aside>\n\n![A *rounded* cell](cell.png)\n")
                == "<aside>note</aside>\n<p><img src=\"cell.png\" alt=\"A rounded cell\" /></p>\n")
    }

    @Test func outputLinesMapBackToMarkdownLines() {
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(CommonMarkParser.parse("# A\n\npara\n\n<div>\n<p>broken\n</div>\n"), delegate: &delegate)
        // Output: line 1 heading, line 2 paragraph, lines 3-5 the HTML block, each its own line.
        #expect((1...5).map { rendered.sourceLine(forOutputLine: $0) } == [1, 3, 5, 6, 7])
    }
}

/// Names a code sample joins with `.` reach a search index one by one, since Pagefind reads
/// `card.layer.maskedCorners` as one word.
@Suite struct CodeSearchTermsTests {
    @Test func joinedNamesAreGivenApartOnceEach() {
        var delegate = RecordingDelegate()
        let html = HTMLRenderer.render(CommonMarkParser.parse("Set `card.layer.maskedCorners`, not `maskedCorners`.\n\n```swift\ncard.layer.maskedCorners = mask\nview?.layer.cornerRadius = 10\nlet x = 1.5\n```\n"),
                                       delegate: &delegate, indexesCode: true).html
        #expect(html.contains("<code data-pagefind-index-attrs=\"data-pagefind-terms\" data-pagefind-terms=\"card layer maskedCorners\">card.layer.maskedCorners</code>"))
        #expect(html.contains("<code>maskedCorners</code>"))
        #expect(html.contains("data-pagefind-terms=\"card layer maskedCorners view cornerRadius\">"))
        var plain = RecordingDelegate()
        #expect(!HTMLRenderer.render(CommonMarkParser.parse("`a.b`\n"), delegate: &plain).html.contains("pagefind"))
    }
}
