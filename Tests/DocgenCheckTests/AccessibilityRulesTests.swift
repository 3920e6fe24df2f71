@testable import DocgenCheck
import DocgenXML
import Testing

/// The per-page rules judged on facts written by hand, with no parser involved.
@Suite struct AccessibilityRulesTests {
    /// A page's facts from an outline: one element a line, indented two spaces a level, as
    /// `name attribute=value…`, ending in `"…"` when it has text of its own. Each element is on
    /// its own line, at column 1.
    static func facts(_ outline: String) -> ScannedPage {
        var page = ScannedPage()
        var open: [Int] = []
        for (offset, row) in outline.split(separator: "\n").enumerated() {
            let depth = (row.count - row.drop { $0 == " " }.count) / 2
            let quote = row.firstIndex(of: "\"")
            let words = row[..<(quote ?? row.endIndex)].split(separator: " ")
            open.removeLast(open.count - depth)
            let first = page.attributes.count
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                page.attributes.append(.init(ScannedPage.Attribute.Name(rawValue: String(parts[0]))!, parts.count > 1 ? String(parts[1]) : ""))
            }
            let insideSVG = open.contains { page.elements[$0].name == "svg" }
            let element = ScannedPage.Element(name: String(words[0]), parent: open.last, line: offset + 1, column: 1,
                                              attributes: first..<page.attributes.count, hasOwnText: quote != nil, isInsideSVG: insideSVG)
            if let id = page.value(.id, of: element), page.ids[id] == nil { page.ids[id] = element.line }
            open.append(page.elements.count)
            page.elements.append(element)
        }
        return page
    }

    /// `line rule` for each finding on `page`.
    static func findings(_ page: ScannedPage, syntax: PageScanner.Syntax = .html) -> [String] {
        PageRules.judge(page, file: "site/p.html", syntax: syntax).findings.map { "\($0.location.line) \($0.rule ?? "")" }
    }

    @Test func aLinkIsNamedByAnImageWithAltText() {
        let page = Self.facts("""
            html lang=en
              a href=a.html
                img alt=Home
              a href=b.html
                img alt=
              a href=c.html
                span
                  img alt=Deep
            """)
        #expect(Self.findings(page) == ["4 link-text"])
    }

    @Test func aLinkIsNamedByALabelOrVisibleText() {
        let page = Self.facts("""
            html lang=en
              a href=a.html aria-label=Home
              a href=a.html title=Home
              a href=a.html aria-labelledby=
              a href=a.html aria-label= title=
              a href=a.html "Home"
              a name=top
            """)
        #expect(Self.findings(page) == ["5 link-text"])
    }

    @Test func textInsideAnAriaHiddenSubtreeNamesNothing() {
        let page = Self.facts("""
            html lang=en
              a href=a.html
                span aria-hidden=true "icon"
              a href=a.html
                span aria-hidden=false "Home"
            """)
        #expect(Self.findings(page) == ["2 link-text"])
    }

    @Test func whatIsHiddenFromAssistiveTechnologyIsNotJudged() {
        let page = Self.facts("""
            html lang=en
              div hidden
                img
                a href=a.html
              span aria-hidden=true
                svg role=img
              p aria-hidden=TRUE
                img
            """)
        #expect(Self.findings(page) == ["8 img-alt"])
    }

    @Test func aDrawingWithAGraphicRoleIsNamedByATitleChildWithText() {
        let page = Self.facts("""
            html lang=en
              svg role=img
                title "Chart"
              svg role=img
                title
              svg role=img
                g
                  title "Not a child"
              svg role=graphics-symbol aria-label=Logo
              svg role=IMG title=Logo
              svg role=presentation
            """)
        #expect(Self.findings(page) == ["4 svg-name", "6 svg-name"])
    }

    @Test func aDrawingInsideADrawingOrStandingAloneIsNotJudged() {
        let alone = Self.facts("svg role=img")
        #expect(Self.findings(alone, syntax: .xml) == [])
        let nested = Self.facts("""
            html lang=en
              svg
                svg role=img
            """)
        #expect(Self.findings(nested) == [])
    }

    @Test func aPresentationalImageNeedsNoAlt() {
        let page = Self.facts("""
            html lang=en
              img role=presentation
              img role=none
              img role=img
              img alt=
            """)
        #expect(Self.findings(page) == ["4 img-alt"])
    }

    @Test func aReusedIdIsReportedWithItsFirstLine() {
        let page = Self.facts("""
            html lang=en
              h2 id=intro
              p id=other
              h3 id=intro
              h4 id=intro
            """)
        let verdicts = PageRules.judge(page, file: "site/p.html", syntax: .html)
        #expect(verdicts.findings.map(\.description) == [
            "site/p.html:4:1: error: id 'intro' is already used on line 2 [duplicate-id]",
            "site/p.html:5:1: error: id 'intro' is already used on line 2 [duplicate-id]",
        ])
        #expect(verdicts.duplicateIDs.map(\.location.line) == [4, 5])
    }

    @Test func theRootNeedsALanguage() {
        #expect(Self.findings(Self.facts("html\n  body")) == ["1 html-lang"])
        #expect(Self.findings(Self.facts("html lang=")) == ["1 html-lang"])
        #expect(Self.findings(Self.facts("html xml:lang=en")) == [])
        #expect(Self.findings(Self.facts("feed")) == [])
    }

    @Test func xmlErrorsAreMarkupErrorsOnlyWhereXMLIsRequired() {
        var page = ScannedPage()
        page.xmlError = .init(message: "not well-formed XML: oops", location: .init(file: "site/p.html", line: 3, column: 2))
        #expect(Self.findings(page, syntax: .xml) == ["3 markup"])
        #expect(PageRules.judge(page, file: "site/p.html", syntax: .xmlOrHTML).findings.map(\.description)
            == ["site/p.html:3:2: warning: not well-formed XML: oops; read as HTML instead [not-xml]"])
    }

    /// Names are found bottom-up over the flat list: no depth limit, no recursion, and each
    /// element is looked at once however drawings and titles nest.
    @Test func namesAreFoundAtAnyDepthInLinearTime() {
        let depth = 20_000
        var deep = Self.facts("html lang=en\n  a href=a.html")
        Self.nest(depth, in: &deep) { index in index == depth - 1 ? "span \"x\"" : "span" }
        #expect(Self.findings(deep) == [])
        var drawings = Self.facts("html lang=en\n  a href=a.html")
        Self.nest(depth, in: &drawings) { $0.isMultiple(of: 2) ? "svg" : "title" }
        #expect(Self.findings(drawings) == ["2 link-text"])
    }

    /// A walk that judged each title twice per level did 2^n work for n drawings nested in titles.
    @Test func drawingsNestedInTitlesInsideALinkAreJudgedOnce() {
        let nesting = String(repeating: "<svg><title>", count: 120) + String(repeating: "</title></svg>", count: 120)
        let page = "<!doctype html><html lang=\"en\"><body>\n<a href=\"a.html\">\(nesting)</a>\n</body></html>"
        #expect(PageRulesTests.findings(page) == ["2 error link-text"])
    }

    /// Appends `depth` elements to `page`, each the child of the one before, as `row` writes them.
    static func nest(_ depth: Int, in page: inout ScannedPage, row: (Int) -> String) {
        for index in 0..<depth {
            let words = row(index).split(separator: " ")
            let parent = page.elements.count - 1
            page.elements.append(.init(name: String(words[0]), parent: parent, line: parent + 2, column: 1,
                                       attributes: page.attributes.count..<page.attributes.count, hasOwnText: words.count > 1,
                                       isInsideSVG: page.elements[parent].isInsideSVG || page.elements[parent].name == "svg"))
        }
    }
}
