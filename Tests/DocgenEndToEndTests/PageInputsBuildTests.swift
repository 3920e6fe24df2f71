import DocgenEngine
import DocgenModel
import DocgenPublish
import DocgenTestSupport
import Foundation
import Testing

/// A page's key covers what it read, by construction: every setting of `docgen.yml` (its bytes),
/// and what the Render stage read through the page's `SiteReader` (CSV and snippet files,
/// images' sizes, other chapters, the user's directive commands). Each kind of input is changed
/// in turn; exactly the pages that read it are made again, and the site is byte for byte the
/// one a clean build makes.
@Suite struct PageInputsBuildTests {
    static let config = """
        title: Guide
        description: A guide
        languages:
          - code: en
            name: English
        snippets: samples
        directives:
          shout:
            command: sh scripts/shout.sh

        """

    static let files: [String: String] = [
        "docgen.yml": config,
        "scripts/shout.sh": "cat > /dev/null\necho '<p>Shout!</p>'\n",
        "scripts/same.sh": "cat\n",
        "samples/Cell.swift": "let cell = UITableViewCell()\n",
        "content/en/table.md": "---\ntitle: Table\n---\n\n```benchtable\nsource: data/t.csv\n```\n",
        "content/data/t.csv": "k,v\nx,1.5\n",
        "content/en/snippet.md": "---\ntitle: Snippet\n---\n\n```swift file=\"Cell.swift\"\n```\n",
        "content/en/picture.md": "---\ntitle: Picture\n---\n\n![A cell](images/cell.png)\n",
        "content/en/link.md": "---\ntitle: Link\n---\n\nSee [the end](end.md).\n",
        "content/en/end.md": "---\ntitle: End\n---\n\nThe end.\n",
        "content/en/shout.md": "---\ntitle: Shout\n---\n\n```shout\nhello\n```\n",
        "content/en/include.md": "---\ntitle: Include\n---\n\n--8<-- \"parts/note.txt\"\n",
        "content/en/parts/note.txt": "Included text.\n",
    ]

    /// Every page of the site, in the build's order.
    static let allPages = ["end.html", "include.html", "link.html", "picture.html", "shout.html", "snippet.html", "table.html", "index.html", "404.html"]

    private func site() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(Self.files)
        try folder.write(Data(ImageFixtures.png(width: 40, height: 20)), to: "content/en/images/cell.png")
        return folder
    }

    private func build(_ folder: TemporaryFolder, into output: String = "site", cache: Bool = true) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)",
                                     configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: cache))
    }

    /// The pages made again after `change`, once the site was built; the site must then be the
    /// one a clean build makes.
    private func remade(after change: (TemporaryFolder) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let folder = try site()
        defer { folder.remove() }
        let first = build(folder).diagnostics.filter { $0.severity == .error }
        #expect(first.isEmpty, "\(first)", sourceLocation: sourceLocation)
        let unchanged = build(folder).remadePages
        #expect(unchanged.isEmpty, "an unchanged site makes no page", sourceLocation: sourceLocation)
        try change(folder)
        let report = build(folder)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
        let clean = build(folder, into: "clean", cache: false).succeeded
        #expect(clean, sourceLocation: sourceLocation)
        #expect(folder.snapshot(of: "site") == folder.snapshot(of: "clean"), "the incremental site is the clean one", sourceLocation: sourceLocation)
        return report.remadePages
    }

    private func editing(_ path: String, _ edit: @escaping (String) -> String) -> (TemporaryFolder) throws -> Void {
        { folder in
            let text = try #require(folder.read(path))
            let edited = edit(text)
            #expect(edited != text, "the edit of \(path) changes it")
            try folder.write(Data(edited.utf8), to: path)
        }
    }

    @Test func aChangedCSVFileMakesOnlyThePageThatShowsItAgain() throws {
        #expect(try remade(after: editing("content/data/t.csv") { $0.replacingOccurrences(of: "1.5", with: "2.5") }) == ["table.html"])
    }

    @Test func aChangedSnippetFileMakesOnlyThePageThatShowsItAgain() throws {
        #expect(try remade(after: editing("samples/Cell.swift") { $0 + "cell.accessoryType = .checkmark\n" }) == ["snippet.html"])
    }

    @Test func aChangedIncludedFileMakesOnlyThePageThatIncludesItAgain() throws {
        #expect(try remade(after: editing("content/en/parts/note.txt") { $0 + "More text.\n" }) == ["include.html"])
    }

    @Test func anImageOfAnotherSizeMakesOnlyItsPageAgainAndOneOfTheSameSizeNone() throws {
        let resized = try remade { try $0.write(Data(ImageFixtures.png(width: 60, height: 20)), to: "content/en/images/cell.png") }
        #expect(resized == ["picture.html"])
        let recoloured = try remade { try $0.write(Data(ImageFixtures.png(width: 40, height: 20, red: 0xFF)), to: "content/en/images/cell.png") }
        #expect(recoloured.isEmpty, "the page shows the image's size, not its bytes")
    }

    @Test func aChangedBodyMakesOnlyItsOwnPageAgainNotThePagesThatLinkToIt() throws {
        #expect(try remade(after: editing("content/en/end.md") { $0.replacingOccurrences(of: "The end.", with: "The very end.") }) == ["end.html"])
    }

    @Test func aChangedDirectiveCommandMakesOnlyThePagesThatRunItAgain() throws {
        #expect(try remade(after: editing("scripts/shout.sh") { $0.replacingOccurrences(of: "Shout!", with: "Shout louder!") }) == ["shout.html"])
    }

    @Test func aChangedTitleMakesEveryPageThatListsItAgain() throws {
        #expect(try remade(after: editing("content/en/end.md") { $0.replacingOccurrences(of: "title: End", with: "title: The end") }) == Self.allPages)
    }

    /// An edit of `docgen.yml` for each setting docgen reads. A setting added to `SiteConfig`
    /// without an edit here fails ``everySettingIsCovered()``.
    static let settingEdits: [String: @Sendable (String) -> String] = [
        "title": { $0.replacingOccurrences(of: "title: Guide", with: "title: Handbook") },
        "language": { $0 + "language: en\n" },
        "baseURL": { $0 + "baseURL: https://example.org/guide/\n" },
        "description": { $0.replacingOccurrences(of: "description: A guide", with: "description: The guide") },
        "check": { $0 + "check:\n  ignoreURLs: ['https://example.com/*']\n" },
        "search": { $0 + "search: false\n" },
        "pdfLocation": { $0 + "pdf: false\n" },
        "d2": { $0 + "d2: tools/d2\n" },
        "snippets": { $0.replacingOccurrences(of: "snippets: samples", with: "snippets: samples/") },
        "languages": { $0.replacingOccurrences(of: "name: English", with: "name: English (UK)") },
        "editURL": { $0 + "editURL: https://example.org/guide/edit/main/\n" },
        "preprocessors": { $0 + "preprocessors:\n  - [sh, scripts/same.sh]\n" },
        "directives": { $0.replacingOccurrences(of: "directives:\n", with: "directives:\n  whisper: sh scripts/shout.sh\n") },
        "lastUpdatedLocation": { $0 + "lastUpdated: false\n" },
        "languageSettings": { $0.replacingOccurrences(of: "  - code: en", with: "  - code: \"en\"") },
        "exclude": { $0 + "exclude: ['drafts']\n" },
        "redirects": { $0 + "redirects:\n  old.html: https://example.org/\n" },
        "social": { $0 + "social:\n  cards: false\n" },
        // Read by `docgen build` of a versioned site; the engine builds each version as a site.
        "versions": { $0 + "versions:\n  - name: dev\n" },
        "versionRoot": { $0 + "versionRoot: copy\n" },
        "llms": { $0 + "llms: true\n" },
    ]

    @Test func everySettingIsCovered() {
        // Whether the site is another tool's project, where its snippets and static files are,
        // whether its front matter holds parameters and which of its markdown extensions are on
        // come from what was read (whose bytes are `sourceDigest`), not docgen.yml; the policy
        // is applied afresh at every build.
        let settings = Set(Mirror(reflecting: SiteConfig()).children.compactMap(\.label))
            .subtracting(["sourceDigest", "isForeignProject", "includeFolders", "paragraphCallouts", "frontMatterKeysAreParameters", "staticFolders", "imageAssetFolders",
                         "linkRenderHook", "isMkDocsProject", "siteParameters", "emojiShortcodes", "unrunMacros"])
        #expect(settings == Set(Self.settingEdits.keys), "each setting of SiteConfig has an edit in settingEdits")
    }

    @Test(arguments: settingEdits.keys.sorted())
    func aChangedSettingMakesEveryPageAgain(setting: String) throws {
        #expect(try remade(after: editing("docgen.yml", Self.settingEdits[setting]!)) == Self.allPages)
    }

    /// `docgen serve` after an edit of any setting: what a clean build makes, with nothing
    /// kept from before (a page of the old language or title would be stale).
    @Test(arguments: settingEdits.keys.sorted())
    func inMemoryAChangedSettingGivesWhatACleanBuildGives(setting: String) throws {
        let folder = try site()
        defer { folder.remove() }
        let options = BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                   configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: true)
        let live = SiteBuild(options: options, into: .memory)
        let first = live.run().succeeded
        #expect(first)
        try editing("docgen.yml", Self.settingEdits[setting]!)(folder)
        let report = live.run(changed: ["\(folder.path)/docgen.yml"])
        #expect(report.remadePages == Self.allPages)
        let clean = build(folder, into: "clean", cache: false).succeeded
        #expect(clean)
        let served = live.files.mapValues { Data($0) }
        #expect(served == folder.snapshot(of: "clean").filter { $0.key != OutputLocation.markerName })
    }

    @Test func inMemoryAChangedCSVFileMakesOnlyItsPageAndAChangedSettingEveryPage() throws {
        let folder = try site()
        defer { folder.remove() }
        let options = BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                   configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: true)
        let live = SiteBuild(options: options, into: .memory)
        let first = live.run().succeeded
        #expect(first)
        try editing("content/data/t.csv") { $0.replacingOccurrences(of: "1.5", with: "2.5") }(folder)
        let csv = live.run(changed: ["\(folder.path)/content/data/t.csv"])
        #expect(csv.remadePages == ["table.html"])
        try editing("docgen.yml") { $0.replacingOccurrences(of: "title: Guide", with: "title: Handbook") }(folder)
        let settings = live.run(changed: ["\(folder.path)/docgen.yml"])
        #expect(settings.remadePages == Self.allPages)
    }
}
