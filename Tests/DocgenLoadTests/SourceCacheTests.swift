@testable import DocgenLoad
import DocgenModel
import DocgenTestSupport
import Foundation
import Testing

/// The in-memory cache of what loads read (``SourceCache``), across loads of one folder.
@Suite struct SourceCacheTests {
    @Test func aChapterReadAgainReplacesTheOldOneAndAGoneOneIsForgotten() throws {
        let folder = try TemporaryFolder(["content/a.md": "---\ntitle: A\n---\nalpha\n", "content/b.md": "---\ntitle: B\n---\nbeta\n"])
        defer { folder.remove() }
        let content = "\(folder.path)/content"
        let cache = SourceCache()
        _ = SiteLoader.load(contentPath: content, configPath: nil, cache: cache)
        // Held, as the loader holds the earlier reads while it stores new ones.
        let first = cache.markdownFiles
        try folder.write(Data("---\ntitle: A\n---\nALPHA, longer\n".utf8), to: "content/a.md")
        let (site, _) = SiteLoader.load(contentPath: content, configPath: nil, cache: cache)
        #expect(site?.chapters.map(\.body) == ["ALPHA, longer\n", "beta\n"])
        #expect(first["a.md"]?.chapter?.body == "alpha\n")
        #expect(cache.markdownFiles["a.md"]?.chapter?.body == "ALPHA, longer\n")
        #expect(!cache.hasForgottenMarkdown)

        try FileManager.default.removeItem(atPath: "\(content)/a.md")
        _ = SiteLoader.load(contentPath: content, configPath: nil, cache: cache)
        #expect(cache.hasForgottenMarkdown)
        #expect(cache.markdownFiles.keys.sorted() == ["b.md"])
        #expect(cache.markdownFiles["b.md"]?.chapter?.body == "beta\n")
    }

    @Test func aFileStoredAndGoneBeforeTheCacheIsReadIsForgotten() {
        let cache = SourceCache()
        let stamp = FileStamp(size: 1, modified: 2, inode: 3)
        for path in ["a.md", "b.md"] { cache.store(SourceCache.Markdown(stamp: stamp, problems: []), at: path) }
        cache.keep(markdown: ["b.md"], files: [])
        #expect(cache.hasForgottenMarkdown)
        #expect(cache.markdownFiles.keys.sorted() == ["b.md"])
        #expect(cache.storedMarkdownPaths == ["a.md", "b.md"])
    }
}
