import DocgenCore
import Testing

@Suite("Rendering docgen page contexts")
struct DocgenContextTests {
    private let site: TemplateValue = .object([
        "site": .object(["title": .string("Docgen & Co"), "version": .double(2.5)]),
        "page": .object([
            "title": .string("Getting <started>"),
            "author": .object(["name": .string("Ada"), "email": .null]),
            "chapters": .list([
                .object(["title": .string("Install"), "number": .int(1), "draft": .bool(false)]),
                .object(["title": .string("Use"), "number": .int(2), "draft": .bool(true)]),
            ]),
            "tags": .list([.string("swift"), .string("it's")]),
        ]),
    ])

    private func render(_ source: String, partials: [String: String] = [:]) throws -> String {
        let parsedPartials = try partials.mapValues { try Template(source: $0, name: "partial") }
        return try Template(source: source, name: "page").render(site, partials: parsedPartials)
    }

    @Test func dottedNamesDescendIntoNestedObjects() throws {
        #expect(try render("{{page.title}} by {{page.author.name}} for {{site.title}} {{site.version}}")
            == "Getting &lt;started&gt; by Ada for Docgen &amp; Co 2.5")
    }

    @Test func listsOfObjectsSeeTheirParentContexts() throws {
        let source = """
            <ol>
            {{#page.chapters}}
              <li>{{number}}. {{title}} — {{site.title}}{{#draft}} (draft){{/draft}}</li>
            {{/page.chapters}}
            </ol>

            """
        #expect(try render(source) == """
            <ol>
              <li>1. Install — Docgen &amp; Co</li>
              <li>2. Use — Docgen &amp; Co (draft)</li>
            </ol>

            """)
    }

    @Test func implicitIteratorEscapesApostrophes() throws {
        #expect(try render("{{#page.tags}}[{{.}}]{{/page.tags}}") == "[swift][it&#39;s]")
    }

    @Test func listsAndObjectsInterpolateAsNothing() throws {
        #expect(try render("({{page.tags}}{{{page.author}}})") == "()")
    }

    @Test func missingAndNullValuesAreFalsey() throws {
        #expect(try render("{{^page.author.email}}no email{{/page.author.email}}{{#page.missing}}!{{/page.missing}}")
            == "no email")
    }

    @Test func emptyStringsAndZeroAreFalsey() throws {
        let template = try Template(source: "{{#s}}s{{/s}}{{#n}}n{{/n}}{{^s}}no s{{/s}}{{^n}}, no n{{/n}}", name: "page")
        #expect(template.render(.object(["s": .string(""), "n": .int(0)]), partials: [:]) == "no s, no n")
    }

    @Test func objectSectionPushesTheObject() throws {
        #expect(try render("{{#page.author}}{{name}} ({{page.title}}){{/page.author}}") == "Ada (Getting &lt;started&gt;)")
    }

    @Test func standalonePartialsNestTheirIndentation() throws {
        let partials = [
            "nav": "<nav>\n  {{>links}}\n</nav>\n",
            "links": "{{#page.chapters}}\n<a>{{title}}</a>\n{{/page.chapters}}\n",
        ]
        #expect(try render("<body>\n  {{>nav}}\n</body>\n", partials: partials) == """
            <body>
              <nav>
                <a>Install</a>
                <a>Use</a>
              </nav>
            </body>

            """)
    }

    @Test func inlinePartialIsNotIndented() throws {
        let partials = ["title": "<h1>\n{{page.title}}\n</h1>"]
        #expect(try render("  <header>{{>title}}</header>\n", partials: partials)
            == "  <header><h1>\nGetting &lt;started&gt;\n</h1></header>\n")
    }

    @Test func templateRendersRepeatedlyWithTheSameResult() throws {
        let template = try Template(source: "{{#page.chapters}}{{title}},{{/page.chapters}}", name: "page")
        let renders = (0..<100).map { _ in template.render(site, partials: [:]) }
        #expect(Set(renders) == ["Install,Use,"])
    }
}
