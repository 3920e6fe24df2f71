import DocgenXML
import Testing

/// A part of a page copied out as XHTML: the children of the element chosen, without the
/// elements left out, each attribute rewritten, written so that an HTML parser reads the same
/// elements.
@Suite struct XHTMLExcerptTests {
    static let page = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><body>
        <nav class="chapters"><a href="a.html">A</a></nav>
        <article class="page"><h1 id="title">T</h1><nav class="toc"><a href="#x">X</a></nav><p id="x">One<br/>two</p><div></div>\
        <svg xmlns="http://www.w3.org/2000/svg" xml:lang="en" viewBox="0 0 1 1"><linearGradient id="g"/><rect fill="url(#g)"/></svg></article>
        </body></html>
        """

    @Test func takesTheChildrenOfTheChosenElementWithTheirAttributesRewritten() throws {
        let rewrite: (XHTMLExcerpt.Element, String, String) -> String = { _, attribute, value in
            attribute == "id" ? "c--\(value)" : attribute == "fill" ? "url(#c--g)" : value
        }
        let found = XHTMLExcerpt.children(of: Array(Self.page.utf8), where: { $0.name == "article" },
                                          leavingOut: { $0.classes.contains("toc") }, rewriting: rewrite)
        let excerpt = try #require(found)
        #expect(excerpt == """
            <h1 id="c--title">T</h1><p id="c--x">One<br />two</p><div></div><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">\
            <linearGradient id="c--g"></linearGradient><rect fill="url(#c--g)"></rect></svg>
            """)
    }

    @Test func isNilForAPageThatIsNotXMLOrHasNoSuchElement() {
        #expect(XHTMLExcerpt.children(of: Array("<p>unclosed".utf8), where: { _ in true }, leavingOut: { _ in false }, rewriting: { $2 }) == nil)
        #expect(XHTMLExcerpt.children(of: Array(Self.page.utf8), where: { $0.name == "main" }, leavingOut: { _ in false }, rewriting: { $2 }) == nil)
    }

    /// HTML5's void elements that XHTML 1.0 lacks are self-closed too: `<wbr></wbr>` would be a
    /// stray end tag to an HTML parser (the W3C checker reads the print page as HTML).
    @Test func html5VoidElementsAreSelfClosed() throws {
        let page = """
            <html xmlns="http://www.w3.org/1999/xhtml"><body><article><td>飞行<wbr/>模式</td>\
            <video><source src="a.mp4"/><track src="a.vtt"/></video></article></body></html>
            """
        let excerpt = try #require(XHTMLExcerpt.children(of: Array(page.utf8), where: { $0.name == "article" },
                                                         leavingOut: { _ in false }, rewriting: { $2 }))
        #expect(excerpt == "<td>飞行<wbr />模式</td><video><source src=\"a.mp4\" /><track src=\"a.vtt\" /></video>")
    }
}
