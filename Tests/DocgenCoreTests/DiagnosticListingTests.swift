import DocgenCore
import Testing

@Suite struct DiagnosticListingTests {
    static func finding(_ file: String, _ line: Int, _ message: String, rule: String? = "broken-link") -> Diagnostic {
        var diagnostic = Diagnostic.error(message, at: SourceLocation(file: file, line: line, column: 1))
        diagnostic.rule = rule
        return diagnostic
    }

    @Test func repeatsAreGroupedWhereTheirFirstStands() {
        var findings = (1...1_170).map { Self.finding("site/p\($0).html", 2, "link target 'made.css' does not exist") }
        findings.insert(Self.finding("site/a.html", 1, "link target 'x.html' does not exist"), at: 1)
        findings.append(Self.finding("site/z.html", 9, "link target 'made.css' does not exist", rule: nil))
        #expect(DiagnosticListing.lines(findings) == [
            "site/p1.html:2:1: error: link target 'made.css' does not exist [broken-link]",
            "site/p2.html:2:1: error: link target 'made.css' does not exist [broken-link]",
            "site/p3.html:2:1: error: link target 'made.css' does not exist [broken-link]",
            "  … and 1,167 more",
            "site/a.html:1:1: error: link target 'x.html' does not exist [broken-link]",
            "site/z.html:9:1: error: link target 'made.css' does not exist",
        ])
    }

    @Test func aGroupOfExactlyThreeIsShownWhole() {
        let findings = (1...3).map { Self.finding("site/p\($0).html", 2, "same") }
        #expect(DiagnosticListing.lines(findings).count == 3)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (1_234_567, "1,234,567"), (-12_345, "-12,345")])
    func countsHaveThousandsSeparators(_ number: Int, _ text: String) {
        #expect(DiagnosticListing.count(number) == text)
    }
}
