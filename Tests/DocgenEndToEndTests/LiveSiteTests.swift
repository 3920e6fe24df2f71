import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// docgen serve's in-memory engine gives, after any sequence of edits, exactly the files a
/// clean `docgen build` of the same content writes.
@Suite struct LiveSiteTests {
    static func site() throws -> TemporaryFolder {
        try TemporaryFolder([
            "content/a.md": "---\ntitle: Alpha\norder: 1\n---\n\n# Top\n\nSee [beta](b.md#two).\n",
            "content/b.md": "---\ntitle: Beta\norder: 2\n---\n\n## Two\n\nText.\n",
            "content/part/c.md": "---\ntitle: Gamma\n---\n\nIn a part.\n",
            "content/images/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
    }

    static func options(_ folder: TemporaryFolder, output: String = "site") -> BuildOptions {
        BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)", jobs: 2, useCache: false)
    }

    /// The files a clean build of the folder writes, by path inside the output.
    static func cleanBuild(_ folder: TemporaryFolder) throws -> [String: [UInt8]] {
        try? FileManager.default.removeItem(atPath: "\(folder.path)/clean")
        let report = BuildPipeline.build(options(folder, output: "clean"))
        #expect(report.succeeded, "\(report.diagnostics)")
        return folder.snapshot(of: "clean").mapValues(Array.init)
    }

    static func edit(_ folder: TemporaryFolder, _ path: String, _ text: String) throws -> Set<String> {
        try folder.write(Data(text.utf8), to: path)
        return [URL(fileURLWithPath: "\(folder.path)/\(path)").standardizedFileURL.path]
    }

    @Test func editsOfTextTitlesAndFilesGiveWhatACleanBuildGives() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let live = LiveSite(options: Self.options(folder))
        #expect(live.rebuild().succeeded)
        #expect(live.files == (try Self.cleanBuild(folder)))

        // Text only, saved through a temporary file: one page made again, the rest kept.
        let temporary = try Self.edit(folder, "content/.b.md.tmp", "---\ntitle: Beta\norder: 2\n---\n\n## Two\n\nNew text.\n")
        #expect(rename("\(folder.path)/content/.b.md.tmp", "\(folder.path)/content/b.md") == 0)
        let text = live.rebuild(changed: temporary.union(["\(URL(fileURLWithPath: folder.path).standardizedFileURL.path)/content/b.md"]))
        #expect(text.succeeded)
        #expect(text.remadePageCount == 1)
        #expect(!text.reloadedSite)
        #expect(text.changed == ["b.html"])
        #expect(live.files == (try Self.cleanBuild(folder)))

        // A title shows in the navigation of every page: all of them change.
        let title = live.rebuild(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Bravo\norder: 2\n---\n\n## Two\n\nNew text.\n"))
        #expect(title.succeeded)
        #expect(title.reloadedSite)
        #expect(title.changed.contains("a.html") && title.changed.contains("part/c.html"))
        #expect(live.files == (try Self.cleanBuild(folder)))

        // A heading removed breaks the link into it: the rebuild fails and keeps the last good site.
        let before = live.files
        let broken = live.rebuild(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Bravo\norder: 2\n---\n\nNo heading.\n"))
        #expect(!broken.succeeded)
        #expect(broken.diagnostics.map(\.message) == ["link to missing heading '#two' in b.html"])
        #expect(live.files == before)

        // While it is broken an image changes; the fix brings both.
        _ = live.rebuild(changed: try Self.edit(folder, "content/images/x.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>"))
        let fixed = live.rebuild(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Bravo\norder: 2\n---\n\n## Two\n"))
        #expect(fixed.succeeded)
        #expect(Set(fixed.changed) == ["b.html", "images/x.svg"])
        #expect(live.files == (try Self.cleanBuild(folder)))

        // A chapter added and one removed.
        try FileManager.default.removeItem(atPath: "\(folder.path)/content/part/c.md")
        let moved = live.rebuild(changed: try Self.edit(folder, "content/d.md", "---\ntitle: Delta\n---\n\nNew.\n"))
        #expect(moved.succeeded)
        #expect(moved.removed == ["part/c.html"])
        #expect(live.files == (try Self.cleanBuild(folder)))
    }

    /// A text edit checks only the edited pages and the pages that link into them, yet reports
    /// what a full build of the same content reports: the other pages' warnings stay, and the
    /// edited page's come and go.
    @Test func aTextEditReportsWhatAFullBuildReports() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: T\ncheck:\n  warn: [img-alt]\n",
            "content/a.md": "---\ntitle: Alpha\n---\n\n<img src=\"images/x.svg\"/>\n\nSee [beta](b.md#two).\n",
            "content/b.md": "---\ntitle: Beta\n---\n\n## Two\n\nText.\n",
            "content/c.md": "---\ntitle: Gamma\nlayout: post\n---\n\nC.\n",
            "content/images/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        defer { folder.remove() }
        var options = Self.options(folder)
        options.configPath = "\(folder.path)/docgen.yml"
        let live = LiveSite(options: options)
        let first = live.rebuild()
        #expect(first.succeeded)
        #expect(Set(first.diagnostics.compactMap(\.rule)) == ["img-alt"])
        #expect(first.diagnostics.contains { $0.message.contains("layout") })

        func expectSameAsFullBuild(_ update: LiveSite.Update) {
            let full = LiveSite(options: options).rebuild()
            #expect(!update.reloadedSite)
            #expect(update.diagnostics == full.diagnostics)
            #expect(update.succeeded == full.succeeded)
        }
        // Another page's text: the warnings of a (its check) and c (loading) are still reported.
        expectSameAsFullBuild(live.rebuild(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Beta\n---\n\n## Two\n\nMore.\n")))
        // The warned page itself, its image given alt text: its check warning goes.
        let fixed = live.rebuild(changed: try Self.edit(folder, "content/a.md",
                                                        "---\ntitle: Alpha\n---\n\n<img src=\"images/x.svg\" alt=\"X\"/>\n\nSee [beta](b.md#two).\n"))
        expectSameAsFullBuild(fixed)
        #expect(!fixed.diagnostics.contains { $0.rule == "img-alt" })
        // A page that links into the edited page's heading is judged again.
        let broken = live.rebuild(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Beta\n---\n\n## Three\n"))
        expectSameAsFullBuild(broken)
        #expect(broken.diagnostics.contains { $0.location.file.hasSuffix("content/a.md") && $0.rule == "broken-fragment" })
    }
}

