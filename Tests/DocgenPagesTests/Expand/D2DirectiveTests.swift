import DocgenCore
import DocgenModel
@testable import DocgenPages
import Testing

/// The info string of a ```` ```d2 ```` block, read before D2 is looked for.
@Suite struct D2DirectiveTests {
    static let fence = SourceLocation(file: "content/a.md", line: 4, column: 1)

    @Test func titleAndIDAreReadQuotedOrNot() {
        let (attributes, problems) = D2Directive.attributes(of: "d2 title=\"A flow, in full\" id=flow", at: Self.fence)
        #expect(attributes == ["title": "A flow, in full", "id": "flow"])
        #expect(problems.isEmpty)
        #expect(D2Directive.attributes(of: "d2", at: Self.fence).0.isEmpty)
    }

    @Test(arguments: [
        ("d2 colour=red", "content/a.md:4:1: error: unknown d2 attribute 'colour'; a d2 block takes title=\"…\" and id=…"),
        ("d2 id=2flow", "content/a.md:4:1: error: '2flow' is not an id: an ASCII letter, then letters, digits, '-' and '_'"),
        ("d2 title=\"\"", "content/a.md:4:1: error: title=\"\" is empty; the title names the diagram for assistive technology"),
        ("d2 title=\"open", "content/a.md:4:1: error: cannot read 'title=\"open' after d2; write title=\"…\" and id=…"),
    ])
    func aBadInfoStringIsAnErrorAtTheFence(_ info: String, _ message: String) {
        #expect(D2Directive.attributes(of: info, at: Self.fence).1.map(\.description) == [message])
    }

    @Test func aBadBlockIsLeftAsCodeWithoutLookingForD2() {
        let site = Site(config: SiteConfig(), chapters: [], parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
        var expander = DirectiveExpander(displayPath: "content/a.md", reader: SiteReader(SiteInputs(site: site)), language: "en")
        #expect(expander.expand(info: "d2 colour=red", literal: "a -> b\n", fileLine: 4) == nil)
        #expect(expander.page.diagnostics.count == 1 && expander.page.diagramCount == 0)
    }

    @Test func theDescriptionIsTheSourceWithoutCommentsOrBlankLines() {
        #expect(D2Directive.description(of: "# the flow\na: A\n\n  a -> b: go\n") == "a: A; a -> b: go")
    }
}
