import DocgenModel
import Testing

/// A folder's `_index.md`, `index.md` or `README.md` is the folder's page, with its text, and
/// the content folder's is the home page.
@Suite struct SectionPagesTests {
    @Test func eachKindOfSectionFileIsItsFoldersPageFirstInItsPart() throws {
        let (site, problems) = try loadContent([
            "content/hugo/_index.md": "---\ntitle: Hugo section\norder: 1\n---\nThe section's text.\n",
            "content/hugo/a.md": "# A\n",
            "content/mkdocs/index.md": "# MkDocs section\n\nText.\n",
            "content/mkdocs/b.md": "---\norder: -5\n---\n# B\n",
            "content/mdbook/ReadMe.md": "# mdBook section\n",
            "content/mdbook/c.md": "# C\n",
        ])
        #expect(problems == [])
        let chapters = try #require(site?.chapters)
        #expect(chapters.map(\.outputPath) == ["hugo/index.html", "hugo/a.html", "mdbook/index.html", "mdbook/c.html",
                                               "mkdocs/index.html", "mkdocs/b.html"])
        #expect(chapters[0].body == "The section's text.\n")
        #expect(site?.parts.map(\.title) == ["Hugo section", "mdBook section", "MkDocs section"])
    }

    /// Only a part's title, order and description, as before: no page.
    @Test func aSectionFileWithoutTextMakesNoPage() throws {
        let (site, problems) = try loadContent(["content/p/_index.md": "---\ntitle: P\n---\n\n", "content/p/a.md": "# A\n"])
        #expect(problems == [])
        #expect(site?.chapters.map(\.outputPath) == ["p/a.html"])
        #expect(site?.parts.map(\.title) == ["P"])
    }

    @Test func theContentFoldersReadmeOrIndexIsTheHomePage() throws {
        let (readme, _) = try loadContent(["content/README.md": "# Welcome\n\nHello.\n", "content/a.md": "# A\n"])
        #expect(readme?.home?.title == "Welcome")
        #expect(readme?.home?.body == "# Welcome\n\nHello.\n")
        #expect(readme?.chapters.map(\.outputPath) == ["a.html"])
        let (index, problems) = try loadContent(["content/index.md": "No heading.\n"])
        #expect(problems == [])
        #expect(index?.home?.body == "No heading.\n")
    }

    @Test func twoSectionFilesInOneFolderIsALocatedErrorNamingBoth() throws {
        let (site, problems) = try loadContent([
            "content/guide/README.md": "# Guide\n",
            "content/guide/index.md": "# Other guide\n",
        ])
        #expect(problems == ["content/guide/index.md:1:1: error: 'content/guide/README.md' and 'content/guide/index.md' are both"
                             + " the page of folder 'content/guide'; keep one (this one is left out)"])
        #expect(site?.chapters.map(\.sourcePath) == ["guide/README.md"])
    }

    @Test func aSlugInASectionFileIsAWarning() throws {
        let (site, problems) = try loadContent(["content/g/_index.md": "---\ntitle: G\nslug: start\n---\nText.\n"])
        #expect(problems == ["content/g/_index.md:3:7: warning: 'slug' of a folder's page is ignored: it is published as the folder's index.html [unknown-front-matter-key]"])
        #expect(site?.chapters.map(\.outputPath) == ["g/index.html"])
    }
}
