import DocgenMarkdown
import Testing

/// What the renderer does for the page around the markdown: a first `#` heading that repeats
/// the page's title is shown once, and heading ids avoid the template's own ids.
@Suite struct PageTitleAndIDsTests {
    private func render(_ markdown: String, title: String? = nil, reserved: Set<String> = []) -> RenderedMarkdown {
        var delegate = RecordingDelegate()
        return HTMLRenderer.render(CommonMarkParser.parse(markdown), delegate: &delegate, reservedIDs: reserved, pageTitle: title)
    }

    @Test func aFirstHeadingRepeatingTheTitleIsLeftOutAndItsIDKept() {
        let rendered = render("<!-- note -->\n\n#  Getting started \n\nText.\n\n## Getting started\n", title: "Getting started")
        #expect(rendered.titleID == "getting-started")
        #expect(!rendered.html.contains("<h1"))
        #expect(rendered.html.contains("<!-- note -->"))
        // The next heading of the same text takes the next id, as repeated headings do.
        #expect(rendered.headings.map(\.id) == ["getting-started-1"])
    }

    /// A first `#` heading that names the page otherwise (MkDocs' nav says "Getting started",
    /// the file "Getting started with Widgets") is the one title the page shows, as MkDocs' and
    /// mdBook's pages show it; one of another level, or not first, stays in the text.
    @Test func aFirstHeadingOfOtherTextIsTheTitleShownAndOfOtherLevelStays() {
        let other = render("# Something `else`\n\nText.\n", title: "Getting started")
        #expect(other.titleID == "something-else")
        #expect(other.shownTitle == "Something else")
        #expect(other.html == "<p>Text.</p>\n")
        #expect(render("# Getting started\n", title: "Getting started").shownTitle == nil)
        let level2 = render("## Getting started\n", title: "Getting started")
        #expect(level2.titleID == nil)
        let notFirst = render("Text.\n\n# Getting started\n", title: "Getting started")
        #expect(notFirst.html.contains("<h1 id=\"getting-started\">"))
    }

    @Test func aHeadingWhoseIDTheTemplateUsesGetsASuffix() {
        let rendered = render("## Main\n\n## Contents\n\n## Main\n", reserved: ["main", "contents"])
        #expect(rendered.headings.map(\.id) == ["main-1", "contents-1", "main-2"])
    }

    @Test func rawHTMLLinksAreResolvedLikeMarkdownLinks() {
        var delegate = RecordingDelegate()
        let markdown = "<p>\n<a class=\"x\" href=\"other.md#part\">o</a>\n<img SRC='img/a.png' alt=\"\" />\n</p>\n\n"
            + "Inline <a href=\"b.md\">b</a> and <a href=\"https://x.example/c.md\">c</a>, <a href=\"#here\">h</a>, <a href=\"a.md?x=1&amp;y\">q</a>.\n"
        let html = HTMLRenderer.render(CommonMarkParser.parse(markdown), delegate: &delegate).html
        #expect(html.contains("<a class=\"x\" href=\"other.html#part\">"))
        #expect(html.contains("<img SRC='img/a.png'"))
        #expect(html.contains("<a href=\"b.html\">b</a>"))
        #expect(html.contains("href=\"https://x.example/c.md\""))
        #expect(html.contains("href=\"#here\""))
        #expect(html.contains("href=\"a.md?x=1&amp;y\""))
        #expect(delegate.links.map(\.0) == ["other.md#part", "img/a.png", "b.md"])
        #expect(delegate.links.map(\.1) == [2, 3, 6])
    }
}
