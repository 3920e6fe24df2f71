import DocgenCore
import DocgenLinks
import DocgenModel
@testable import DocgenRender
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
        var resolver = LinkResolver(site: Self.site, chapter: chapter) { $0 == ignored }
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
