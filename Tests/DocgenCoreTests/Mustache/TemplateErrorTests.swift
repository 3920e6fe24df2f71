import DocgenCore
import Testing

@Suite("Template errors")
struct TemplateErrorTests {
    /// The error thrown when parsing `source` as the template named "page".
    private func parseError(_ source: String) -> TemplateError? {
        do {
            _ = try Template(source: source, name: "page")
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedTag() {
        #expect(parseError("Hello\n  {{name") == TemplateError(
            template: "page", line: 2, column: 3, message: "unclosed tag; expected '}}'"))
    }

    @Test func unclosedTripleMustache() {
        #expect(parseError("{{{body}}") == TemplateError(
            template: "page", line: 1, column: 1, message: "unclosed tag; expected '}}}'"))
    }

    @Test func unclosedTagWithChangedDelimiters() {
        #expect(parseError("{{=<% %>=}}\n<%name }}") == TemplateError(
            template: "page", line: 2, column: 1, message: "unclosed tag; expected '%>'"))
    }

    @Test func sectionClosedWithWrongName() {
        #expect(parseError("{{#a}}\nx {{/b}}") == TemplateError(
            template: "page", line: 2, column: 3, message: "closing tag '/b' does not match open section 'a'"))
    }

    @Test func sectionNeverClosed() {
        #expect(parseError("<ul>\n{{#items}}\n  <li>{{title}}</li>\n</ul>\n") == TemplateError(
            template: "page", line: 2, column: 1, message: "unclosed section 'items'"))
    }

    @Test func invertedSectionNeverClosed() {
        #expect(parseError("{{#a}}{{/a}} {{^empty}}none") == TemplateError(
            template: "page", line: 1, column: 14, message: "unclosed section 'empty'"))
    }

    @Test func closingTagWithoutOpenSection() {
        #expect(parseError("a {{/b}}") == TemplateError(
            template: "page", line: 1, column: 3, message: "closing tag '/b' has no open section"))
    }

    @Test func invalidSetDelimiterTag() {
        #expect(parseError("x\n{{=<% =}}") == TemplateError(
            template: "page", line: 2, column: 1,
            message: "invalid set-delimiter tag; expected two delimiters separated by whitespace"))
    }

    @Test(arguments: ["{{}}", "{{ }}", "{{#}}", "{{^ }}", "{{/}}", "{{>}}", "{{&}}", "{{{ }}}"])
    func emptyTagName(_ source: String) {
        #expect(parseError(source) == TemplateError(template: "page", line: 1, column: 1, message: "empty tag name"))
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(parseError("héllo wörld {{/x}}") == TemplateError(
            template: "page", line: 1, column: 13, message: "closing tag '/x' has no open section"))
    }

    @Test func errorsInPartialsNameThePartial() {
        #expect(throws: TemplateError(template: "footer", line: 1, column: 1, message: "unclosed section 'links'")) {
            try Template(source: "{{#links}}", name: "footer")
        }
    }

    @Test func descriptionIsCompilerLike() {
        let error = TemplateError(template: "page", line: 2, column: 3, message: "unclosed section 'items'")
        #expect(error.description == "page:2:3: error: unclosed section 'items'")
    }
}

@Suite struct PartialRecursionTests {
    @Test func aPartialThatIncludesItselfForeverStopsAtTheDepthLimit() throws {
        let looping = try Template(source: "x{{> loop}}", name: "loop")
        let output = looping.render(.object([:]), partials: ["loop": looping])
        #expect(output == String(repeating: "x", count: 65))
    }

    @Test func recursionThatEndsRendersNormally() throws {
        let tree = try Template(source: "{{name}}({{#children}}{{> tree}}{{/children}})", name: "tree")
        let data = TemplateValue.object(["name": .string("a"), "children": .list([
            .object(["name": .string("b"), "children": .list([.object(["name": .string("c"), "children": .list([])])])]),
        ])])
        #expect(tree.render(data, partials: ["tree": tree]) == "a(b(c()))")
    }
}

@Suite struct PartialExpansionTests {
    /// Two self-includes per level would double at every level (2^64 renders); the total cap
    /// keeps the work and the output bounded.
    @Test func aDoublingSelfIncludeStopsAtTheExpansionLimit() throws {
        let doubling = try Template(source: "{{>self}}{{>self}}x", name: "self")
        let output = doubling.render(.object([:]), partials: ["self": doubling])
        #expect(output.count <= 100_001)
        #expect(output.count > 1_000)
    }
}
