@testable import DocgenLoad
import DocgenTestSupport
import Testing

@Suite struct HugoProjectTests {
    @Test func titleBaseURLAndContentFolderComeFromHugoToml() throws {
        let project = try ProjectFixture([
            "hugo.toml": "baseURL = 'https://docs.example.org'\ntitle = \"Gadgets\"\ncontentDir = \"pages\"\n[[cascade]]\n[cascade.params]\nx = 1\n",
            "pages/b.md": "---\ntitle: B\nweight: 1\n---\n",
            "pages/a.md": "---\ntitle: A\nweight: 2\n---\n",
        ], config: "hugo.toml", content: "pages")
        #expect(project.diagnostics == [])
        #expect(project.site?.config.title == "Gadgets")
        #expect(project.site?.config.baseURL == "https://docs.example.org/")
        #expect(project.outline == ["b.html | B | - | 0", "a.html | A | - | 0"])
    }

    @Test func eachRenderHookIsAWarningAtItsFile() throws {
        let project = try ProjectFixture([
            "hugo.toml": "title = 'H'\n",
            "layouts/_markup/render-link.html": "{{ .Destination }}",
            "layouts/_markup/render-codeblock-mermaid.html": "",
            "layouts/_markup/other.html": "",
            "content/a.md": "---\ntitle: A\n---\nText.\n",
        ], config: "hugo.toml", content: "content")
        #expect(project.diagnostics == [
            "layouts/_markup/render-codeblock-mermaid.html: warning: Hugo's render hook 'render-codeblock-mermaid.html' is not run, as docgen runs"
                + " no templates: code blocks are docgen's (a language the hook draws, such as a diagram, is shown as code) [unsupported-setting]",
            "layouts/_markup/render-link.html: warning: Hugo's render hook 'render-link.html' is not run, as docgen runs no templates: links are"
                + " resolved and checked as written (a link the hook rewrites, such as one by a glossary term, is shown as its text and"
                + " reported) [unsupported-setting]",
        ])
    }

    /// Hugo shows a folder whose `_index.md` has no text as the list of its pages.
    @Test func aSectionWithoutTextListsItsPages() throws {
        let project = try ProjectFixture([
            "hugo.toml": "title = 'H'\n",
            "content/methods/_index.md": "---\ntitle: Methods\ndescription: All [the] methods.\n---\n",
            "content/methods/Add.md": "---\ntitle: Add\nweight: 2\ndescription: Adds *two*.\n---\nText.\n",
            "content/methods/After.md": "---\ntitle: After\nweight: 1\n---\nText.\n",
            "content/methods/time/_index.md": "---\ntitle: Time\n---\n",
            "content/methods/time/Day.md": "---\ntitle: Day\n---\nText.\n",
            "content/methods/empty/_index.md": "---\ntitle: Empty\n---\n",
        ], config: "hugo.toml", content: "content")
        #expect(project.diagnostics == [])
        let page = project.site?.chapter(atSourcePath: "methods/_index.md")
        #expect(page?.outputPath == "methods/index.html")
        #expect(page?.description == "All [the] methods.")
        #expect(page?.body == """
            - [After](<After.md>)
            - [Add](<Add.md>) — Adds \\*two\\*\\.
            - [Time](<time/>)

            """)
        #expect(project.site?.chapter(atSourcePath: "methods/time/_index.md")?.body == "- [Day](<Day.md>)\n")
        #expect(project.site?.chapter(atSourcePath: "methods/empty/_index.md") == nil)
    }

    /// Hugo's headless and never-rendered pages, and those under a folder whose `cascade` says
    /// so, are not published; the folder's own page is.
    @Test func pagesHugoDoesNotRenderAreLeftOut() throws {
        let project = try ProjectFixture([
            "hugo.toml": "title = 'H'\n",
            "content/a.md": "---\ntitle: A\n---\nText.\n",
            "content/hidden.md": "---\ntitle: Hidden\nheadless: true\n---\nText.\n",
            "content/never.md": "---\ntitle: Never\nbuild:\n  render: never\n---\nText.\n",
            "content/_common/_index.md": "---\ncascade:\n  build:\n    render: never\n    list: never\n---\n",
            "content/_common/part.md": "---\ntitle: Part\n---\nShared.\n",
            "content/glossary/_index.md": "---\ntitle: Glossary\nbuild:\n  render: always\ncascade:\n  - build:\n      render: never\n---\nTerms.\n",
            "content/glossary/term.md": "---\ntitle: Term\n---\nMeaning.\n",
        ], config: "hugo.toml", content: "content")
        #expect(project.site?.chapters.map(\.sourcePath).sorted() == ["a.md", "glossary/_index.md"])
    }

    /// Hugo's configuration may be YAML or JSON, or the folder `config/_default/`, whose other
    /// files hold the keys of their names.
    @Test func yamlJSONAndConfigFolderAreRead() throws {
        let yaml = try ProjectFixture([
            "hugo.yaml": "title: Gadgets\nbaseURL: https://example.org/docs/\nmodule:\n  mounts:\n    - source: pages\n      target: content\n"
                + "    - source: ../README.md\n      target: content/about/readme.md\n",
            "pages/a.md": "---\ntitle: A\n---\nText.\n",
        ], config: "hugo.yaml", content: "pages")
        #expect(yaml.site?.config.title == "Gadgets")
        #expect(yaml.site?.config.baseURL == "https://example.org/docs/")
        #expect(yaml.diagnostics == ["hugo.yaml:8:15: warning: the mount of '../README.md' at 'content/about/readme.md' is not read: docgen reads"
                                     + " the whole content and static folders only [unsupported-setting]"])
        let json = try ProjectFixture([
            "hugo.json": #"{"title": "J", "contentDir": "docs"}"#,
            "docs/a.md": "---\ntitle: A\n---\nText.\n",
        ], config: "hugo.json", content: "docs")
        #expect(json.site?.config.title == "J")
        let folder = try ProjectFixture([
            "config/_default/hugo.toml": "title = 'F'\n",
            "config/_default/module.yaml": "mounts:\n  - source: site-content\n    target: content\n",
            "site-content/a.md": "---\ntitle: A\n---\nText.\n",
        ], config: "config/_default/hugo.toml", content: "site-content")
        #expect(folder.site?.config.title == "F")
        #expect(folder.diagnostics == [])
        #expect(ProjectReader.Kind(configPath: "config/_default/hugo.toml") == .hugo)
        #expect(HugoConfigFiles.siteFolder(of: "/site/config/_default/hugo.toml") == "/site")
    }

    /// Hugo copies `static/` (or `staticDir`, or the folders mounted on `static`) to the site's
    /// root; a content file of the same path wins.
    @Test func staticFoldersArePublishedAtTheRoot() throws {
        let project = try ProjectFixture([
            "hugo.toml": "title = 'H'\n",
            "static/images/logo.svg": "<svg/>",
            "static/robots.txt": "static",
            "content/robots.txt": "content",
            "content/a.md": "---\ntitle: A\n---\n![](/images/logo.svg)\n",
        ], config: "hugo.toml", content: "content")
        #expect(project.diagnostics == [])
        let files = project.site?.staticFiles.map { "\($0.outputPath)=\(String(decoding: $0.bytes, as: UTF8.self))" }.sorted()
        #expect(files == ["images/logo.svg=<svg/>", "robots.txt=content"])

        let mounted = try ProjectFixture([
            "hugo.toml": "[[module.mounts]]\nsource = 'content'\ntarget = 'content'\n[[module.mounts]]\nsource = 'public-files'\ntarget = 'static'\n",
            "public-files/a.txt": "a",
            "static/b.txt": "not mounted",
            "content/a.md": "---\ntitle: A\n---\nText.\n",
        ], config: "hugo.toml", content: "content")
        #expect(mounted.site?.staticFiles.map(\.outputPath) == ["a.txt"])

        let listed = try ProjectFixture([
            "hugo.toml": "staticDir = ['one', 'two']\n",
            "one/a.txt": "one", "two/a.txt": "two", "two/b.txt": "b",
            "content/a.md": "---\ntitle: A\n---\nText.\n",
        ], config: "hugo.toml", content: "content")
        #expect(listed.site?.staticFiles.map { "\($0.outputPath)=\(String(decoding: $0.bytes, as: UTF8.self))" } == ["a.txt=one", "b.txt=b"])
    }

    /// Hugo's `figure` finds `src="/images/a.jpg"` among the global resources (`assets/`, or
    /// `assetDir`) and publishes it: the images there are published at the root, where neither
    /// the content nor the static folder has that file; the style sheets and scripts are not.
    @Test func assetImagesArePublishedAtTheRoot() throws {
        let project = try ProjectFixture([
            "hugo.toml": "title = 'H'\n",
            "assets/images/examples/park.jpg": "jpg",
            "assets/images/logo.svg": "<svg>asset</svg>",
            "assets/css/main.css": "p {}",
            "assets/js/main.js": "x",
            "static/images/logo.svg": "<svg>static</svg>",
            "content/a.md": "---\ntitle: A\n---\n{{< figure src=\"/images/examples/park.jpg\" alt=\"A park\" >}}\n",
        ], config: "hugo.toml", content: "content")
        #expect(project.diagnostics == [])
        let files = project.site?.staticFiles.map { "\($0.outputPath)=\(String(decoding: $0.bytes, as: UTF8.self))" }.sorted()
        #expect(files == ["images/examples/park.jpg=jpg", "images/logo.svg=<svg>static</svg>"])

        let elsewhere = try ProjectFixture([
            "hugo.toml": "assetDir = 'resources-src'\n",
            "resources-src/a.png": "png", "assets/b.png": "not the asset folder",
            "content/a.md": "---\ntitle: A\n---\nText.\n",
        ], config: "hugo.toml", content: "content")
        #expect(elsewhere.site?.staticFiles.map(\.outputPath) == ["a.png"])
    }

    /// A folder with `_index.md` and `readme.md`: Hugo's page of it is `_index.md`; the other is
    /// a warning, not an error that stops the build.
    @Test func aSecondPageOfAFolderIsAWarning() throws {
        let project = try ProjectFixture([
            "hugo.toml": "title = 'H'\n",
            "content/about/_index.md": "---\ntitle: About\n---\nText.\n",
            "content/about/readme.md": "---\ntitle: Readme\n---\nText.\n",
        ], config: "hugo.toml", content: "content")
        #expect(project.diagnostics.count == 1 && project.diagnostics[0].hasSuffix("(this one is left out) [project-navigation]"),
                "\(project.diagnostics)")
        #expect(project.site?.chapter(atSourcePath: "about/_index.md") != nil)
    }

    /// Any key of a Hugo page's front matter is one of its parameters, which the site's
    /// templates read: not a typo, so only the rule that is off by default names it.
    @Test func frontMatterKeysArePageParameters() throws {
        let project = try ProjectFixture([
            "hugo.toml": "title = 'H'\n",
            "content/a.md": "---\ntitle: A\nreference: https://example.org\n_comment: shared\n---\nText.\n",
        ], config: "hugo.toml", content: "content")
        #expect(project.diagnostics == [
            "content/a.md:3:1: warning: 'reference' is another generator's key; docgen does not read it [ignored-front-matter-key]",
            "content/a.md:4:1: warning: '_comment' is another generator's key; docgen does not read it [ignored-front-matter-key]",
        ])
        // In docgen's own project the same key is a warning that catches typos.
        let own = try ProjectFixture(["content/a.md": "---\ntitle: A\nreference: x\n---\nText.\n"], config: nil, content: "content")
        #expect(own.diagnostics.map { $0.hasSuffix("[unknown-front-matter-key]") } == [true])
    }

    /// docgen's own projects keep such a file as the part's title only.
    @Test func aDocgenSectionWithoutTextHasNoPage() throws {
        let project = try ProjectFixture([
            "content/methods/_index.md": "---\ntitle: Methods\n---\n",
            "content/methods/add.md": "---\ntitle: Add\n---\nText.\n",
        ], config: nil, content: "content")
        #expect(project.site?.chapter(atSourcePath: "methods/_index.md") == nil)
    }
}
