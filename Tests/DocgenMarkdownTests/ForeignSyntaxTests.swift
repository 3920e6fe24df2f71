import DocgenMarkdown
import Testing

/// Problems as `line:column: severity: message`.
private func located(_ problems: [RenderedMarkdown.Problem]) -> [String] {
    problems.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" }
}

/// Other generators' markdown (MkDocs, mdBook, DocC, Hugo) read as docgen's own constructs, and
/// what docgen does not make named in a located warning.
@Suite struct ForeignSyntaxTests {
    /// `!!!` is a callout, `???` one folded under its title, `???+` one that starts open; the
    /// type maps onto a kind and names the title when it is not the kind's own; the body is any
    /// markdown, with its author's positions.
    @Test func mkDocsAdmonitionsAreCallouts() {
        let page = renderPage("""
            !!! warning "Mind this"
                Body with [a link](x.md).

                    indented code

            ??? danger
                Folded.

            ???+ note
                Open.

            After.

            """)
        #expect(page.html == """
            <aside class="callout callout-warning" role="note">
            <p class="callout-title"><svg/>Mind this</p>
            <p>Body with <a href="x.html">a link</a>.</p>
            <pre class="code" tabindex="0" role="group" aria-label="Code"><code>indented code
            </code></pre>
            </aside>
            <details class="callout callout-caution">
            <summary class="callout-title"><svg/>Danger</summary>
            <p>Folded.</p>
            </details>
            <details class="callout callout-note" open="open">
            <summary class="callout-title"><svg/>Note</summary>
            <p>Open.</p>
            </details>
            <p>After.</p>

            """)
        #expect(page.links == ["x.md@2:15"])
        #expect(page.problems.isEmpty)
    }

    /// Nested admonitions and tabs inside one are read; a fence's `!!!` is code; a title not
    /// closed is a located warning, read as well as it can be.
    @Test func admonitionsNestAndBadHeadersAreLocated() {
        let page = renderPage("""
            !!! tip "Outer
                !!! bug
                    Inner.

                === "A"
                    In a tab.

            ```
            !!! note
                code
            ```

            """)
        #expect(page.html.contains("<p class=\"callout-title\"><svg/>Outer</p>\n<aside class=\"callout callout-warning\" role=\"note\">\n<p class=\"callout-title\"><svg/>Bug</p>"))
        #expect(page.html.contains("<p class=\"tab-label\">A</p>\n<p>In a tab.</p>"))
        #expect(page.html.contains("<code>!!! note\n    code\n</code>"))
        #expect(located(page.problems) == ["1:5: warning: the admonition's title is not closed: end it with \""])
    }

    /// `> Note:` and the other DocC asides, named ones of the author's own included, are
    /// callouts titled with the name; other quotes stay quotes.
    @Test func docCAsidesAreCallouts() {
        let page = renderPage("""
            > Note: A note with ``Symbol``.

            > Experiment:
            > Try it.

            > Grammar of a thing:
            > rule

            > Just a quote: with words.

            > These words are far too many to be the name of an aside: text

            """)
        #expect(page.html == """
            <aside class="callout callout-note" role="note">
            <p class="callout-title"><svg/>Note</p>
            <p>A note with <code>Symbol</code>.</p>
            </aside>
            <aside class="callout callout-tip" role="note">
            <p class="callout-title"><svg/>Experiment</p>
            <p>Try it.</p>
            </aside>
            <aside class="callout callout-note" role="note">
            <p class="callout-title"><svg/>Grammar of a thing</p>
            <p>rule</p>
            </aside>
            <aside class="callout callout-note" role="note">
            <p class="callout-title"><svg/>Just a quote</p>
            <p>with words.</p>
            </aside>
            <blockquote>
            <p>These words are far too many to be the name of an aside: text</p>
            </blockquote>

            """)
    }

    /// DocC's page settings are taken out, `@Image` is an image, `@TabNavigator` tabs, `@Row`
    /// and `@Small` their content; an unknown directive and a block not closed are located.
    @Test func docCDirectivesAreReadOrNamed() {
        let page = renderPage("""
            @Metadata {
                @DisplayName("Shown")
                @PageImage(purpose: icon, source: "x")
            }

            @Image(source: shot, alt: "A shot")

            @TabNavigator {
                @Tab("One") {
                    First.
                }
                @Tab("Two") {
                    Second.
                }
            }

            @Row {
                @Column {
                    Left.
                }
            }

            @Fancy(x: 1) {
                Kept.
            }

            @Small {
                Open

            """)
        #expect(page.html == """
            <p><img src="shot" alt="A shot" /></p>
            <div class="tabs">
            <div class="tab-panel" id="tab-one" data-tab="tab-one-tab" data-label="One">
            <p class="tab-label">One</p>
            <p>First.</p>
            </div>
            <div class="tab-panel" id="tab-two" data-tab="tab-two-tab" data-label="Two">
            <p class="tab-label">Two</p>
            <p>Second.</p>
            </div>
            </div>
            <p>Left.</p>
            <p>Kept.</p>
            <p>Open</p>

            """)
        #expect(page.links == ["shot@6:1"])
        #expect(located(page.problems) == [
            "23:1: warning: unknown directive '@Fancy' (docgen knows DocC's @Metadata, @Options, @Image, @TabNavigator, @Row, @Column and @Small); its content is shown as text",
            "27:1: error: the @Small block is not closed: end it with a line '}'",
        ])
    }

    /// An admonition's title is markdown, as MkDocs reads it; one that is not a line of text
    /// (a list) is shown as written.
    @Test func anAdmonitionsTitleIsMarkdown() {
        let page = renderPage("""
            !!! info "The `site_url` setting, *required*"
                Body.

            ??? note "1. First"
                Body.
            """)
        #expect(page.html.contains("The <code>site_url</code> setting, <em>required</em></p>"), "\(page.html)")
        #expect(page.html.contains("1. First</summary>"), "\(page.html)")
    }

    /// pymdownx's blocks: `/// tip`, `/// admonition | Title` with its `type`, `/// details`
    /// (open or folded), `/// tab`, nested with more slashes; another block keeps its content,
    /// named in a warning; `///` in prose or code, or without its closing line, is text.
    @Test func pymdownxBlocksAreCalloutsDetailsAndTabs() {
        let page = renderPage("""
            /// tip
            Use **it**.
            ///

            //// admonition | Mind this
                type: warning

            Outer.

            /// details | More
                open: true

            ```sh
            ls
            ```
            ///
            ////

            /// tab | macOS
            On a Mac.
            ///

            /// tab | Linux
            On Linux.
            ///

            /// html | div
            Kept.
            ///

            /// Swift doc comment, not a block

            ```swift
            /// A doc comment.
            ///
            ```
            """)
        #expect(page.html.contains("<aside class=\"callout callout-tip\""), "\(page.html)")
        #expect(page.html.contains("<p>Use <strong>it</strong>.</p>"))
        #expect(page.html.contains("callout-warning") && page.html.contains("Mind this"))
        #expect(page.html.contains("<details class=\"callout callout-note\" open=\"open\">"), "\(page.html)")
        #expect(page.html.contains("<code class=\"language-sh\">"))
        #expect(page.html.contains(">macOS<") && page.html.contains(">Linux<") && page.html.contains("class=\"tabs\""))
        #expect(page.html.contains("<p>Kept.</p>"))
        #expect(page.html.contains("<p>/// Swift doc comment, not a block</p>"))
        #expect(page.html.contains("/// A doc comment.\n///\n"))
        #expect(located(page.problems) == ["27:1: warning: the block '/// html' is not made by docgen; its content is shown as it is"])
    }

    /// Shortcodes inside an unknown pair are read too (Docsy's `tabpane` of `tab`s); `comment`
    /// shows nothing; `param` is the site's parameter.
    @Test func hugoNestedShortcodesCommentsAndParameters() {
        let transforms = MarkdownTransformRegistry.transforms(paragraphCallouts: false, parameters: ["version": "0.12"])
        let (document, sourceProblems) = MarkdownSource.parse("""
            {{< tabpane >}}
            {{< tab header="Go" lang="go" >}}
            x := 1
            {{< /tab >}}
            {{% tab header="Text" %}}
            Some **text**.
            {{% /tab %}}
            {{< /tabpane >}}

            {{< comment >}}
            Hidden {{< note >}}
            {{< /comment >}}

            Version `{{% param version %}}`{{< comment >}}x{{< /comment >}}, and {{% param "missing" %}}.
            """, transforms: transforms)
        var delegate = RecordingDelegate()
        let rendered = HTMLRenderer.render(document, delegate: &delegate, transforms: transforms)
        #expect(rendered.html.contains("<code class=\"language-go\">x := 1"), "\(rendered.html)")
        #expect(rendered.html.contains("<p>Some <strong>text</strong>.</p>"))
        #expect(!rendered.html.contains("{{") && !rendered.html.contains("Hidden"))
        #expect(rendered.html.contains("<p>Version <code>0.12</code>, and .</p>"), "\(rendered.html)")
        let problems = located(sourceProblems + rendered.problems)
        #expect(problems.map { $0.split(separator: ":")[0] } == ["1", "2", "5", "14"], "\(problems)")
        #expect(problems.last?.contains("warning: the Hugo parameter 'missing' is not among the site's [params]") == true)
    }

    /// Hugo's callout, details, highlight, figure and ref shortcodes become docgen's; another
    /// is a located warning naming it; one left open is an error; a commented one in code is
    /// shown as Hugo shows it.
    @Test func hugoShortcodesAreReadOrNamed() {
        let page = renderPage("""
            {{< warning >}}
            See [the guide]({{< relref "guide.md" >}}).
            {{< /warning >}}

            {{< details summary="More" >}}
            Hidden.
            {{< /details >}}

            {{< highlight go >}}
            x := 1
            {{< /highlight >}}

            {{< figure src="a.png" alt="An A" >}}

            {{< youtube abc >}} and {{< new-in 0.1 >}}here [{{< img src="c.png" alt="Cover" >}}](https://example.org)

            {{< code-toggle config=languages />}}

            {{< code-toggle file=hugo >}}
            title = `x`
            {{< /code-toggle >}}

            {{< theme-box >}}
            *Kept.*
            {{< /theme-box >}}

            ```
            {{</* note */>}}
            ```

            {{% tip %}}
            Unclosed.

            """)
        #expect(page.html == """
            <aside class="callout callout-warning" role="note">
            <p class="callout-title"><svg/>Warning</p>
            <p>See <a href="guide.html">the guide</a>.</p>
            </aside>
            <details class="callout callout-note">
            <summary class="callout-title"><svg/>More</summary>
            <p>Hidden.</p>
            </details>
            <pre class="code" tabindex="0" role="group" aria-label="go code" data-lang="go"><code class="language-go">x := 1
            </code></pre>
            <p><img src="a.png" alt="An A" /></p>
            <p><a href="https://www.youtube.com/watch?v=abc">Video on YouTube</a> and here <a href="https://example.org">Cover</a></p>
            <pre class="code" tabindex="0" role="group" aria-label="Code"><code>title = `x`
            </code></pre>
            <p><em>Kept.</em></p>
            <pre class="code" tabindex="0" role="group" aria-label="Code"><code>{{&lt; note &gt;}}
            </code></pre>
            <aside class="callout callout-tip" role="note">
            <p class="callout-title"><svg/>Tip</p>
            <p>Unclosed.</p>
            </aside>

            """)
        #expect(located(page.problems).sorted() == [
            "15:25: warning: the Hugo shortcode 'new-in' is not supported: its output comes from the site's templates, which docgen does not run; it is left out (write what it shows as markdown)",
            "15:49: warning: the Hugo shortcode 'img' is not supported: its output comes from the site's templates, which docgen does not run; it is left out (write what it shows as markdown)",
            "17:1: warning: the Hugo shortcode 'code-toggle' is not supported: its output comes from the site's templates, which docgen does not run; it is left out (write what it shows as markdown)",
            "19:1: warning: the Hugo shortcode 'code-toggle' is not supported: its output comes from the site's templates, which docgen does not run; it is left out, its inner text kept as a code block (write what it shows as markdown)",
            "23:1: warning: the Hugo shortcode 'theme-box' is not supported: its output comes from the site's templates, which docgen does not run; it is left out, its inner text kept as markdown (write what it shows as markdown)",
            "31:1: error: the shortcode '{{< tip >}}' is not closed: end it with {{< /tip >}}",
        ])
    }

    /// mdBook: a Rust block's hidden lines are not shown (`#[…]` is code); `{{#title}}` is
    /// taken out; `\{{#…}}` is shown as written without its `\`; another name is text, as in
    /// mdBook. (`{{#include}}` and `{{#playground}}` are read before: ``IncludeTests``.)
    @Test func mdBookHiddenLinesAndLinks() {
        let page = renderPage("""
            {{#title Shown elsewhere}}

            ```rust,editable
            # fn main() {
            #[derive(Debug)]
            struct A;
            #
            # }
            ```

            ```
            \\{{#include inside.rs}}
            ```

            {{#toc}}{{/toc}}

            """)
        #expect(page.html == """
            <pre class="code" tabindex="0" role="group" aria-label="rust code" data-lang="rust"><code class="language-rust">#[derive(Debug)]
            struct A;
            </code></pre>
            <pre class="code" tabindex="0" role="group" aria-label="Code"><code>{{#include inside.rs}}
            </code></pre>
            <p>{{#toc}}{{/toc}}</p>

            """)
        #expect(page.problems.isEmpty)
    }

    /// A shortcode's arguments may go on over lines; a block's attribute list may stand on a line
    /// of its own after the block.
    @Test func multiLineShortcodesAndBlockAttributeLines() {
        let page = renderPage("""
            {{< figure
              src="a.png"
              alt="An A"
            >}}

            | A | B |
            |---|---|
            | 1 | 2 |
            {.wide #numbers}

            Text.
            {: .lead }

            """)
        #expect(page.html.hasPrefix("<p><img src=\"a.png\" alt=\"An A\" /></p>\n<div class=\"table-scroll\""), "\(page.html)")
        #expect(page.html.contains("</table>\n</div>\n<div id=\"numbers\"></div>\n<p>Text.</p>\n"), "\(page.html)")
        #expect(!page.html.contains("{"))
        #expect(page.problems.isEmpty)
    }

    /// TeX's and templates' braces are not attribute lists.
    @Test func bracesThatAreNoAttributeListAreKept() {
        for text in ["Sum $a_{i=1}$", "$$\nx_{k=1}\n$$", "Call f{x=1}", "A **b**{c=d} e"] {
            #expect(renderPage(text + "\n").html.contains("=1}") || renderPage(text + "\n").html.contains("{c=d}"), "\(text)")
        }
    }

    /// `{ #id .class }` on a heading keeps the id as an anchor; on a line, it is taken out;
    /// `::: module` blocks are located warnings. (`--8<--` snippets are read before:
    /// ``IncludeTests``.)
    @Test func mkDocsAttributesAndUnsupportedBlocks() {
        let page = renderPage("""
            ## Heading { #custom .wide }

            ![A](a.png){ .shadow }

            ::: package.module
                options:
                    depth: 1

            Set {a, b}.

            *   **`locale`**{ #mkdocs-locale }: The locale, not `a`{ #b } code, nor {#c}.

            > Said before.
            > #### ::: package.Class

            """)
        #expect(page.html.hasPrefix("<h2 id=\"custom\">Heading <a class=\"heading-anchor\" href=\"#custom\""))
        #expect(page.html.contains("<p><img src=\"a.png\" alt=\"A\" /></p>\n<p>Set {a, b}.</p>"))
        #expect(page.html.contains("<li><strong><code>locale</code></strong><span id=\"mkdocs-locale\"></span>: The locale, not"
                                   + " <code>a</code><span id=\"b\"></span> code, nor {#c}.</li>"))
        #expect(page.html.hasSuffix("<blockquote>\n<p>Said before.</p>\n</blockquote>\n"))
        #expect(located(page.problems) == [
            "5:1: warning: '::: package.module' asks mkdocstrings for an API page, which docgen does not generate; the block is left out (document the API in markdown, or link to its reference)",
            "14:1: warning: '::: package.Class' asks mkdocstrings for an API page, which docgen does not generate; the block is left out (document the API in markdown, or link to its reference)",
        ])
    }

    /// markdown-callouts: `NOTE:` starting a paragraph is a callout, only where turned on.
    @Test func paragraphCalloutsWhereTheProjectTurnsThemOn() {
        let markdown = "Intro NOTE: not a callout.\n\nNOTE: Read [this](a.md)\nfirst.\n\n**EXAMPLE:** Shown.\n\nTODO:x stays.\n"
        let (document, _) = MarkdownSource.parse(markdown, transforms: MarkdownTransformRegistry.transforms(paragraphCallouts: true))
        var delegate = RecordingDelegate()
        let html = HTMLRenderer.render(document, delegate: &delegate).html.replacingOccurrences(of: #"<svg .*?</svg>"#, with: "<svg/>", options: .regularExpression)
        #expect(html == """
            <p>Intro NOTE: not a callout.</p>
            <aside class="callout callout-note" role="note">
            <p class="callout-title"><svg/>Note</p>
            <p>Read <a href="a.html">this</a>
            first.</p>
            </aside>
            <aside class="callout callout-note" role="note">
            <p class="callout-title"><svg/>Example</p>
            <p>Shown.</p>
            </aside>
            <p>TODO:x stays.</p>

            """)
        #expect(delegate.links.map { "\($0.1):\($0.2)" } == ["3:12"], "positions stay the author's")
        #expect(!renderPage(markdown).html.contains("<aside"), "off by default, as GitHub shows them")
    }
}
