import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Raw HTML written as HTML builds: each kind becomes XHTML in the page, a diagram beside it is
/// kept as drawn, and only repairs that change the author's structure are warnings, at their line.
@Suite struct RawHTMLBuildTests {
    private func build(_ body: String, files: [String: String] = [:]) throws -> (BuildReport, String, TemporaryFolder) {
        var all = files
        all["content/a.md"] = "---\ntitle: Raw\n---\n\n" + body
        let folder = try TemporaryFolder(all)
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", jobs: 2))
        return (report, folder.read("site/a.html") ?? "", folder)
    }

    @Test(arguments: [
        ("Line one<br>line two\n", "<p>Line one<br />line two</p>"),
        ("<img src=\"x.png\" alt=\"A cell\">\n", "<img src=\"x.png\" alt=\"A cell\" />"),
        ("Above\n\n<hr>\n\nBelow\n", "<hr />"),
        ("<p>one\n<p>two\n", "<p>one\n</p><p>two\n</p>"),
        ("<ul>\n<li>a\n<li>b\n</ul>\n", "<ul>\n<li>a\n</li><li>b\n</li></ul>"),
        ("<details open>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n",
         "<details open=\"\">\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>"),
        ("Caf&eacute;&nbsp;<abbr title=\"&Ouml;l\">&ouml;</abbr>\n", "<p>Café\u{A0}<abbr title=\"Öl\">ö</abbr></p>"),
        ("<table><tr><td>1<td>2</table>\n", "<table><tr><td>1</td><td>2</td></tr></table>"),
    ])
    func rawHTMLBuildsAsXHTML(body: String, xhtml: String) throws {
        let (report, page, folder) = try build(body, files: ["content/x.png": "png"])
        defer { folder.remove() }
        #expect(report.diagnostics.map(\.description) == [])
        #expect(page.contains(xhtml), "\(page)")
    }

    @Test func aDiagramBesideRepairedHTMLIsKeptAsDrawn() throws {
        let spec = "```listspec\nid: s\nsections:\n  - rows: [One, Two]\n```\n"
        let (_, plain, plainFolder) = try build(spec)
        defer { plainFolder.remove() }
        let (report, repaired, folder) = try build("A<br>B\n\n" + spec)
        defer { folder.remove() }
        #expect(report.diagnostics.map(\.description) == [])
        let start = try #require(plain.range(of: "<figure")), end = try #require(plain.range(of: "</figure>"))
        let drawn = plain[start.lowerBound..<end.upperBound]
        #expect(drawn.contains("viewBox"))
        #expect(repaired.contains(drawn), "the SVG keeps its case and namespaces byte for byte")
    }

    @Test func structuralRepairsWarnAtTheMarkdownLineAndProblemsInsideStayLocated() throws {
        let (report, page, folder) = try build("""
            Text.

            <div class="note">
            <p>one <b><i>two</b></i>
            <img src="x.png">
            </div>

            A stray </span> end tag<br>
            """, files: ["content/x.png": "png"])
        defer { folder.remove() }
        let root = folder.path + "/"
        #expect(report.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "") } == [
            "content/a.md:8:1: warning: raw HTML repaired: </b> comes while <i> is still open; <i> is closed first, as a browser closes it [html-repair]",
            "content/a.md:8:1: warning: raw HTML repaired: the end tag </i> closes no open element and is left out [html-repair]",
            "content/a.md:9:1: error: <img> has no alt attribute (use alt=\"\" for a decorative image) [img-alt]",
            "content/a.md:12:1: warning: raw HTML repaired: the end tag </span> closes no open element and is left out [html-repair]",
        ])
        #expect(page.isEmpty, "a build with an error publishes nothing")
    }
}
