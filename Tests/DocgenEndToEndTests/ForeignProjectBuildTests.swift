import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` in the folder of another tool's project reads it in place: it says which
/// project it read, follows its navigation, and writes nothing into the project's files.
@Suite struct ForeignProjectBuildTests {
    private let commandLine = CommandLineTests()

    private static func chapter(_ title: String) -> String { "---\ntitle: \(title)\n---\n\nAbout \(title).\n" }

    @Test func anMkDocsProjectIsFoundBuiltInItsNavOrderAndLeftUnchanged() throws {
        let folder = try TemporaryFolder([
            "mkdocs.yml": "site_name: Widgets\nnav:\n  - Home: index.md\n  - Guide:\n    - First steps: guide/start.md\n    - guide/more.md\n",
            "docs/index.md": Self.chapter("Welcome"),
            "docs/guide/more.md": Self.chapter("More"),
            "docs/guide/start.md": Self.chapter("Start"),
        ])
        defer { folder.remove() }
        let before = folder.snapshot(of: "docs")
        let run = try commandLine.docgen(["build"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("reading the MkDocs project of mkdocs.yml, chapters from docs\n"))
        let page = try #require(folder.read("site/guide/more.html"))
        let partAt = try #require(page.range(of: "<span class=\"nav-part\">Guide</span>"))
        let startAt = try #require(page.range(of: ">First steps</a>"))
        let moreAt = try #require(page.range(of: ">More</a>"))
        #expect(partAt.lowerBound < startAt.lowerBound && startAt.lowerBound < moreAt.lowerBound)
        #expect(folder.read("site/index.html")?.contains("About Welcome.") == true)
        #expect(folder.snapshot(of: "docs") == before)
    }

    @Test func anMdBookNestsChaptersAndADocCCatalogIsReadAsContent() throws {
        let folder = try TemporaryFolder([
            "book.toml": "[book]\ntitle = \"Book\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Top](top.md)\n    - [Inner](inner.md)\n",
            "src/top.md": Self.chapter("Top"),
            "src/inner.md": Self.chapter("Inner"),
            "Kit.docc/Kit.md": "---\ntitle: Kit\n---\n# ``Kit``\n\n## Topics\n\n### Basics\n\n- <doc:Intro>\n",
            "Kit.docc/Intro.md": Self.chapter("Intro"),
        ])
        defer { folder.remove() }
        let book = try commandLine.docgen(["build", "--config", "book.toml"], in: folder.path)
        #expect(book.status == 0, "\(book.standardError)")
        #expect(folder.read("site/top.html")?.contains("<li class=\"nav-depth-1\"><a href=\"inner.html\">Inner</a></li>") == true)
        let catalog = try commandLine.docgen(["build", "--content", "Kit.docc", "--output", "kit-site"], in: folder.path)
        #expect(catalog.status == 0, "\(catalog.standardError)")
        #expect(folder.read("kit-site/intro.html")?.contains("<span class=\"nav-part\">Basics</span>") == true)
    }

    /// Each tool's redirects are docgen's: mkdocs-redirects' `redirect_maps` (paths in the docs
    /// folder) and mdBook's `[output.html.redirect]` (a target from the old page's folder).
    @Test func anMkDocsOrMdBookProjectsRedirectsAreWritten() throws {
        let folder = try TemporaryFolder([
            "mkdocs.yml": "site_name: W\nplugins:\n  - search\n  - redirects:\n      redirect_maps:\n        old/start.md: guide/start.md\n",
            "docs/index.md": Self.chapter("Welcome"),
            "docs/guide/start.md": Self.chapter("Start"),
            "book/book.toml": "[book]\ntitle = \"Book\"\n\n[output.html.redirect]\n\"/old/top.html\" = \"../guide/top.html\"\n",
            "book/src/SUMMARY.md": "# Summary\n\n- [Top](guide/top.md)\n",
            "book/src/guide/top.md": Self.chapter("Top"),
        ])
        defer { folder.remove() }
        let mkdocs = try commandLine.docgen(["build"], in: folder.path)
        #expect(mkdocs.status == 0, "\(mkdocs.standardError)")
        #expect(!mkdocs.standardError.contains("redirects"), "the plugin is carried out, not warned about")
        #expect(folder.read("site/old/start.html")?.contains("url=../guide/start.html") == true)
        let book = try commandLine.docgen(["build"], in: "\(folder.path)/book")
        #expect(book.status == 0, "\(book.standardError)")
        #expect(!book.standardError.contains("redirect"), "the setting is read, not warned about")
        #expect(folder.read("book/site/old/top.html")?.contains("url=../guide/top.html") == true)
    }

    /// Includes read files from where their tool reads them: mdBook's from the chapter's folder
    /// (outside `src/` too), pymdownx's from the project's folder, DocC's from the package's
    /// `Snippets/`. A device or a missing file is a located warning, and never blocks the build.
    @Test func includesAreReadFromWhereTheirToolReadsThem() throws {
        let folder = try TemporaryFolder([
            "book.toml": "[book]\ntitle = \"Book\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Code](code.md)\n",
            "src/code.md": "# Code\n\n```rust\n{{#include ../examples/main.rs:body}}\n```\n\n{{#include /dev/zero}}\n\n{{#include gone.rs}}\n",
            "examples/main.rs": "fn main() {\n    // ANCHOR: body\n    println!(\"included\");\n    // ANCHOR_END: body\n}\n",
            "mk/mkdocs.yml": "site_name: M\nmarkdown_extensions:\n  - pymdownx.snippets\n",
            "mk/CONTRIBUTING.md": "## Pull requests\n\nSend them.\n",
            "mk/docs/index.md": "# Home\n\n--8<-- \"CONTRIBUTING.md\"\n",
            "mk/docs/other.md": "# Other\n\nSee [pull requests](index.md#pull-requests).\n",
            "Package.swift": "// swift-tools-version:5.9\n",
            "Snippets/Hello.swift": "//! Greets.\nprint(\"hello from a snippet\")\n",
            "Sources/Kit/Kit.docc/Kit.md": "# ``Kit``\n\n@Snippet(path: \"Kit/Snippets/Hello\")\n",
        ])
        defer { folder.remove() }
        let book = try commandLine.docgen(["build"], in: folder.path)
        #expect(book.status == 0, "\(book.standardError)")
        let page = try #require(folder.read("site/code.html"))
        #expect(page.contains("included"))
        #expect(!page.contains("ANCHOR"))
        #expect(book.standardError.contains("src/code.md:7:1: warning: '/dev/zero' is not a regular file; nothing is included [included-file]"),
                "\(book.standardError)")
        #expect(book.standardError.contains("src/code.md:9:1: warning: 'gone.rs' is not a file"))
        let mkdocs = try commandLine.docgen(["build"], in: "\(folder.path)/mk")
        #expect(mkdocs.status == 0, "\(mkdocs.standardError)")
        #expect(folder.read("mk/site/index.html")?.contains("<h2 id=\"pull-requests\">") == true)
        #expect(!mkdocs.standardError.contains("pull-requests"), "the link to the included heading is found")
        let catalog = try commandLine.docgen(["build", "--content", "Sources/Kit/Kit.docc", "--output", "kit-site"], in: folder.path)
        #expect(catalog.status == 0, "\(catalog.standardError)")
        #expect(folder.read("kit-site/index.html")?.contains("<p>Greets.</p>") == true)
    }

    /// The navigation's title names the page in the sidebar; the page shows its own `#` heading
    /// once, as MkDocs does.
    @Test func aPageShowsItsOwnHeadingOnceAndTheSidebarTheNavigationsTitle() throws {
        let folder = try TemporaryFolder([
            "mkdocs.yml": "site_name: W\nnav:\n  - Home: index.md\n  - Start: start.md\n",
            "docs/index.md": "# Welcome\n\nHi.\n",
            "docs/start.md": "# Getting started with Widgets\n\nText.\n",
        ])
        defer { folder.remove() }
        let run = try commandLine.docgen(["build"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        let page = try #require(folder.read("site/start.html"))
        #expect(page.components(separatedBy: "<h1").count == 2)
        #expect(page.contains("<h1 id=\"getting-started-with-widgets\">Getting started with Widgets</h1>"))
        #expect(page.contains(">Start</a>"))
    }

    /// A Hugo site's static files are published at the root, its code in `go-html-template`
    /// highlighted, and a link its render hook rewrites (a glossary term) shown as its text
    /// with a warning, not published dead: `docgen check` finds no broken link.
    @Test func aHugoSiteKeepsItsStaticFilesAndShowsHookLinksAsText() throws {
        let folder = try TemporaryFolder([
            "hugo.toml": "title = 'H'\n",
            "layouts/_markup/render-link.html": "{{ .Destination }}",
            "static/images/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>",
            "content/_index.md": "---\ntitle: H\n---\nHome.\n",
            "content/a.md": "---\ntitle: A\nmenu: main\n---\nA [page resource](g) and ![logo](/images/logo.svg) and [B](b.md).\n\n"
                + "```go-html-template\n{{ range .Pages }}{{ .Title }}{{ end }}\n```\n",
            "content/b.md": "---\ntitle: B\n---\nText.\n",
        ])
        defer { folder.remove() }
        let run = try commandLine.docgen(["build"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        let page = try #require(folder.read("site/a.html"))
        #expect(page.contains("A page resource and <img"), "the hook's link is its text")
        #expect(page.contains("<a href=\"b.html\">B</a>"))
        #expect(page.contains("<span class=\"hl-keyword\">range</span>"))
        #expect(folder.read("site/images/logo.svg") != nil)
        #expect(run.standardError.contains("content/a.md:5:3: warning: link to missing file 'g'; shown as its text, as the project's render hook"
                                           + " 'render-link.html' may resolve it, and docgen runs no templates [broken-link]"), "\(run.standardError)")
        #expect(!run.standardError.contains("menu"), "a page parameter is no warning")
        let check = try commandLine.docgen(["check", "site"], in: folder.path)
        #expect(check.status == 0, "\(check.standardError)")
    }

    /// `:tada:` is an emoji where the project's tool shows one: always in docgen's own projects
    /// (as on GitHub), in MkDocs with `pymdownx.emoji` (Twemoji's names too, Material's icons a
    /// located warning), in Hugo with `enableEmoji`; never in mdBook.
    @Test(arguments: [
        ("docgen.yml", "title: S\n", "content", "🎉 :thumbsup_tone2:"),
        ("mkdocs.yml", "site_name: S\nmarkdown_extensions:\n  - pymdownx.emoji\n", "docs", "🎉 👍🏼"),
        ("mkdocs.yml", "site_name: S\n", "docs", ":tada: :thumbsup_tone2:"),
        ("hugo.toml", "title = 'S'\nenableEmoji = true\n", "content", "🎉 :thumbsup_tone2:"),
        ("hugo.toml", "title = 'S'\n", "content", ":tada: :thumbsup_tone2:"),
        ("book.toml", "[book]\ntitle = \"S\"\n", "src", ":tada: :thumbsup_tone2:"),
    ])
    func emojiShortcodesAreShownWhereTheirToolShowsThem(config: String, text: String, folderName: String, shown: String) throws {
        let folder = try TemporaryFolder([
            config: text,
            "\(folderName)/SUMMARY.md": "# Summary\n\n- [Party](party.md)\n",
            "\(folderName)/party.md": "# Party\n\nIt shipped :tada: :thumbsup_tone2: — :material-check:\n",
        ])
        defer { folder.remove() }
        let run = try commandLine.docgen(["build"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(folder.read("site/party.html")?.contains("It shipped \(shown) — :material-check:") == true)
        let warnsOfTheIcon = run.standardError.contains("party.md:3:40: warning: icon ':material-check:' is not drawn")
        #expect(warnsOfTheIcon == (shown == "🎉 👍🏼" && config == "mkdocs.yml"), "\(run.standardError)")
    }

    /// What MkDocs builds, docgen builds: a heading's own id (equal to the one its text gives
    /// too), attribute lists with quoted values, headings that hold links, Python-Markdown's
    /// heading ids, the author's images without `alt`, an empty tab, and a theme's Jinja
    /// templates inside `docs/`, none of them an error.
    @Test func anMkDocsProjectsToleratedMarkupBuilds() throws {
        let folder = try TemporaryFolder([
            "mkdocs.yml": "site_name: W\ntheme:\n  name: material\n  custom_dir: docs/overrides\nmarkdown_extensions:\n  - attr_list\n  - toc\n",
            "docs/index.md": """
                # Home

                ## Learn More { #learn-more }

                ## Options {#opts}

                ### with pip <small>recommended</small> { #with-pip data-toc-label="with pip" }

                ### [AsyncIO](https://example.org/asyncio)

                ## Caret, Mark & Tilde

                ## Release { id="9.7.0" }

                <img src="logo.png">

                === "Empty"

                See [options](#opts), [tilde](#caret-mark-tilde) and [9.7.0](#9.7.0).

                """,
            "docs/logo.png": "png",
            // A URL from the page's directory URL, `async/`, as MkDocs serves it.
            "docs/async.md": "# Async\n\nSee [the transport](../advanced/transports#asgitransport).\n",
            "docs/advanced/transports.md": "# Transports\n\n## ASGITransport\n\nText.\n",
            "docs/overrides/main.html": "{% extends \"base.html\" %}<a href=\"{{ config.x }}\"><img src=\"{{ y }}\"></a>",
        ])
        defer { folder.remove() }
        let run = try commandLine.docgen(["build"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        let page = try #require(folder.read("site/index.html"))
        for id in ["learn-more", "opts", "with-pip", "asyncio", "caret-mark-tilde", "9.7.0"] {
            #expect(page.contains("id=\"\(id)\""), "\(id)")
        }
        #expect(!page.contains("data-toc-label") && !page.contains("{ #"))
        #expect(!page.contains("<a href=\"#asyncio\"><a"), "no link inside the contents' link")
        #expect(folder.read("site/overrides/main.html") == nil)
        #expect(run.standardError.contains("[img-alt]") && run.standardError.contains("has no content"), "\(run.standardError)")
        #expect(!run.standardError.contains("broken-fragment") && !run.standardError.contains("broken-link"), "\(run.standardError)")
        #expect(folder.read("site/async.html")?.contains("href=\"advanced/transports.html#asgitransport\"") == true)
    }

    /// DocC's links as DocC reads them: a heading fragment with its case and punctuation, a
    /// reference definition to an article, `<doc:#Heading>` on the page itself, an image by its
    /// name with only a `@2x` file; `@Snippet` in a code block is code; a tutorial is named.
    @Test func aDocCCatalogsLinksHeadingsAndTutorials() throws {
        let folder = try TemporaryFolder([
            "Kit.docc/Kit.md": "# ``Kit``\n\n## Topics\n\n- <doc:FAQ>\n- <doc:Intro>\n",
            "Kit.docc/FAQ.md": """
                # FAQ

                ## Should Kit be used, always?

                See [below](#Should-Kit-be-used,-always?), <doc:#Should-Kit-be-used,-always?> and the [intro][intro].

                [intro]: <doc:Intro>

                ![Shot](shot.png)

                ```markdown
                @Snippet(path: "Kit/Snippets/Hello")
                ```

                """,
            "Kit.docc/Intro.md": "# Intro\n\nRead <doc:FAQ#Should-Kit-be-used,-always?> and [the FAQ](<doc:FAQ>).\n",
            "Kit.docc/Resources/shot@2x.png": "png",
            "Kit.docc/Meet.tutorial": "@Tutorial(time: 10) {\n}\n",
        ])
        defer { folder.remove() }
        let run = try commandLine.docgen(["build", "--content", "Kit.docc"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("broken"), "\(run.standardError)")
        let faq = try #require(folder.read("site/faq.html"))
        #expect(faq.contains("<a href=\"#should-kit-be-used-always\">below</a>"), "\(faq)")
        #expect(faq.contains("<a href=\"intro.html\">intro</a>"))
        #expect(faq.contains("shot@2x.png"))
        #expect(faq.contains("@Snippet(path: &quot;Kit/Snippets/Hello&quot;)"))
        #expect(folder.read("site/intro.html")?.contains("faq.html#should-kit-be-used-always") == true)
        #expect(folder.read("site/intro.html")?.contains("<a href=\"faq.html\">the FAQ</a>") == true)
        #expect(folder.read("site/Meet.tutorial") == nil)
        #expect(run.standardError.contains("Kit.docc/Meet.tutorial: warning: this DocC tutorial is not built"), "\(run.standardError)")
    }
}
