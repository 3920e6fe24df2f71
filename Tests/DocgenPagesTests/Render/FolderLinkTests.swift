import DocgenCore
import DocgenModel
@testable import DocgenPages
import Testing

/// Links to a folder's own page and by page URL, as other generators' authors write them.
@Suite struct FolderLinkTests {
    static let site: Site = {
        func chapter(_ source: String, slug: String) -> Chapter {
            let folder = String(SitePath.split(source).folder)
            return Chapter(sourcePath: source, displayPath: "content/\(source)", title: slug, order: 1, slug: slug, description: "",
                           body: "", bodyLineOffset: 0, folder: folder)
        }
        let home = chapter("README.md", slug: "index")
        return Site(config: SiteConfig(), homes: [SiteConfig().editions[0].code: home],
                    chapters: [chapter("guide/README.md", slug: "index"), chapter("guide/intro.md", slug: "intro"),
                               chapter("setup.md", slug: "setup")],
                    parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
    }()

    private func resolve(_ destination: String, from source: String = "guide/intro.md") -> (href: String, verdict: ContentLink.Verdict) {
        let chapter = Self.site.chapter(atSourcePath: source)!
        var resolver = LinkResolver(reader: SiteReader(SiteInputs(site: Self.site)), chapter: chapter) { _ in false }
        let href = resolver.resolve(destination, at: SourceLocation(file: chapter.displayPath, line: 1, column: 1))
        return (href, resolver.links[0].verdict)
    }

    @Test func aFolderLinkLeadsToItsOwnPage() {
        #expect(resolve("../guide/") == ("index.html", .file(path: "guide/index.html", fragment: nil)))
        #expect(resolve("../guide#top").verdict == .file(path: "guide/index.html", fragment: nil))
        #expect(resolve("README.md").verdict == .file(path: "guide/index.html", fragment: nil))
    }

    @Test func theContentFoldersPageIsTheHomePage() {
        #expect(resolve("../") == ("../index.html", .file(path: "index.html", fragment: nil)))
        #expect(resolve("../README.md#start") == ("../index.html#start", .file(path: "index.html", fragment: "start")))
    }

    /// MkDocs' directory URLs and mdBook's `.html` links name the chapter's page.
    @Test func aPagesURLLeadsToItsChapter() {
        #expect(resolve("../setup/").verdict == .file(path: "setup.html", fragment: nil))
        #expect(resolve("../setup.html").verdict == .file(path: "setup.html", fragment: nil))
        #expect(resolve("index.html").verdict == .file(path: "guide/index.html", fragment: nil))
        #expect(resolve("../nowhere/").verdict == .broken("link to missing file '../nowhere/'"))
    }
}

/// Raw HTML written for MkDocs' directory URLs is relative to `FOLDER/SLUG/`.
@Suite struct RawLinkTests {
    @Test func aRawLinkNotFoundFromTheFileIsFoundFromItsDirectoryURL() {
        let stamp = FileStamp(size: 1, modified: 1, inode: 1)
        let chapter = Chapter(sourcePath: "guide/setup.md", displayPath: "content/guide/setup.md", title: "Setup", order: 1, slug: "setup",
                              description: "", body: "", bodyLineOffset: 0, folder: "guide")
        let site = Site(config: SiteConfig(), chapters: [chapter], parts: [],
                        staticFiles: [StaticFile(path: "img/a.png", stamp: stamp, bytes: [1], hash: "h")],
                        contentRoot: "/tmp", contentDisplayRoot: "content")
        var resolver = LinkResolver(reader: SiteReader(SiteInputs(site: site)), chapter: chapter) { _ in false }
        let at = SourceLocation(file: chapter.displayPath, line: 1, column: 1)
        #expect(resolver.resolveRaw("../../img/a.png", at: at) == "../img/a.png")
        #expect(resolver.resolveRaw("../img/a.png", at: at) == "../img/a.png")
        #expect(resolver.resolveRaw("../../img/b.png", at: at) == "../../img/b.png")
        #expect(resolver.links.map(\.verdict) == [.file(path: "img/a.png", fragment: nil), .file(path: "img/a.png", fragment: nil),
                                                  .broken("link '../../img/b.png' leads outside the content folder")])
    }
}
