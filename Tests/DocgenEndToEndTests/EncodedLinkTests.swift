import DocgenCore
import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Links to files whose names hold spaces and non-ASCII characters: written percent-encoded as
/// cmark-gfm writes them, and checked against the decoded names.
@Suite struct EncodedLinkTests {
    private static let files = [
        "content/guide.md": """
            ---
            title: Guide
            ---

            [Angle brackets](<my file.md>), [escaped](my%20file.md#second-part), [a note](<notes/read me.txt>),
            [圆角](圆角.md#圆角遮罩), [escaped too](%E5%9C%86%E8%A7%92.md#%E5%9C%86%E8%A7%92%E9%81%AE%E7%BD%A9).

            ![A photo](<images/my photo.png>)

            """,
        "content/my file.md": "---\ntitle: My file\nslug: my file\n---\n\n## Second part\n",
        "content/圆角.md": "---\ntitle: 圆角\n---\n\n## 圆角遮罩\n",
        "content/notes/read me.txt": "notes",
        "content/images/my photo.png": "png",
    ]

    private func build(_ files: [String: String]) throws -> (BuildReport, TemporaryFolder) {
        let folder = try TemporaryFolder(files)
        let config = files["docgen.yml"] == nil ? nil : "\(folder.path)/docgen.yml"
        return (SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                 configPath: config, jobs: 2)), folder)
    }

    @Test func linksToNamesWithSpacesAndNonASCIIAreEncodedAndResolve() throws {
        let (report, folder) = try build(Self.files)
        defer { folder.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(folder.read("site/guide.html"))
        for written in ["href=\"my%20file.html\"", "href=\"my%20file.html#second-part\"", "href=\"notes/read%20me.txt\"",
                        "href=\"%E5%9C%86%E8%A7%92.html#%E5%9C%86%E8%A7%92%E9%81%AE%E7%BD%A9\"", "src=\"images/my%20photo.png\""] {
            #expect(page.contains(written), "\(written) not in the page")
        }
        #expect(!page.contains("my file"))
        #expect(folder.read("site/my file.html") != nil)
    }

    /// The page check reads `my%20drafts/a.md` back from the page: the pattern still matches it.
    @Test func anIgnorePatternMatchesTheDestinationAsTheAuthorWroteIt() throws {
        var files = Self.files
        files["content/guide.md"] = "---\ntitle: Guide\n---\n\n[Draft](<my drafts/a.md>) and [草稿](草稿/b.md)\n"
        files["docgen.yml"] = "title: T\ncheck:\n  ignoreURLs: ['^my drafts/', '^草稿/']\n"
        let (report, folder) = try build(files)
        defer { folder.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(folder.read("site/guide.html")?.contains("href=\"my%20drafts/a.md\"") == true)
    }

    @Test func aMissingNameOrHeadingIsReportedDecodedAtItsLine() throws {
        var files = Self.files
        files["content/guide.md"] = "---\ntitle: Guide\n---\n\n[Typo](<my flie.md>)\n\n[No heading](%E5%9C%86%E8%A7%92.md#%E6%97%A0)\n\n![Gone](<images/my phot.png>)\n"
        let (report, folder) = try build(files)
        defer { folder.remove() }
        let errors = report.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line): \($0.message)" }
        #expect(errors == [
            "5: link to missing chapter 'my flie.md'",
            "7: link to missing heading '#无' in 圆角.html",
            "9: link to missing file 'images/my phot.png'",
        ])
    }
}
