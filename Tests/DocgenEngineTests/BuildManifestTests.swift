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

    /// Each page's stamp is read beside its open folder: pages at the root and in nested
    /// folders, one gone, one that is now a folder; and its figures' files are looked for, beside
    /// it or in another folder.
    @Test func outputStampsAreReadBesideEachPagesFolder() throws {
        let folder = try TemporaryFolder(["site/a.html": "a", "site/p/b.html": "bb", "site/p/b.x.svg": "<svg/>", "site/p/q/c.html": "ccc",
                                          "site/p/d.html/inside": "", "site/z.html": "z", "site/y/y.svg": "<svg/>"])
        defer { folder.remove() }
        let root = "\(folder.path)/site"
        let pages: [(path: String, figures: [String])] = [("a.html", []), ("p/b.html", ["p/b.x.svg"]), ("p/q/c.html", []), ("p/d.html", []),
                                                          ("p/gone.html", []), ("z.html", ["y/y.svg"]), ("a2.html", ["p/missing.svg"])]
        let entries = pages.map { page in
            BuildManifest.Entry(key: "k", stamp: FileStamp(size: 0, modified: 0, inode: 0),
                                page: WrittenPage(path: page.path, diagnostics: [], check: PageCheck(), diagramCount: 0, tableCount: 0,
                                                  figurePaths: page.figures))
        }
        let stamps = OutputStamps(root: root, manifest: BuildManifest(filesFingerprint: "f", othersFingerprint: "o", otherFiles: [:],
                                                                      entries: entries))
        for (position, page) in pages.enumerated() {
            #expect(stamps.stamp(at: position) == FileStamp.of("\(root)/\(page.path)"), "\(page.path)")
        }
        #expect(stamps.stamp(at: 0) != nil && stamps.stamp(at: 2) != nil && stamps.stamp(at: 3) == nil && stamps.stamp(at: 4) == nil)
        #expect(pages.indices.map(stamps.figuresArePresent) == [true, true, true, true, true, true, false])
    }

    /// Pages are published in place, removing those the build no longer makes, whether or not
    /// they come in the recorded order; another set of other files publishes a new folder.
    @Test func thePublishingModeNamesThePagesNoLongerMade() throws {
        try Self.recorded { manifest, _ in
            func removed(_ pages: [String], fingerprint: String = "f") -> [String]? {
                guard case .inPlace(let removing) = manifest.publishingMode(filesFingerprint: fingerprint, pagePaths: pages,
                                                                            outputPaths: Set(pages + ["style.css"]), outputPath: "/nowhere")
                else { return nil }
                return removing
            }
            #expect(removed(["a.html", "b.html", "c.html"]) == [])
            #expect(removed(["c.html", "a.html", "b.html"]) == [])
            #expect(removed(["a.html", "c.html"]) == ["b.html"])
            #expect(removed(["a.html", "b.html", "d.html"]) == ["c.html"])
            #expect(removed(["a.html", "b.html", "c.html"], fingerprint: "g") == nil, "other static files: a new folder")
        }
    }
}
