@testable import DocgenLoad
import DocgenCore
import DocgenModel
import DocgenTestSupport
import Foundation
import Testing

/// The reading of `git log`'s output (``GitHistory/arguments``), on outputs git 2.39 wrote,
/// and ``GitHistory`` on a real repository, against `git log -1` file by file.
@Suite struct GitLogParserTests {
    private func dates(_ output: String) -> [String: String] {
        GitLogParser.lastCommitDates(in: Array(output.utf8)).mapValues(\.iso)
    }

    /// A history with a rename, a merge that changed nothing of its own, a merge whose conflict
    /// was resolved by hand (listed once, from the top, after an empty field), and paths with a
    /// space and Chinese characters; the first commit is in +08:00.
    static let history = "\0\02026-11-08T10:00:00+00:00\0\0content/圆角.md\0\0\02026-11-07T10:00:00+00:00\0\ncontent/圆角.md\0"
        + "\0\02026-11-06T10:00:00+00:00\0\ncontent/圆角.md\0\0\02026-11-05T10:00:00+00:00\0\0\0\02026-11-04T10:00:00+00:00\0"
        + "\ncontent/圆角.md\0\0\02026-11-03T10:00:00+00:00\0\ncontent/a b.md\0\0\02026-11-02T10:00:00+00:00\0\ncontent/sub/x.md\0"
        + "content/sub/y.md\0\0\02026-11-01T01:00:00+08:00\0\ncontent/a b.md\0content/sub/x.md\0content/圆角.md\0"

    @Test func eachPathTakesItsNewestCommitsDate() {
        #expect(dates(Self.history) == [
            "content/圆角.md": "2026-11-08",
            "content/a b.md": "2026-11-03",
            "content/sub/x.md": "2026-11-02",
            "content/sub/y.md": "2026-11-02",
        ])
    }

    @Test func theDateIsTheCommitsOwnNotUTC() {
        #expect(dates("\0\02026-12-03T23:30:00-05:00\0\nintro.md\0\0\02026-12-04T01:00:00+08:00\0\nold.md\0")
            == ["intro.md": "2026-12-03", "old.md": "2026-12-04"])
    }

    @Test func aPathMayStartWithANewlineOrLookLikeADate() {
        #expect(dates("\0\02026-01-02T00:00:00Z\0\n\nodd.md\0" + "2026-09-09T00:00:00Z\0")
            == ["\nodd.md": "2026-01-02", "2026-09-09T00:00:00Z": "2026-01-02"])
    }

    @Test func anUnreadableDateLeavesItsCommitsPathsWithout() {
        #expect(dates("\0\0yesterday\0\na.md\0\0\02025-13-01T00:00:00Z\0\nc.md\0\0\02026-02-03T00:00:00Z\0\nb.md\0") == ["b.md": "2026-02-03"])
        #expect(dates("") == [:])
        #expect(dates("\0\02026-01-02T00:00:00Z\0") == [:])
    }

    /// The history of ``history`` made again for real, in `docs/content` of a repository, with a
    /// file outside it, one never committed and one changed since its commit.
    @Test func aRealRepositorysDatesAreGitLogsFileByFile() throws {
        let folder = try TemporaryFolder([
            "docs/content/a b.md": "a\n", "docs/content/圆角.md": "c\n", "docs/content/sub/x.md": "x\n", "README.md": "r\n",
        ])
        defer { folder.remove() }
        let git = try GitRepository(at: folder.path)
        try git.commitAll("one", date: "2026-11-01T01:00:00+08:00")
        try git.git("mv", "docs/content/sub/x.md", "docs/content/sub/y.md")
        try git.commitAll("rename", date: "2026-11-02T10:00:00Z")
        try git.git("checkout", "-q", "-b", "side")
        try folder.write(Data("a\nb\n".utf8), to: "docs/content/a b.md")
        try git.commitAll("side", date: "2026-11-03T10:00:00Z")
        try git.git("checkout", "-q", "main")
        try folder.write(Data("c\nmain\n".utf8), to: "docs/content/圆角.md")
        try git.commitAll("main", date: "2026-11-04T10:00:00Z")
        try git.git("merge", "-q", "--no-edit", "side", date: "2026-11-05T10:00:00Z")
        try git.git("checkout", "-q", "-b", "other")
        try folder.write(Data("c\nother\n".utf8), to: "docs/content/圆角.md")
        try git.commitAll("other", date: "2026-11-06T10:00:00Z")
        try git.git("checkout", "-q", "main")
        try folder.write(Data("c\nmain again\n".utf8), to: "docs/content/圆角.md")
        try git.commitAll("main again", date: "2026-11-07T10:00:00Z")
        #expect(throws: GitRepository.GitError.self) { try git.git("merge", "-q", "--no-edit", "other", date: "2026-11-08T10:00:00Z") }
        try folder.write(Data("c\nboth\n".utf8), to: "docs/content/圆角.md")
        try git.commitAll("merged by hand", date: "2026-11-08T10:00:00Z")
        try folder.write(Data("README changed\n".utf8), to: "README.md")
        try git.commitAll("outside", date: "2026-11-09T10:00:00Z")
        try folder.write(Data("new\n".utf8), to: "docs/content/new.md")
        try folder.write(Data("a\nb\nuncommitted\n".utf8), to: "docs/content/a b.md")

        let root = URL(fileURLWithPath: folder.path + "/docs/content").resolvingSymlinksInPath().path
        let (dates, problem) = GitHistory.lastCommitDates(contentRoot: root, location: DocgenCore.SourceLocation(file: "docgen.yml"))
        #expect(problem == nil)
        #expect(dates.mapValues(\.iso) == ["a b.md": "2026-11-03", "圆角.md": "2026-11-08", "sub/x.md": "2026-11-02", "sub/y.md": "2026-11-02"])
        for path in ["a b.md", "圆角.md", "sub/y.md"] {
            let single = try git.git("log", "-1", "--format=%cI", "--", "docs/content/\(path)")
            #expect(dates[path]?.iso == String(single.prefix(10)), "git log -1 -- \(path)")
        }
    }

    @Test func aFolderOutsideEveryRepositoryHasNoDatesAndNoProblem() throws {
        let folder = try TemporaryFolder(["content/a.md": "a\n"])
        defer { folder.remove() }
        #expect(GitHistory.repositoryTop(containing: folder.path + "/content") == nil)
        let (dates, problem) = GitHistory.lastCommitDates(contentRoot: folder.path + "/content", location: DocgenCore.SourceLocation(file: "docgen.yml"))
        #expect(dates.isEmpty && problem == nil)
    }

    @Test func aRepositoryGitCannotReadIsAWarning() throws {
        let folder = try TemporaryFolder(["content/a.md": "a\n", ".git": "gitdir: /nonexistent\n"])
        defer { folder.remove() }
        let (dates, problem) = GitHistory.lastCommitDates(contentRoot: folder.path + "/content",
                                                          location: DocgenCore.SourceLocation(file: "docgen.yml", line: 3, column: 14))
        #expect(dates.isEmpty)
        #expect(problem?.description == "docgen.yml:3:14: warning: no dates of last commits: fatal: not a git repository: /nonexistent [git-history]")
    }
}
