@testable import DocgenSearch
import Foundation
import Testing

/// docgen's index writer held against Pagefind itself: for the same pages, every file it writes
/// has the name Pagefind's service gives it and, once uncompressed, the same bytes.
///
/// To compare on another built site, set `DOCGEN_SEARCH_SITE` to its folder (the guide's test
/// then reads it instead); `DOCGEN_SEARCH_DUMP` names a folder to write both indexes into, to
/// look at what differs.
@Suite struct PagefindIndexWriterTests {
    static let pagefind = SearchIndexerTests.pagefind

    static func page(_ language: String, _ body: String, head: String = "<title>A page</title>") -> [UInt8] {
        Array("""
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="\(language)"><head>\(head)</head>
            <body>\(body)</body></html>
            """.utf8)
    }

    /// Differences between the writer's index and Pagefind's, as lines; empty when they agree.
    static func differences(_ pages: [(path: String, bytes: [UInt8])], pagefind: String) throws -> [String] {
        let ours = try SearchIndexer.index(pages, pagefind: pagefind)
        let theirs = try SearchIndexer.index(pages, pagefind: pagefind, writer: false)
        var differences: [String] = []
        if let dump = ProcessInfo.processInfo.environment["DOCGEN_SEARCH_DUMP"] {
            for (name, files) in [("ours", ours), ("theirs", theirs)] {
                for file in files {
                    let url = URL(fileURLWithPath: "\(dump)/\(name)/\(file.path)")
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(file.bytes).write(to: url)
                }
            }
        }
        let ourFiles = Dictionary(ours.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        let theirFiles = Dictionary(theirs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        for path in Set(ourFiles.keys).union(theirFiles.keys).sorted() {
            guard let mine = ourFiles[path], let pagefinds = theirFiles[path] else {
                differences.append("\(path): only in \(ourFiles[path] == nil ? "Pagefind's" : "docgen's")")
                continue
            }
            if path.contains(".pf_") {
                let (a, b) = (Gzip.decompressed(mine) ?? [], Gzip.decompressed(pagefinds) ?? [])
                if a != b { differences.append("\(path):\n  docgen:   \(String(decoding: a.prefix(3000), as: UTF8.self))\n  Pagefind: \(String(decoding: b.prefix(3000), as: UTF8.self))") }
            } else if mine != pagefinds {
                differences.append("\(path): \(String(decoding: mine.prefix(600), as: UTF8.self)) | \(String(decoding: pagefinds.prefix(600), as: UTF8.self))")
            }
        }
        return differences
    }

    static let richBody = """
        <nav>Skip these navigation words</nav>
        <main data-pagefind-body="">
        <h1 id="top">Table views and maskedCorners <a class="heading-anchor" href="#top">#</a></h1>
        <p>The <code>UITableView</code> draws cells; running runners ran quickly! Use <em>insetGrouped</em>,
        <strong>snake_case</strong>, kebab-case, dotted.name.parts and HTTPServer2Go with v2Beta3 and iOS&#160;17.</p>
        <img src="/images/cell.png" alt="A cell and its accessory" />
        <h2 id="second">Second part: &lt;tags&gt; &amp; entities</h2>
        <p>Café, naïve, Ångström and ÉCOLE ΣΊΣΥΦΟΣ; emoji 🎉 and 👍🏽 and © and ™; tabs\there;\r\ncarriage returns.</p>
        <p>“Quoted” words, don’t, l’été, foo_ _bar a‿b hi🎉there İstanbul Straße ǅemal 3.14 1st 2ndPlace x86_64 C++ #tag @mention.</p>
        <p>Where a≠0 and x ≠ y, a≮b, b≯c, “running≠walking”; Greek question mark; and varia.</p>
        <table><tr><td>Ends in a quote: &quot;…&quot;</td><td>Ends in an apostrophe &#39;</td><td>Ends in an accent &#233;</td><td>Ends in &amp;</td></tr></table>
        <div data-pagefind-ignore="">Ignored text but <span data-pagefind-meta="hidden">kept meta</span></div>
        <div data-pagefind-ignore="all">Excluded entirely <span data-pagefind-meta="gone">not kept</span></div>
        <ul><li>First item</li><li>Second item?</li><li id="third">Third <b>bold</b> item</li></ul>
        <table><tr><td>Cell one</td><td>Cell two</td></tr></table>
        <p>Line<br/>break and a <span id="inline-anchor">span with <i>an id</i></span> in text.</p>
        <figure data-pagefind-index-attrs="data-desc,title" data-desc="A described figure" title="Its title">
        <svg xmlns="http://www.w3.org/2000/svg"><text>svg text</text><path d="M0 0"/></svg></figure>
        <p data-pagefind-weight="2.5">Weighted paragraph</p>
        <p data-pagefind-filter="colour:blue, size[data-size]" data-size="large">Filtered</p>
        <p data-pagefind-sort="date:2024-01-02">Sorted</p>
        <p data-pagefind-meta="author, tag:docs">Jane Appleseed</p>
        <footer>Footer words</footer>
        <form>Form words</form>
        <script>var scriptWords = 1;</script>
        </main>
        <p>Outside the body.</p>
        """

    @Test(.enabled(if: pagefind != nil, "Pagefind is installed by Scripts/install-dependencies --search"))
    func anIndexOfRichPagesIsPagefinds() throws {
        let pagefind = try #require(Self.pagefind)
        let pages: [(path: String, bytes: [UInt8])] = [
            ("a.html", Self.page("en", Self.richBody)),
            ("b/index.html", Self.page("en", "<main data-pagefind-body=\"\"><h1>Another page</h1><p>Cells and tables; café.</p></main>")),
            ("c.html", Self.page("en", "<p>No body here, left out.</p>")),
            ("fr/a.html", Self.page("fr", "<main data-pagefind-body=\"\"><h1>Les cellules</h1><p>Les vues de tableaux arrondies.</p></main>")),
            ("de/a.html", Self.page("de", "<main data-pagefind-body=\"\"><h1>Zellen</h1><p>Die Tabellenansichten werden abgerundet; Größe.</p></main>")),
            ("ru/a.html", Self.page("ru", "<main data-pagefind-body=\"\"><h1>Ячейки</h1><p>Закруглённые таблицы и ячейки.</p></main>")),
            ("zh-Hans/a.html", Self.page("zh-Hans", "<main data-pagefind-body=\"\"><h1>单元格</h1><p>圆角与分组样式。</p></main>")),
        ]
        let differences = try Self.differences(pages, pagefind: pagefind)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// Bodies inside bodies, a body inside a left-out element, ignored text inside a body, and
    /// elements that end a sentence inside weighted ones: Pagefind's rules for which text a body
    /// replaces, held against Pagefind.
    @Test(.enabled(if: pagefind != nil, "Pagefind is installed by Scripts/install-dependencies --search"))
    func nestedBodiesAreReadAsPagefindReadsThem() throws {
        let pagefind = try #require(Self.pagefind)
        let nested = (0..<30).map { "<div data-pagefind-body=\"\">Level \($0) <p>text \($0)</p>" }.joined()
            + String(repeating: "</div>", count: 30)
        let pages: [(path: String, bytes: [UInt8])] = [
            ("a.html", Self.page("en", "<p>Before</p><main data-pagefind-body=\"\"><h2 id=\"x\">Head</h2>\(nested)<p>after</p></main><p>Outside</p>")),
            ("b.html", Self.page("en", "<nav>Menu <div data-pagefind-body=\"\"><p>Body in nav</p></div> more menu</nav><p>Tail</p>")),
            ("c.html", Self.page("en", "<div data-pagefind-body=\"\"><p data-pagefind-weight=\"3\">Heavy <span data-pagefind-ignore=\"\">hidden</span> words</p>"
                + "<section><h3>Inner</h3><div data-pagefind-body=\"\"></div></section><p>Last</p></div>")),
            ("d.html", Self.page("en", "<div data-pagefind-body=\"\"><ul><li>One</li><li>Two<div data-pagefind-body=\"\"><em>Deep</em></div></li></ul>x</div>")),
        ]
        let differences = try Self.differences(pages, pagefind: pagefind)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// Pagefind's reader copies an element's text into its parent's at each level; docgen's
    /// keeps each element's text where it was read, so a page of 200,000 nested elements, or
    /// 20,000 nested bodies, is read in one pass.
    @Test(.timeLimit(.minutes(10)))
    func deeplyNestedPagesAreReadInOnePass() throws {
        let depth = 200_000
        let spans = String(repeating: "<span>word ", count: depth) + String(repeating: "</span>", count: depth)
        let started = ContinuousClock.now
        let read = try #require(PagefindPageReader.read(Self.page("en", "<p>\(spans)</p>"), excludedClasses: []))
        #expect(PagefindText.words(read.digest).count == depth)
        let bodies = String(repeating: "<div data-pagefind-body=\"\">text ", count: 20_000) + String(repeating: "</div>", count: 20_000)
        let body = try #require(PagefindPageReader.read(Self.page("en", bodies), excludedClasses: []))
        #expect(body.hasCustomBody)
        // Each body replaces what its parent held before it: only the innermost text is left.
        #expect(PagefindText.words(body.digest) == ["text"])
        // Copied up level by level, the spans alone would be 10^11 bytes of copying.
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    /// The one place docgen's index differs from Pagefind's on purpose: an image's `src` and
    /// `alt`, which Pagefind stores as written in the HTML (`&amp;` and all), are stored as text.
    @Test func anImagesAltIsStoredAsText() throws {
        let html = Self.page("en", "<h1>Title</h1><img src=\"/a.png?x=1&amp;y=2\" alt=\"Cells &amp; tables\" />")
        let read = try #require(PagefindPageReader.read(html, excludedClasses: []))
        #expect(read.meta["image"] == "/a.png?x=1&y=2")
        #expect(read.meta["image_alt"] == "Cells & tables")
    }

    /// The same index whatever the thread count; a page that is not XML, which only Pagefind's
    /// HTML reader reads, sends the site to Pagefind's service.
    @Test(.enabled(if: pagefind != nil, "Pagefind is installed by Scripts/install-dependencies --search"))
    func theIndexIsTheSameOnAnyThreadsAndHTMLGoesToPagefind() throws {
        let pagefind = try #require(Self.pagefind)
        let pages = (0..<40).map { ("p\($0).html", Self.page("en", "<main data-pagefind-body=\"\"><h1>Page \($0)</h1><p>Cells \($0) and rows.</p></main>")) }
        let one = try SearchIndexer.index(pages, pagefind: pagefind, jobs: 1)
        let three = try SearchIndexer.index(pages, pagefind: pagefind, jobs: 3)
        #expect(one.map(\.path) == three.map(\.path) && one.map(\.bytes) == three.map(\.bytes))
        let html = pages + [("broken.html", Array("<html lang=\"en\"><body><p>Unclosed <b>HTML<p>text</body></html>".utf8))]
        let served = try SearchIndexer.index(html, pagefind: pagefind, writer: false)
        let written = try SearchIndexer.index(html, pagefind: pagefind)
        #expect(served.map(\.path) == written.map(\.path) && served.map(\.bytes) == written.map(\.bytes))
    }

    /// CBOR that is cut short, lies about its lengths or nests too deep is refused, not trusted.
    @Test func brokenCBORIsRefused() {
        #expect(CBORReader.item([0x83, 0x01, 0x02]) == nil)
        #expect(CBORReader.item([0x9B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]) == nil)
        #expect(CBORReader.item([0x7A, 0xFF, 0xFF, 0xFF, 0xFF, 0x61]) == nil)
        #expect(CBORReader.item(Array(repeating: 0x81, count: 100_000) + [0x00]) == nil)
        #expect(CBORReader.item([0x82, 0x20, 0x63, 0x61, 0x62, 0x63]) == .array([.integer(-1), .text("abc")]))
        var writer = CBORWriter()
        writer.array(of: [0, 23, 24, 255, 256, 65_536, 1 << 33]) { $0.unsigned($1) }
        #expect(CBORReader.item(writer.bytes) == .array([0, 23, 24, 255, 256, 65_536, 1 << 33].map { .integer(Int64($0)) }))
    }

    /// The guide's own English pages, as docgen built them.
    @Test(.enabled(if: pagefind != nil, "Pagefind is installed by Scripts/install-dependencies --search"))
    func anIndexOfTheGuideIsPagefinds() throws {
        let pagefind = try #require(Self.pagefind)
        let site = ProcessInfo.processInfo.environment["DOCGEN_SEARCH_SITE"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../site").standardized
        let names = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }.sorted()
        let pages = try names.map { (path: $0, bytes: Array(try Data(contentsOf: site.appendingPathComponent($0)))) }
        #expect(pages.count > 20)
        let differences = try Self.differences(pages, pagefind: pagefind)
        #expect(differences.isEmpty, "\(differences.prefix(5).joined(separator: "\n"))")
    }
}
