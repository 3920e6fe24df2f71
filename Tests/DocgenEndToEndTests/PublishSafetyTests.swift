import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// What a build may replace and what it must leave alone: its cache after a failure, files behind
/// a link in the output, and folders it did not make.
@Suite struct PublishSafetyTests {
    /// Builds `fixture`'s content into `folder/output`, with its cache beside it.
    private func build(_ fixture: Fixture, into output: String = "site", force: Bool = false) -> BuildReport {
        var options = BuildOptions(contentPath: "\(fixture.folder.path)/content", outputPath: "\(fixture.folder.path)/\(output)",
                                   configPath: "\(fixture.folder.path)/docgen.yml", jobs: 2, useCache: true)
        options.force = force
        return SiteBuild.build(options)
    }

    /// Dates every file of the fixture's content ten seconds back: the archive keeps only files
    /// that settled.
    private func settle(_ fixture: Fixture) throws {
        let content = "\(fixture.folder.path)/content"
        let past = timespec(tv_sec: time(nil) - 10, tv_nsec: 0)
        for file in try #require(FileManager.default.subpaths(atPath: content)) {
            var times = [past, past]
            #expect(utimensat(AT_FDCWD, "\(content)/\(file)", &times, 0) == 0)
        }
    }

    @Test func aFailedBuildLeavesTheCacheExactlyAsItWas() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        try settle(fixture)
        #expect(build(fixture).succeeded)
        let cache = fixture.folder.snapshot(of: ".docgen-cache")
        #expect(cache.keys.sorted() == ["manifest", "sources"])
        // Every chapter edited, so that the archive would be written again, and one broken.
        let intro = try #require(fixture.folder.read("content/intro.md"))
        try fixture.folder.write(Data((intro + "\n[broken](missing.md)\n").utf8), to: "content/intro.md")
        for file in try #require(FileManager.default.subpaths(atPath: "\(fixture.folder.path)/content")) where file.hasSuffix(".md") && file != "intro.md" {
            let text = try #require(fixture.folder.read("content/\(file)"))
            try fixture.folder.write(Data((text + "\nMore.\n").utf8), to: "content/\(file)")
        }
        try settle(fixture)
        #expect(!build(fixture).succeeded)
        #expect(fixture.folder.snapshot(of: ".docgen-cache") == cache)
        // Fixed, the build stores what it read.
        try fixture.folder.write(Data(intro.utf8), to: "content/intro.md")
        try settle(fixture)
        #expect(build(fixture).succeeded)
        #expect(fixture.folder.snapshot(of: ".docgen-cache")["sources"] != cache["sources"])
    }

    @Test func aLinkInTheOutputIsReplacedNeverWrittenThroughOrEmptied() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        try fixture.folder.write(Data("---\ntitle: Part page\n---\nIn a part.\n".utf8), to: "content/part/page.md")
        #expect(build(fixture).succeeded)
        let root = fixture.folder.path
        // site/part becomes a link to a folder outside the output that holds a copy of its page.
        try FileManager.default.moveItem(atPath: "\(root)/site/part", toPath: "\(root)/outside")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/site/part", withDestinationPath: "\(root)/outside")
        let outside = fixture.folder.snapshot(of: "outside")
        try fixture.folder.write(Data("---\ntitle: Part page\n---\nEdited.\n".utf8), to: "content/part/page.md")
        #expect(build(fixture).succeeded)
        #expect(fixture.folder.snapshot(of: "outside") == outside)
        #expect(fixture.folder.read("site/part/page.html")?.contains("Edited.") == true)
        var info = stat()
        #expect(lstat("\(root)/site/part", &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        // And again with the page removed: the outside copy stays.
        try FileManager.default.removeItem(atPath: "\(root)/site/part")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/site/part", withDestinationPath: "\(root)/outside")
        try FileManager.default.removeItem(atPath: "\(root)/content/part/page.md")
        #expect(build(fixture).succeeded)
        #expect(fixture.folder.snapshot(of: "outside") == outside)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/site/part"))
    }

    @Test func anOutputDocgenDidNotMakeIsRefusedUnlessForced() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        try fixture.folder.write(Data("mine".utf8), to: "docs/notes.txt")
        let refused = build(fixture, into: "docs")
        #expect(refused.diagnostics.map(fixture.relative) == [
            "docs: error: refusing to replace 'docs': it holds files docgen did not make ('notes.txt') and no .docgen-site, "
                + "and docgen replaces its output as a whole; choose another --output, or pass --force to replace it",
        ])
        #expect(fixture.folder.snapshot(of: "docs") == ["notes.txt": Data("mine".utf8)])
        #expect(build(fixture, into: "docs", force: true).succeeded)
        #expect(fixture.folder.read("docs/notes.txt") == nil)
        #expect(fixture.folder.read("docs/.docgen-site") != nil)
        // From then on it is docgen's.
        #expect(build(fixture, into: "docs").succeeded)
    }

    @Test func aSiteMadeBeforeTheMarkerIsRecognisedByItsRecord() throws {
        let fixture = try Fixture("basic-site")
        defer { fixture.remove() }
        #expect(build(fixture).succeeded)
        try FileManager.default.removeItem(atPath: "\(fixture.folder.path)/site/.docgen-site")
        #expect(build(fixture).succeeded)
        #expect(fixture.folder.read("site/.docgen-site") != nil)
    }
}
