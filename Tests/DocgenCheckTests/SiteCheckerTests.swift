import DocgenCheck
import DocgenCore
import Foundation
import Testing

@Suite struct SiteCheckerTests {
    static let testsRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    /// The fixture site as if it were the folder `site`.
    static func fixture() -> SiteFiles {
        var files = SiteFiles.onDisk("\(testsRoot)/Fixtures/faulty-site")
        files.displayRoot = "site"
        return files
    }

    /// Every kind of fault is found exactly once, and none of the traps that give other
    /// checkers false positives is reported: percent-encoded file names, query-then-fragment
    /// links, folder links with fragments, ids inside inline SVG, `<a name>` anchors.
    @Test func findsExactlyTheKnownFaults() throws {
        let report = SiteChecker.check(Self.fixture(), basePath: "/docs/", jobs: 2)
        let expected = try String(contentsOfFile: "\(Self.testsRoot)/Expected/faulty-site.txt", encoding: .utf8)
        #expect(FindingsFormatter.format(report, as: .text, pages: []) == expected)
        #expect(report.externalLinks == ["https://example.com/x"])
    }

    @Test func resultsDoNotDependOnTheThreadCount() {
        let one = SiteChecker.check(Self.fixture(), basePath: "/docs/", jobs: 1)
        let many = SiteChecker.check(Self.fixture(), basePath: "/docs/", jobs: 4)
        #expect(one.findings == many.findings)
    }

    @Test func withoutTheBasePathRootRelativeLinksStartAtTheRoot() {
        let report = SiteChecker.check(Self.fixture(), basePath: "/", jobs: 1)
        #expect(report.findings.contains { $0.message == "link target '/docs/ok.html' does not exist" })
        #expect(!report.findings.contains { $0.message.contains("outside the site's base path") })
    }

    @Test func aLinkWhoseTextIsOnlyWhiteSpaceOfAnyKindHasNoText() {
        let page = """
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><body>
        <a href="a.html"> \t </a>
        <a href="a.html">\u{00A0}\u{2003}</a>
        <a href="a.html"> é </a>
        <a href="a.html"><span>  </span>x</a>
        </body></html>
        """
        let files = SiteFiles(paths: ["index.html", "a.html"], displayRoot: "site") { $0 == "index.html" ? Array(page.utf8) : nil }
        let report = SiteChecker.check(files)
        #expect(report.findings.filter { $0.rule == "link-text" }.map(\.location.line) == [2, 3])
    }

    /// A CJK id is found whether a link writes it as it is or percent-encoded (as browsers and
    /// GitHub write it), on the same page or another.
    @Test func chineseFragmentsAreFoundEncodedOrNot() {
        let index = """
        <html xmlns="http://www.w3.org/1999/xhtml" lang="zh-Hans"><body>
        <h2 id="圆角遮罩">圆角遮罩</h2>
        <a href="#圆角遮罩">本节</a>
        <a href="#%E5%9C%86%E8%A7%92%E9%81%AE%E7%BD%A9">本节</a>
        <a href="b.html#%E5%88%86%E7%BB%84">分组</a>
        <a href="b.html#分组">分组</a>
        <a href="b.html#%E6%B2%A1%E6%9C%89">没有</a>
        <a href="#蒙版">没有</a>
        </body></html>
        """
        let other = "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"zh-Hans\"><body><h2 id=\"分组\">分组</h2></body></html>"
        let files = SiteFiles(paths: ["index.html", "b.html"], displayRoot: "site") { Array(($0 == "index.html" ? index : other).utf8) }
        #expect(SiteChecker.check(files).findings.map(\.description) == [
            "site/index.html:7:10: error: fragment '#没有' names no element in b.html [broken-fragment]",
            "site/index.html:8:10: error: fragment '#蒙版' names no element in this page [broken-fragment]",
        ])
    }

    @Test func jsonHasExactlyTheDocumentedKeys() throws {
        let report = SiteChecker.check(Self.fixture(), basePath: "/docs/", jobs: 1)
        let json = FindingsFormatter.format(report, as: .json, pages: [])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(items.count == report.findings.count)
        #expect(items.allSatisfy { Set($0.keys) == ["file", "line", "column", "severity", "rule", "message"] })
        #expect(items[1]["file"] as? String == "site/index.html")
        #expect(items[1]["line"] as? Int == 5)
        #expect(items[1]["column"] as? Int == 40)
        #expect(items[1]["rule"] as? String == "broken-link")
    }

    @Test func githubAnnotationsAndJUnitCases() {
        var finding = Diagnostic.error("link target 'a,b:c.html' does not exist", at: SourceLocation(file: "site/x.html", line: 3, column: 7))
        finding.rule = "broken-link"
        let report = CheckReport(findings: [finding], pageCount: 2, linkCount: 4, externalLinks: [], externalLinkSources: [:])
        #expect(FindingsFormatter.format(report, as: .github, pages: [])
                == "::error file=site/x.html,line=3,col=7,title=broken-link::link target 'a,b:c.html' does not exist\n")
        #expect(FindingsFormatter.format(report, as: .junit, pages: ["site/x.html", "site/y.html"]) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="docgen check" tests="2" failures="1">
            <testsuite name="docgen check" tests="2" failures="1" errors="0">
            <testcase classname="docgen.check" name="site/x.html">
            <failure type="broken-link" message="link target &#39;a,b:c.html&#39; does not exist">site/x.html:3:7: error: link target &#39;a,b:c.html&#39; does not exist [broken-link]</failure>
            </testcase>
            <testcase classname="docgen.check" name="site/y.html" />
            </testsuite>
            </testsuites>

            """)
        #expect(report.summary == "checked 4 links in 2 pages: 1 error, 0 warnings")
    }
}

@Suite struct ExternalLinkFindingsTests {
    /// Never the internet: a closed port on this machine and a malformed URL.
    @Test func unreachableLinksBecomeWarningsAtEveryPlaceTheyAppear() async {
        let page = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>T</title></head><body>
            <p><a href="http://127.0.0.1:1/gone">one</a></p>
            <p><a href="http://127.0.0.1:1/gone">again</a></p>
            </body></html>
            """
        let site = SiteFiles(paths: ["index.html"], displayRoot: "site") { _ in Array(page.utf8) }
        var report = SiteChecker.check(site)
        #expect(report.externalLinks == ["http://127.0.0.1:1/gone"])
        var options = ExternalLinkOptions()
        options.attempts = 1
        options.timeout = 2
        await SiteChecker.checkExternalLinks(&report, options: options)
        #expect(report.findings.map(\.location.description) == ["site/index.html:3:13", "site/index.html:4:13"])
        #expect(report.findings.allSatisfy { $0.severity == .warning && $0.rule == "external-link" })
    }
}
