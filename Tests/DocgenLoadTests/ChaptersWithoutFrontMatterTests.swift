import DocgenModel
import Testing

/// Chapters as MkDocs, mdBook and DocC write them: no front matter, the title in the first
/// `#` heading or else in the file's name.
@Suite struct ChaptersWithoutFrontMatterTests {
    @Test func theTitleIsTheFirstLevelOneHeadingATXOrSetext() throws {
        let (site, problems) = try loadContent([
            "content/atx.md": "<!-- a comment -->\n\n# The *first* `one` #\n\nText.\n\n# Second\n",
            "content/setext.md": "Underlined title\n================\n\nText.\n",
            "content/later.md": "Some text first.\n\n## Not level one\n\n# Later heading\n",
            "content/code.md": "```sh\n# not a heading\n```\n",
        ])
        #expect(problems == [])
        let titles = try #require(site?.chapters).map { "\($0.sourcePath)=\($0.title)" }
        #expect(titles == ["atx.md=The first one", "code.md=Code", "later.md=Later heading", "setext.md=Underlined title"])
        #expect(site?.chapter(atSourcePath: "atx.md")?.bodyLineOffset == 0)
    }

    @Test func withoutAHeadingTheFileNameIsMadeReadable() throws {
        let (site, _) = try loadContent(["content/getting-started.md": "Just text.\n", "content/user_guide.md": ""])
        #expect(site?.chapters.map(\.title) == ["Getting started", "User guide"])
    }

    @Test func frontMatterWithoutTitleTakesTheHeadingAndKeepsItsOrder() throws {
        let (site, problems) = try loadContent([
            "content/a.md": "---\norder: 2\n---\n# Alpha\n",
            "content/b.md": "---\norder: 1\n---\n# Beta\n",
        ])
        #expect(problems == [])
        #expect(site?.chapters.map(\.title) == ["Beta", "Alpha"])
    }

    /// Hugo files often start with a blank line; a UTF-8 byte order mark is dropped first.
    @Test func blankLinesAndAByteOrderMarkBeforeFrontMatterAreAccepted() throws {
        let (site, problems) = try loadContent([
            "content/blank.md": "\n  \n---\ntitle: Blank\norder: 1\n---\nBody\n",
            "content/bom.md": "\u{FEFF}---\ntitle: Marked\norder: 2\n---\nBody\n",
            "content/bad.md": "\n\n---\ntitle: [x\n---\n",
        ])
        #expect(problems == ["content/bad.md:5:1: error: invalid YAML in front matter: did not find expected ',' or ']' while parsing a flow sequence"])
        let chapters = try #require(site?.chapters)
        #expect(chapters.map(\.title) == ["Blank", "Marked"])
        #expect(chapters[0].bodyLineOffset == 6)
        #expect(chapters[0].body == "Body\n")
    }
}
