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
