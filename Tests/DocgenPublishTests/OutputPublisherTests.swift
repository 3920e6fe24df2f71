import DocgenPublish
import DocgenTestSupport
import Foundation
import Testing

/// The only writer: a new folder swapped in whole, or changed pages renamed over their old files.
@Suite struct OutputPublisherTests {
    static func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    @Test func aNewFolderHoldsWhatWasWrittenAndKeptAndNothingElse() throws {
        let folder = try TemporaryFolder(["site/old.html": "old", "site/style.css": "css", "site/gone/page.html": "gone"])
        defer { folder.remove() }
        let output = folder.path + "/site"
        let styleInode = try Self.inode(output + "/style.css")
        let publisher = OutputPublisher(outputPath: output)
        try publisher.begin()
        try publisher.prepareFolders(for: ["guide/new.html"])
        try publisher.write(Array("new".utf8), to: "guide/new.html")
        try publisher.write(Array("old, again".utf8), to: "old.html")
        try publisher.keep("style.css")
        #expect(publisher.writtenPaths == ["guide/new.html", "old.html", "style.css"])
        #expect(publisher.stagedBytes("style.css") == Array("css".utf8))
        #expect(folder.read("site/old.html") == "old")
        try publisher.commit()
        #expect(folder.snapshot(of: "site").filter { $0.key != OutputLocation.markerName } == [
            "guide/new.html": Data("new".utf8), "old.html": Data("old, again".utf8), "style.css": Data("css".utf8),
        ])
        #expect(folder.read("site/\(OutputLocation.markerName)")?.contains("made by docgen") == true)
        // The kept file is the old one, linked, not a copy; no staging folder is left beside the output.
        #expect(try Self.inode(output + "/style.css") == styleInode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
    }

    @Test func aFirstBuildMakesTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let publisher = OutputPublisher(outputPath: folder.path + "/site")
        try publisher.begin()
        try publisher.write(Array("a".utf8), to: "deep/er/a.html")
        try publisher.commit()
        #expect(folder.snapshot(of: "site").keys.sorted() == [OutputLocation.markerName, "deep/er/a.html"])
    }

    @Test func inPlaceOnlyTheWrittenPagesChangeAndRemovedOnesGoWithTheirEmptyFolders() throws {
        let folder = try TemporaryFolder([
            "site/a.html": "a", "site/b.html": "b", "site/part/c.html": "c", "site/keep/d.html": "d", "site/keep/e.html": "e",
        ])
        defer { folder.remove() }
        let output = folder.path + "/site"
        let untouched = try Self.inode(output + "/b.html")
        let publisher = OutputPublisher(outputPath: output, mode: .inPlace(removing: ["part/c.html", "keep/d.html"]))
        try publisher.begin()
        try publisher.write(Array("a, again".utf8), to: "a.html")
        try publisher.write(Array("f".utf8), to: "new/f%20g.html")
        #expect(publisher.stagedBytes("a.html") == nil)
        #expect(folder.read("site/a.html") == "a")
        try publisher.commit()
        #expect(folder.snapshot(of: "site") == [
            "a.html": Data("a, again".utf8), "b.html": Data("b".utf8), "keep/e.html": Data("e".utf8), "new/f%20g.html": Data("f".utf8),
        ])
        #expect(try Self.inode(output + "/b.html") == untouched)
        #expect(!FileManager.default.fileExists(atPath: output + "/part"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
    }

    @Test func anAbandonedBuildLeavesTheOutputAsItWas() throws {
        let folder = try TemporaryFolder(["site/a.html": "a"])
        defer { folder.remove() }
        let publisher = OutputPublisher(outputPath: folder.path + "/site")
        try publisher.begin()
        try publisher.write(Array("b".utf8), to: "a.html")
        publisher.abandon()
        #expect(folder.snapshot(of: "site") == ["a.html": Data("a".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
    }
    /// The id of a process that has ended, as a killed build's.
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func nothingIsWrittenOrRemovedThroughALinkInTheOutput() throws {
        let folder = try TemporaryFolder([
            "site/.docgen-site": "", "site/a.html": "a", "outside/page.html": "outside", "outside/gone.html": "outside",
        ])
        defer { folder.remove() }
        let output = folder.path + "/site"
        try FileManager.default.createSymbolicLink(atPath: output + "/evil", withDestinationPath: folder.path + "/outside")
        #expect(!OutputPublisher.canPublishInPlace(outputPath: output, pagePaths: ["a.html", "evil/page.html"], removing: []))
        #expect(!OutputPublisher.canPublishInPlace(outputPath: output, pagePaths: ["a.html"], removing: ["evil/gone.html"]))
        #expect(OutputPublisher.canPublishInPlace(outputPath: output, pagePaths: ["a.html", "new/page.html"], removing: []))
        let publisher = OutputPublisher(outputPath: output, mode: .inPlace(removing: ["evil/gone.html"]))
        try publisher.begin()
        try publisher.write(Array("new".utf8), to: "evil/page.html")
        #expect(throws: LinkInOutput.self) { try publisher.commit() }
        publisher.abandon()
        #expect(folder.snapshot(of: "outside") == ["page.html": Data("outside".utf8), "gone.html": Data("outside".utf8)])
        // A new folder replaces the link itself, and leaves where it pointed alone.
        let replacing = OutputPublisher(outputPath: output)
        try replacing.begin()
        try replacing.write(Array("new".utf8), to: "evil/page.html")
        try replacing.commit()
        #expect(folder.read("site/evil/page.html") == "new")
        #expect(folder.snapshot(of: "outside") == ["page.html": Data("outside".utf8), "gone.html": Data("outside".utf8)])
    }

    @Test func aPublishInPlaceKilledAfterItsPlanIsFinishedByTheNextBuild() throws {
        let dead = try Self.endedProcessID()
        let folder = try TemporaryFolder([
            "site/.docgen-site": "", "site/a.html": "a", "site/b.html": "b, already new", "site/part/gone.html": "gone",
            ".site.docgen-staging-\(dead)/a.html": "a, new", ".site.docgen-staging-\(dead)/part%2Fnew.html": "new",
        ])
        defer { folder.remove() }
        // The plan names b.html, whose staged file was moved before the kill.
        let plan = "Ra.html\0Rb.html\0Rpart/new.html\0Dpart/gone.html\0"
        try folder.write(Data(plan.utf8), to: ".site.docgen-plan-\(dead)")
        #expect(OutputLeftovers.recover(outputPath: folder.path + "/site", cacheFolder: folder.path + "/.docgen-cache") == [])
        #expect(folder.snapshot(of: "site") == [
            ".docgen-site": Data(), "a.html": Data("a, new".utf8), "b.html": Data("b, already new".utf8), "part/new.html": Data("new".utf8),
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
    }

    @Test func leftoversOfEndedProcessesAreRemovedAndAMovedAsideSitePutBack() throws {
        let dead = try Self.endedProcessID()
        let running = getpid()
        let folder = try TemporaryFolder([
            ".site.docgen-previous-\(dead)/a.html": "old site", ".site.docgen-staging-\(dead)/a.html": "new site, never swapped in",
            ".docgen-cache/manifest.\(dead).tmp": "cut off", ".docgen-cache/manifest": "kept",
            ".site.docgen-staging-\(running)/a.html": "this process's own",
            ".site.docgen-plan-\(dead)": "not a plan",
        ])
        defer { folder.remove() }
        #expect(OutputLeftovers.recover(outputPath: folder.path + "/site", cacheFolder: folder.path + "/.docgen-cache") == [])
        #expect(folder.snapshot(of: "site") == ["a.html": Data("old site".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
            ".docgen-cache", ".site.docgen-staging-\(running)", "site",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.docgen-cache") == ["manifest"])
    }
}

/// Output folders whose replacement would destroy the user's files are refused.
@Suite struct OutputLocationTests {
    @Test func anOutputThatHoldsTheWorkingFolderIsRefused() {
        let workingFolder = FileManager.default.currentDirectoryPath
        #expect(OutputLocation.problem(outputPath: "/", sources: [])?.message == "refusing to replace '/': it holds the working folder")
        #expect(OutputLocation.problem(outputPath: workingFolder, sources: [])?.message
                == "refusing to replace '\(workingFolder)': it holds the working folder")
    }

    @Test func anOutputThatOverlapsASourceIsRefusedEitherWay() {
        let root = NSTemporaryDirectory() + "docgen-output-location"
        #expect(OutputLocation.problem(outputPath: root + "/site", sources: [root + "/site/content"])?.message
                == "the output folder '\(root)/site' overlaps '\(root)/site/content'; choose a separate folder")
        #expect(OutputLocation.problem(outputPath: root + "/content/site", sources: [root + "/content"])?.message
                == "the output folder '\(root)/content/site' overlaps '\(root)/content'; choose a separate folder")
        #expect(OutputLocation.problem(outputPath: root + "/site", sources: [root + "/content", root + "/site-templates"]) == nil)
    }

    @Test func onlyAMissingOrEmptyFolderOrOneDocgenMadeIsReplaced() throws {
        let folder = try TemporaryFolder([
            "docs/readme.txt": "mine", "docs/notes.md": "mine", "afile": "mine", "site/.docgen-site": "", "site/a.html": "a",
            "legacy/a.html": "a",
        ])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: folder.path + "/site")
        func problem(_ name: String, force: Bool = false, madeByDocgen: Bool = false) -> String? {
            OutputLocation.problem(outputPath: "\(folder.path)/\(name)", sources: [], force: force) { madeByDocgen }?
                .message.replacingOccurrences(of: folder.path + "/", with: "")
        }
        let advice = "and docgen replaces its output as a whole; choose another --output, or pass --force to replace it"
        #expect(problem("docs") == "refusing to replace 'docs': it holds files docgen did not make ('notes.md' and 1 more) and no .docgen-site, \(advice)")
        #expect(problem("afile") == "refusing to replace 'afile': it is a file, not a folder, \(advice)")
        #expect(problem("link") == "refusing to replace 'link': it is a symbolic link (docgen would replace the link, not write where it points), \(advice)")
        for accepted in ["missing", "empty", "site"] { #expect(problem(accepted) == nil, "\(accepted)") }
        #expect(problem("legacy", madeByDocgen: true) == nil, "a site the last build's record recognises")
        for forced in ["docs", "afile", "link"] { #expect(problem(forced, force: true) == nil, "\(forced)") }
    }
}
