import DocgenCore
import Testing

@Suite("Fragments: rendered once, instantiated per page")
struct TemplateFragmentTests {
    private let navigation = """
        <ul>
        {{#entries}}
        <li><a href="{{url}}"{{#isCurrent}} aria-current="page"{{/isCurrent}}>{{title}}</a>{{^isCurrent}} ·{{/isCurrent}} {{isCurrent}}</li>
        {{/entries}}
        </ul>

        """

    /// The navigation's context, with each entry's `isCurrent` made by `current(position)`.
    private func context(_ current: (Int) -> TemplateValue) -> TemplateValue {
        .object(["entries": .list((0..<3).map { position in
            .object(["url": .string("c\(position).html"), "title": .string("C\(position)"), "isCurrent": current(position)])
        })])
    }

    @Test func eachInstanceIsWhatAPlainRenderWithThatEntryCurrentGives() throws {
        let template = try Template(source: navigation, name: "nav")
        let fragment = template.renderFragment(context { .choice($0) }, partials: [:])
        for selected in [nil, 0, 1, 2, 7] as [Int?] {
            let plain = template.renderUTF8(context { .bool($0 == selected) }, partials: [:])
            #expect(fragment.instance(selecting: selected).bytes == plain)
        }
        #expect(String(decoding: fragment.instance(selecting: 1).bytes, as: UTF8.self) == """
            <ul>
            <li><a href="c0.html">C0</a> · false</li>
            <li><a href="c1.html" aria-current="page">C1</a> true</li>
            <li><a href="c2.html">C2</a> · false</li>
            </ul>

            """)
    }

    @Test func aChoiceRenderedOutsideAFragmentIsFalse() throws {
        let template = try Template(source: "{{#x}}yes{{/x}}{{^x}}no{{/x}} {{x}}", name: "t")
        #expect(template.render(.object(["x": .choice(3)]), partials: [:]) == "no false")
    }

    @Test func choicesNestInsideChoices() throws {
        let template = try Template(source: "{{#a}}A{{#b}}B{{/b}}{{/a}}|{{^a}}{{#b}}b{{/b}}{{/a}}", name: "t")
        let fragment = template.renderFragment(.object(["a": .choice(1), "b": .choice(2)]), partials: [:])
        #expect(String(decoding: fragment.instance(selecting: 1).bytes, as: UTF8.self) == "A|")
        #expect(String(decoding: fragment.instance(selecting: 2).bytes, as: UTF8.self) == "|b")
        #expect(String(decoding: fragment.instance(selecting: nil).bytes, as: UTF8.self) == "|")
        #expect(fragment.choiceBytes.map { String(decoding: $0, as: UTF8.self) } == ["A", "B", "", "", "", "", "b", ""])
    }

    @Test func aPartialNamedAsAHoleIsLeftOutAndFilledLater() throws {
        let page = try Template(source: "<body>\n{{> nav}}\n<main>{{title}}</main>\n</body>\n", name: "page")
        let nav = try Template(source: "<nav>{{title}}</nav>\n", name: "nav")
        let context: TemplateValue = .object(["title": .string("T")])
        let fragment = page.renderFragment(context, partials: ["nav": nav], holes: ["nav"])
        let (skeleton, holes) = fragment.instance(selecting: nil)
        #expect(String(decoding: skeleton, as: UTF8.self) == "<body>\n<main>T</main>\n</body>\n")
        #expect(holes.map(\.name) == ["nav"] && holes.map(\.offset) == [7])
        #expect(fragment.hasHoles)
        let filled = skeleton.filling(holes) { _ in nav.renderUTF8(context, partials: [:]) }
        #expect(filled == page.renderUTF8(context, partials: ["nav": nav]))
    }

    @Test func anIndentedPartialIsRenderedInPlaceOfAHole() throws {
        let page = try Template(source: "<body>\n  {{> nav}}\n</body>\n", name: "page")
        let nav = try Template(source: "<nav>\n</nav>\n", name: "nav")
        let fragment = page.renderFragment(.object([:]), partials: ["nav": nav], holes: ["nav"])
        let (bytes, holes) = fragment.instance(selecting: nil)
        #expect(holes.isEmpty)
        #expect(!fragment.hasHoles)
        #expect(String(decoding: bytes, as: UTF8.self) == "<body>\n  <nav>\n  </nav>\n</body>\n")
    }
}

@Suite("The names a template looks up")
struct ReferencedNamesTests {
    @Test func namesInSectionsAndPartialsCountOnceEachByTheirFirstPart() throws {
        let page = try Template(source: "{{page.title}}{{#nav.groups}}{{> item}}{{/nav.groups}}{{^prev}}{{/prev}}{{.}}", name: "page")
        let item = try Template(source: "{{title}}{{> item}}{{&root}}", name: "item")
        #expect(page.referencedNames(partials: ["item": item]) == ["page", "nav", "prev", "title", "root"])
    }
}
