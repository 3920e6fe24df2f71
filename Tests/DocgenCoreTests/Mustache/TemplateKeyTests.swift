@testable import DocgenCore
import Testing

/// Names in a template's data are hashed once, when made, and still compared by their text.
@Suite struct TemplateKeyTests {
    @Test func keysAreEqualExactlyWhenTheirNamesAre() {
        let names = ["", "a", "b", "title", "Title", "title ", "标题", "page.title", "ab", "ba"]
        for left in names {
            for right in names {
                #expect((TemplateKey(left) == TemplateKey(right)) == (left == right))
            }
        }
    }

    @Test func aKeyMadeFromTextFindsTheValueALiteralKeyNamed() {
        let fields: [TemplateKey: TemplateValue] = ["title": .string("T"), "标题": .string("中")]
        #expect(fields[TemplateKey(String("tit") + "le")] == .string("T"))
        #expect(fields[TemplateKey("标题")] == .string("中"))
        #expect(fields[TemplateKey("Title")] == nil)
        #expect(TemplateKey("page").description == "page")
    }

    @Test func aTemplateResolvesDottedNamesThroughKeys() throws {
        let template = try Template(source: "{{#page}}{{title}} {{site.name}}{{/page}}", name: "t")
        let context = TemplateValue.object(["page": .object(["title": .string("Lists")]), "site": .object(["name": .string("Guide")])])
        #expect(template.render(context, partials: [:]) == "Lists Guide")
    }
}
