import DocgenEngine
import DocgenSearch
import DocgenTestSupport
import Foundation
import Testing

/// `versions:`: a real git repository with two tags and a working tree, each version built
/// into its own folder from `git archive` (the checkout left alone), the latest redirected to
/// from the root, each page's version menu, an older version's banner, canonical links and
/// the sitemap; the second build keeps the unchanged versions whole; bad refs are located.
@Suite struct VersionedBuildTests {
    static let versionedConfig = """
        title: Guide
        baseURL: https://docs.example/
        versions:
          - name: dev
            title: Development
          - name: "2.0"
            ref: v2.0
            title: 2.0 (latest)
            latest: true
          - name: "1.0"
            ref: v1.0

        """

    /// A repository whose `v1.0` has an introduction and a setup chapter, whose `v2.0` renamed
    /// setup to install and added an API chapter, and whose working tree adds news to a commit
    /// after both, with an introduction edited but not committed.
    static func repository(settings: String = "") throws -> (TemporaryFolder, GitRepository) {
        let folder = try TemporaryFolder([
            ".gitignore": "site/\n.docgen-cache/\n",
            "docgen.yml": "title: Guide\nbaseURL: https://docs.example/\n" + settings,
            "content/_index.md": "---\ntitle: Guide\n---\n\nWelcome.\n",
            "content/intro.md": "---\ntitle: Introduction\n---\n\nVersion one.\n",
            "content/setup.md": "---\ntitle: Setup\n---\n\nSet it up.\n",
        ])
        let repository = try GitRepository(at: folder.path)
        try repository.commitAll("One", date: "2024-01-01T10:00:00+00:00")
        try repository.git("tag", "v1.0")
        try repository.git("mv", "content/setup.md", "content/install.md")
        try folder.write(Data("---\ntitle: API\n---\n\nCalls.\n".utf8), to: "content/api.md")
        try folder.write(Data("---\ntitle: Introduction\n---\n\nVersion two.\n".utf8), to: "content/intro.md")
        try repository.commitAll("Two", date: "2024-02-01T10:00:00+00:00")
        try repository.git("tag", "v2.0")
        try folder.write(Data((versionedConfig + settings).utf8), to: "docgen.yml")
        try folder.write(Data("---\ntitle: News\n---\n\nNew things.\n".utf8), to: "content/news.md")
        try repository.commitAll("Versions", date: "2024-03-01T10:00:00+00:00")
        try folder.write(Data("---\ntitle: Introduction\n---\n\nBeing edited.\n".utf8), to: "content/intro.md")
        return (folder, repository)
    }

    static func options(_ folder: TemporaryFolder) -> BuildOptions {
        BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", configPath: "\(folder.path)/docgen.yml",
                     jobs: 2, useCache: true)
    }

    static func build(_ folder: TemporaryFolder) throws -> BuildReport {
        let options = options(folder)
        let (config, problems) = try #require(VersionedBuild.config(of: options))
        return VersionedBuild.build(options, config: config, configProblems: problems)
    }

    static func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test func eachVersionIsBuiltIntoItsFolderFromItsRefAndTheCheckoutIsLeftAlone() throws {
        let (folder, repository) = try Self.repository()
        defer { folder.remove() }
        let status = try repository.git("status", "--porcelain")
        let head = try repository.git("rev-parse", "HEAD")
        let report = try Self.build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(try repository.git("status", "--porcelain") == status)
        #expect(try repository.git("rev-parse", "HEAD") == head)
        #expect(status.contains(" M content/intro.md"))

        let site = folder.snapshot(of: "site")
        for page in ["1.0/index.html", "1.0/intro.html", "1.0/setup.html", "2.0/index.html", "2.0/install.html", "2.0/api.html",
                     "dev/news.html", "dev/install.html", "1.0/404.html", "2.0/assets/docgen.css"] {
            #expect(site[page] != nil, "\(page)")
        }
        #expect(site["1.0/install.html"] == nil && site["2.0/setup.html"] == nil && site["2.0/news.html"] == nil)
        #expect(folder.read("site/1.0/intro.html")?.contains("Version one.") == true)
        #expect(folder.read("site/2.0/intro.html")?.contains("Version two.") == true)
        #expect(folder.read("site/dev/intro.html")?.contains("Being edited.") == true, "the working tree, as it is")
    }

    @Test func theRootRedirectsToTheLatestAndItsSitemapIsTheSites() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).succeeded)
        let root = try #require(folder.read("site/install.html"))
        #expect(root.contains("<meta http-equiv=\"refresh\" content=\"0; url=2.0/install.html\" />"))
        #expect(root.contains("<link rel=\"canonical\" href=\"https://docs.example/2.0/install.html\" />"))
        #expect(root.contains("<a href=\"2.0/install.html\">"))
        #expect(try #require(folder.read("site/index.html")).contains("url=2.0/index.html"))
        #expect(folder.read("site/setup.html") == nil, "only the latest's pages")
        #expect(folder.read("site/404.html") == folder.read("site/2.0/404.html"))
        let sitemap = try #require(folder.read("site/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://docs.example/2.0/install.html</loc>"))
        #expect(!sitemap.contains("/1.0/") && !sitemap.contains("/dev/"))
        #expect(folder.read("site/1.0/sitemap.xml") == nil && folder.read("site/dev/sitemap.xml") == nil)
    }

    @Test func theVersionMenuLeadsToTheSamePageOrTheVersionsHome() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).succeeded)
        let intro = try #require(folder.read("site/1.0/intro.html"))
        #expect(intro.contains("""
            <nav class="version-menu" aria-label="Versions">
            <details>
            <summary><span class="version-menu-label">Version</span> 1.0</summary>
            <ul>
            <li><a href="../dev/intro.html">Development</a></li>
            <li><a href="../2.0/intro.html">2.0 (latest)</a></li>
            <li><a href="intro.html" aria-current="page">1.0</a></li>
            </ul>
            </details>
            </nav>
            """), "\(intro)")
        let setup = try #require(folder.read("site/1.0/setup.html"))
        #expect(setup.contains("<li><a href=\"../2.0/index.html\">2.0 (latest)</a></li>"), "renamed: the latest's home")
        let install = try #require(folder.read("site/2.0/install.html"))
        #expect(install.contains("<li><a href=\"../1.0/index.html\">1.0</a></li>"))
        #expect(install.contains("<li><a href=\"../dev/install.html\">Development</a></li>"))
    }

    @Test func olderVersionsHaveABannerAndEveryPageIsCanonicalInTheLatest() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).succeeded)
        let intro = try #require(folder.read("site/1.0/intro.html"))
        #expect(intro.contains("<p class=\"version-banner\" role=\"note\">This is the documentation of version 1.0, not the latest. "
            + "<a href=\"../2.0/intro.html\">Read this page in the latest version (2.0 (latest))</a></p>"))
        #expect(intro.contains("<link rel=\"canonical\" href=\"https://docs.example/2.0/intro.html\" />"))
        let setup = try #require(folder.read("site/1.0/setup.html"))
        #expect(setup.contains("<a href=\"../2.0/index.html\">Go to the latest version (2.0 (latest))</a>"))
        #expect(setup.contains("<link rel=\"canonical\" href=\"https://docs.example/1.0/setup.html\" />"), "no page of its own in the latest")
        let latest = try #require(folder.read("site/2.0/intro.html"))
        #expect(!latest.contains("version-banner"))
        #expect(latest.contains("<link rel=\"canonical\" href=\"https://docs.example/2.0/intro.html\" />"))
        #expect(try #require(folder.read("site/dev/news.html")).contains("class=\"version-banner\""))
    }

    @Test func aSecondBuildKeepsTheUnchangedVersionsWhole() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).succeeded)
        let pages = ["1.0/intro.html", "2.0/install.html", "dev/news.html"]
        let inodes = pages.map { Self.inode("\(folder.path)/site/\($0)") }
        let second = try Self.build(folder)
        #expect(second.diagnostics.isEmpty, "\(second.diagnostics)")
        #expect(second.keptVersions == ["2.0", "1.0"])
        #expect(second.remadePages.isEmpty, "\(second.remadePages)")
        #expect(pages.map { Self.inode("\(folder.path)/site/\($0)") } == inodes, "the same files, linked into the new site")
        #expect(second.summary.contains("versions 2.0, 1.0 kept whole"))

        // A new chapter in the working tree: the tags' pages that exist in it gain a menu entry.
        try folder.write(Data("---\ntitle: Setup\n---\n\nAgain.\n".utf8), to: "content/setup.md")
        let third = try Self.build(folder)
        #expect(third.succeeded, "\(third.diagnostics)")
        #expect(third.keptVersions.isEmpty)
        #expect(third.remadePages.contains("1.0/setup.html") && !third.remadePages.contains("1.0/intro.html"), "\(third.remadePages)")
        #expect(try #require(folder.read("site/1.0/setup.html")).contains("<li><a href=\"../dev/setup.html\">Development</a></li>"))
    }

    @Test func aRefThatDoesNotExistIsLocatedAndTheSiteStaysAsItWas() throws {
        let (folder, repository) = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).succeeded)
        let before = folder.snapshot(of: "site")
        let cacheBefore = folder.snapshot(of: ".docgen-cache")
        try folder.write(Data(Self.versionedConfig.replacingOccurrences(of: "ref: v1.0", with: "ref: v0.9").utf8), to: "docgen.yml")
        let report = try Self.build(folder)
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "docgen.yml:11:10: error: version '1.0': 'v0.9' is not a tag, branch or commit of the repository at \(repository.path)",
        ])
        #expect(folder.snapshot(of: "site") == before)
        #expect(folder.snapshot(of: ".docgen-cache") == cacheBefore)
    }

    @Test func aFailedVersionLeavesTheSiteAndEveryCacheAsTheyWere() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).succeeded)
        let before = folder.snapshot(of: "site")
        let cacheBefore = folder.snapshot(of: ".docgen-cache")
        // The working tree's chapter breaks; the tags build before it would be published.
        try folder.write(Data("---\ntitle: News\n---\n\n[gone](missing.md)\n".utf8), to: "content/news.md")
        // Listed last, so that the tags are built (their titles changed) before it fails.
        let devLast = Self.versionedConfig.replacingOccurrences(of: "  - name: dev\n    title: Development\n", with: "")
            .replacingOccurrences(of: "title: 2.0 (latest)", with: "title: Two") + "  - name: dev\n"
        try folder.write(Data(devLast.utf8), to: "docgen.yml")
        let report = try Self.build(folder)
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.description.hasSuffix("content/news.md:5:1: error: link to missing chapter 'missing.md' [broken-link]") },
                "\(report.diagnostics)")
        #expect(folder.snapshot(of: "site") == before)
        #expect(folder.snapshot(of: ".docgen-cache") == cacheBefore)
    }

    @Test(arguments: [
        ("  - name: \"2.0\"\n    ref: v1.0\n", "docgen.yml:12:11: error: version '2.0' is listed twice (first at line 6)"),
        ("  - name: \"0.9\"\n    ref: v1.0\n    latest: true\n", "docgen.yml:14:13: error: two versions say 'latest: true' (the first at line 9); only one is the latest"),
        ("  - name: assets\n    ref: v1.0\n", "docgen.yml:12:11: error: 'assets' cannot name a version: the site uses that folder"),
    ])
    func aBadVersionListIsLocated(entry: String, expected: String) throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        try folder.write(Data((Self.versionedConfig + entry).utf8), to: "docgen.yml")
        let report = try Self.build(folder)
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [expected])
        #expect(folder.read("site/index.html") == nil)
    }

    @Test func theCommandBuildsTheVersionsAndDocgenCheckReadsTheLayout() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        let build = try CommandLineTests().docgen(["build"], in: folder.path)
        #expect(build.status == 0, "\(build.standardError)")
        let check = try CommandLineTests().docgen(["check", "site"], in: folder.path)
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        #expect(check.standardOutput.contains(": 0 errors, 0 warnings"), "every version's pages and the root's, links between versions resolved")
        let pages = folder.snapshot(of: "site").keys.filter { path in [".html", ".xml", ".svg"].contains { path.hasSuffix($0) } }.count
        #expect(check.standardOutput.contains(" in \(pages) pages:"), "\(check.standardOutput)")
    }

    @Test(arguments: ["https://docs.example/guide/", nil])
    func everyVersionsRedirectsAreInTheRootsRedirectsFileWhichHostsRead(baseURL: String?) throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        let config = Self.versionedConfig.replacingOccurrences(of: "baseURL: https://docs.example/\n", with: baseURL.map { "baseURL: \($0)\n" } ?? "")
        try folder.write(Data(config.utf8), to: "docgen.yml")
        try folder.write(Data("---\ntitle: Install\naliases: [setup.html]\n---\n\nInstall it.\n".utf8), to: "content/install.md")
        let report = try Self.build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let base = baseURL == nil ? "/" : "/guide/"
        #expect(folder.read("site/dev/setup.html")?.contains("url=install.html") == true)
        let hostFile = try #require(folder.read("site/_redirects"))
        #expect(hostFile.contains("\(base)dev/setup.html \(base)dev/install.html 301\n"), "\(hostFile)")
        // The root's pages go on to the latest's, for now.
        #expect(hostFile.contains("\(base)install.html \(base)2.0/install.html 302\n"), "\(hostFile)")
        #expect(hostFile.contains("\(base) \(base)2.0/ 302\n"), "\(hostFile)")
        #expect(!hostFile.contains("404.html"))

        // With the latest copied at the root, its own lines come first, then each version's.
        try folder.write(Data((config + "versionRoot: copy\n").utf8), to: "docgen.yml")
        #expect(try Self.build(folder).succeeded)
        let copied = try #require(folder.read("site/_redirects"))
        #expect(copied.contains("\(base)dev/setup.html \(base)dev/install.html 301\n") && !copied.contains(" 302\n"), "\(copied)")
    }

    @Test func withVersionRootCopyTheLatestIsBuiltAtTheRootTooAndIsCanonicalThere() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        try folder.write(Data((Self.versionedConfig + "versionRoot: copy\n").utf8), to: "docgen.yml")
        let report = try Self.build(folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let root = try #require(folder.read("site/install.html"))
        #expect(root.contains("<li><a href=\"install.html\" aria-current=\"page\">2.0 (latest)</a></li>"))
        #expect(root.contains("<li><a href=\"1.0/index.html\">1.0</a></li>"))
        #expect(root.contains("<link rel=\"canonical\" href=\"https://docs.example/install.html\" />"))
        #expect(try #require(folder.read("site/2.0/install.html")).contains("<link rel=\"canonical\" href=\"https://docs.example/install.html\" />"))
        #expect(try #require(folder.read("site/1.0/intro.html")).contains("<a href=\"../intro.html\">Read this page in the latest version"))
        let sitemap = try #require(folder.read("site/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://docs.example/install.html</loc>") && !sitemap.contains("/2.0/"))
        #expect(folder.read("site/assets/docgen.css") != nil)
    }

    @Test(.enabled(if: SearchBuildTests.pagefindIsInstalled, "Pagefind is installed by Scripts/install-dependencies --search"))
    func eachVersionHasItsOwnSearchIndex() throws {
        let (folder, _) = try Self.repository(settings: "search: true\n")
        defer { folder.remove() }
        let report = try Self.build(folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        let site = folder.snapshot(of: "site")
        for version in ["dev", "2.0", "1.0"] {
            #expect(site["\(version)/pagefind/pagefind.js"] != nil, "\(version)")
            #expect(site.keys.filter { $0.hasPrefix("\(version)/pagefind/fragment/") }.count == site.keys.filter {
                $0.hasPrefix("\(version)/") && $0.hasSuffix(".html") && !$0.hasSuffix("404.html")
            }.count, "each version's own pages: \(version)")
        }
        #expect(site["pagefind/pagefind.js"] == nil, "no index of the redirects")
        let page = try #require(folder.read("site/1.0/intro.html"))
        #expect(page.contains("data-root=\"\""), "search starts at the version's own root")
    }
}
