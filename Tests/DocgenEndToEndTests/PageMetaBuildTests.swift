import DocgenCore
import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// `editURL:` and `lastUpdated: git` built for real: a git repository made in a temporary
/// folder, with commits of fixed dates, built in both of its languages.
@Suite struct PageMetaBuildTests {
    static let config = """
        title: Guide
        editURL: https://github.com/o/r/edit/main/
        lastUpdated: git
        languages:
          - code: en
            name: English
          - code: zh-Hans
            name: 简体中文

        """

    static let files: [String: String] = [
        "docgen.yml": config,
        "content/en/a b.md": "---\ntitle: A B\norder: 1\n---\n\nText.\n",
        "content/en/圆角.md": "---\ntitle: Corners\norder: 2\n---\n\nText.\n",
        "content/zh-Hans/a b.md": "---\ntitle: 甲乙\norder: 1\n---\n\n正文。\n",
        "content/zh-Hans/圆角.md": "---\ntitle: 圆角\norder: 2\n---\n\n正文。\n",
    ]

    private static func options(_ folder: TemporaryFolder, output: String = "site", cache: Bool = false) -> BuildOptions {
        BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/\(output)", configPath: "\(folder.path)/docgen.yml",
                     jobs: 2, useCache: cache)
    }

    /// The page's meta line, from `<footer class="page-meta"` to its end; nil when it has none.
    private static func meta(_ folder: TemporaryFolder, _ page: String) -> String? {
        guard let html = folder.read("site/\(page)"), let start = html.range(of: "<footer class=\"page-meta\""),
              let end = html.range(of: "</footer>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The repository, first committed late on 3 December in New York (already the 4th in UTC).
    private static func repository() throws -> (TemporaryFolder, GitRepository) {
        let folder = try TemporaryFolder(files)
        let git = try GitRepository(at: folder.path)
        try git.commitAll("first", date: "2026-12-03T23:30:00-05:00")
        return (folder, git)
    }

    @Test func eachChapterShowsItsLastCommitsDateInItsLanguageAndItsEditLink() throws {
        let (folder, _) = try Self.repository()
        defer { folder.remove() }
        try folder.write(Data("---\ntitle: New\norder: 3\n---\n\nNot committed.\n".utf8), to: "content/en/new.md")
        try folder.write(Data("---\ntitle: 新\norder: 3\n---\n\n未提交。\n".utf8), to: "content/zh-Hans/new.md")
        let report = SiteBuild.build(Self.options(folder))
        #expect(report.succeeded)
        #expect(report.diagnostics == [])
        #expect(Self.meta(folder, "a-b.html") == """
            <footer class="page-meta" data-pagefind-ignore="">
            <p class="page-updated">Last updated on <time datetime="2026-12-03">3 December 2026</time></p>
            <p class="page-edit"><a href="https://github.com/o/r/edit/main/content/en/a%20b.md">Edit this page</a></p>
            </footer>
            """)
        #expect(Self.meta(folder, "zh-Hans/圆角.html") == """
            <footer class="page-meta" data-pagefind-ignore="">
            <p class="page-updated">最后更新于 <time datetime="2026-12-03">2026年12月3日</time></p>
            <p class="page-edit"><a href="https://github.com/o/r/edit/main/content/zh-Hans/%E5%9C%86%E8%A7%92.md">编辑此页</a></p>
            </footer>
            """)
        #expect(Self.meta(folder, "new.html") == """
            <footer class="page-meta" data-pagefind-ignore="">
            <p class="page-edit"><a href="https://github.com/o/r/edit/main/content/en/new.md">Edit this page</a></p>
            </footer>
            """, "a file never committed has no date")
        #expect(Self.meta(folder, "index.html") == nil)
    }

    @Test func aFolderThatIsNoCheckoutBuildsWithoutDatesOrProblems() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let report = SiteBuild.build(Self.options(folder))
        #expect(report.succeeded)
        #expect(report.diagnostics == [])
        #expect(Self.meta(folder, "a-b.html") == """
            <footer class="page-meta" data-pagefind-ignore="">
            <p class="page-edit"><a href="https://github.com/o/r/edit/main/content/en/a%20b.md">Edit this page</a></p>
            </footer>
            """)
    }

    @Test func aSiteWithNeitherKeyHasNoMetaLine() throws {
        let folder = try TemporaryFolder(Self.files.merging(["docgen.yml": Self.config.replacingOccurrences(of: "editURL: https://github.com/o/r/edit/main/\nlastUpdated: git\n", with: "")]) { _, new in new })
        defer { folder.remove() }
        let git = try GitRepository(at: folder.path)
        try git.commitAll("first", date: "2026-12-03T23:30:00-05:00")
        let report = SiteBuild.build(Self.options(folder))
        #expect(report.succeeded)
        #expect(report.diagnostics == [])
        #expect(folder.read("site/a-b.html")?.contains("page-meta") == false)
    }

    @Test func anIncrementalBuildAfterACommitShowsTheNewDateAndMatchesACleanBuild() throws {
        let (folder, git) = try Self.repository()
        defer { folder.remove() }
        #expect(SiteBuild.build(Self.options(folder, cache: true)).succeeded)
        #expect(SiteBuild.build(Self.options(folder, cache: true)).cachedPageCount == 7)
        try folder.write(Data("---\ntitle: 甲乙\norder: 1\n---\n\n新的正文。\n".utf8), to: "content/zh-Hans/a b.md")
        let uncommitted = SiteBuild.build(Self.options(folder, cache: true))
        #expect(uncommitted.cachedPageCount == 6)
        #expect(Self.meta(folder, "zh-Hans/a-b.html")?.contains("<time datetime=\"2026-12-03\">2026年12月3日</time>") == true,
                "a change not committed keeps the last commit's date")
        try git.commitAll("second", date: "2027-01-09T08:00:00+08:00")
        let committed = SiteBuild.build(Self.options(folder, cache: true))
        #expect(committed.succeeded)
        #expect(committed.cachedPageCount == 6, "only the committed chapter's page is made again")
        #expect(Self.meta(folder, "zh-Hans/a-b.html")?.contains("<time datetime=\"2027-01-09\">2027年1月9日</time>") == true)
        #expect(SiteBuild.build(Self.options(folder, output: "clean")).succeeded)
        #expect(folder.snapshot(of: "site") == folder.snapshot(of: "clean"))
    }

    @Test func serveShowsTheDatesAndReadsGitAgainWhenItReloadsTheSite() throws {
        let (folder, git) = try Self.repository()
        defer { folder.remove() }
        let live = SiteBuild(options: Self.options(folder), into: .memory)
        #expect(live.run().succeeded)
        func page(_ path: String) -> String { String(decoding: live.files[path] ?? [], as: UTF8.self) }
        #expect(page("a-b.html").contains("<time datetime=\"2026-12-03\">3 December 2026</time>"))
        try folder.write(Data("---\ntitle: A and B\norder: 1\n---\n\nText.\n".utf8), to: "content/en/a b.md")
        try git.commitAll("retitled", date: "2026-12-20T12:00:00Z")
        let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
        let update = live.run(changed: ["\(root)/content/en/a b.md"])
        #expect(update.reloadedSite, "a new title is shown on every page")
        #expect(page("a-b.html").contains("<time datetime=\"2026-12-20\">20 December 2026</time>"))
        #expect(page("圆角.html").contains("<time datetime=\"2026-12-03\">3 December 2026</time>"))
    }
}
