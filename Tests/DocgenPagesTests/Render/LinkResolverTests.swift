import DocgenCore
import DocgenModel
@testable import DocgenPages
import Testing

/// Every markdown link gets one verdict, against the site model, as its chapter renders.
@Suite struct LinkResolverTests {
    static let site: Site = {
        func chapter(_ source: String, folder: String) -> Chapter {
            let slug = String(source.split(separator: "/").last!.dropLast(3))
            return Chapter(sourcePath: source, displayPath: "content/\(source)", title: slug, order: 1, slug: slug, description: "",
                           body: "", bodyLineOffset: 0, folder: folder)
        }
        let stamp = FileStamp(size: 1, modified: 1, inode: 1)
        return Site(config: SiteConfig(), chapters: [chapter("a.md", folder: ""), chapter("part/b.md", folder: "part")], parts: [],
                    staticFiles: [StaticFile(path: "images/x y.png", stamp: stamp, bytes: [1], hash: "h")],
                    contentRoot: "/tmp", contentDisplayRoot: "content")
    }()

    private func resolve(_ destination: String, from source: String = "part/b.md",
                         ignoring ignored: String? = nil) -> (href: String, verdict: ContentLink.Verdict) {
        let chapter = Self.site.chapter(atSourcePath: source)!
        var resolver = LinkResolver(reader: SiteReader(SiteInputs(site: Self.site)), chapter: chapter) { $0 == ignored }
        let href = resolver.resolve(destination, at: SourceLocation(file: chapter.displayPath, line: 4, column: 2))
        #expect(resolver.links.map(\.href) == [href])
        #expect(resolver.links.map(\.location) == [SourceLocation(file: chapter.displayPath, line: 4, column: 2)])
        return (href, resolver.links[0].verdict)
    }

    @Test func aChapterLinkBecomesItsPageWithTheFragmentToFind() {
        let link = resolve("../a.md#Some%20heading")
        #expect(link.href == "../a.html#Some%20heading")
        #expect(link.verdict == .file(path: "a.html", fragment: "Some heading"))
    }

    @Test func aFileLinkIsEncodedAndHasNoFragmentToFind() {
        let link = resolve("../images/x%20y.png")
        #expect(link.href == "../images/x%20y.png")
        #expect(link.verdict == .file(path: "images/x y.png", fragment: nil))
    }

    @Test func aDestinationIsWrittenAsCmarkGFMEncodesItAndJudgedDecoded() {
        // `<../images/x y.png>` gives the destination with its space.
        let spaced = resolve("../images/x y.png")
        #expect(spaced.href == "../images/x%20y.png")
        #expect(spaced.verdict == .file(path: "images/x y.png", fragment: nil))
        let fragment = resolve("../a.md#圆角%20遮罩")
        #expect(fragment.href == "../a.html#%E5%9C%86%E8%A7%92%20%E9%81%AE%E7%BD%A9")
        #expect(fragment.verdict == .file(path: "a.html", fragment: "圆角 遮罩"))
        #expect(resolve("#a b") == ("#a%20b", .file(path: "part/b.html", fragment: "a b")))
        #expect(resolve("/my uri") == ("/my%20uri", .unresolved))
        #expect(resolve(#"https://x.example/a\b?q="1"&r"#) == ("https://x.example/a%5Cb?q=%221%22&r", .unresolved))
        #expect(resolve("no such.png").verdict == .broken("link to missing file 'no such.png'"))
        #expect(resolve("no such.png").href == "no%20such.png")
    }

    @Test func aFragmentOfThePageItselfIsFoundInThePage() {
        #expect(resolve("#setup").verdict == .file(path: "part/b.html", fragment: "setup"))
        #expect(resolve("#top").verdict == .file(path: "part/b.html", fragment: nil))
    }

    @Test func missingChaptersAndFilesAndEscapesAreBroken() {
        #expect(resolve("nope.md").verdict == .broken("link to missing chapter 'nope.md'"))
        #expect(resolve("nope.png").verdict == .broken("link to missing file 'nope.png'"))
        #expect(resolve("../../up.md").verdict == .broken("link '../../up.md' leads outside the content folder"))
        #expect(resolve("").verdict == .broken("empty link destination"))
    }

    @Test func externalRootRelativeAndIgnoredLinksAreLeftToThePageCheck() {
        for destination in ["https://swift.org", "mailto:a@b.c", "//cdn.example.com/x.css", "/docs/a.html"] {
            #expect(resolve(destination) == (destination, .unresolved))
        }
        #expect(resolve("nope.md", ignoring: "nope.md") == ("nope.md", .unresolved))
        // A colon later in a path is not a scheme.
        #expect(resolve("../a.md#a:b").verdict == .file(path: "a.html", fragment: "a:b"))
        #expect(resolve("1:2.md").verdict == .broken("link to missing chapter '1:2.md'"))
    }
}
