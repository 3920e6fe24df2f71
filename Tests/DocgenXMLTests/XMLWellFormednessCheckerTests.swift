import Dispatch
import DocgenXML
import Synchronization
import Testing

@Suite struct XMLWellFormednessCheckerTests {
    @Test func wellFormedXHTMLHasNoErrors() {
        let page = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>a<br />b</p></body></html>\n"
        #expect(XMLWellFormednessChecker.errors(in: page, displayPath: "site/a.html").isEmpty)
    }

    @Test func mismatchedTagsAreLocated() {
        let page = "<html>\n<body>\n<p>text\n</body>\n</html>\n"
        let errors = XMLWellFormednessChecker.errors(in: page, displayPath: "site/a.html")
        #expect(errors.first?.description == "site/a.html:4:8: error: not well-formed XML: Opening and ending tag mismatch: p line 3 and body")
    }

    /// libxml2 counts characters; the column counts bytes, as every other column of docgen does.
    /// libxml2 points just past `</i>`: character 24, byte 28 (two 2-byte `é`, one 3-byte `圆`).
    @Test func columnsCountBytesAfterNonASCIIText() {
        let page = "<html>\n<body><p>éé圆<b>bold</i></p></body>\n</html>\n"
        let errors = XMLWellFormednessChecker.errors(in: page, displayPath: "site/a.html")
        #expect(errors.first?.description == "site/a.html:2:28: error: not well-formed XML: Opening and ending tag mismatch: b line 2 and i")
    }

    /// Every error of a page is converted, line after line (in one pass over the page).
    @Test func theColumnsOfSeveralErrorsCountBytes() {
        let errors = XMLWellFormednessChecker.errors(in: "<a>\né<b></i>\néé<c></d>\n</a>\n", displayPath: "p")
        #expect(errors.map(\.location.description) == ["p:2:10", "p:3:12"])
    }

    @Test func htmlNamedEntitiesAreNotXML() {
        let errors = XMLWellFormednessChecker.errors(in: "<p>a&nbsp;b</p>", displayPath: "x.html")
        #expect(errors.map(\.description) == ["x.html:1:11: error: not well-formed XML: Entity 'nbsp' not defined"])
    }

    @Test func checksFromManyThreadsKeepTheirOwnErrors() {
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let text = index.isMultiple(of: 2) ? "<a><b/></a>" : "<a>\n<b></a>"
            let errors = XMLWellFormednessChecker.errors(in: text, displayPath: "p\(index)")
            let ok = index.isMultiple(of: 2) ? errors.isEmpty : (errors.first?.location.file == "p\(index)" && errors.first?.location.line == 2)
            if !ok { failures.add(1, ordering: .relaxed) }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
    }
}
