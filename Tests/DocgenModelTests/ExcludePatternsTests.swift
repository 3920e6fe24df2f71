import DocgenModel
import Testing

/// `exclude:`'s globs: a name anywhere, a path from the content folder, `**` for any folders.
@Suite struct ExcludePatternsTests {
    @Test(arguments: [
        ("drafts", "drafts", true),
        ("drafts", "guide/drafts", true),
        ("drafts", "guide/drafts.md", false),
        ("*.tmp", "a/b/c.tmp", true),
        ("guide/*.md", "guide/a.md", true),
        ("guide/*.md", "guide/old/a.md", false),
        ("guide/*.md", "other/guide/a.md", false),
        ("/old.md", "old.md", true),
        ("/old.md", "guide/old.md", false),
        ("**/internal", "a/b/internal", true),
        ("**/internal", "internal", true),
        ("blog/**/draft-*.md", "blog/draft-1.md", true),
        ("blog/**/draft-*.md", "blog/2019/05/draft-1.md", true),
        ("blog/**", "blog", true),
        ("blog/**", "blogs/a.md", false),
        ("data/", "data", true),
        ("[ab].md", "b.md", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(ExcludePatterns([pattern]).excludes(path) == expected)
    }

    @Test func noPatternExcludesNothing() {
        #expect(ExcludePatterns().isEmpty)
        #expect(!ExcludePatterns().excludes("a.md"))
    }
}
