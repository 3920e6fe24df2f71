import DocgenLoad
import DocgenTestSupport
import Foundation
import Testing

/// A DocC catalog loaded again with the cache of the last load.
@Suite struct DocCCatalogCacheTests {
    /// The home page, unchanged, is read again as a chapter when another page becomes the
    /// root (the first of two marked `@TechnologyRoot`): the cache keeps what a file gave only
    /// for a read in the same role.
    @Test func anUnchangedFormerRootPageBecomesAChapter() throws {
        let root = "---\ntitle: Kit\n---\n# Kit\n\n@Metadata {\n  @TechnologyRoot\n}\n"
        let folder = try TemporaryFolder(["Kit.docc/Kit.md": root, "Kit.docc/Guide.md": "---\ntitle: Guide\n---\n# Guide\n"])
        defer { folder.remove() }
        let content = "\(folder.path)/Kit.docc"
        let cache = SourceCache()
        let (first, _) = SiteLoader.load(contentPath: content, configPath: nil, cache: cache)
        #expect(first?.home?.sourcePath == "Kit.md")
        #expect(first?.chapters.map(\.outputPath) == ["guide.html"])
        try folder.write(Data(root.replacingOccurrences(of: "Kit", with: "Guide").utf8), to: "Kit.docc/Guide.md")
        let (second, problems) = SiteLoader.load(contentPath: content, configPath: nil, cache: cache)
        #expect(problems.filter { $0.severity != .note }.map(\.description) == [])
        #expect(second?.home?.sourcePath == "Guide.md")
        #expect(second?.chapters.map(\.outputPath) == ["kit.html"])
    }
}
