import DocgenCheck
import DocgenCore
import DocgenEngine
import DocgenMarkdown
import DocgenTestSupport
import Foundation
import Testing

/// `llms: true`: each page's markdown copy beside it, each language's `llms.txt` (the
/// llmstxt.org format) and `llms-full.txt`, the pages' "View as markdown" link; nothing when
/// off; kept, remade and removed with their pages by every kind of build.
@Suite struct AgentFilesBuildTests {
    static let config = "title: Cells\ndescription: How table cells are drawn.\nllms: true\nsnippets: snippets\n"

    static let files: [String: String] = [
        "docgen.yml": config,
        "snippets/Cell.swift": "// snippet.make\nlet cell = UITableViewCell()\n// snippet.end\n",
        "content/intro.md": """
            ---
            title: Introduction
            description: What the guide covers.
            order: 1
            ---

            # Introduction

            Read [the masks](guide/masks.md#corner-masks), the [results](guide/results.md) and
            ![a picture](pic.svg). A *stress* on `code`, **strong** words, 2 * 3 and snake_case.

            > [!NOTE]
            > A callout, with a [link](guide/masks.md).

            !!! warning "Mind the gap"
                An admonition's body.

            === "Swift"

                ```swift file="Cell.swift#make"
                ```

            === "Shell"

                ```sh
                swift build
                ```

            - one
            - two
              1. nested
            """,
        "content/pic.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><title>p</title></svg>",
        "content/data/fps.csv": "scheme,fps\na,60\nb,45\n",
        "content/guide/masks.md": """
            ---
            title: Masks
            order: 2
            ---

            ## Corner masks

            ```listspec
            id: cells
            views: [list]
            sections:
              - rows: ["Wi-Fi", "Bluetooth"]
            ```

            ```mermaid
            graph TD; A-->B
            ```

            Back to [the introduction](../intro.md).
            """,
        "content/guide/results.md": """
            ---
            title: Results
            description: Frames per second.
            order: 3
            ---

            ```benchtable
            source: data/fps.csv
            key: scheme
            better: {fps: higher}
            ```
            """,
    ]

    static func options(_ folder: TemporaryFolder, output: String = "site", cache: Bool = true) -> BuildOptions {
        BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)",
                     configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: cache)
    }

    static func build(_ folder: TemporaryFolder) throws -> [String: Data] {
        let report = SiteBuild.build(options(folder))
        #expect(report.succeeded, "\(report.diagnostics)")
        return folder.snapshot(of: "site")
    }

    static func cleanBuild(_ folder: TemporaryFolder) -> [String: Data] {
        try? FileManager.default.removeItem(atPath: "\(folder.path)/clean")
        #expect(SiteBuild.build(options(folder, output: "clean", cache: false)).succeeded)
        return folder.snapshot(of: "clean")
    }

    static func text(_ files: [String: Data], _ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The file of the site a relative link of the file at `from` names, without its fragment.
    static func target(of link: String, from: String) -> String? {
        let path = String(link.prefix { $0 != "#" })
        guard !path.isEmpty else { return from }
        return SitePath.resolve(PercentDecoding.lenient(path), in: SitePath.folder(of: from))
    }

    /// Every link and image destination of a parsed markdown document.
    static func destinations(in node: MarkdownNode) -> [String] {
        var found: [String] = []
        switch node.kind {
        case .link(let url, _), .image(let url, _): found.append(url)
        default: break
        }
        return found + node.children.flatMap(destinations)
    }

    @Test func llmsTxtFollowsTheFormatWithASectionPerPartAndLinksThatResolve() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let files = try Self.build(folder)
        let lines = Self.text(files, "llms.txt").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // An H1 first, then the description as a quote, then H2 sections of link lists.
        #expect(lines.first == "# Cells")
        #expect(lines.dropFirst().first { !$0.isEmpty } == "> How table cells are drawn.")
        let sections = lines.filter { $0.hasPrefix("## ") }
        #expect(sections == ["## Chapters", "## Guide"])
        let item = try Regex(#"^- \[([^\]]+)\]\(([^)]+)\)(: .+)?$"#)
        var links: [String] = []
        for line in lines.drop(while: { !$0.hasPrefix("## ") }) where !line.isEmpty && !line.hasPrefix("## ") {
            let match = try #require(line.wholeMatch(of: item), "not a link item: \(line)")
            links.append(String(match.output[2].substring ?? ""))
        }
        #expect(links == ["intro.md", "guide/masks.md", "guide/results.md"])
        #expect(lines.contains("- [Results](guide/results.md): Frames per second."))
        for link in links { #expect(files[try #require(Self.target(of: link, from: "llms.txt"))] != nil, "\(link)") }
        // Parsed as markdown too: one heading of level 1, the rest level 2.
        let parsed = CommonMarkParser.parse(Self.text(files, "llms.txt"))
        let levels = parsed.children.compactMap { if case .heading(let level) = $0.kind { level } else { nil } }
        #expect(levels == [1, 2, 2])
    }

    @Test func withABaseURLTheIndexLinksAreAbsolute() throws {
        var files = Self.files
        files["docgen.yml"] = Self.config + "baseURL: https://cells.example/docs/\n"
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let site = try Self.build(folder)
        let index = Self.text(site, "llms.txt")
        #expect(index.contains("- [Introduction](https://cells.example/docs/intro.md): What the guide covers.\n"))
        #expect(index.contains("- [Masks](https://cells.example/docs/guide/masks.md)\n"))
    }

    @Test func llmsFullHoldsTheHomeAndEveryChapterCopyInNavigationOrder() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let files = try Self.build(folder)
        let copies = ["index.md", "intro.md", "guide/masks.md", "guide/results.md"].map { Self.text(files, $0) }
        #expect(copies.allSatisfy { !$0.isEmpty })
        #expect(Self.text(files, "llms-full.txt") == copies.joined(separator: "\n"))
    }

    @Test func everyCopyIsMarkdownWithOneTitleAndLinksToFilesOfTheSite() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let files = try Self.build(folder)
        let copies = files.keys.filter { $0.hasSuffix(".md") }.sorted()
        #expect(copies == ["guide/masks.md", "guide/results.md", "index.md", "intro.md"])
        for path in copies {
            let document = CommonMarkParser.parse(Self.text(files, path))
            let titles = document.children.filter { $0.kind == .heading(level: 1) }
            #expect(titles.count == 1, "\(path)")
            #expect(document.children.first?.kind == .heading(level: 1), "\(path)")
            for link in Self.destinations(in: document) where LinkTarget.scheme(of: link) == nil {
                let target = try #require(Self.target(of: link, from: path), "\(path): \(link)")
                #expect(files[target] != nil, "\(path): \(link) leads to no file")
            }
        }
        let intro = Self.text(files, "intro.md")
        #expect(intro.hasPrefix("# Introduction\n\n> What the guide covers.\n\nRead [the masks](guide/masks.md#corner-masks), the [results](guide/results.md) and\n![a picture](pic.svg). A *stress* on `code`, **strong** words, 2 \\* 3 and snake_case.\n"))
        #expect(!intro.contains("---\ntitle"), "no front matter")
        #expect(intro.contains("> [!NOTE]\n> A callout, with a [link](guide/masks.md)."))
        #expect(intro.contains("> **Mind the gap**\n>\n> An admonition's body."))
        #expect(intro.contains("**Swift**\n\n```swift\nlet cell = UITableViewCell()\n```\n\n**Shell**\n\n```sh\nswift build\n```"))
        #expect(intro.contains("- one\n- two\n  1. nested\n"))
        #expect(Self.text(files, "guide/masks.md").contains("Back to [the introduction](../intro.md)."))
        // The home page's copy: the site's title and description, and its contents.
        #expect(Self.text(files, "index.md") == "# Cells\n\n> How table cells are drawn.\n\n## Chapters\n\n- [Introduction](intro.md): What the guide covers.\n\n## Guide\n\n- [Masks](guide/masks.md)\n- [Results](guide/results.md): Frames per second.\n")
    }

    @Test func aListSpecFigureIsItsDescriptionAndLayoutAndABenchTableIsATable() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let files = try Self.build(folder)
        let masks = Self.text(files, "guide/masks.md")
        #expect(masks.contains("**An insetGrouped table view (confidence: medium)**\n\n"))
        #expect(masks.contains("[Open full size](masks.cells-list.svg)\n\n[masks.cells.layout.json](masks.cells.layout.json)"))
        #expect(masks.contains("```mermaid\ngraph TD; A-->B\n```"))
        let layout = Self.text(files, "guide/masks.cells.layout.json")
        #expect(layout.contains("\"schemaVersion\": 2") && layout.contains("\"rows\""))
        #expect(files["guide/masks.cells-list.svg"] != nil)
        // The description is the drawing's <desc>.
        let page = Self.text(files, "guide/masks.html")
        let description = try #require(page.firstMatch(of: try Regex(#"<desc[^>]*>([^<]+)</desc>"#))?.output[1].substring)
        let unescaped = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#39;", "'"), ("&amp;", "&")]
            .reduce(String(description)) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        #expect(masks.contains(unescaped))

        let results = Self.text(files, "guide/results.md")
        let table = try #require(CommonMarkParser.parse(results).children.first { if case .table = $0.kind { true } else { false } })
        #expect(table.kind == .table(alignments: [.none, .right]))
        #expect(table.children.map { $0.children.map(\.plainText) } == [["scheme", "fps (higher is better)"], ["a", "60 (best)"], ["b", "45 (worst)"]])
    }

    @Test func eachChapterPageLinksToItsCopyAndNothingIsPublishedWhenOff() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let on = try Self.build(folder)
        let page = Self.text(on, "intro.html")
        #expect(page.contains("<p class=\"page-markdown\"><a class=\"view-markdown\" href=\"intro.md\" type=\"text/markdown\" data-copy-page=\"Copy page\" data-copy-page-failed=\"Copy failed: open the markdown copy and copy it.\">View as markdown</a></p>"))
        // docgen check of the published folder: the copies are files, not pages, and every link holds.
        #expect(SiteChecker.check(.onDisk("\(folder.path)/site")).findings.map(\.description) == [])

        // Off, and without the key: the same site, with none of it.
        try folder.write(Data(Self.config.replacingOccurrences(of: "llms: true", with: "llms: false").utf8), to: "docgen.yml")
        let off = try Self.build(folder)
        #expect(off.keys.filter { !$0.hasPrefix("assets/") && ($0.hasSuffix(".md") || $0.hasSuffix(".txt") || $0.hasSuffix(".json")) }.isEmpty)
        #expect(!Self.text(off, "intro.html").contains("markdown"))
        try folder.write(Data(Self.config.replacingOccurrences(of: "llms: true\n", with: "").utf8), to: "docgen.yml")
        #expect(Self.cleanBuild(folder) == off)
    }

    @Test func theSameContentGivesTheSameFiles() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let first = Self.cleanBuild(folder)
        #expect(SiteBuild.build(Self.options(folder, cache: false)).succeeded)
        #expect(folder.snapshot(of: "site") == first)
    }

    @Test func aFileOfTheContentAtAGeneratedPathIsALocatedError() throws {
        var files = Self.files
        files["content/llms.txt"] = "mine"
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = SiteBuild.build(Self.options(folder))
        #expect(!report.succeeded)
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
            == ["content/llms.txt: error: output path 'llms.txt' is already taken by the llms.txt index"])
    }

    @Test func aBadSettingIsALocatedError() throws {
        var files = Self.files
        files["docgen.yml"] = "title: Cells\nllms: yes please\nsnippets: snippets\n"
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = SiteBuild.build(Self.options(folder))
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
            == ["docgen.yml:2:7: error: 'llms' must be true or false, not 'yes please'"])
    }

    @Test func anEditedChapterRemakesItsCopyAndARemovedOneTakesItsCopyAlong() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        _ = try Self.build(folder)
        let unchanged = SiteBuild.build(Self.options(folder))
        #expect(unchanged.cachedPageCount == unchanged.pageCount)
        #expect(folder.snapshot(of: "site") == Self.cleanBuild(folder))

        let masks = try #require(folder.read("content/guide/masks.md"))
        try folder.write(Data(masks.replacingOccurrences(of: "Back to", with: "Return to").utf8), to: "content/guide/masks.md")
        let edited = SiteBuild.build(Self.options(folder))
        #expect(edited.succeeded, "\(edited.diagnostics)")
        #expect(edited.remadePages == ["guide/masks.html"])
        let files = folder.snapshot(of: "site")
        #expect(Self.text(files, "guide/masks.md").contains("Return to [the introduction](../intro.md)."))
        #expect(Self.text(files, "llms-full.txt").contains("Return to [the introduction]"))
        #expect(files == Self.cleanBuild(folder))

        // A chapter no other links to, removed: its copy goes with its page.
        let intro = try #require(folder.read("content/intro.md"))
        try folder.write(Data(intro.replacingOccurrences(of: "the [results](guide/results.md)", with: "the results").utf8), to: "content/intro.md")
        try FileManager.default.removeItem(atPath: "\(folder.path)/content/guide/results.md")
        #expect(SiteBuild.build(Self.options(folder)).succeeded)
        let fewer = folder.snapshot(of: "site")
        #expect(fewer["guide/results.md"] == nil)
        #expect(!Self.text(fewer, "llms.txt").contains("Results"))
        #expect(fewer == Self.cleanBuild(folder))
    }

    @Test func docgenServeHoldsTheCopiesAndATextEditRemakesThem() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let live = SiteBuild(options: Self.options(folder, cache: false), into: .memory)
        #expect(live.run().succeeded)
        let served = { live.files.mapValues { Data($0) } }
        #expect(served() == Self.cleanBuild(folder).filter { $0.key != ".docgen-site" })

        let path = "\(URL(fileURLWithPath: folder.path).standardizedFileURL.path)/content/guide/masks.md"
        let masks = try #require(folder.read("content/guide/masks.md"))
        try folder.write(Data(masks.replacingOccurrences(of: "Back to", with: "Return to").utf8), to: "content/guide/masks.md")
        let edit = live.run(changed: [path])
        #expect(edit.succeeded)
        #expect(!edit.reloadedSite)
        #expect(edit.changed == ["guide/masks.html", "guide/masks.md", "llms-full.txt"])
        #expect(served() == Self.cleanBuild(folder).filter { $0.key != ".docgen-site" })
    }

    @Test func eachLanguageHasItsOwnIndexAndFullFile() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: Guide\nllms: true\nlanguages:\n  - code: en\n    name: English\n  - code: zh-Hans\n    name: 简体中文\n    title: 指南\n    description: 中文说明。\n",
            "content/en/a.md": "---\ntitle: A\n---\n\nSee [B](b.md).\n",
            "content/en/b.md": "---\ntitle: B\n---\n\nText.\n",
            "content/zh-Hans/a.md": "---\ntitle: 甲\n---\n\n见[乙](b.md)。\n",
            "content/zh-Hans/b.md": "---\ntitle: 乙\n---\n\n文字。\n",
        ])
        defer { folder.remove() }
        let files = try Self.build(folder)
        #expect(Self.text(files, "llms.txt") == "# Guide\n\n## Chapters\n\n- [A](a.md)\n- [B](b.md)\n")
        #expect(Self.text(files, "zh-Hans/llms.txt") == "# 指南\n\n> 中文说明。\n\n## 章节\n\n- [甲](a.md)\n- [乙](b.md)\n")
        #expect(Self.text(files, "zh-Hans/a.md") == "# 甲\n\n见[乙](b.md)。\n")
        #expect(Self.text(files, "zh-Hans/llms-full.txt").hasPrefix("# 指南\n"))
        #expect(Self.text(files, "zh-Hans/a.html").contains(">以 Markdown 查看</a>"))
    }
}
