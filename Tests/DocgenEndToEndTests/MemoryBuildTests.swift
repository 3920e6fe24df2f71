import DocgenCore
import DocgenEngine
import DocgenPublish
import DocgenTestSupport
import Foundation
import Testing

/// docgen serve's in-memory engine gives, after any sequence of edits, exactly the files a
/// clean `docgen build` of the same content writes.
@Suite struct MemoryBuildTests {
    static func site() throws -> TemporaryFolder {
        try TemporaryFolder([
            "content/a.md": "---\ntitle: Alpha\norder: 1\n---\n\n# Top\n\nSee [beta](b.md#two).\n",
            "content/b.md": "---\ntitle: Beta\norder: 2\n---\n\n## Two\n\nText.\n",
            "content/part/c.md": "---\ntitle: Gamma\n---\n\nIn a part.\n",
            "content/images/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
    }

    /// The folder's build options, with its docgen.yml when it has one.
    static func options(_ folder: TemporaryFolder, output: String = "site") -> BuildOptions {
        let config = "\(folder.path)/docgen.yml"
        return BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)",
                            configPath: FileManager.default.fileExists(atPath: config) ? config : nil, jobs: 2, useCache: false)
    }

    /// The files a clean build of the folder writes, by path inside the output.
    static func cleanBuild(_ folder: TemporaryFolder) throws -> [String: [UInt8]] {
        try? FileManager.default.removeItem(atPath: "\(folder.path)/clean")
        let report = SiteBuild.build(options(folder, output: "clean"))
        #expect(report.succeeded, "\(report.diagnostics)")
        // Without the output folder's marker: serve replaces no folder.
        return folder.snapshot(of: "clean").filter { $0.key != OutputLocation.markerName }.mapValues(Array.init)
    }

    static func edit(_ folder: TemporaryFolder, _ path: String, _ text: String) throws -> Set<String> {
        try folder.write(Data(text.utf8), to: path)
        return [URL(fileURLWithPath: "\(folder.path)/\(path)").standardizedFileURL.path]
    }

    @Test func editsOfTextTitlesAndFilesGiveWhatACleanBuildGives() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let live = SiteBuild(options: Self.options(folder), into: .memory)
        #expect(live.run().succeeded)
        #expect(live.files == (try Self.cleanBuild(folder)))

        // Text only, saved through a temporary file: one page made again, the rest kept.
        let temporary = try Self.edit(folder, "content/.b.md.tmp", "---\ntitle: Beta\norder: 2\n---\n\n## Two\n\nNew text.\n")
        #expect(rename("\(folder.path)/content/.b.md.tmp", "\(folder.path)/content/b.md") == 0)
        let text = live.run(changed: temporary.union(["\(URL(fileURLWithPath: folder.path).standardizedFileURL.path)/content/b.md"]))
        #expect(text.succeeded)
        #expect(text.remadePageCount == 1)
        #expect(!text.reloadedSite)
        #expect(text.changed == ["b.html"])
        #expect(live.files == (try Self.cleanBuild(folder)))

        // A title shows in the navigation of every page: all of them change.
        let title = live.run(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Bravo\norder: 2\n---\n\n## Two\n\nNew text.\n"))
        #expect(title.succeeded)
        #expect(title.reloadedSite)
        #expect(title.changed.contains("a.html") && title.changed.contains("part/c.html"))
        #expect(live.files == (try Self.cleanBuild(folder)))

        // A heading removed breaks the link into it: the rebuild fails and keeps the last good site.
        let before = live.files
        let broken = live.run(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Bravo\norder: 2\n---\n\nNo heading.\n"))
        #expect(!broken.succeeded)
        #expect(broken.diagnostics.map(\.message) == ["link to missing heading '#two' in b.html"])
        #expect(live.files == before)

        // While it is broken an image changes; the fix brings both.
        _ = live.run(changed: try Self.edit(folder, "content/images/x.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>"))
        let fixed = live.run(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Bravo\norder: 2\n---\n\n## Two\n"))
        #expect(fixed.succeeded)
        #expect(Set(fixed.changed) == ["b.html", "images/x.svg"])
        #expect(live.files == (try Self.cleanBuild(folder)))

        // A chapter added and one removed.
        try FileManager.default.removeItem(atPath: "\(folder.path)/content/part/c.md")
        let moved = live.run(changed: try Self.edit(folder, "content/d.md", "---\ntitle: Delta\n---\n\nNew.\n"))
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
            "content/c.md": "---\ntitle: Gamma\ncolour: blue\n---\n\nC.\n",
            "content/images/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        defer { folder.remove() }
        let options = Self.options(folder)
        let live = SiteBuild(options: options, into: .memory)
        let first = live.run()
        #expect(first.succeeded)
        #expect(Set(first.diagnostics.compactMap(\.rule)) == ["img-alt", "unknown-front-matter-key"])
        #expect(first.diagnostics.contains { $0.message.contains("colour") })

        func expectSameAsFullBuild(_ update: BuildReport) {
            let full = SiteBuild(options: options, into: .memory).run()
            #expect(!update.reloadedSite)
            #expect(update.diagnostics == full.diagnostics)
            #expect(update.succeeded == full.succeeded)
        }
        // Another page's text: the warnings of a (its check) and c (loading) are still reported.
        expectSameAsFullBuild(live.run(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Beta\n---\n\n## Two\n\nMore.\n")))
        // The warned page itself, its image given alt text: its check warning goes.
        let fixed = live.run(changed: try Self.edit(folder, "content/a.md",
                                                        "---\ntitle: Alpha\n---\n\n<img src=\"images/x.svg\" alt=\"X\"/>\n\nSee [beta](b.md#two).\n"))
        expectSameAsFullBuild(fixed)
        #expect(!fixed.diagnostics.contains { $0.rule == "img-alt" })
        // A page that links into the edited page's heading is judged again.
        let broken = live.run(changed: try Self.edit(folder, "content/b.md", "---\ntitle: Beta\n---\n\n## Three\n"))
        expectSameAsFullBuild(broken)
        #expect(broken.diagnostics.contains { $0.location.file.hasSuffix("content/a.md") && $0.rule == "broken-fragment" })
    }

    /// A chapter of the warned site: an unknown front-matter key (a loading warning), with
    /// `extra` keys after it, and every fifth an image without alt text (a check warning).
    static func warnedChapter(_ number: Int, unknownKey: Bool = true, extra: String = "", alt: Bool? = nil) -> String {
        let image = alt ?? (number % 5 != 0) ? "<img src=\"images/x.svg\" alt=\"X\"/>" : "<img src=\"images/x.svg\"/>"
        return "---\ntitle: Chapter \(number)\norder: \(number)\n" + (unknownKey ? "colour: blue\n" : "") + extra
            + "---\n\n## Part \(number)\n\n\(image)\n\nSee [the next](c\(number + 1).md#part-\(number + 1)).\n"
    }

    /// On a site where every chapter has a warning, each rebuild reports what a fresh build of
    /// the same content reports, line for line as printed: a text edit that adds a warning, one
    /// that removes one, both kinds at once, a chapter deleted, and a text edit after that.
    @Test func aSiteOfWarnedChaptersReportsAfterEachEditWhatAFreshBuildReports() throws {
        let count = 60
        var files = ["docgen.yml": "title: T\ncheck:\n  warn: [img-alt]\n", "content/images/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"]
        for number in 1...count { files[String(format: "content/c%d.md", number)] = Self.warnedChapter(number) }
        files["content/c\(count + 1).md"] = "---\ntitle: Last\norder: 999\n---\n\n## Part \(count + 1)\n"
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let options = Self.options(folder)
        let live = SiteBuild(options: options, into: .memory)
        let first = live.run()
        #expect(first.succeeded)
        #expect(first.listing.lines() == [
            "\(folder.path)/content/c1.md:4:1: warning: unknown key 'colour' [unknown-front-matter-key]",
            "\(folder.path)/content/c10.md:4:1: warning: unknown key 'colour' [unknown-front-matter-key]",
            "\(folder.path)/content/c11.md:4:1: warning: unknown key 'colour' [unknown-front-matter-key]",
            "  … and 57 more",
            "\(folder.path)/content/c10.md:9:1: warning: <img> has no alt attribute (use alt=\"\" for a decorative image) [img-alt]",
            "\(folder.path)/content/c15.md:9:1: warning: <img> has no alt attribute (use alt=\"\" for a decorative image) [img-alt]",
            "\(folder.path)/content/c20.md:9:1: warning: <img> has no alt attribute (use alt=\"\" for a decorative image) [img-alt]",
            "  … and 9 more",
        ])

        func expectSameAsFreshBuild(_ update: BuildReport, reloaded: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let fresh = SiteBuild(options: options, into: .memory).run()
            #expect(update.succeeded, sourceLocation: sourceLocation)
            #expect(update.reloadedSite == reloaded, sourceLocation: sourceLocation)
            #expect(update.diagnostics == fresh.diagnostics, sourceLocation: sourceLocation)
            #expect(update.listing.lines() == fresh.listing.lines(), sourceLocation: sourceLocation)
            // What `docgen build` prints of the same content.
            try? FileManager.default.removeItem(atPath: "\(folder.path)/clean")
            let built = SiteBuild.build(Self.options(folder, output: "clean"))
            #expect(update.listing.lines() == DiagnosticListing.lines(built.diagnostics), sourceLocation: sourceLocation)
        }
        // Text alone: the chapter keeps its warning.
        expectSameAsFreshBuild(live.run(changed: try Self.edit(folder, "content/c7.md", Self.warnedChapter(7) + "\nMore.\n")))
        // A warning added, then one removed, each without reloading the site.
        let added = live.run(changed: try Self.edit(folder, "content/c8.md", Self.warnedChapter(8, extra: "foo: 1\n")))
        expectSameAsFreshBuild(added)
        #expect(added.diagnostics.contains { $0.message == "unknown key 'foo'" && $0.location.file.hasSuffix("/c8.md") })
        let removed = live.run(changed: try Self.edit(folder, "content/c9.md", Self.warnedChapter(9, unknownKey: false)))
        expectSameAsFreshBuild(removed)
        #expect(removed.diagnostics.count { $0.message == "unknown key 'colour'" } == count - 1)
        // Two chapters at once: one check warning fixed, one made.
        let paths = try Self.edit(folder, "content/c10.md", Self.warnedChapter(10, alt: true))
            .union(try Self.edit(folder, "content/c11.md", Self.warnedChapter(11, alt: false)))
        expectSameAsFreshBuild(live.run(changed: paths))
        // A warned chapter deleted (nothing links into it but its neighbour, which is edited too),
        // then another one's text edited.
        try FileManager.default.removeItem(atPath: "\(folder.path)/content/c13.md")
        let gone = URL(fileURLWithPath: "\(folder.path)/content/c13.md").standardizedFileURL.path
        let relinked = try Self.edit(folder, "content/c12.md", Self.warnedChapter(12).replacingOccurrences(of: "c13.md#part-13", with: "c14.md#part-14"))
        let deleted = live.run(changed: relinked.union([gone]))
        expectSameAsFreshBuild(deleted, reloaded: true)
        #expect(!deleted.diagnostics.contains { $0.location.file.hasSuffix("/c13.md") })
        expectSameAsFreshBuild(live.run(changed: try Self.edit(folder, "content/c20.md", Self.warnedChapter(20, unknownKey: false, alt: true))))
    }

    /// A chapter with no translation is warned about after an edit of its text as before it:
    /// the warning belongs to the site's loading, not to the chapter's reading.
    @Test func anUntranslatedChapterStaysWarnedAfterATextEdit() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "title: T\nlanguages:\n  - code: en\n    name: English\n  - code: fr\n    name: Français\n",
            "content/en/a.md": "---\ntitle: A\n---\n\nA.\n",
            "content/en/b.md": "---\ntitle: B\ncolour: blue\n---\n\nB.\n",
            "content/fr/a.md": "---\ntitle: A\n---\n\nA.\n",
        ])
        defer { folder.remove() }
        let options = Self.options(folder)
        let live = SiteBuild(options: options, into: .memory)
        let first = live.run()
        #expect(first.diagnostics.map(\.message) == [
            "no Français translation (\(folder.path)/content/fr/b.md); its switcher leads to the Français home page", "unknown key 'colour'",
            "there are no words for the language 'fr' (i18n/fr.yml; there are: de, en, zh-Hans); English is used",
        ])
        let edited = live.run(changed: try Self.edit(folder, "content/en/b.md", "---\ntitle: B\ncolour: blue\n---\n\nMore B.\n"))
        #expect(!edited.reloadedSite)
        #expect(edited.diagnostics == first.diagnostics)
    }
}
