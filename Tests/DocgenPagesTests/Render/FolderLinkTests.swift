import DocgenCore
import DocgenModel
@testable import DocgenPages
import Testing

/// Links to a folder's own page and by page URL, as other generators' authors write them.
@Suite struct FolderLinkTests {
    static let site = site(foreign: false)

    static func site(foreign: Bool, baseURL: String? = nil) -> Site {
        func chapter(_ source: String, slug: String) -> Chapter {
            let folder = String(SitePath.split(source).folder)
            return Chapter(sourcePath: source, displayPath: "content/\(source)", title: slug, order: 1, slug: slug, description: "",
                           body: "", bodyLineOffset: 0, folder: folder)
        }
        let home = chapter("README.md", slug: "index")
        var config = SiteConfig()
        config.isForeignProject = foreign
        config.baseURL = baseURL
        return Site(config: config, homes: [SiteConfig().editions[0].code: home],
                    chapters: [chapter("guide/README.md", slug: "index"), chapter("guide/intro.md", slug: "intro"),
                               chapter("guide/Resources.md", slug: "resources"),
                               chapter("setup.md", slug: "setup")],
                    parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
    }

    private func resolve(_ destination: String, from source: String = "guide/intro.md", in site: Site = site) -> (href: String, verdict: ContentLink.Verdict) {
        let chapter = site.chapter(atSourcePath: source)!
        var resolver = LinkResolver(reader: SiteReader(SiteInputs(site: site)), chapter: chapter) { _ in false }
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

    /// Hugo's and MkDocs' sites serve the content folder at the site's root: a root-relative
    /// link of such a project names a page there. docgen's own projects keep it as written.
    @Test func aRootRelativeLinkOfAnotherToolsProjectLeadsToItsPage() {
        let hugo = Self.site(foreign: true)
        #expect(resolve("/setup/#install", in: hugo) == ("../setup.html#install", .file(path: "setup.html", fragment: "install")))
        #expect(resolve("/guide/", in: hugo) == ("index.html", .file(path: "guide/index.html", fragment: nil)))
        #expect(resolve("/", in: hugo).verdict == .file(path: "index.html", fragment: nil))
        #expect(resolve("/nowhere/", in: hugo) == ("/nowhere/", .unresolved))
        // A page URL not found below the page's folder is found from the root, as Hugo does.
        #expect(resolve("guide/resources/", from: "setup.md", in: hugo).verdict == .file(path: "guide/resources.html", fragment: nil))
        #expect(resolve("setup/", in: hugo).verdict == .file(path: "setup.html", fragment: nil))
        #expect(resolve("setup/").verdict == .broken("link to missing file 'setup/'"))
        // Hugo's URLs are lowercase.
        #expect(resolve("/guide/resources/", in: hugo) == ("resources.html", .file(path: "guide/resources.html", fragment: nil)))
        #expect(resolve("resources/").verdict == .broken("link to missing file 'resources/'"))
        let underBase = Self.site(foreign: true, baseURL: "https://example.org/docs/")
        #expect(resolve("/docs/setup/", in: underBase).verdict == .file(path: "setup.html", fragment: nil))
        // Without the base path, as a theme's link hook finds it (hugo-book's example site).
        #expect(resolve("/setup/", in: underBase).verdict == .file(path: "setup.html", fragment: nil))
        #expect(resolve("/nowhere/", in: underBase) == ("/nowhere/", .unresolved))
        #expect(resolve("/setup/") == ("/setup/", .unresolved))
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
