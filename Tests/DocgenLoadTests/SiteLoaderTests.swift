import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenTestSupport
import Foundation
import Testing

@Suite struct SiteLoaderTests {
    private func load(_ files: [String: String]) throws -> (Site?, [String]) {
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let config = files["docgen.yml"] == nil ? nil : "\(folder.path)/docgen.yml"
        let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: config)
        let prefix = folder.path + "/"
        return (site, diagnostics.sorted().map { $0.description.replacingOccurrences(of: prefix, with: "") })
    }

    @Test func readsFrontMatterAndOrdersChaptersAndParts() throws {
        let (site, problems) = try load([
            "content/b.md": "---\ntitle: B\norder: 2\n---\nbody b\n",
            "content/a.md": "---\ntitle: A\norder: 1\ndescription: First\n---\n\nbody a\n",
            "content/basics/_index.md": "---\ntitle: The Basics\norder: 3\n---\n",
            "content/basics/z.md": "---\ntitle: Z\norder: 1\nslug: zed\n---\n",
            "content/basics/y.md": "---\ntitle: Y\norder: 1\n---\n",
            "content/images/cell.png": "png",
            "content/data/fps.csv": "a,b\n",
        ])
        #expect(problems == [])
        let chapters = try #require(site?.chapters)
        #expect(chapters.map(\.outputPath) == ["a.html", "b.html", "basics/y.html", "basics/zed.html"])
        #expect(chapters[0].description == "First")
        #expect(chapters[0].body == "\nbody a\n")
        #expect(chapters[0].bodyLineOffset == 5)
        #expect(site?.parts.map(\.title) == ["The Basics"])
        #expect(site?.staticFiles.map(\.path) == ["images/cell.png"])
    }

    /// A file or folder whose name is not UTF-8 is reported at its name as shown, and left out.
    @Test func aNameThatIsNotUTF8IsReportedAndLeftOut() throws {
        let folder = try TemporaryFolder(["content/a.md": "---\ntitle: A\n---\n"])
        defer { folder.remove() }
        for (name, isFolder) in [([UInt8]("b".utf8) + [0xFF] + Array(".md".utf8), false), ([UInt8]("c".utf8) + [0xC3], true)] {
            let path = Array("\(folder.path)/content/".utf8) + name + [0]
            let made = path.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { isFolder ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
            }
            try #require(made >= 0)
            if !isFolder { close(made) }
        }
        let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil)
        #expect(site?.chapters.map(\.sourcePath) == ["a.md"])
        #expect(diagnostics.sorted().map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "content/b\u{FFFD}.md: error: file name is not UTF-8; rename it",
            "content/c\u{FFFD}: error: file name is not UTF-8; rename it",
        ])
    }

    @Test func otherGeneratorsOrderKeysAreReadAsOrder() throws {
        let (site, problems) = try load([
            "content/a.md": "---\ntitle: A\nweight: 30\n---\n",
            "content/b.md": "---\ntitle: B\nnav_order: 10\n---\n",
            "content/c.md": "---\ntitle: C\nsidebar_position: 20\n---\n",
            "content/d.md": "---\ntitle: D\norder: 1\nweight: 2\n---\n",
        ])
        #expect(problems == ["content/d.md:4:9: error: 'weight' and 'order' both set the chapter's order; keep one"])
        #expect(site?.chapters.map(\.title) == ["B", "C", "A"])
    }

    /// Another generator's key is a rule of its own (off unless asked for), whose hint names
    /// docgen's key when it has one; a key that nobody reads is an unknown key.
    @Test func anotherGeneratorsKeyIsIgnoredAndAnUnknownKeyWarns() throws {
        let (_, problems) = try load([
            "content/a.md": "---\ntitle: A\nlinkTitle: Short\nKeywords: [a]\nmenu: main\nlayout: post\ntilte: typo\n---\n",
        ])
        #expect(problems == [
            "content/a.md:3:1: warning: 'linkTitle' is another generator's key; docgen does not read it (Hugo's navigation title); "
                + "did you mean 'title'? docgen shows one title everywhere [ignored-front-matter-key]",
            "content/a.md:4:1: warning: 'Keywords' is another generator's key; docgen does not read it [ignored-front-matter-key]",
            "content/a.md:5:1: warning: 'menu' is another generator's key; docgen does not read it [ignored-front-matter-key]",
            "content/a.md:6:1: warning: 'layout' is another generator's key; docgen does not read it [ignored-front-matter-key]",
            "content/a.md:7:1: warning: unknown key 'tilte'; did you mean 'title'? [unknown-front-matter-key]",
        ])
    }

    /// `exclude:` leaves files and folders out unread: a broken chapter there is no error.
    @Test func excludedFilesAndFoldersAreNotRead() throws {
        let (site, problems) = try load([
            "docgen.yml": "exclude: ['drafts', '**/*.tmp.md', 'guide/old/*']\n",
            "content/a.md": "---\ntitle: A\n---\n",
            "content/drafts/b.md": "no front matter",
            "content/guide/c.tmp.md": "no front matter",
            "content/guide/old/d.md": "no front matter",
            "content/guide/old.png": "png",
            "content/guide/e.md": "---\ntitle: E\n---\n",
        ])
        #expect(problems == [])
        #expect(site?.chapters.map(\.sourcePath) == ["a.md", "guide/e.md"])
        #expect(site?.staticFiles.map(\.path) == ["guide/old.png"])
    }

    @Test func draftsAreLeftOutUnlessAsked() throws {
        let files = ["content/a.md": "---\ntitle: A\ndraft: true\n---\n", "content/b.md": "---\ntitle: B\ndraft: false\n---\n",
                     "content/c.md": "---\ntitle: C\ndraft: maybe\n---\n"]
        let (site, problems) = try load(files)
        #expect(site?.chapters.map(\.title) == ["B"])
        #expect(problems.count == 1 && problems[0].hasPrefix("content/c.md:3:8: error: 'draft'"), "\(problems)")
        let folder = try TemporaryFolder(files.filter { $0.key != "content/c.md" })
        defer { folder.remove() }
        let (built, _) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil)
        #expect(built?.chapters.map(\.title) == ["B"])
        let (served, _) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil, includesDrafts: true)
        #expect(served?.chapters.map(\.title) == ["A", "B"])
        #expect(served?.chapters.map(\.isDraft) == [true, false])
    }

    @Test func aPartWithoutIndexIsNamedAfterItsFolder() throws {
        let (site, _) = try load(["content/rounded-cells/a.md": "---\ntitle: A\n---\n"])
        #expect(site?.parts.map(\.title) == ["Rounded cells"])
    }

    @Test func readsTheConfiguration() throws {
        let (site, problems) = try load([
            "docgen.yml": "title: Guide\nlanguage: zh-Hans\nbaseURL: https://example.com/guide\n",
            "content/a.md": "---\ntitle: A\n---\n",
        ])
        #expect(problems == [])
        var expected = SiteConfig(title: "Guide", language: "zh-Hans", baseURL: "https://example.com/guide/")
        expected.languageSettings = ["zh-Hans": try #require(site?.config.languageSettings["zh-Hans"])]
        expected.sourceDigest = try #require(site?.config.sourceDigest)
        #expect(expected.sourceDigest.count == 32, "the hash of the file's bytes, which every page's key covers")
        #expect(site?.config == expected)
        #expect(site?.config.languageSettings["zh-Hans"].map { "\($0.line):\($0.column)" } == "2:11")
    }

    @Test func everyFrontMatterProblemIsLocated() throws {
        let (_, problems) = try load([
            "content/bad-yaml.md": "---\ntitle: [unclosed\n---\n",
            "content/unterminated.md": "---\ntitle: A\n",
            "content/types.md": "---\ntitle: T\norder: first\ntilte: x\n---\n",
            "content/escape.md": "---\ntitle: E\nslug: ../../x\n---\n",
            "content/reserved.md": "---\ntitle: R\nslug: index\n---\n",
            "content/empty.md": "---\ntitle: \"\"\n---\n",
            "content/no-value.md": "---\ntitle: # to do\n---\n",
        ])
        #expect(problems == [
            "content/bad-yaml.md:3:1: error: invalid YAML in front matter: did not find expected ',' or ']' while parsing a flow sequence",
            "content/empty.md:2:8: error: 'title' must not be empty",
            "content/escape.md:3:7: error: 'slug' must be a plain file name (no '/', no leading '.'); '../../x' would leave the chapter's folder",
            "content/no-value.md:2:7: error: 'title' has no value; a chapter needs a title",
            "content/reserved.md:3:7: error: slug 'index' is reserved for a page docgen generates; set another 'slug'",
            "content/types.md:3:8: error: 'order' must be an integer, not 'first'",
            "content/types.md:4:1: warning: unknown key 'tilte'; did you mean 'title'? [unknown-front-matter-key]",
            "content/unterminated.md:1:1: error: unterminated front matter: no closing '---' line",
        ])
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("---\ntitle: A\n---\nok\nab".utf8) + Data([0xFF, 0x41]), to: "content/a.md")
        let (_, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil)
        #expect(diagnostics.map(\.message) == ["file is not valid UTF-8 (invalid byte 0xFF)"])
        #expect(diagnostics.first?.location.line == 5)
        #expect(diagnostics.first?.location.column == 3)
    }

    @Test func controlCharactersAreLocatedErrors() throws {
        let (_, problems) = try load(["content/a.md": "---\ntitle: A\n---\n\n\tcode \u{2}\n"])
        #expect(problems == ["content/a.md:5:7: error: control character U+0002 is not allowed in a page (XML forbids it)"])
    }

    /// Pages are read 8 bytes at a time for a control: one at any place of a word, before or
    /// after tabs, carriage returns and line ends (which are allowed), is found where it is.
    @Test func aControlCharacterIsFoundAtAnyPlace() throws {
        let body = "ab\tcd\r\nefgh\nijklmnopq\nrstu"
        for place in 0...body.utf8.count {
            var bytes = Array(body.utf8)
            bytes.insert(0x1F, at: place)
            let before = bytes[..<place]
            let line = 5 + before.count { $0 == UInt8(ascii: "\n") }
            let column = place - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            let (_, problems) = try load(["content/a.md": "---\ntitle: A\n---\n\n" + String(decoding: bytes, as: UTF8.self)])
            #expect(problems == ["content/a.md:\(line):\(column): error: control character U+001F is not allowed in a page (XML forbids it)"])
        }
        let (_, problems) = try load(["content/a.md": "---\ntitle: A\n---\n\n" + body])
        #expect(problems.isEmpty)
    }

    @Test func aSecondChapterOnOneOutputPathIsAnErrorAtItsSlug() throws {
        let (site, problems) = try load([
            "content/a.md": "---\ntitle: A\nslug: same\n---\n",
            "content/b.md": "---\ntitle: B\nslug: same\n---\n",
            "content/same.md": "---\ntitle: Same\n---\n",
        ])
        #expect(problems == [
            "content/b.md:3:7: error: output path 'same.html' is already taken by content/a.md",
            "content/same.md:1:1: error: output path 'same.html' is already taken by content/a.md",
        ])
        #expect(site?.chapters.map(\.sourcePath) == ["a.md"], "the later chapters are left out, so nothing downstream sees two")
    }

    @Test func fileNamesThatDifferOnlyInCaseShareTheDefaultSlug() throws {
        let (_, problems) = try load([
            "content/Intro.md": "---\ntitle: A\n---\n",
            "content/intro.md": "---\ntitle: B\n---\n",
        ])
        #expect(problems == ["content/intro.md:1:1: error: output path 'intro.html' is already taken by content/Intro.md"])
    }

    @Test func staticFilesCannotTakeAChaptersOrDocgensOwnPaths() throws {
        let (site, problems) = try load([
            "docgen.yml": "baseURL: https://example.com/guide/\n",
            "content/a.md": "---\ntitle: A\n---\n",
            "content/a.html": "<p>old page</p>",
            "content/index.html": "x",
            "content/404.html": "x",
            "content/sitemap.xml": "x",
            "content/style.css": "x",
        ])
        #expect(problems == [
            "content/404.html: error: output path '404.html' is already taken by the 404 page",
            "content/a.html: error: output path 'a.html' is already taken by content/a.md",
            "content/index.html: error: output path 'index.html' is already taken by the home page",
            "content/sitemap.xml: error: output path 'sitemap.xml' is already taken by the sitemap",
        ])
        #expect(site?.staticFiles.map(\.path) == ["style.css"])
    }

    @Test func aFileCannotSitWhereAnotherNeedsAFolder() throws {
        let (_, problems) = try load([
            "content/x.md": "---\ntitle: X\n---\n",
            "content/x.html/y.md": "---\ntitle: Y\n---\n",
            "content/z.md": "---\ntitle: Z\n---\n",
            "content/z.html/image.png": "png",
        ])
        #expect(problems == [
            "content/x.md:1:1: error: output path 'x.html' is already taken by the folder of content/x.html/y.md",
            "content/z.html/image.png: error: output path 'z.html/image.png' needs a folder 'z.html', which is already taken by content/z.md",
        ])
    }

    @Test func reservedPathsAreClaimedFirst() throws {
        let folder = try TemporaryFolder(["content/assets/docgen.css": "x", "content/assets/d.md": "---\ntitle: D\nslug: theme\n---\n"])
        defer { folder.remove() }
        let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil,
                                                  reservedPaths: [("assets/docgen.css", "the theme's assets/docgen.css"),
                                                                  ("assets/theme.html", "the theme's assets/theme.html")])
        #expect(diagnostics.map(\.message) == [
            "output path 'assets/theme.html' is already taken by the theme's assets/theme.html",
            "output path 'assets/docgen.css' is already taken by the theme's assets/docgen.css",
        ])
        #expect(diagnostics.map(\.location.line) == [3, 0])
        #expect(site?.chapters == [] && site?.staticFiles == [])
    }

    @Test func symlinksLeadingOutsideAreNotFollowed() throws {
        let folder = try TemporaryFolder(["content/a.md": "---\ntitle: A\n---\n", "secret.txt": "x"])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: "\(folder.path)/content/leak.txt", withDestinationPath: "\(folder.path)/secret.txt")
        let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil)
        #expect(site?.staticFiles == [])
        #expect(diagnostics.map(\.message) == ["symbolic link leads outside the content folder; not followed"])
    }

    @Test func aMissingContentFolderIsAnError() throws {
        let (site, problems) = try load([:])
        #expect(site == nil)
        #expect(problems == ["content: error: content folder not found"])
    }
}

/// Translations pair by their path inside their language's folder, or by `translationKey`.
@Suite struct TranslationPairingTests {
    @Test func chaptersPairByPathOrByTranslationKey() throws {
        let folder = try TemporaryFolder([
            "docgen.yml": "languages:\n  - code: en\n    name: English\n  - code: zh-Hans\n    name: 中文\n",
            "content/en/a.md": "---\ntitle: A\n---\n",
            "content/zh-Hans/a.md": "---\ntitle: 甲\n---\n",
            "content/en/part/b.md": "---\ntitle: B\ntranslationKey: bee\n---\n",
            "content/zh-Hans/other/乙.md": "---\ntitle: 乙\ntranslationKey: bee\n---\n",
            "content/zh-Hans/only.md": "---\ntitle: 只有中文\n---\n",
        ])
        defer { folder.remove() }
        let (loaded, problems) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: "\(folder.path)/docgen.yml")
        let site = try #require(loaded)
        #expect(problems.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "content/zh-Hans/only.md:1:1: warning: no English translation (content/en/only.md); its switcher leads to the English home page [translation]",
        ])
        let a = try #require(site.chapter(atSourcePath: "en/a.md"))
        #expect(a.language == "en" && a.outputPath == "a.html")
        #expect(site.translation(of: a, into: "zh-Hans")?.outputPath == "zh-Hans/a.html")
        let b = try #require(site.chapter(atSourcePath: "en/part/b.md"))
        #expect(b.outputPath == "part/b.html" && !b.isTopLevel)
        #expect(site.translation(of: b, into: "zh-Hans")?.outputPath == "zh-Hans/other/乙.html")
        #expect(site.translation(of: site.chapter(atSourcePath: "zh-Hans/other/乙.md")!, into: "en")?.sourcePath == "en/part/b.md")
        // Each language's chapters follow each other, the default language first.
        #expect(site.chapters.map(\.language) == ["en", "en", "zh-Hans", "zh-Hans", "zh-Hans"])
    }
}
