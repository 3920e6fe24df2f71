@testable import DocgenSearch
import Foundation
import Testing

/// The index, made by the real Pagefind (Scripts/install-dependencies installs it): the same
/// bytes whatever order the pages come in, languages in order, and only the files docgen uses.
@Suite struct SearchIndexerTests {
    static let pagefind: String? = {
        if case .success(let path) = PagefindLocator.find(configured: nil) { return path }
        return nil
    }()

    static func page(_ language: String, _ title: String, _ text: String) -> [UInt8] {
        Array("""
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="\(language)"><head><title>\(title)</title></head>
            <body><nav>Navigation words</nav><article data-pagefind-body=""><h1>\(title)</h1>
            <h2 id="one">Part one <a class="heading-anchor" href="#one">#</a></h2><p>\(text)</p></article></body></html>
            """.utf8)
    }

    static let pages: [(path: String, bytes: [UInt8])] = [
        ("a.html", page("en", "Masks", "maskedCorners rounds the corners.")),
        ("b/c.html", page("en", "Separators", "separatorInset moves the line.")),
        ("zh-Hans/a.html", page("zh-Hans", "遮罩", "圆角与分组样式。")),
        ("index.html", page("en", "Home", "Welcome.")),
    ]

    static func facts(_ pages: [(path: String, bytes: [UInt8])]) -> [SearchIndexer.PageFacts] {
        pages.sorted { $0.path < $1.path }.map { SearchIndexer.PageFacts(path: $0.path, bytes: $0.bytes) }
    }

    /// Each language's `pagefind-entry.json` merges into one when all but their languages agree,
    /// whatever order their keys come in and whatever their strings hold (the guide's entries,
    /// with non-ASCII `include_characters`, were once called different); else the index fails.
    @Test func theLanguagesEntriesMergeWhenTheRestAgrees() throws {
        let english = Array(#"{"include_characters":["_","‿","＿"],"languages":{"en":{"hash":"en_1","page_count":2,"wasm":"en"}},"version":"1.5.2"}"#.utf8)
        let chinese = Array(#"{"version":"1.5.2","languages":{"zh-hans":{"hash":"zh-hans_2","page_count":1,"wasm":null}},"include_characters":["_","‿","＿"]}"#.utf8)
        let merged = try SearchIndexer.mergedEntry([english, chinese])
        #expect(String(decoding: merged, as: UTF8.self) == #"{"include_characters":["_","‿","＿"],"languages":{"en":{"hash":"en_1","page_count":2,"wasm":"en"},"zh-hans":{"hash":"zh-hans_2","page_count":1,"wasm":null}},"version":"1.5.2"}"#)
        let otherCharacters = Array(#"{"include_characters":["_"],"languages":{},"version":"1.5.2"}"#.utf8)
        #expect(throws: SearchFailure.self) { try SearchIndexer.mergedEntry([english, otherCharacters]) }
    }

    @Test(.enabled(if: pagefind != nil, "Pagefind is installed by Scripts/install-dependencies --search"))
    func theIndexIsTheSameWhateverTheOrderPagesComeIn() throws {
        let pagefind = try #require(Self.pagefind)
        let first = try SearchIndexer.index(Self.pages, pagefind: pagefind)
        let second = try SearchIndexer.index(Self.pages.reversed(), pagefind: pagefind)
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.bytes) == second.map(\.bytes))
        #expect(first.map(\.path) == first.map(\.path).sorted())
        #expect(first.allSatisfy { $0.path.hasPrefix("pagefind/") })
    }

    @Test(.enabled(if: pagefind != nil, "Pagefind is installed by Scripts/install-dependencies --search"))
    func eachLanguageHasAnIndexListedInOrderAndPagefindsOwnInterfacesAreLeftOut() throws {
        let pagefind = try #require(Self.pagefind)
        var entries: Set<[UInt8]> = []
        for _ in 0..<4 {
            let files = try SearchIndexer.index(Self.pages, pagefind: pagefind)
            let entry = try #require(files.first { $0.path == "pagefind/pagefind-entry.json" })
            entries.insert(entry.bytes)
            let paths = files.map(\.path)
            #expect(paths.contains("pagefind/pagefind.js") && paths.contains("pagefind/wasm.unknown.pagefind"))
            #expect(!paths.contains { $0.contains("-ui.") || $0.hasSuffix("pagefind-highlight.js") }, "\(paths)")
            #expect(paths.filter { $0.hasPrefix("pagefind/fragment/") }.count == 4)
        }
        #expect(entries.count == 1, "pagefind-entry.json changed between runs")
        let text = String(decoding: try #require(entries.first), as: UTF8.self)
        let en = try #require(text.range(of: "\"en\"")), zh = try #require(text.range(of: "\"zh-hans\""))
        #expect(en.lowerBound < zh.lowerBound)
    }

    /// Pagefind makes each language's index from that language's pages alone: one service per
    /// language gives the very bytes one service for all does. (docgen's own writer is held to
    /// the same index in PagefindIndexWriterTests.)
    @Test(.enabled(if: pagefind != nil, "Pagefind is installed by Scripts/install-dependencies --search"))
    func oneServicePerLanguageGivesTheSameIndexAsOneForAll() throws {
        let pagefind = try #require(Self.pagefind)
        let pages = Self.pages + [("zh-Hans/b.html", Self.page("zh-Hans", "分隔线", "分隔线的内边距。")),
                                  ("de/a.html", Self.page("de", "Masken", "Die Ecken werden abgerundet."))]
        #expect(SearchIndexer.languageGroups(Self.facts(pages))?.count == 3)
        let together = try SearchIndexer.index(pages, pagefind: pagefind, byLanguage: false)
        let apart = try SearchIndexer.index(pages, pagefind: pagefind, writer: false)
        #expect(apart.map(\.path) == together.map(\.path))
        #expect(apart.map(\.bytes) == together.map(\.bytes))
        let entry = String(decoding: try #require(apart.first { $0.path == "pagefind/pagefind-entry.json" }).bytes, as: UTF8.self)
        #expect(entry.contains("\"de\"") && entry.contains("\"en\"") && entry.contains("\"zh-hans\""))
    }

    /// Pages go to one index together when Pagefind would mix languages: a page without one, or
    /// a language without a page marked `data-pagefind-body` when another has one.
    @Test func pagesWithoutALanguageOrAMarkedBodyStayInOneIndex() {
        #expect(SearchIndexer.htmlLanguage(Array("<!DOCTYPE html>\n<html xmlns=\"x\" lang=\"zh-Hans\" xml:lang=\"zh-Hans\">".utf8)) == "zh-hans")
        #expect(SearchIndexer.htmlLanguage(Array("<html><body lang=\"en\">".utf8)) == nil)
        let bare = Array("<html><head><title>x</title></head><body>x</body></html>".utf8)
        #expect(SearchIndexer.languageGroups(Self.facts(Self.pages + [("c.html", bare)])) == nil)
        let unmarked = Array("<html lang=\"de\"><body><p>Ohne Markierung</p></body></html>".utf8)
        #expect(SearchIndexer.languageGroups(Self.facts(Self.pages + [("de/a.html", unmarked)])) == nil)
        #expect(SearchIndexer.languageGroups(Self.facts(Self.pages))?.map(\.paths) == [["a.html", "b/c.html", "index.html"], ["zh-Hans/a.html"]])
    }

    @Test func aMissingPagefindNamesTheFix() {
        guard case .failure(let problem) = PagefindLocator.find(configured: nil, path: "/nowhere") else {
            Issue.record("found a Pagefind in /nowhere")
            return
        }
        #expect(problem.message == "search needs Pagefind, which is not on PATH; install it with Scripts/install-dependencies --search "
            + "(PyPI's pagefind-bin-extended), or name it with 'search: {pagefind: PATH}'")
        guard case .failure(let named) = PagefindLocator.find(configured: "/nowhere/pagefind") else {
            Issue.record("found /nowhere/pagefind")
            return
        }
        #expect(named.message.hasPrefix("Pagefind not found at '/nowhere/pagefind'; install it with"))
    }

    @Test func theExtendedBuildComesFirstOnThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["pagefind", "pagefind_extended"] {
            let path = folder.appendingPathComponent(name).path
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        }
        #expect(PagefindLocator.find(configured: nil, path: "/nowhere:\(folder.path)") == .success("\(folder.path)/pagefind_extended"))
    }

    @Test func aPagefindThatStopsIsAFailureNotACrash() throws {
        #expect(throws: SearchFailure.self) { try SearchIndexer.index(Self.pages, pagefind: "/bin/false") }
        // One that stops in the middle of a request: the next write meets a closed pipe.
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-stops-\(UUID().uuidString).sh")
        defer { try? FileManager.default.removeItem(at: script) }
        #expect(FileManager.default.createFile(atPath: script.path, contents: Data("#!/bin/sh\nhead -c 10 >/dev/null\nexit 3\n".utf8),
                                               attributes: [.posixPermissions: 0o755]))
        let big = [(path: "a.html", bytes: [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20))]
        #expect(throws: SearchFailure.self) { try SearchIndexer.index(big, pagefind: script.path) }
        #expect(throws: SearchFailure.self) { try SearchIndexer.index(Self.pages, pagefind: "/nowhere/pagefind") }
    }
}
