import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Builds that reuse the last build's pages: only what changed is rendered and written, and the
/// output is always the same as a clean build's.
@Suite struct IncrementalBuildTests {
    private func build(_ fixture: Fixture, into output: String, cache: Bool) -> BuildReport {
        build(fixture.folder, into: output, cache: cache)
    }

    /// Builds `folder/content` with `folder/docgen.yml` into `folder/output`.
    private func build(_ folder: TemporaryFolder, into output: String, cache: Bool) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)",
                                         configPath: "\(folder.path)/docgen.yml", jobs: 2, useCache: cache))
    }

    @Test func oneChangedChapterIsTheOnlyPageRenderedAndTheOutputMatchesACleanBuild() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(build(fixture, into: "site", cache: true).cachedPageCount == 0)
        let unchanged = build(fixture, into: "site", cache: true)
        #expect(unchanged.cachedPageCount == 4, "both chapters, the home page and the 404 page are kept")
        let intro = try #require(fixture.folder.read("content/intro.md"))
        try fixture.folder.write(Data(intro.replacingOccurrences(of: "Welcome.", with: "Welcome back.").utf8), to: "content/intro.md")
        let incremental = build(fixture, into: "site", cache: true)
        #expect(incremental.succeeded)
        #expect(incremental.cachedPageCount == 3, "only intro.md is rendered again")
        #expect(build(fixture, into: "clean", cache: false).succeeded)
        #expect(fixture.folder.snapshot(of: "site") == fixture.folder.snapshot(of: "clean"))
        #expect(fixture.folder.read("site/intro.html")?.contains("Welcome back.") == true)
    }

    @Test func aChangedTitleRebuildsEveryPageThatShowsIt() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(build(fixture, into: "site", cache: true).succeeded)
        let layers = try #require(fixture.folder.read("content/guide/layers.md"))
        try fixture.folder.write(Data(layers.replacingOccurrences(of: "title: The layers", with: "title: The three layers").utf8),
                                 to: "content/guide/layers.md")
        let report = build(fixture, into: "site", cache: true)
        #expect(report.cachedPageCount == 0)
        #expect(fixture.folder.read("site/intro.html")?.contains("The three layers") == true, "the navigation and next link changed")
    }

    @Test func aChangedCSVRebuildsThePageThatShowsIt() throws {
        let folder = try TemporaryFolder([
            "content/a.md": "---\ntitle: A\n---\n\n```benchtable\nsource: tables/t.csv\n```\n",
            "content/tables/t.csv": "k,v\nx,1.5\n",
        ])
        defer { folder.remove() }
        let options = BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 1, useCache: true)
        #expect(SiteBuild.build(options).succeeded)
        try folder.write(Data("k,v\nx,2.5\n".utf8), to: "content/tables/t.csv")
        let report = SiteBuild.build(options)
        #expect(report.remadePages == ["a.html"], "the home and 404 pages do not read it")
        #expect(folder.read("site/a.html")?.contains("2.5") == true)
    }

    private func inode(_ fixture: Fixture, _ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: "\(fixture.folder.path)/\(path)")
        return try #require(attributes[.systemFileNumber] as? UInt64)
    }

    @Test func anUnchangedSiteIsNotWrittenAgainAndAChangedPageIsReplacedInPlace() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(build(fixture, into: "site", cache: true).succeeded)
        let before = try ["intro.html", "guide/layers.html", "index.html", "images/cell.svg"].map { try inode(fixture, "site/\($0)") }
        #expect(build(fixture, into: "site", cache: true).cachedPageCount == 4)
        let intro = try #require(fixture.folder.read("content/intro.md"))
        try fixture.folder.write(Data(intro.replacingOccurrences(of: "Welcome.", with: "Welcome again.").utf8), to: "content/intro.md")
        #expect(build(fixture, into: "site", cache: true).cachedPageCount == 3)
        let after = try ["intro.html", "guide/layers.html", "index.html", "images/cell.svg"].map { try inode(fixture, "site/\($0)") }
        #expect(after[0] != before[0], "the changed page is a new file")
        #expect(Array(after.dropFirst()) == Array(before.dropFirst()), "every other file is the one the first build wrote")
    }

    /// Pages replaced in place are staged side by side under names made from their paths; a
    /// path with `%` or a folder must not take another page's staged name.
    @Test func pagesWhoseStagedNamesCouldMeetArePublishedInPlaceEach() throws {
        let folder = try TemporaryFolder([
            "content/p/c.md": "---\ntitle: In a folder\n---\n\nOne.\n",
            "content/q.md": "---\ntitle: Percent\nslug: p%2Fc\n---\n\nTwo.\n",
            "content/r.md": "---\ntitle: Percent twice\nslug: p%252Fc\n---\n\nThree.\n",
        ])
        defer { folder.remove() }
        let options = BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2, useCache: true)
        #expect(SiteBuild.build(options).succeeded)
        for (file, text) in [("p/c.md", "One"), ("q.md", "Two"), ("r.md", "Three")] {
            let source = try #require(folder.read("content/\(file)"))
            try folder.write(Data(source.replacingOccurrences(of: "\(text).", with: "\(text), edited.").utf8), to: "content/\(file)")
        }
        let report = SiteBuild.build(options)
        #expect(report.succeeded)
        #expect(report.cachedPageCount == 2, "the home and 404 pages are kept")
        #expect(folder.read("site/p/c.html")?.contains("One, edited.") == true)
        #expect(folder.read("site/p%2Fc.html")?.contains("Two, edited.") == true)
        #expect(folder.read("site/p%252Fc.html")?.contains("Three, edited.") == true)
        let staging = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("docgen-staging") }
        #expect(staging.isEmpty, "staging is removed")
    }

    @Test func aPageEditedOrDeletedInTheOutputIsRebuilt() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(build(fixture, into: "site", cache: true).succeeded)
        try fixture.folder.write(Data("tampered".utf8), to: "site/intro.html")
        try FileManager.default.removeItem(atPath: "\(fixture.folder.path)/site/guide/layers.html")
        let report = build(fixture, into: "site", cache: true)
        #expect(report.cachedPageCount == 2, "the home and 404 pages are kept; both chapters are rendered again")
        #expect(build(fixture, into: "clean", cache: false).succeeded)
        #expect(fixture.folder.snapshot(of: "site") == fixture.folder.snapshot(of: "clean"))
    }

    @Test func addedAndRemovedChaptersAndChangedStaticFilesMatchACleanBuild() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(build(fixture, into: "site", cache: true).succeeded)
        try fixture.folder.write(Data("---\ntitle: Extra\n---\n\nMore.\n".utf8), to: "content/extra.md")
        try fixture.folder.write(Data("---\ntitle: Deep\n---\n\nDeeper.\n".utf8), to: "content/more/deep/page.md")
        #expect(build(fixture, into: "site", cache: true).succeeded)
        #expect(fixture.folder.read("site/extra.html") != nil)
        #expect(fixture.folder.read("site/more/deep/page.html") != nil)
        try FileManager.default.removeItem(atPath: "\(fixture.folder.path)/content/extra.md")
        try FileManager.default.removeItem(atPath: "\(fixture.folder.path)/content/more")
        #expect(build(fixture, into: "site", cache: true).succeeded)
        #expect(fixture.folder.read("site/extra.html") == nil, "the page of a removed chapter is removed")
        #expect(!FileManager.default.fileExists(atPath: "\(fixture.folder.path)/site/more"), "and the folders it leaves empty")
        let svg = try #require(fixture.folder.read("content/images/cell.svg"))
        try fixture.folder.write(Data(svg.replacingOccurrences(of: "</svg>", with: "<!-- edited --></svg>").utf8), to: "content/images/cell.svg")
        #expect(build(fixture, into: "site", cache: true).succeeded)
        #expect(fixture.folder.read("site/images/cell.svg")?.contains("edited") == true)
        #expect(build(fixture, into: "clean", cache: false).succeeded)
        #expect(fixture.folder.snapshot(of: "site") == fixture.folder.snapshot(of: "clean"))
    }

    @Test func aFailedIncrementalBuildLeavesTheSiteAndItsManifestAsTheyWere() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(build(fixture, into: "site", cache: true).succeeded)
        let site = fixture.folder.snapshot(of: "site")
        let manifest = fixture.folder.read(".docgen-cache/manifest")
        let intro = try #require(fixture.folder.read("content/intro.md"))
        try fixture.folder.write(Data((intro + "\n[broken](missing.md)\n").utf8), to: "content/intro.md")
        #expect(!build(fixture, into: "site", cache: true).succeeded)
        #expect(fixture.folder.snapshot(of: "site") == site)
        #expect(fixture.folder.read(".docgen-cache/manifest") == manifest)
        try fixture.folder.write(Data(intro.utf8), to: "content/intro.md")
        #expect(build(fixture, into: "site", cache: true).cachedPageCount == 4)
    }

    /// A kept page's links into other pages' fragments are judged again whenever some page's ids
    /// may have changed, and what was found of them stands while none did: after every edit, an
    /// incremental build reports what a clean build of the same content reports.
    @Test func keptPagesLinksIntoFragmentsAreReportedAsACleanBuildReportsThem() throws {
        let page = { (id: String) in
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>X</title></head>"
                + "<body><p id=\"\(id)\">x</p></body></html>\n"
        }
        let folder = try TemporaryFolder([
            "docgen.yml": "title: T\ncheck:\n  warn: [broken-fragment]\n",
            "content/a.md": "---\ntitle: A\n---\n\n[Two](b.md#two), [gone](b.md#gone) and [x](extra.html#x).\n",
            "content/b.md": "---\ntitle: B\n---\n\n## Two\n\nText.\n",
            "content/c.md": "---\ntitle: C\n---\n\nText.\n",
            "content/extra.html": page("x"),
        ])
        defer { folder.remove() }
        func build(_ output: String, cache: Bool) -> BuildReport { self.build(folder, into: output, cache: cache) }
        func findings(_ report: BuildReport, output: String) -> [String] {
            report.diagnostics.map { $0.description.replacingOccurrences(of: "\(output)/", with: "OUT/") }
        }
        /// Builds into site/ from its cache and into clean/ without: the same findings.
        func expectCleanBuildsFindings(_ step: String, kept: Int) throws {
            let incremental = build("site", cache: true)
            #expect(incremental.cachedPageCount == kept, "\(step): pages kept")
            #expect(findings(incremental, output: "site") == findings(build("clean", cache: false), output: "clean"), "\(step)")
            try FileManager.default.removeItem(atPath: "\(folder.path)/clean")
        }
        let first = build("site", cache: true)
        #expect(findings(first, output: "site").count == 1 && first.diagnostics.first?.message.contains("'#gone'") == true)

        try folder.write(Data("---\ntitle: C\n---\n\nOther text.\n".utf8), to: "content/c.md")
        try expectCleanBuildsFindings("an edit that changes no id", kept: 4)
        try folder.write(Data("---\ntitle: B\n---\n\nText.\n".utf8), to: "content/b.md")
        try expectCleanBuildsFindings("a heading removed", kept: 4)
        #expect(findings(build("site", cache: true), output: "site").count == 2, "'#two' is missing now")
        try folder.write(Data("---\ntitle: B\n---\n\n## Two\n\nText.\n".utf8), to: "content/b.md")
        try expectCleanBuildsFindings("the heading back", kept: 4)
        try folder.write(Data(page("y").utf8), to: "content/extra.html")
        try expectCleanBuildsFindings("an id of a copied page changed", kept: 5)
        #expect(findings(build("site", cache: true), output: "site").count == 2, "'#x' is missing now")
    }

    /// A chapter's text changed inside the build's archive (its records whole) is found when a
    /// page is to be made from it: the build starts over from the chapters' files, publishes what
    /// a clean build publishes, and writes the archive anew.
    @Test func aDamagedTextInTheArchiveIsReadAgainFromItsFile() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        // Files changed within the last second are not archived.
        let content = "\(fixture.folder.path)/content"
        let past = timespec(tv_sec: time(nil) - 10, tv_nsec: 0)
        for file in try #require(FileManager.default.subpaths(atPath: content)) {
            var times = [past, past]
            #expect(utimensat(AT_FDCWD, "\(content)/\(file)", &times, 0) == 0)
        }
        #expect(build(fixture, into: "site", cache: true).succeeded)
        let archive = "\(fixture.folder.path)/.docgen-cache/sources"
        var bytes = try #require(FileManager.default.contents(atPath: archive).map(Array.init))
        let welcome = try #require(bytes.indices.last { bytes[$0...].starts(with: Array("Welcome.".utf8)) })
        bytes[welcome] = UInt8(ascii: "H")
        try Data(bytes).write(to: URL(fileURLWithPath: archive))
        // The page must be made again, from the archive's copy of the chapter.
        try FileManager.default.removeItem(atPath: "\(fixture.folder.path)/site/intro.html")
        let report = build(fixture, into: "site", cache: true)
        #expect(report.succeeded)
        #expect(report.cachedPageCount == 3, "the other pages are kept")
        #expect(fixture.folder.read("site/intro.html")?.contains("Welcome.") == true)
        #expect(build(fixture, into: "clean", cache: false).succeeded)
        #expect(fixture.folder.snapshot(of: "site") == fixture.folder.snapshot(of: "clean"))
        let rewritten = try #require(FileManager.default.contents(atPath: archive).map(Array.init))
        #expect(rewritten.indices.contains { rewritten[$0...].starts(with: Array("Welcome.".utf8)) })
    }

    /// The check settings are part of every page's key: an ignored URL stays unresolved in the
    /// page, so a changed setting must not keep pages made under the old one.
    @Test func aChangedCheckSettingRebuildsEveryPage() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: T\n",
            "content/a.md": "---\ntitle: A\n---\n\n[B](b.md)\n",
            "content/b.md": "---\ntitle: B\n---\n\nText.\n",
        ])
        defer { folder.remove() }
        func build(_ output: String, cache: Bool) -> BuildReport { self.build(folder, into: output, cache: cache) }
        #expect(build("site", cache: true).succeeded)
        #expect(folder.read("site/a.html")?.contains("href=\"b.html\"") == true)
        try folder.write(Data("title: T\ncheck:\n  ignoreURLs: ['^b\\.md$']\n".utf8), to: "docgen.yml")
        let report = build("site", cache: true)
        #expect(report.succeeded && report.cachedPageCount == 0)
        #expect(build("clean", cache: false).succeeded)
        #expect(folder.snapshot(of: "site") == folder.snapshot(of: "clean"))
        #expect(folder.read("site/a.html")?.contains("href=\"b.md\"") == true, "the ignored link is left as written")
    }
}
