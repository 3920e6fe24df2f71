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
        #expect(folder.snapshot(of: "site") == [
            "guide/new.html": Data("new".utf8), "old.html": Data("old, again".utf8), "style.css": Data("css".utf8),
        ])
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
        #expect(folder.snapshot(of: "site") == ["deep/er/a.html": Data("a".utf8)])
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
}
