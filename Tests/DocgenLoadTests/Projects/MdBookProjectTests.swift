import DocgenTestSupport
import Testing

@Suite struct MdBookProjectTests {
    private static let summary = """
        # Summary

        [Preface](preface.md)

        # Basics

        - [Setting up](basics/setup.md)
            - [On Linux](basics/linux.md)
                - [Debian](basics/debian.md)
            - [On macOS](./basics/mac%20os.md)
        - [Planned]()

        # Advanced

        - [Plugins](advanced/plugins.md)

        ---

        [Credits](credits.md)

        """

    private static let files: [String: String] = [
        "book.toml": """
            [book]
            title = "The Widget Book"
            description = 'All about widgets'
            language = "de"
            src = "text"
            authors = ["Ann", "Bo"]

            [output.html]
            edit-url-template = "https://git.example.org/book/edit/main/{path}"
            additional-css = ["theme/extra.css"]
            fold = { enable = true, level = 1 }

            [preprocessor.links]

            [preprocessor.admonish]
            command = "mdbook-admonish"

            [output.linkcheck]
            follow-web-links = false

            """,
        "text/SUMMARY.md": summary,
        "text/preface.md": ProjectFixture.chapter("Preface"),
        "text/basics/setup.md": ProjectFixture.chapter("Setup"),
        "text/basics/linux.md": ProjectFixture.chapter("Linux"),
        "text/basics/debian.md": ProjectFixture.chapter("Debian"),
        "text/basics/mac os.md": ProjectFixture.chapter("macOS"),
        "text/advanced/plugins.md": ProjectFixture.chapter("Plugins"),
        "text/credits.md": ProjectFixture.chapter("Credits"),
        "text/404.md": ProjectFixture.chapter("Not found"),
        "text/notes.md": ProjectFixture.chapter("Notes"),
    ]

    @Test func summaryGivesPrefixPartsNestingDraftsAndSuffix() throws {
        let project = try ProjectFixture(Self.files, config: "book.toml", content: "text")
        let site = try #require(project.site)
        #expect(site.config.title == "The Widget Book")
        #expect(site.config.description == "All about widgets")
        #expect(site.config.language == "de")
        #expect(site.config.editURL == "https://git.example.org/book/edit/main/")
        #expect(project.outline == [
            "preface.html | Preface | - | 0",
            "basics/setup.html | Setting up | Basics | 0",
            "basics/linux.html | On Linux | Basics | 1",
            "basics/debian.html | Debian | Basics | 2",
            "basics/mac-os.html | On macOS | Basics | 1",
            "advanced/plugins.html | Plugins | Advanced | 0",
            "credits.html | Credits | - | 0",
        ])
        #expect(project.diagnostics == [
            "book.toml:10:1: warning: [output.html] setting 'additional-css' is not supported: docgen's theme and search do not read it"
                + " [unsupported-setting]",
            "book.toml:11:1: warning: [output.html] setting 'fold' is not supported: docgen's theme and search do not read it"
                + " [unsupported-setting]",
            "book.toml:16:1: warning: preprocessor 'admonish' is not run: what it adds to chapters is missing;"
                + " a docgen.yml 'preprocessors:' command can take its place [unsupported-setting]",
            "book.toml:19:1: warning: renderer 'linkcheck' is not run: docgen makes the HTML site only [unsupported-setting]",
            "text/SUMMARY.md:11:1: note: 'Planned' is a draft chapter, with no file yet; the navigation leaves it out",
            "text/notes.md: note: not in text/SUMMARY.md, so not published, as its tool publishes only what it lists",
        ])
    }

    @Test func badLinesOfBookTomlAndSummaryAreLocatedErrors() throws {
        let project = try ProjectFixture([
            "book.toml": "[book]\ntitle = \"Unclosed\n",
            "src/SUMMARY.md": "# Summary\n\n- [Good](good.md)\n- Not a link\n",
            "src/good.md": ProjectFixture.chapter("Good"),
        ], config: "book.toml", content: "src")
        #expect(project.diagnostics == [
            "book.toml:2:9: error: string is not closed",
            "src/SUMMARY.md:4:1: error: expected a chapter link such as '- [Title](file.md)', found '- Not a link'",
        ])
    }

    @Test func aMissingSummaryIsAnError() throws {
        let project = try ProjectFixture(["book.toml": "[book]\ntitle = \"T\"\n", "src/a.md": ProjectFixture.chapter("A")],
                                         config: "book.toml", content: "src")
        #expect(project.diagnostics == ["src/SUMMARY.md: error: an mdBook's chapters are listed in SUMMARY.md, which is missing"])
    }
}
