import DocgenCheck
@testable import DocgenEngine
import DocgenModel
import DocgenTestSupport
import Foundation
import Testing

@Suite struct BuildManifestTests {
    /// A manifest of pages `a.html`, `b.html`, `c.html` (keys `ka`, `kb`, `kc`) whose files are
    /// in an output folder, with the stamps they have there; `body` gets the manifest and stamps.
    static func recorded(_ body: (BuildManifest, OutputStamps) throws -> Void) throws {
        let folder = try TemporaryFolder(["site/a.html": "a", "site/b.html": "bb", "site/c.html": "ccc"])
        defer { folder.remove() }
        let entries = try ["a", "b", "c"].map { name in
            BuildManifest.Entry(key: "k\(name)", stamp: try #require(FileStamp.of("\(folder.path)/site/\(name).html")),
                                page: WrittenPage(path: "\(name).html", diagnostics: [], check: PageCheck(), diagramCount: 0, tableCount: 0))
        }
        let manifest = BuildManifest(filesFingerprint: "f", othersFingerprint: "o", otherFiles: [:], entries: entries)
        try body(manifest, OutputStamps(root: "\(folder.path)/site", manifest: manifest))
    }

    /// A page is looked for where it is expected first, and by its path when it is not there:
    /// pages move when chapters are added, removed or reordered.
    @Test(arguments: [1, 0, 2, -1, 3, 100])
    func aPageIsFoundWhereverItWasExpected(place: Int) throws {
        try Self.recorded { manifest, stamps in
            #expect(manifest.reusablePage("b.html", key: "kb", expectedAt: place, in: stamps)?.page.path == "b.html")
            #expect(manifest.reusablePage("b.html", key: "kc", expectedAt: place, in: stamps) == nil, "another key")
            #expect(manifest.reusablePage("d.html", key: "kb", expectedAt: place, in: stamps) == nil, "no such page")
        }
    }
}
