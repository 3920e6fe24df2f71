@testable import DocgenXML
import Testing

/// The scanner reports what a page holds, not what is wrong with it.
@Suite struct PageScannerTests {
    static func scan(_ page: String, syntax: PageScanner.Syntax = .html) -> ScannedPage {
        PageScanner.scan(Array(page.utf8), displayPath: "site/p.html", syntax: syntax)
    }

    /// `name parent line:column attribute=value… [text] [in-svg]`, one element a line.
    static func outline(_ page: ScannedPage) -> [String] {
        page.elements.map { element in
            let parts = [element.name, element.parent.map(String.init) ?? "-", "\(element.line):\(element.column)"]
                + page.attributes[element.attributes].map { "\($0.name.rawValue)=\($0.value)" }
                + (element.hasOwnText ? ["text"] : []) + (element.isInsideSVG ? ["in-svg"] : [])
            return parts.joined(separator: " ")
        }
    }

    @Test func elementsComeInDocumentOrderWithTheAttributesTheChecksRead() {
        let page = Self.scan("""
            <html lang="en"><body class="x">
            <p id="a" style="s">one <b>two</b></p>
            <svg role="img"><g><title>T</title></g></svg>
            </body></html>
            """)
        #expect(Self.outline(page) == [
            "html - 1:1 lang=en",
            "body 0 1:17",
            "p 1 2:1 id=a text",
            "b 2 2:25 text",
            "svg 1 3:1 role=img",
            "g 4 3:17 in-svg",
            "title 5 3:20 text in-svg",
        ])
    }

    @Test func namesAreLowerCased() {
        #expect(Self.scan("<DIV><Svg/></DIV>", syntax: .xml).elements.map { "\($0.name) \($0.column)" } == ["div 1", "svg 6"])
    }

    /// Names are described once for the process (``ElementNames``), by their bytes as written:
    /// a name written in other case on another page still finds its own start tags' columns and
    /// its link attributes.
    @Test func namesDescribedOnceServeEveryPageAsWritten() {
        for page in ["<P><A HREF=\"x\">x</A></P>", "<p><a href=\"y\">y</a></p>", "<P><A HREF=\"x\">x</A></P>"] {
            let scanned = Self.scan(page)
            #expect(scanned.elements.map { "\($0.name) \($0.column)" } == ["p 1", "a 4"])
            #expect(scanned.links.map { "\($0.element) \($0.attribute) \($0.column)" } == ["a href 13"])
        }
    }

    /// Tags not found as written (a prefixed name, an element the HTML parser implies) and
    /// values not found (entities decoded) never send the search back over the line: one line of
    /// 100,000 such elements took two minutes when each miss read the rest of the line again.
    @Test(.timeLimit(.minutes(1)), arguments: [PageScanner.Syntax.xml, .html])
    func tagsAndValuesNotFoundCostOnePassOverALine(syntax: PageScanner.Syntax) {
        let count = 100_000
        let line = String(repeating: "<o:p xmlns:o=\"urn:o\"><a href=\"?a&amp;b\">x</a></o:p><b>y</b>", count: count)
        let text = "<html lang=\"en\"><body>" + line + "</body></html>"
        let page = Self.scan(text, syntax: syntax)
        let bold = page.elements.filter { $0.name == "b" }
        #expect(bold.count == count)
        // Every element still found after the misses before it is placed exactly.
        let bytes = Array(text.utf8)
        let written = bytes.indices.filter { bytes[$0...].starts(with: "<b>".utf8) }.prefix(3).map { $0 + 1 }
        #expect(bold.prefix(3).map(\.column) == written)
        #expect(page.links.count == count)
    }

    /// HTML's implied paragraphs (text straight in `<html>`) are not in the page to be found.
    @Test(.timeLimit(.minutes(1)))
    func impliedElementsCostOnePassOverALine() {
        let page = Self.scan("<html>" + String(repeating: "x</p>", count: 100_000) + "<b>y</b></html>")
        #expect(page.elements.filter { $0.name == "p" }.count >= 1)
        #expect(page.elements.last.map { "\($0.name) \($0.column)" } == "b \(6 + 5 * 100_000 + 1)")
    }

    /// Past ``ElementNames/capacity`` names, a name is described again on each page rather
    /// than kept: a page of thousands of made-up names reads the same every time.
    @Test func namesPastTheCacheCapacityAreStillDescribed() {
        let names = (0..<(ElementNames.capacity + 200)).map { "x\($0)" }
        let page = "<r>" + names.map { "<\($0) id=\"\($0)\"/>" }.joined() + "</r>"
        let first = Self.outline(Self.scan(page, syntax: .xml)), second = Self.outline(Self.scan(page, syntax: .xml))
        #expect(first.count == names.count + 1)
        #expect(first == second)
        #expect(first.last?.hasPrefix("x\(names.count - 1) 0 1:") == true)
    }

    @Test func whiteSpaceOfAnyKindIsNotText() {
        let page = Self.scan("<div><p> \t\n</p><p>\u{00A0}\u{2003}</p><p> \u{301}</p><p>\u{4E2D}</p><p><b>x</b></p></div>")
        #expect(page.elements.map(\.hasOwnText) == [false, false, false, false, true, false, true])
    }

    /// Every text of up to three pieces: white space, marks that join the character before,
    /// and characters that stand alone.
    @Test func visibleTextIsJudgedAsSwiftJudgesWhiteSpace() {
        let pieces = [" ", "\t", "\n", "\r", "x", "\u{A0}", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{4E2D}", "\u{3000}", "\u{85}",
                      "\u{2028}", "\u{1F600}"]
        var texts = [""]
        for _ in 1...3 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
        let wrong = Set(texts).filter { text in
            let visible = Array(text.utf8).withUnsafeBufferPointer(VisibleText.isIn)
            return visible != text.contains { !$0.isWhitespace }
        }
        #expect(wrong.isEmpty)
    }

    @Test(arguments: [[0xFF], [0x20, 0xC3], [0x0A, 0xE2, 0x80], [0xC2, 0xA0, 0xFF]] as [[UInt8]])
    func textThatIsNotUTF8IsJudgedAsSwiftRepairsIt(_ bytes: [UInt8]) {
        let visible = bytes.withUnsafeBufferPointer(VisibleText.isIn)
        #expect(visible == String(decoding: bytes, as: UTF8.self).contains { !$0.isWhitespace })
    }

    @Test func linksAreTheAttributesThatReferenceResources() {
        let page = Self.scan("""
            <html><body><img src="a.png" srcset="a.png 1x, b.png 2x, , c.png"> <a href="x">x</a> <a href="x">x</a>
            <use xlink:href="outside.svg"/><svg><use xlink:href="s.svg#i"/></svg><object data="d.svg"></object>
            </body></html>
            """)
        #expect(page.links.map { "\($0.element) \($0.attribute) \($0.value) \($0.line):\($0.column)" } == [
            "img src a.png 1:23", "img srcset a.png 1:38", "img srcset b.png 1:48", "img srcset c.png 1:60",
            "a href x 1:77", "a href x 1:95", "use xlink:href s.svg#i 2:54", "object data d.svg 2:84",
        ])
    }

    @Test func idsKeepTheirFirstLineAndAnchorsTheirNames() {
        let page = Self.scan("<div id=\"a\">\n<p id=\"a\"><a name=\"top\" id=\"b\">x</a><span name=\"no\"></span></p></div>")
        #expect(page.ids == ["a": 1, "b": 2])
        #expect(page.anchorNames == ["top"])
    }

    @Test func aPageThatIsNotXMLHasItsFirstErrorAndIsReadAsHTMLWhenAllowed() {
        let text = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\n<p>a<br>b</p></body></html>"
        let xml = Self.scan(text, syntax: .xml)
        #expect(xml.xmlError?.message == "not well-formed XML: Opening and ending tag mismatch: br line 2 and p")
        #expect(xml.xmlError?.location.line == 2)
        #expect(xml.elements.isEmpty)
        let either = Self.scan(text, syntax: .xmlOrHTML)
        #expect(either.xmlError == xml.xmlError)
        #expect(either.elements.map(\.name) == ["html", "body", "p", "br"])
        #expect(Self.scan(text, syntax: .html).xmlError == nil)
    }

    @Test func namespacedAttributesAreNamedByTheirPrefix() {
        let page = Self.scan("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xml:lang="en"><use xlink:href="a.svg"/></svg>
            """, syntax: .xml)
        #expect(page.attributes == [.init(.xmlLang, "en"), .init(.xlinkHref, "a.svg")])
        #expect(page.links.map(\.attribute) == ["xlink:href"])
    }

    /// HTML may leave out `<html>` and `<body>`: every element at the top is read, each without a parent.
    @Test func anHTMLPageWithoutItsOptionalTagsIsReadToTheEnd() {
        let page = Self.scan("<!DOCTYPE html>\n<title>T</title>\n<p><a href=\"missing.html\">m</a></p>\n<p id=\"last\">z</p>")
        #expect(Self.outline(page) == ["title - 2:1 text", "p - 3:1", "a 1 3:4 href=missing.html text", "p - 4:1 id=last text"])
        #expect(page.links.map(\.value) == ["missing.html"])
    }

    @Test func attributeValuesHaveTheirReferencesReplaced() {
        let page = Self.scan("""
            <!DOCTYPE html>
            <html><body><a href="?a=1&amp;b=2&#38;c=&#x33;" title="&lt;&#39;&gt;">x</a><a href="&#x68;ttps://example.com/p">y</a></body></html>
            """, syntax: .xml)
        #expect(page.links.map(\.value) == ["?a=1&b=2&c=3", "https://example.com/p"])
        #expect(page.attributes.filter { $0.name == .title }.map(\.value) == ["<'>"])
    }

    /// libxml2's tree names an element written with a prefix (Word's `<o:p>`) by its local name.
    @Test func anHTMLElementWithAPrefixIsNamedByItsLocalName() {
        // Its start tag is found by the local name, which `<o:p` does not start with: no column.
        #expect(Self.outline(Self.scan("<div><o:p>x</o:p><Svg:Rect/></div>")) == ["div - 1:1", "p 0 1:0 text", "rect 0 1:0"])
    }

    /// Text is judged a text node at a time, as the tree holds it: a comment ends one, so a
    /// mark after it starts a character of its own.
    @Test func aCommentEndsATextNode() {
        let page = Self.scan("<div><p> \u{301}</p><p> <!-- c -->\u{301}</p><p> <![CDATA[\u{301}]]></p></div>", syntax: .xml)
        #expect(page.elements.map(\.hasOwnText) == [false, false, true, true])
    }

    /// libxml2's tree keeps line numbers above 65,535 for text only; the events give every
    /// element its own.
    @Test func elementsPastLine65535HaveTheirOwnLines() {
        let page = Self.scan("<html><body>" + String(repeating: "\n", count: 70_000) + "<img src=\"a.png\"/><br/></body></html>",
                             syntax: .xml)
        #expect(page.elements.map(\.line) == [1, 1, 70_001, 70_001])
        #expect(page.links.map(\.line) == [70_001])
    }

    /// libxml2 stops at its own depth limit; the walk itself would go on.
    @Test func aPageNestedAHundredThousandLevelsDeepIsReadWithoutRecursion() {
        let depth = 100_000
        let page = Self.scan("<html><body><a href=\"x\">" + String(repeating: "<span>", count: depth) + "deep"
                             + String(repeating: "</span>", count: depth) + "</a></body></html>")
        #expect(page.elements.count > 3)
        #expect(page.elements.indices.dropFirst().allSatisfy { page.elements[$0].parent! < $0 })
    }
}
