import Testing

/// The parts of the conformance harness, on inputs whose answers are known.
@Suite struct HarnessTests {
    @Test(GFMSpec.whenPresentOrInCI)
    func theSpecIsReadAsSpecTestsReadsIt() {
        let examples = GFMSpec.examples
        #expect(examples.count == 673)
        #expect(examples.first.map { [$0.section, $0.markdown, $0.html] } == ["Tabs", "\tfoo\tbaz\t\tbim\n", "<pre><code>foo\tbaz\t\tbim\n</code></pre>\n"])
        #expect(examples.filter { $0.marker == "table" }.count == 8)
        #expect(examples.filter { $0.marker == "disabled" }.map(\.section) == ["Task list items (extension)", "Task list items (extension)"])
    }

    /// The examples of normalize.py's own documentation.
    @Test(.enabled(if: HTMLNormalizer.python != nil, "python3 is not installed"))
    func theNormalizerFollowsNormalizePy() throws {
        let cases = [
            ("<p>a  \t b</p>", "<p>a b</p>"), ("<p>a  \t\nb</p>", "<p>a b</p>"), (" <p>a  b</p>", "<p>a b</p>"),
            ("<p>a  b</p> ", "<p>a b</p>"), ("\n\t<p>\n\t\ta  b\t\t</p>\n\t", "<p>a b</p>"), ("<i>a  b</i> ", "<i>a b</i> "),
            ("<br />", "<br>"), ("<a title=\"bar\" HREF=\"foo\">x</a>", "<a href=\"foo\" title=\"bar\">x</a>"),
            ("&forall;&amp;&gt;&lt;&quot;", "\u{2200}&amp;&gt;&lt;&quot;"), ("<pre>a  \n b</pre>", "<pre>a  \n b</pre>"),
        ]
        #expect(try HTMLNormalizer.normalize(cases.map(\.0)) == cases.map(\.1))
    }

    @Test func docgensDecorationsAreRemovedAndNothingElse() {
        let docgen = """
            <h2 id="a-b">A <em>b</em> <a class="heading-anchor" href="#a-b" aria-label="Permalink: A b">#</a></h2>
            <pre class="code" tabindex="0" role="group" aria-label="swift code" data-lang="swift"><code class="language-swift"><span class="hl-keyword">let</span> x</code></pre>
            <div class="table-scroll" tabindex="0">
            <table>
            <thead>
            <tr>
            <th scope="col" style="text-align: left">a</th>
            </tr>
            </thead>
            </table>
            </div>
            <ul class="task-list">
            <li class="task-list-item"><input type="checkbox" disabled="disabled" checked="checked" aria-label="Done" /> x</li>
            </ul>
            <p><span class="hl-keyword">raw</span></p>

            """
        #expect(DocgenDecorations.removed(from: docgen) == """
            <h2>A <em>b</em></h2>
            <pre><code class="language-swift">let x</code></pre>
            <table>
            <thead>
            <tr>
            <th style="text-align: left">a</th>
            </tr>
            </thead>
            </table>
            <ul>
            <li><input type="checkbox" checked="" disabled="" /> x</li>
            </ul>
            <p><span class="hl-keyword">raw</span></p>

            """)
    }

    /// Only end tags that close what cmark-gfm left open, or cmark-gfm's end tags that close
    /// nothing, may tell the two apart.
    @Test func repairedHTMLIsTheSameDocumentOnlyWhenNothingElseDiffers() {
        #expect(RepairedEquivalence.holds(docgen: "<p><a><b>x</b></a></p>", cmark: "<p><a><b>x</p>"))
        #expect(RepairedEquivalence.holds(docgen: " <em>foo</em>", cmark: "</div> <em>foo</em>"))
        #expect(RepairedEquivalence.holds(docgen: "<p>a<br>b</p>", cmark: "<p>a<br>b</p>"))
        #expect(!RepairedEquivalence.holds(docgen: "<div>foo<p>bar</p></div>", cmark: "<div>foo</div><p>bar</p>"), "content moved")
        #expect(!RepairedEquivalence.holds(docgen: "<p>a</p>", cmark: "<p>b</p>"))
        #expect(!RepairedEquivalence.holds(docgen: "<p>a</p></div>", cmark: "<p>a</p>"), "an end tag nothing opened")
        #expect(!RepairedEquivalence.holds(docgen: "<p>a", cmark: "<p>a</p>"), "an end tag cmark-gfm closes with")
    }
}
