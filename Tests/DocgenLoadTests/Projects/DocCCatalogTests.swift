import DocgenTestSupport
import Testing

@Suite struct DocCCatalogTests {
    private static let files: [String: String] = [
        "Widgets.docc/Widgets.md": """
            ---
            title: Widgets
            ---
            # ``Widgets``

            Make widgets.

            ## Topics

            ### Essentials

            - <doc:GettingStarted>
            - ``Widget``
            - <doc:Tuning>

            ### More

            - <doc:Missing>
            - ``Gadget``
            - <doc:Folder/Styling#colors>

            """,
        "Widgets.docc/Articles/GettingStarted.md": """
            ---
            title: Getting Started
            ---
            # Getting Started

            ## Topics

            - <doc:Tuning>
            - <doc:Advanced>

            ```
            ## Topics
            - <doc:Styling>
            ```

            """,
        "Widgets.docc/Articles/Tuning.md": ProjectFixture.chapter("Tuning"),
        "Widgets.docc/Articles/Advanced.md": ProjectFixture.chapter("Advanced"),
        "Widgets.docc/Articles/Styling.md": ProjectFixture.chapter("Styling"),
        "Widgets.docc/Articles/Unlisted.md": ProjectFixture.chapter("Unlisted"),
        "Widgets.docc/Extensions/Widget.md": "---\ntitle: Widget\n---\n# ``Widgets/Widget``\n",
        "Widgets.docc/Resources/widget.png": "png",
    ]

    @Test func rootPageIsHomeAndTopicsGiveTheOrderAndParts() throws {
        let project = try ProjectFixture(Self.files, config: nil, content: "Widgets.docc")
        let site = try #require(project.site)
        #expect(site.config.title == "Widgets")
        #expect(site.home?.sourcePath == "Widgets.md")
        #expect(project.outline == [
            "Articles/gettingstarted.html | Getting Started | Essentials | 0",
            "Articles/advanced.html | Advanced | Essentials | 1",
            "Extensions/widget.html | Widget | Essentials | 0",
            "Articles/tuning.html | Tuning | Essentials | 0",
            "Articles/styling.html | Styling | More | 0",
            "Articles/unlisted.html | Unlisted | - | 0",
        ])
        #expect(site.staticFiles.map(\.path) == ["Resources/widget.png"])
        #expect(project.diagnostics == [
            "Widgets.docc/Articles/Unlisted.md: note: not in the navigation of Widgets.docc; listed after it",
            "Widgets.docc/Widgets.md:18:3: note: '<doc:Missing>' names no article of the catalog; the navigation leaves it out",
        ])
    }

    @Test func aTechnologyRootPageIsTheHomePage() throws {
        let project = try ProjectFixture([
            "Book.docc/Book.md": "---\ntitle: The Book\n---\n# The Book\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n### Part One\n\n- <doc:One>\n",
            "Book.docc/Other.md": "---\ntitle: Other\n---\n# ``NotTheRoot``\n",
            "Book.docc/One.md": ProjectFixture.chapter("One"),
        ], config: nil, content: "Book.docc")
        #expect(project.site?.home?.sourcePath == "Book.md")
        #expect(project.site?.config.title == "The Book")
        #expect(project.outline == ["one.html | One | Part One | 0", "other.html | Other | - | 0"])
    }
}
