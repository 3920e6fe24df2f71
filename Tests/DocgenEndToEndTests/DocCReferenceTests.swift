import DocgenCore
import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// DocC's references in a catalog built as it is: `<doc:Article>` links to the page of
/// `Article.md` wherever it is, and an image named without its folder, extension or scale is
/// found with its variants.
@Suite struct DocCReferenceTests {
    private static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\"/>"
    private static let files = [
        "content/guide.md": """
            ---
            title: Guide
            ---

            Read <doc:Article>, its <doc:Article#Second-Part>, and `<doc:Code>`.

            ![A shot](shot)

            """,
        "content/Articles/Article.md": "---\ntitle: Article\n---\n\n## Second part\n",
        "content/Resources/shot@2x.svg": svg,
        "content/Resources/shot~dark@2x.svg": svg,
    ]

    private func build(_ files: [String: String]) throws -> (BuildReport, TemporaryFolder) {
        let folder = try TemporaryFolder(files)
        return (SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2)), folder)
    }

    @Test func articleLinksAndBareImageNamesResolve() throws {
        let (report, folder) = try build(Self.files)
        defer { folder.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(folder.read("site/guide.html"))
        #expect(page.contains("<a href=\"Articles/article.html\">Article</a>"))
        #expect(page.contains("<a href=\"Articles/article.html#second-part\">Article</a>"))
        #expect(page.contains("<code>&lt;doc:Code&gt;</code>"))
        #expect(page.contains("Resources/shot@2x.svg"))
        #expect(page.contains("Resources/shot~dark@2x.svg"))
        #expect(!page.contains("href=\"doc:") && !page.contains(">doc:"))
    }

    @Test func aDeadArticleLinkIsABrokenLinkAtItsLine() throws {
        var files = Self.files
        files["content/guide.md"] = "---\ntitle: Guide\n---\n\nSee <doc:Missing>.\n"
        let (report, folder) = try build(files)
        defer { folder.remove() }
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description).contains { $0.contains("guide.md:5:") && $0.contains("no Missing.md in the content folder") })
    }
}
