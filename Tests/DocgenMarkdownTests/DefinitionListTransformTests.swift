import DocgenMarkdown
import Testing

/// Definition lists as Hugo, MkDocs' `def_list`, Pandoc and PHP Markdown Extra write them.
@Suite struct DefinitionListTransformTests {
    @Test func termsAndDefinitionsBecomeADefinitionListWithTermIDs() {
        let page = renderPage("""
            Intro.

            `publishDir`
            : Where the site is *written*,
            and a lazy line.

                A second paragraph.

            : Another definition.

            [Time zone](tz.md)
            Second term
            :   Third definition.

            After.

            """)
        #expect(page.html == """
            <p>Intro.</p>
            <dl>
            <dt id="publishdir"><p><code>publishDir</code></p>
            </dt>
            <dd><p>Where the site is <em>written</em>,
            and a lazy line.</p>
            <p>A second paragraph.</p>
            </dd>
            <dd><p>Another definition.</p>
            </dd>
            <dt id="time-zone"><p><a href="tz.html">Time zone</a></p>
            </dt>
            <dt id="second-term"><p>Second term</p>
            </dt>
            <dd><p>Third definition.</p>
            </dd>
            </dl>
            <p>After.</p>

            """)
        #expect(page.problems.isEmpty)
        #expect(page.links == ["tz.md@11:1"], "positions stay the author's")
    }

    /// A colon line in a paragraph, lists, headings, code and other blocks stay as they are.
    @Test func onlyATermBeforeADefinitionMakesAList() {
        for markdown in ["a\nb\nc\nd\ne\nf\ng\nh\ni\n: j\n", "- item\n: not a definition\n", "# Heading\n: no\n",
                         "```\ncode\n: no\n```\n", "text\n:no space\n", "text\n\n\n: two blank lines\n"] {
            #expect(!renderPage(markdown).html.contains("<dl>"), "\(markdown)")
        }
    }

    @Test func aTermRepeatedOnThePageGetsItsOwnID() {
        let page = renderPage("# Name\n\nName\n: One.\n")
        #expect(page.html.hasPrefix("<h1 id=\"name\">"))
        #expect(page.html.contains("<dt id=\"name-1\"><p>Name</p>"))
    }
}
