import DocgenCheck
import DocgenCore
@testable import DocgenEngine
import DocgenLoad
import DocgenModel
import DocgenPages
import DocgenTestSupport
import Foundation
import Testing

@Suite struct ManifestFormatTests {
    func encoded(_ manifest: BuildManifest) -> [UInt8] {
        Array(ManifestFormat.parts(manifest).joined())
    }

    static func sample() -> BuildManifest {
        var check = PageCheck()
        check.targets = ["intro", "tab\there", "back\\slash"]
        check.linkCount = 7
        check.fragmentLinks = [.init(page: "b.html", fragment: "x y", location: SourceLocation(file: "site/a.html", line: 3, column: 9),
                                     note: " (in the page made by template page.mustache)")]
        check.contentFragmentLinks = [.init(page: "b.html", fragment: "y", location: SourceLocation(file: "content/a b.md", line: 2, column: 4))]
        check.externalLinks = [.init(url: "https://example.com/?q=1", location: SourceLocation(file: "site/a.html", line: 4, column: 2))]
        var finding = Diagnostic.error("line one\nline two", at: SourceLocation(file: "site/a.html", line: 5, column: 1))
        finding.rule = "img-alt"
        check.findings = [finding]
        let page = WrittenPage(path: "a.html", source: "content/a b.md",
                               diagnostics: [Diagnostic.warning("a warning\r", at: SourceLocation(file: "content/a b.md", line: 1), rule: .htmlRepair)],
                               check: check, diagramCount: 2, tableCount: 1, figurePaths: ["a.cells-list.svg", "a.speed-chart.svg"],
                               inputs: [PageInput(kind: .data, name: "data/t\t1.csv", digest: "0f"), PageInput(kind: .tool, name: "pygments", digest: "/usr/bin/python3\n")])
        let bare = WrittenPage(path: "404.html", diagnostics: [], check: PageCheck(), diagramCount: 0, tableCount: 0)
        var broken = Diagnostic.error("link to missing heading '#z' in b.html", at: SourceLocation(file: "content/a b.md", line: 9, column: 3))
        broken.rule = "broken-fragment"
        return BuildManifest(filesFingerprint: "f00d", othersFingerprint: "beef",
                             otherFiles: ["assets/style.css": FileStamp(size: 10, modified: 1_700_000_000_123_456_789, inode: 42)],
                             entries: [.init(key: "k1", stamp: FileStamp(size: 100, modified: 5, inode: 6), page: page, brokenFragments: [broken]),
                                       .init(key: "k2", stamp: FileStamp(size: 1, modified: 2, inode: 3), page: bare)])
    }

    @Test func everyRecordSurvivesARoundTripIncludingEscapedCharacters() throws {
        let manifest = Self.sample()
        let decoded = try #require(ManifestFormat.decode(encoded(manifest)))
        #expect(decoded == manifest)
    }

    /// A page's ids and links, most of a manifest, are read from its records only when asked for;
    /// its diagnostics, findings and broken fragments are read with the manifest.
    @Test func aPagesIdsAndLinksAreReadWhenAskedFor() throws {
        let manifest = Self.sample()
        let decoded = try #require(ManifestFormat.decode(encoded(manifest))?.entry(at: "a.html"))
        let original = try #require(manifest.entry(at: "a.html"))
        #expect(decoded.page.check.targets.isEmpty && decoded.page.check.fragmentLinks.isEmpty)
        #expect(decoded.page.check.contentFragmentLinks.isEmpty && decoded.page.check.externalLinks.isEmpty)
        #expect(decoded.page.figurePaths == ["a.cells-list.svg", "a.speed-chart.svg"], "a kept page keeps its figures' files")
        #expect(decoded.page.inputs == original.page.inputs, "whether a page is kept depends on its inputs")
        #expect(decoded.page.check.findings == original.page.check.findings)
        #expect(decoded.page.diagnostics == original.page.diagnostics)
        #expect(decoded.brokenFragments == original.brokenFragments)
        #expect(decoded.wholePage == original.page)
    }

    /// A page's figure files must lie inside the output: a manifest naming one outside it is
    /// not read (every page is made again).
    @Test func aFigureFileOutsideTheOutputIsNotRead() throws {
        let text = String(decoding: encoded(Self.sample()), as: UTF8.self)
        #expect(text.contains("\nG\ta.cells-list.svg\ta.speed-chart.svg\n"))
        let outside = text.replacingOccurrences(of: "\nG\ta.cells-list.svg", with: "\nG\t../a.cells-list.svg")
        #expect(ManifestFormat.decode(Array(outside.utf8)) == nil)
    }

    /// Entries are written in their order (a build's reading order), and of two entries on one
    /// path the later one counts.
    @Test func entriesKeepTheirOrderAndTheLastOneOnAPathCounts() throws {
        let manifest = Self.sample()
        let stale = BuildManifest.Entry(key: "old", stamp: FileStamp(size: 9, modified: 9, inode: 9), page: manifest.entries[0].page)
        let doubled = BuildManifest(filesFingerprint: "f00d", othersFingerprint: "beef", otherFiles: manifest.otherFiles,
                                    entries: [stale] + manifest.entries)
        #expect(doubled == manifest)
        let decoded = try #require(ManifestFormat.decode(encoded(manifest)))
        #expect(decoded.entries.map(\.page.path) == ["a.html", "404.html"])
    }

    /// Kept entries' records are written as spans of the manifest they were read from, a run
    /// of adjacent ones as one span, and the bytes are the same as when every record is new.
    @Test func keptRecordsAreWrittenFromTheManifestTheyWereReadFrom() throws {
        let sample = Self.sample()
        let bytes = encoded(sample)
        let read = try #require(ManifestFormat.decode(bytes))
        let parts = ManifestFormat.parts(read)
        #expect(parts.count == 3, "the header and the static file's record, both entries' records in one span, the end")
        #expect(Array(parts.joined()) == bytes)
        let replaced = BuildManifest(filesFingerprint: read.filesFingerprint, othersFingerprint: read.othersFingerprint, otherFiles: read.otherFiles,
                                     entries: [read.entries[0], sample.entries[1]])
        #expect(ManifestFormat.parts(replaced).count == 4, "the header, the kept entry's span, the new entry's records, the end")
        #expect(encoded(replaced) == bytes)
    }

    @Test(arguments: [
        "",                                                   // empty file
        "docgen-manifest\t3\tf\n",                            // another version (the third)
        "docgen-manifest\t4\tf\to\nZ\t0\n",                     // the fourth, whose end had no hash
        "docgen-manifest\t5\tf\to\nZ\t0\n",                     // the fifth, which did not record figure files
        "docgen-manifest\t6\tf\to\nZ\t0\n",                     // the sixth, whose pages did not name their details' length
        "docgen-manifest\t7\tf\to\nZ\t0\n",                     // the seventh, whose pages did not record their inputs
        "docgen-manifest\t8\tf\to\nZ\t0\n",                     // the eighth, whose pages did not name their chapter
        "docgen-manifest\t9\tf\n",                            // a header without the other pages' fingerprint
        "something else\n",                                  // not a manifest
        "docgen-manifest\t9\tf\to\nT\tbefore-any-page\nZ\t0\n",     // a page's record before its page
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\tten\t1\t2\t0\t0\t0\t0\nZ\t1\n",  // a number that is not one
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nX\tunknown\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nR\tq\tdata/t.csv\th\nZ\t1\n",  // an unknown kind of input
        // An id or link record outside its page's details, which are passed over.
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nF\tb.html\tx\tsite/a.html\t3\t1\t\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nT\tx\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nU\tcontent/a.md\nZ\t1\n",  // a detail not counted in details
        // Details that end inside a record, or past the end; a length that is not one.
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t5\nT\tabc\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t99\nT\tabc\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t-6\nT\tabc\nZ\t1\n",
        // A damaged diagnostic or broken fragment is found when the manifest is read.
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nB\tfatal\tr\tcontent/a.md\t1\t1\tm\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nD\terror\t\tcontent/a.md\tone\t1\tm\nZ\t1\n",
        // A page's figure files: none named, or named twice.
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nG\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nG\ta.x.svg\nG\ta.y.svg\nZ\t1\n",
        // A static file's record among a page's records.
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t0\t0\t0\nS\tx.css\t1\t1\t1\nZ\t1\n",
        // Paths outside the output, which a build in place would remove.
        "docgen-manifest\t9\tf\to\nP\t../content/a.md\tk\t1\t1\t2\t0\t0\t0\t0\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\t/etc/passwd\tk\t1\t1\t2\t0\t0\t0\t0\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta/./b.html\tk\t1\t1\t2\t0\t0\t0\t0\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\t\tk\t1\t1\t2\t0\t0\t0\t0\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nS\ta/../../x\t1\t1\t1\nZ\t0\n",
        // Counts that would overflow when the build adds them up, or cannot be.
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t9223372036854775807\t0\t0\t0\nZ\t1\n",
        "docgen-manifest\t9\tf\to\nP\ta.html\tk\t1\t1\t2\t0\t-1\t0\t0\nZ\t1\n",
    ])
    func aDamagedOrForeignManifestIsNotRead(_ text: String) {
        #expect(ManifestFormat.decode(Self.sealed(text)) == nil)
    }

    /// `text` with its end record `Z count` given the hash of what precedes it, as the cache's
    /// frame has it (``CacheFile``), so that a case is refused for what it shows, not its end.
    static func sealed(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard text.hasSuffix("\n"), let start = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }),
              bytes[start...].starts(with: Array("Z\t".utf8)), let count = Int(String(decoding: bytes[(start + 2)..<(bytes.count - 1)], as: UTF8.self))
        else { return bytes }
        return Array(bytes[..<start]) + CacheFile.end(count: count, after: [bytes[..<start]])
    }

    /// A page's details are passed over when the manifest is read, and read when the page is
    /// asked for whole: damaged ones are found then (the manifest's hash makes them a writer's
    /// bug, not a damaged file).
    @Test func aPagesDetailsArePassedOverAndCheckedWhenRead() throws {
        let details = "T\tintro\tx\nF\tb.html\tx\tsite/a.html\t3\t1\t\n"
        let page = "P\ta.html\tk\t1\t1\t2\t0\t0\t1\t\(details.utf8.count)\n"
        let manifest = try #require(ManifestFormat.decode(Self.sealed("docgen-manifest\t9\tf\to\n" + page + details + "Z\t1\n")))
        let entry = try #require(manifest.entry(at: "a.html"))
        #expect(entry.page.check.targets.isEmpty && entry.wholePage.check.targets == ["intro", "x"])
        #expect(entry.wholePage.check.fragmentLinks.map(\.fragment) == ["x"])

        let damaged = details.replacingOccurrences(of: "\t3\t1\t", with: "\tthree\t1\t")
        let read = try #require(ManifestFormat.decode(Self.sealed("docgen-manifest\t9\tf\to\n" + page.replacingOccurrences(
            of: "\t\(details.utf8.count)\n", with: "\t\(damaged.utf8.count)\n") + damaged + "Z\t1\n")))
        let record = try #require(read.entry(at: "a.html")?.record)
        #expect(ManifestFormat.wholePage(record) == nil)
    }

    /// A manifest whose end names another count, or another hash, than its records have.
    @Test func aManifestWhoseEndDoesNotMatchIsNotRead() throws {
        let records = "docgen-manifest\t9\tf\to\nP\ta/b.html\tk\t1\t1\t2\t3\t4\t5\t0\n"
        #expect(ManifestFormat.decode(Self.sealed(records + "Z\t1\n")) != nil)
        #expect(ManifestFormat.decode(Self.sealed(records + "Z\t2\n")) == nil)
        var changed = Self.sealed(records + "Z\t1\n")
        changed[changed.count - 2] = changed[changed.count - 2] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        #expect(ManifestFormat.decode(changed) == nil, "another hash")
        #expect(ManifestFormat.decode(Array((records + "Z\t1\n").utf8)) == nil, "no hash")
    }

    /// The same records with safe paths and counts are read: the cases above fail for what they show.
    @Test func aSmallManifestIsRead() throws {
        let text = "docgen-manifest\t9\tf\to\nS\tassets/x.css\t1\t1\t1\nP\ta/b.html\tk\t1\t1\t2\t3\t4\t5\t0\nZ\t1\n"
        let manifest = try #require(ManifestFormat.decode(Self.sealed(text)))
        #expect(manifest.entries.map(\.page.path) == ["a/b.html"] && manifest.otherFiles.keys.sorted() == ["assets/x.css"])
        #expect(manifest.entries.first?.page.diagramCount == 3)
    }

    /// A FIFO where the manifest should be is not waited on.
    @Test func aManifestThatIsNotARegularFileIsNotRead() throws {
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        let path = "\(folder.path)/manifest"
        try #require(mkfifo(path, 0o644) == 0)
        #expect(BuildManifest.load(from: path) == nil)
    }

    /// Every byte of a manifest replaced by a byte that matters to the format: the decoder never
    /// traps, and refuses every change, since the end record holds the hash of what precedes it.
    @Test func aManifestChangedAnywhereIsReadSafely() {
        let bytes = encoded(Self.sample())
        var accepted = 0
        for position in bytes.indices {
            for replacement in Array("\t\n\\-09PZTx".utf8) where replacement != bytes[position] {
                var changed = bytes
                changed[position] = replacement
                guard let decoded = ManifestFormat.decode(changed) else { continue }
                accepted += 1
                #expect(ManifestFormat.decode(encoded(decoded)) == decoded, "changed byte \(position)")
            }
        }
        #expect(accepted == 0)
    }

    @Test func aManifestCutOffAnywhereIsNotRead() {
        let bytes = encoded(Self.sample())
        let readable = (0..<bytes.count).filter { ManifestFormat.decode(Array(bytes.prefix($0))) != nil }
        #expect(readable.isEmpty, "prefixes read as manifests: \(readable.prefix(5))")
    }
}
