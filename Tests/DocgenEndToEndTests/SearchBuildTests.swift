import DocgenEngine
import DocgenSearch
import DocgenTestSupport
import Foundation
import Testing

/// `search: true`: the build indexes its staged pages with Pagefind before it publishes, so a
/// failed index publishes nothing; the pages mark what is indexed, and diagrams give their
/// descriptions to the index.
@Suite struct SearchBuildTests {
    static let pagefindIsInstalled: Bool = {
        if case .success = PagefindLocator.find(configured: nil) { return true }
        return false
    }()

    static let files: [String: String] = [
        "docgen.yml": "title: Guide\nsearch: true\n",
        "content/_index.md": "---\ntitle: Guide\n---\n\nWelcome.\n",
        "content/masks.md": "---\ntitle: Masks\n---\n\n## Corner masks\n\n`maskedCorners` rounds them.\n\n```listspec\nid: one\nsections:\n  - rows: [Wi-Fi]\n```\n",
    ]

    private func build(_ folder: TemporaryFolder, jobs: Int = 2, output: String = "site") -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)",
                                         configPath: "\(folder.path)/docgen.yml", jobs: jobs))
    }

    @Test(.enabled(if: pagefindIsInstalled, "Pagefind is installed by Scripts/install-dependencies --search"))
    func theBuildIndexesItsPagesAndMarksWhatIsIndexed() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let report = build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.searchIndex?.pages == 3)
        #expect(report.summary.contains("; search index of 3 pages in "))
        let site = folder.snapshot(of: "site")
        #expect(site.keys.contains("pagefind/pagefind.js") && site.keys.contains("pagefind/pagefind-entry.json"))
        #expect(site.keys.filter { $0.hasPrefix("pagefind/fragment/") }.count == 2, "the chapter and the home page, not the 404 page")
        let page = try #require(folder.read("site/masks.html"))
        #expect(page.contains("<article class=\"page\" data-pagefind-body=\"\">"))
        #expect(page.contains("<script src=\"assets/search.js\" defer=\"defer\"></script>"))
        #expect(page.contains("<form class=\"site-search\" role=\"search\" hidden=\"hidden\" data-root=\"\""))
        #expect(page.contains("<figure class=\"diagram\" id=\"one-list\" tabindex=\"0\" data-pagefind-index-attrs=\"data-pagefind-desc\" data-pagefind-desc=\"An insetGrouped table view on iPhone 15"))
        #expect(try #require(folder.read("site/404.html")).contains("<article class=\"page\">"))
    }

    @Test(.enabled(if: pagefindIsInstalled, "Pagefind is installed by Scripts/install-dependencies --search"))
    func twoBuildsGiveTheSameIndexWhateverTheThreadCount() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        #expect(build(folder, jobs: 1, output: "one").succeeded)
        #expect(build(folder, jobs: 4, output: "four").succeeded)
        #expect(folder.snapshot(of: "one") == folder.snapshot(of: "four"))
    }

    /// docgen's manual built with search: the index its writer made is the one Pagefind's own
    /// service makes of the built pages. Pagefind names every index file by the SHA-1 of its
    /// contents uncompressed (the metadata file's name covers every other file's), so the same
    /// names are the same index; the scripts and WebAssembly are the same bytes.
    @Test(.enabled(if: pagefindIsInstalled, "Pagefind is installed by Scripts/install-dependencies --search"))
    func theManualsIndexIsTheOnePagefindMakes() throws {
        let manual = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/manual").standardized.path
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(manual)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(manual)/docgen.yml", jobs: 2))
        #expect(report.succeeded, "\(report.diagnostics.prefix(3))")
        let site = folder.snapshot(of: "site")
        let pages = site.filter { $0.key.hasSuffix(".html") }.map { (path: $0.key, bytes: Array($0.value)) }
        #expect(pages.count > 20)
        let pagefind = try #require({ if case .success(let path) = PagefindLocator.find(configured: nil) { return path } else { return nil } }())
        let theirs = try SearchIndexer.index(pages, pagefind: pagefind, writer: false)
        let ours = site.filter { $0.key.hasPrefix("pagefind/") }
        #expect(Set(ours.keys) == Set(theirs.map(\.path)))
        for file in theirs where !file.path.contains(".pf_") { #expect(ours[file.path].map(Array.init) == file.bytes, "\(file.path)") }
    }

    @Test func withoutPagefindTheBuildFailsAndSaysHowToInstallItAndTheSiteStaysAsItWas() throws {
        var files = Self.files
        files["docgen.yml"] = "title: Guide\nsearch:\n  pagefind: tools/pagefind\n"
        files["site/old.html"] = "the last good site"
        files["site/.docgen-site"] = ""
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = build(folder)
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "docgen.yml:3:3: error: Pagefind not found at 'tools/pagefind'; install it with "
                + "Scripts/install-dependencies --search (PyPI's pagefind-bin-extended), or name it with 'search: {pagefind: PATH}'",
        ])
        #expect(folder.snapshot(of: "site") == ["old.html": Data("the last good site".utf8), ".docgen-site": Data()])
    }

    @Test func aFailedIndexPublishesNothing() throws {
        var files = Self.files
        files["docgen.yml"] = "title: Guide\nsearch:\n  pagefind: /bin/false\n"
        files["site/old.html"] = "the last good site"
        files["site/.docgen-site"] = ""
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let report = build(folder)
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.description.contains("docgen.yml:3:3: error: the search index failed: Pagefind stopped") == true,
                "\(report.diagnostics)")
        #expect(folder.snapshot(of: "site") == ["old.html": Data("the last good site".utf8), ".docgen-site": Data()])
    }

    @Test(arguments: [
        ("search: yes please\n", "docgen.yml:1:9: error: 'search' must be true, false or {pagefind: PATH}, not a scalar"),
        ("search:\n  pagefnd: x\n", "docgen.yml:2:3: error: unknown key 'pagefnd'; did you mean 'pagefind'?"),
    ])
    func aBadSearchSettingIsALocatedError(config: String, message: String) throws {
        var files = Self.files
        files["docgen.yml"] = config
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        #expect(build(folder).diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [message])
    }
}
