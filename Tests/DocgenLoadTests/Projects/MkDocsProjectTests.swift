import DocgenCore
import DocgenTestSupport
import Testing

@Suite struct MkDocsProjectTests {
    private static let config = """
        site_name: Widgets
        site_description: How widgets work.
        site_url: https://widgets.example.org
        repo_url: https://git.example.org/widgets/
        edit_uri: edit/main/docs/
        nav:
          - Home: index.md
          - start.md
          - Guide:
            - Installing: guide/install.md
            - Deeper:
              - guide/tuning.md
            - guide/faq.md
          - Reference: reference/
          - Chat: https://chat.example.org
          - Missing: gone.md
        exclude_docs: |
          drafts/*
        not_in_nav: |
          extra.md
        markdown_extensions:
          - admonition
          - attr_list
          - pymdownx.tabbed:
              alternate_style: true
          - pymdownx.snippets:
              base_path: snippets
          - pymdownx.emoji:
              emoji_index: !!python/name:material.extensions.emoji.twemoji
          - wikilinks
          - def_list
          - callouts
        plugins:
          - search
          - blog
        extra:
          analytics: !ENV [ANALYTICS_KEY, none]
        extra_css:
          - extra.css

        """

    private static let files: [String: String] = [
        "mkdocs.yml": config,
        "snippets/a.txt": "snippet",
        "docs/index.md": ProjectFixture.chapter("Welcome"),
        "docs/start.md": ProjectFixture.chapter("Getting started"),
        "docs/guide/install.md": ProjectFixture.chapter("Installation"),
        "docs/guide/tuning.md": ProjectFixture.chapter("Tuning"),
        "docs/guide/faq.md": ProjectFixture.chapter("FAQ"),
        "docs/reference/b.md": ProjectFixture.chapter("B"),
        "docs/reference/a.md": ProjectFixture.chapter("A"),
        "docs/extra.md": ProjectFixture.chapter("Extra"),
        "docs/orphan.md": ProjectFixture.chapter("Orphan"),
        "docs/drafts/wip.md": ProjectFixture.chapter("Work in progress"),
        "docs/drafts/sketch.png": "png",
    ]

    @Test func settingsBecomeDocgensAndTheNavGivesTheOrderPartsAndTitles() throws {
        let project = try ProjectFixture(Self.files, config: "mkdocs.yml", content: "docs")
        let site = try #require(project.site)
        #expect(site.config.title == "Widgets")
        #expect(site.config.description == "How widgets work.")
        #expect(site.config.baseURL == "https://widgets.example.org/")
        #expect(site.config.editURL == "https://git.example.org/widgets/edit/main/")
        #expect(site.config.includeFolders.count == 1 && site.config.includeFolders[0].hasSuffix("/snippets"))
        #expect(site.config.paragraphCallouts)
        #expect(site.config.emojiShortcodes == .githubAndTwemoji)
        #expect(site.config.unrunMacros.isEmpty, "no plugin here expands macros")
        #expect(site.home?.title == "Welcome")
        #expect(project.outline == [
            "start.html | Getting started | - | 0",
            "guide/install.html | Installing | Guide | 0",
            "guide/tuning.html | Tuning | Guide › Deeper | 0",
            "guide/faq.html | FAQ | Guide | 0",
            "reference/a.html | A | Reference | 0",
            "reference/b.html | B | Reference | 0",
            "extra.html | Extra | - | 0",
            "orphan.html | Orphan | - | 0",
        ])
        #expect(site.staticFiles.map(\.path) == [])
    }

    /// mkdocs-macros, markdown-include and hooks expand macros in the text: their uses are then
    /// warnings (``MacroSyntax``), and only theirs.
    @Test func thePluginsThatExpandMacrosAreKnown() throws {
        let config = "site_name: M\nmarkdown_extensions:\n  - markdown_include.include:\n      base_path: docs\n"
            + "plugins:\n  - macros\nhooks:\n  - hooks/include.py\n"
        let project = try ProjectFixture(["mkdocs.yml": config, "docs/index.md": ProjectFixture.chapter("Home")], config: "mkdocs.yml", content: "docs")
        #expect(try #require(project.site).config.unrunMacros == [.jinja, .include, .hookInclude])
        #expect(project.diagnostics.contains {
            $0.hasPrefix("mkdocs.yml:3:5: warning: markdown extension 'markdown_include.include' is not supported: each '{! file !}' shows as written")
        }, "\(project.diagnostics)")
    }

    @Test func everyUnsupportedSettingIsOneLocatedWarningAndEveryLeftOutPageANote() throws {
        let project = try ProjectFixture(Self.files, config: "mkdocs.yml", content: "docs")
        #expect(project.diagnostics == [
            "docs/orphan.md: note: not in the navigation of mkdocs.yml; listed after it",
            "mkdocs.yml:15:5: note: 'Chat' links to another site (https://chat.example.org); the navigation leaves it out",
            "mkdocs.yml:16:5: warning: 'gone.md' is not a chapter of the content folder; the navigation leaves it out [project-navigation]",
            "mkdocs.yml:30:5: warning: markdown extension 'wikilinks' is not supported: its syntax shows as written [unsupported-setting]",
            "mkdocs.yml:35:5: warning: plugin 'blog' is not supported: what it adds or changes is not made [unsupported-setting]",
            "mkdocs.yml:38:1: warning: mkdocs.yml setting 'extra_css' is not supported: style sheets are not added;"
                + " put overrides in a templates folder (docgen build --templates) [unsupported-setting]",
        ])
    }

    @Test func withoutNavEveryChapterIsListedInPathOrder() throws {
        let project = try ProjectFixture([
            "mkdocs.yml": "site_name: Plain\ndocs_dir: pages\n",
            "pages/b.md": ProjectFixture.chapter("B"),
            "pages/a.md": ProjectFixture.chapter("A"),
        ], config: "mkdocs.yml", content: "pages")
        #expect(project.diagnostics == [])
        #expect(project.outline == ["a.html | A | - | 0", "b.html | B | - | 0"])
    }

    @Test func aBadFileIsALocatedError() throws {
        let broken = try ProjectFixture(["mkdocs.yml": "site_name: [unclosed\n", "docs/a.md": ProjectFixture.chapter("A")],
                                        config: "mkdocs.yml", content: "docs")
        #expect(broken.diagnostics.first?.hasPrefix("mkdocs.yml:2:1: error: invalid YAML") == true)
        let wrongNav = try ProjectFixture(["mkdocs.yml": "site_name: W\nnav: index.md\n", "docs/a.md": ProjectFixture.chapter("A")],
                                          config: "mkdocs.yml", content: "docs")
        #expect(wrongNav.diagnostics.contains("mkdocs.yml:2:6: error: 'nav' must be a list of pages and sections, not a scalar"))
    }

    @Test func aListedPageWithAnErrorOfItsOwnIsReportedOnceAtItself() throws {
        let project = try ProjectFixture(["mkdocs.yml": "site_name: W\nnav:\n  - a.md\n", "docs/a.md": "---\ntitle: [\n---\n"],
                                         config: "mkdocs.yml", content: "docs")
        #expect(project.diagnostics.count == 1)
        #expect(project.diagnostics.first?.hasPrefix("docs/a.md:") == true)
    }

    @Test func anEditURIOutsideTheDocsFolderGivesNoEditLinkAndSaysSo() throws {
        let project = try ProjectFixture([
            "mkdocs.yml": "site_name: W\nrepo_url: https://git.example.org/w\nedit_uri: wiki/\n",
            "docs/a.md": ProjectFixture.chapter("A"),
        ], config: "mkdocs.yml", content: "docs")
        #expect(project.site?.config.editURL == nil)
        #expect(project.diagnostics == ["mkdocs.yml:3:11: note: 'edit_uri' does not end with the docs folder 'docs'; pages have no edit link"])
    }
}
