@testable import DocgenCheck
import DocgenCore
import Testing

@Suite struct SARIFFormatTests {
    static func finding(_ severity: Diagnostic.Severity, _ message: String, rule: String?, _ file: String, _ line: Int = 0,
                        _ column: Int = 0) -> Diagnostic {
        var finding = Diagnostic(severity, at: SourceLocation(file: file, line: line, column: column), message)
        finding.rule = rule
        return finding
    }

    /// The pages the findings point into, as `contents` reads them: a line with `é` and `圆`
    /// before the link, so its byte column 19 is code-point column 16.
    static let pages: [String: String] = [
        "site/a b/é.html": "<html>\n<body>\n<p>é圆 <a href=\"x.html\">x</a></p>\n",
        "site/index.html": "<html>\n<img src=\"i.png\" />\n",
    ]

    static func report(_ findings: [Diagnostic]) -> CheckReport {
        CheckReport(findings: findings, pageCount: 2, linkCount: 1, externalLinks: [], externalLinkSources: [:])
    }

    static func sarif(_ findings: [Diagnostic]) -> String {
        FindingsFormatter.format(report(findings), as: .sarif, pages: []) { pages[$0].map { Array($0.utf8) } }
    }

    @Test func everyKindOfFindingIsAResultInTheFindingsOrder() {
        let findings = [
            Self.finding(.error, "link target 'x.html' does not exist", rule: "broken-link", "site/a b/é.html", 3, 19),
            Self.finding(.error, "<img> has no alt attribute", rule: "img-alt", "site/index.html", 2, 1),
            Self.finding(.warning, "page is not well-formed XML: expected '\"'\n\tbefore \\ end", rule: "not-xml", "site/index.html", 2),
            Self.finding(.error, "<html> has no lang attribute", rule: "html-lang", "site/index.html"),
            Self.finding(.note, "a line past the end of the file", rule: nil, "site/index.html", 9, 4),
            Self.finding(.error, "from another tool", rule: "some-rule", "/tmp/x 100%/p.html", 1, 2),
        ]
        #expect(Self.sarif(findings) == """
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "docgen",
                      "version": "\(DocgenVersion.current)",
                      "rules": [
            \(Self.rules)
                      ]
                    }
                  },
                  "columnKind": "unicodeCodePoints",
                  "results": [
                    {"ruleId": "broken-link", "ruleIndex": 2, "level": "error", "message": {"text": "link target 'x.html' does not exist"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "site/a%20b/%C3%A9.html", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 3, "startColumn": 16}}}]},
                    {"ruleId": "img-alt", "ruleIndex": 5, "level": "error", "message": {"text": "<img> has no alt attribute"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "site/index.html", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 2, "startColumn": 1}}}]},
                    {"ruleId": "not-xml", "ruleIndex": 1, "level": "warning", "message": {"text": "page is not well-formed XML: expected '\\"'\\n\\tbefore \\\\ end"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "site/index.html", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 2}}}]},
                    {"ruleId": "html-lang", "ruleIndex": 8, "level": "error", "message": {"text": "<html> has no lang attribute"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "site/index.html", "uriBaseId": "%SRCROOT%"}}}]},
                    {"level": "note", "message": {"text": "a line past the end of the file"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "site/index.html", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 9}}}]},
                    {"ruleId": "some-rule", "level": "error", "message": {"text": "from another tool"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "file:///tmp/x%20100%25/p.html"}, "region": {"startLine": 1}}}]}
                  ]
                }
              ]
            }

            """)
    }

    @Test func aCleanSiteHasNoResults() {
        #expect(Self.sarif([]).hasSuffix("""
                  "columnKind": "unicodeCodePoints",
                  "results": []
                }
              ]
            }

            """))
    }

    /// Byte columns become code-point columns in any order, on any line; a column past its line's
    /// end, or a line past the file's, is unknown.
    @Test func byteColumnsBecomeCodePointColumns() {
        var columns = CodePointColumns { _ in Array("x\n<p>圆 <a href=\"a\">1</a> 圆 <a href=\"b\">2</a></p>\n".utf8) }
        let asked = [(17, 2), (39, 2), (4, 2), (7, 2), (1, 1), (2, 1), (3, 1), (1, 3), (1, 4)]
        #expect(asked.map { columns.column(ofByte: $0.0, line: $0.1, in: "p.html") } == [15, 35, 4, 5, 1, 2, nil, 1, nil])
    }

    /// Characters that must not stand bare in a URI's path are percent-encoded as UTF-8.
    @Test func pathsBecomeURIReferences() {
        #expect(FindingsFormatter.uriPath("site/a b/100%#x?y:z.html") == "site/a%20b/100%25%23x%3Fy%3Az.html")
        #expect(FindingsFormatter.uriPath("site/圆角/Ünï-code_~.html") == "site/%E5%9C%86%E8%A7%92/%C3%9Cn%C3%AF-code_~.html")
    }

    /// The driver's rules: every check rule, in the order of ``CheckRuleRegistry``, as the results'
    /// `ruleIndex` counts them.
    static let rules = """
                    {"id": "markup", "shortDescription": {"text": "a file that declares itself XML (.xhtml, .svg, .xml, docgen's own pages) is well-formed XML"}, "fullDescription": {"text": "A file that declares itself XML (.xhtml, .svg, .xml, docgen's own pages) is well-formed XML. Standard: XML 1.0 well-formedness."}, "help": {"text": "Standard: XML 1.0 well-formedness. To turn the rule off: --disable markup; to report it as a warning: --warn markup."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "not-xml", "shortDescription": {"text": "an .html page that starts with an XML declaration is well-formed XML; it is then read as HTML"}, "fullDescription": {"text": "An .html page that starts with an XML declaration is well-formed XML; it is then read as HTML. Standard: XML 1.0 well-formedness."}, "help": {"text": "Standard: XML 1.0 well-formedness. To turn the rule off: --disable not-xml; to report it as a warning: --warn not-xml."}, "defaultConfiguration": {"level": "warning"}},
                    {"id": "broken-link", "shortDescription": {"text": "every internal link, image, script, stylesheet and srcset candidate names a file of the site"}, "fullDescription": {"text": "Every internal link, image, script, stylesheet and srcset candidate names a file of the site. Standard: HTML Living Standard: URLs and fragments."}, "help": {"text": "Standard: HTML Living Standard: URLs and fragments. To turn the rule off: --disable broken-link; to report it as a warning: --warn broken-link."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "broken-fragment", "shortDescription": {"text": "every #fragment names an element id or <a name> of its page"}, "fullDescription": {"text": "Every #fragment names an element id or <a name> of its page. Standard: HTML Living Standard: URLs and fragments."}, "help": {"text": "Standard: HTML Living Standard: URLs and fragments. To turn the rule off: --disable broken-fragment; to report it as a warning: --warn broken-fragment."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "duplicate-id", "shortDescription": {"text": "no id is used twice on a page"}, "fullDescription": {"text": "No id is used twice on a page. Standard: HTML Living Standard: the id attribute is unique in its tree."}, "help": {"text": "Standard: HTML Living Standard: the id attribute is unique in its tree. To turn the rule off: --disable duplicate-id; to report it as a warning: --warn duplicate-id."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "img-alt", "shortDescription": {"text": "every <img> has an alt attribute, unless it is hidden or presentational"}, "fullDescription": {"text": "Every <img> has an alt attribute, unless it is hidden or presentational. Standard: WCAG 1.1.1; axe-core image-alt."}, "help": {"text": "Standard: WCAG 1.1.1; axe-core image-alt. To turn the rule off: --disable img-alt; to report it as a warning: --warn img-alt."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "svg-name", "shortDescription": {"text": "every inline <svg> with a graphic role (img, graphics-document, graphics-symbol) has an accessible name"}, "fullDescription": {"text": "Every inline <svg> with a graphic role (img, graphics-document, graphics-symbol) has an accessible name. Standard: WCAG 1.1.1; axe-core svg-img-alt."}, "help": {"text": "Standard: WCAG 1.1.1; axe-core svg-img-alt. To turn the rule off: --disable svg-name; to report it as a warning: --warn svg-name."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "link-text", "shortDescription": {"text": "every link has text, an image with alt text, or a label"}, "fullDescription": {"text": "Every link has text, an image with alt text, or a label. Standard: WCAG 2.4.4 and 4.1.2; axe-core link-name."}, "help": {"text": "Standard: WCAG 2.4.4 and 4.1.2; axe-core link-name. To turn the rule off: --disable link-text; to report it as a warning: --warn link-text."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "html-lang", "shortDescription": {"text": "the <html> element has a lang attribute"}, "fullDescription": {"text": "The <html> element has a lang attribute. Standard: WCAG 3.1.1; axe-core html-has-lang."}, "help": {"text": "Standard: WCAG 3.1.1; axe-core html-has-lang. To turn the rule off: --disable html-lang; to report it as a warning: --warn html-lang."}, "defaultConfiguration": {"level": "error"}},
                    {"id": "external-link", "shortDescription": {"text": "with --external: every http(s) link answers"}, "fullDescription": {"text": "With --external: every http(s) link answers. Standard: HTTP status codes (RFC 9110)."}, "help": {"text": "Standard: HTTP status codes (RFC 9110). To turn the rule off: --disable external-link; to report it as a warning: --warn external-link."}, "defaultConfiguration": {"level": "error"}}
        """
}
