import DocgenCheck
import DocgenCore
import Testing

/// The per-page rules follow the standards they are named after, on HTML5 pages as other
/// generators write them.
@Suite struct PageRulesTests {
    /// Checks one page (an HTML5 page unless `page` declares XHTML) as a whole site.
    static func findings(_ page: String, path: String = "index.html", policy: CheckPolicy = CheckPolicy()) -> [String] {
        let files = SiteFiles(paths: [path, "a.html", "pic.svg"], displayRoot: "site") { $0 == path ? Array(page.utf8) : nil }
        return SiteChecker.check(files, policy: policy).findings.map { "\($0.location.line) \($0.severity.rawValue) \($0.rule ?? "")" }
    }

    @Test func svgNeedsANameOnlyWithAGraphicRole() {
        let page = """
            <!doctype html><html lang="en"><body>
            <svg width="8" height="8"><path d="M0 0h8"/></svg>
            <svg role="img"><path d="M0 0h8"/></svg>
            <svg role="graphics-document presentation"></svg>
            <svg role="graphics-symbol" aria-label="  "></svg>
            <svg role="img" aria-label="Logo"></svg>
            <svg role="img" aria-labelledby="caption"></svg>
            <svg role="img"><title>Chart</title></svg>
            <svg role="img" title="Chart"></svg>
            <svg role="img" aria-hidden="true"></svg>
            <span aria-hidden="true"><svg role="img"></svg></span>
            <div hidden=""><svg role="img"></svg></div>
            </body></html>
            """
        #expect(Self.findings(page) == ["3 error svg-name", "4 error svg-name", "5 error svg-name"])
    }

    @Test func aStandaloneSVGFileIsNamedByWhatShowsIt() {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" role="img" width="8" height="8"><rect width="8" height="8"/></svg>"#
        #expect(Self.findings(svg, path: "pic.svg") == [])
    }

    @Test func imagesNeedAltUnlessHiddenOrPresentational() {
        let page = """
            <!doctype html><html lang="en"><body>
            <img src="pic.svg">
            <img src="pic.svg" alt="">
            <img src="pic.svg" role="presentation">
            <img src="pic.svg" role="none">
            <p aria-hidden="true"><img src="pic.svg"></p>
            </body></html>
            """
        #expect(Self.findings(page) == ["2 error img-alt"])
    }

    @Test func anEmptyHrefIsTheCurrentPageButAnEmptyLinkHasNoText() {
        let page = """
            <!doctype html><html lang="en"><body>
            <a href="">This page</a>
            <a href=""></a>
            <a href="#"><svg role="img"><title>Top</title></svg></a>
            </body></html>
            """
        #expect(Self.findings(page) == ["3 error link-text"])
    }

    @Test func onlyFilesThatDeclareXMLAreReadAsXML() {
        let html5 = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>T</title></head><body><p>a<br>b</body></html>"
        #expect(Self.findings(html5) == [])
        let hugo = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><meta charset=\"utf-8\"></head><body><p>a<br>b</p></body></html>"
        #expect(Self.findings(hugo) == [], "the XHTML namespace does not make an .html page XML")
        let declared = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><body><p>a<br>b</p></body></html>"
        #expect(Self.findings(declared) == ["2 warning not-xml"])
        #expect(Self.findings(hugo, path: "index.xhtml") == ["2 error markup"])
        #expect(Self.findings("<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>", path: "pic.svg") == ["1 error markup"])
    }

    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">", true),
        ("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE html>\n<HTML lang='en'>", true),
        ("<?xml\tversion='1.0'?><html>", true),
        ("<html xmlns=\"http://www.w3.org/1999/xhtml\">", false),
        ("<html lang=en xmlns = \"http://www.w3.org/1999/xhtml\" >", false),
        ("\n<?xml version=\"1.0\"?><html>", false),
        ("<?xml-stylesheet href=\"a.css\"?><html>", false),
        ("<html>", false),
        ("", false),
    ])
    func xmlIsDeclaredByAnXMLDeclaration(_ start: String, _ declared: Bool) {
        let page = start + "<body><p>a<br>b</p></body></html>"
        #expect(Self.findings(page).contains { $0.hasSuffix("not-xml") } == declared)
    }
}

/// The user's say over the rules: off, lowered, links and pages skipped.
@Suite struct CheckPolicyTests {
    static let page = """
        <!doctype html><html lang="en"><body>
        <img src="pic.svg">
        <a href="missing.html">gone</a>
        <a href="https://example.com/">out</a>
        <a href="api/generated.html">api</a>
        </body></html>
        """

    @Test func rulesCanBeTurnedOffOrLowered() throws {
        var policy = CheckPolicy()
        try policy.disable("img-alt")
        try policy.warn("broken-link")
        #expect(PageRulesTests.findings(Self.page, policy: policy) == ["3 warning broken-link", "5 warning broken-link"])
    }

    @Test func rulesCanBeRaisedAndEveryWarningTooWhenStrict() throws {
        var policy = CheckPolicy()
        try policy.warn("broken-link")
        try policy.raise("img-alt")
        #expect(PageRulesTests.findings(Self.page, policy: policy) == ["2 error img-alt", "3 warning broken-link", "5 warning broken-link"])
        policy.raisesEveryWarning = true
        #expect(PageRulesTests.findings(Self.page, policy: policy) == ["2 error img-alt", "3 error broken-link", "5 error broken-link"])
    }

    /// The build's rules are named like the checks'; one that is off by default reports only
    /// when `warn` or `error` names it.
    @Test func buildRulesAreSetLikeChecks() throws {
        let unknown = Diagnostic.warning("unknown key 'tilte'", at: SourceLocation(file: "a.md"), rule: .unknownFrontMatterKey)
        let ignored = Diagnostic.warning("'menu' is another generator's key", at: SourceLocation(file: "a.md"), rule: .ignoredFrontMatterKey)
        var policy = CheckPolicy()
        #expect(policy.apply([unknown, ignored], sitePath: { _ in nil }) == [unknown])
        try policy.disable("unknown-front-matter-key")
        try policy.warn("ignored-front-matter-key")
        #expect(policy.apply([unknown, ignored], sitePath: { _ in nil }) == [ignored])
        var raising = CheckPolicy()
        try raising.raise("ignored-front-matter-key")
        #expect(raising.apply([ignored], sitePath: { _ in nil }).map(\.severity) == [.error])
        #expect(throws: CheckPolicy.Problem(message: "unknown rule 'unknown-front-matter-keys'; did you mean 'unknown-front-matter-key'?")) {
            try policy.disable("unknown-front-matter-keys")
        }
    }

    @Test func ignoredURLsAreNotChecked() throws {
        var policy = CheckPolicy()
        try policy.ignoreURLs(matching: "^api/")
        try policy.ignoreURLs(matching: "miss")
        #expect(PageRulesTests.findings(Self.page, policy: policy) == ["2 error img-alt"])
    }

    @Test func ignoredFilesAreNotRead() throws {
        var policy = CheckPolicy()
        try policy.ignoreFiles(matching: "*.html")
        #expect(PageRulesTests.findings(Self.page, policy: policy) == [])
        var other = CheckPolicy()
        try other.ignoreFiles(matching: "docs/*")
        #expect(PageRulesTests.findings(Self.page, policy: other).count == 3)
        #expect(other.ignores(file: "docs/a/b.html"))
        #expect(!other.ignores(file: "index.html"))
    }

    @Test func unknownRulesAndBadPatternsAreRefusedWithASuggestion() {
        var policy = CheckPolicy()
        #expect(throws: CheckPolicy.Problem(message: "unknown rule 'img-alts'; did you mean 'img-alt'?")) { try policy.disable("img-alts") }
        #expect(throws: CheckPolicy.Problem(message: "unknown rule 'brokenlink'; did you mean 'broken-link'?")) { try policy.warn("brokenlink") }
        #expect(throws: CheckPolicy.Problem(message: "unknown rule 'x' (docgen check --list-rules lists them)")) {
            try policy.disable("x")
        }
        #expect(throws: CheckPolicy.Problem.self) { try policy.ignoreURLs(matching: "(unclosed") }
        #expect(throws: CheckPolicy.Problem.self) { try policy.ignoreFiles(matching: "") }
    }
}

/// Links that only the HTML parser sees in an unusual form.
@Suite struct HTMLParsedLinkTests {
    @Test func svgXlinkHrefIsCheckedOnHTMLPages() {
        let page = """
            <!DOCTYPE html><html lang="en"><body>
            <svg aria-hidden="true"><use xlink:href="icons.svg#gitlab"></use></svg>
            <svg aria-hidden="true"><use xlink:href="gone.svg#x"></use></svg>
            </body></html>
            """
        let icons = #"<svg xmlns="http://www.w3.org/2000/svg"><symbol id="gitlab"/></svg>"#
        let files = SiteFiles(paths: ["index.html", "icons.svg"], displayRoot: "site") {
            $0 == "index.html" ? Array(page.utf8) : Array(icons.utf8)
        }
        let report = SiteChecker.check(files)
        #expect(report.findings.map(\.description) == ["site/index.html:3:42: error: link target 'gone.svg#x' does not exist [broken-link]"])
        #expect(report.linkCount == 2)
    }

    @Test func xmlFilesAreParsedAndTheirLinksChecked() {
        let feed = #"<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><link href="/missing.xml" rel="self"/></feed>"#
        let files = SiteFiles(paths: ["feed.xml", "broken.xml"], displayRoot: "site") {
            $0 == "feed.xml" ? Array(feed.utf8) : Array("<a><b></a>".utf8)
        }
        #expect(SiteChecker.check(files).findings.map { "\($0.location.file) \($0.rule ?? "")" } == ["site/broken.xml markup", "site/feed.xml broken-link"])
    }
}
