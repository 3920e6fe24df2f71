@testable import DocgenXML
import Testing

/// Raw HTML as authors write it becomes XHTML that means what a browser reads in it.
@Suite struct HTMLFragmentRepairTests {
    static func repaired(_ fragment: String, keeping kept: [Range<Int>] = []) -> (String, [String]) {
        let result = HTMLFragmentRepair.repair(fragment, keeping: kept)
        return (result.xhtml, result.changes.map { "\($0.line): \($0.message)" })
    }

    @Test(arguments: [
        ("Line one<br>line two", "Line one<br />line two"),
        ("<p>a<hr>b", "<p>a</p><hr />b"),
        ("<img src=x.png alt=\"café\">", "<img src=\"x.png\" alt=\"café\" />"),
        ("<details open><summary>More</summary>text</details>", "<details open=\"\"><summary>More</summary>text</details>"),
        ("<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"),
        ("<p>one<p>two", "<p>one</p><p>two</p>"),
        ("&eacute;&nbsp;<span title=\"&ouml;\">x</span>", "é\u{A0}<span title=\"ö\">x</span>"),
        ("a & b < c", "a &amp; b &lt; c"),
        ("<div>unclosed", "<div>unclosed</div>"),
        ("<a href=\"?a=1&b=2\">q</a>", "<a href=\"?a=1&amp;b=2\">q</a>"),
        ("<table><tr><td>1<td>2</table>", "<table><tr><td>1</td><td>2</td></tr></table>"),
        ("<p>x<br/>y</p><input disabled>", "<p>x<br />y</p><input disabled=\"disabled\" />"),
    ])
    func browserRepairsPassSilently(fragment: String, xhtml: String) {
        let (output, changes) = Self.repaired(fragment)
        #expect(output == xhtml)
        #expect(changes.isEmpty)
        #expect(HTMLFragmentRepair.isWellFormed(output))
    }

    @Test func structuralRepairsAreReportedAtTheirLine() {
        let (output, changes) = Self.repaired("<p>a\n<div>b</div></p>\n<b><i>x</b></i>\n<div x=1 x=2>y</div>")
        #expect(output == "<p>a\n</p><div>b</div>\n<b><i>x</i></b>\n<div x=\"1\">y</div>")
        #expect(changes == [
            "2: raw HTML repaired: the end tag </p> closes no open element and is left out",
            "3: raw HTML repaired: </b> comes while <i> is still open; <i> is closed first, as a browser closes it",
            "3: raw HTML repaired: the end tag </i> closes no open element and is left out",
            "4: raw HTML repaired: attribute 'x' is given twice; the first is kept",
        ])
    }

    @Test func elementsHTML4DoesNotKnowAreReadAsHTML5ReadsThem() {
        let (picture, silent) = Self.repaired("<br><picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"d.png\"><img alt=\"A\" src=\"l.png\"></picture>")
        #expect(picture == "<br /><picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"d.png\" /><img alt=\"A\" src=\"l.png\" /></picture>")
        #expect(silent.isEmpty)
        let (paragraph, changes) = Self.repaired("<p>Text <section>inside</section> after</p>")
        #expect(paragraph == "<p>Text </p><section>inside</section> after")
        #expect(changes == ["1: raw HTML repaired: <section> cannot be inside <p>; the paragraph ends before it, as in a browser"])
    }

    @Test func svgGetsBackItsNamesAndNamespace() {
        let (output, changes) = Self.repaired(
            "<br><svg viewBox=\"0 0 2 2\"><linearGradient id=\"g\"/><use xlink:href=\"#g\"/><foreignObject><p>t</foreignObject></svg>")
        #expect(output == "<br /><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 2 2\"><linearGradient id=\"g\" />"
            + "<use xmlns:xlink=\"http://www.w3.org/1999/xlink\" xlink:href=\"#g\" /><foreignObject><p>t</p></foreignObject></svg>")
        #expect(changes.isEmpty)
        #expect(HTMLFragmentRepair.isWellFormed(output))
    }

    @Test func whatXMLCannotHoldIsLeftOutAndSaid() {
        let (output, changes) = Self.repaired("<br><div v:on=\"x\" data-ok=\"1\">a</div><!-- a -- b -->")
        #expect(output == "<br /><div data-ok=\"1\">a</div><!-- a - - b -->")
        #expect(changes == ["1: attribute 'v:on' of <div> names a namespace XHTML does not declare; left out"])
    }

    @Test func scriptAndStyleKeepTheirTextInCDATA() {
        let (output, _) = Self.repaired("<br><script>if (a < b && c) f()</script><style>a > b { }</style>")
        #expect(output == "<br /><script>//<![CDATA[\nif (a < b && c) f()\n//]]></script><style>a > b { }</style>")
        #expect(HTMLFragmentRepair.isWellFormed(output))
    }

    @Test func keptRangesAndCDATAPassByteForByte() {
        let diagram = "<svg viewBox=\"0 0 1 1\">\n<path d=\"M0 0\"/>\n</svg>"
        let fragment = "<p>a<br>b</p>\n" + diagram + "\n<![CDATA[ x < y ]]>\n<p>c<br>"
        let start = "<p>a<br>b</p>\n".utf8.count
        let result = HTMLFragmentRepair.repair(fragment, keeping: [start..<(start + diagram.utf8.count)])
        #expect(result.xhtml == "<p>a<br />b</p>\n" + diagram + "\n<![CDATA[ x < y ]]>\n<p>c<br /></p>")
        #expect((1...6).map(result.inputLine(ofOutputLine:)) == Array(1...6))
    }

    @Test func aDeclarationIsTheCommentHTML5MakesOfIt() {
        let (output, changes) = Self.repaired("foo <!ELEMENT br EMPTY> bar<br>")
        #expect(output == "foo <!--ELEMENT br EMPTY--> bar<br />")
        #expect(changes.isEmpty)
    }

    @Test func aCDATASectionThatNeverEndsIsABogusComment() {
        let (output, _) = Self.repaired("a<br><![CDATA[ x < y > z")
        #expect(output == "a<br /><!--[CDATA[ x < y --> z")
        #expect(HTMLFragmentRepair.isWellFormed(output))
        let (unclosed, _) = Self.repaired("<br><![CDATA[ no end")
        #expect(unclosed == "<br /><!--[CDATA[ no end-->")
    }

    @Test func processingInstructionsAndDoctypes() {
        let (output, changes) = Self.repaired("<?php echo 1; ?>\n<!DOCTYPE html>\n<br>")
        #expect(output == "<?php echo 1; ?>\n\n<br />")
        #expect(changes == ["2: raw HTML repaired: a doctype inside the page's content is left out"])
    }

    @Test func wellFormedFragmentsAreKeptAsTheyAre() {
        #expect(HTMLFragmentRepair.repairIfNeeded("<p>a<br />b</p><div></div>") == nil)
        #expect(HTMLFragmentRepair.repairIfNeeded("<p>a<br>b</p>") != nil)
    }

    @Test func deepNestingDoesNotOverflow() {
        let fragment = String(repeating: "<div>", count: 100_000) + "<br>"
        let (output, _) = Self.repaired(fragment)
        #expect(output.hasSuffix("</div>"))
    }
}
