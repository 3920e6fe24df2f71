import Testing

@Suite struct YAMLHighlightingTests {
    @Test func keysScalarsAndComments() {
        #expect(highlighted("# config\nname: docgen # trailing\nurl: http://x.org/a#b", "yaml")
            == "\(comment("# config"))\n\(key("name")): docgen \(comment("# trailing"))\n\(key("url")): http://x.org/a#b")
    }

    @Test func numbersAndLiteralsOnlyAsValues() {
        #expect(highlighted("yes: no\nratio: 0.75\nport: 0x1F\nversion: 1.2.3\nempty: ~\nnull: Null", "yml")
            == "\(key("yes")): \(literal("no"))\n\(key("ratio")): \(number("0.75"))\n\(key("port")): \(number("0x1F"))\n"
            + "\(key("version")): 1.2.3\n\(key("empty")): \(literal("~"))\n\(key("null")): \(literal("Null"))")
    }

    @Test func quotedKeysAndStrings() {
        #expect(highlighted(#"'it''s': "a \"b\" <c>""#, "yaml")
            == "\(key("&#39;it\(escape("&#39;&#39;"))s&#39;")): \(string("&quot;a \(escape("\\&quot;"))b\(escape("\\&quot;")) &lt;c&gt;&quot;"))")
    }

    @Test func sequencesOfMappings() {
        #expect(highlighted("items:\n  - name: first\n  - - true\n  - 3", "yaml")
            == "\(key("items")):\n  - \(key("name")): first\n  - - \(literal("true"))\n  - \(number("3"))")
    }

    @Test func flowCollections() {
        #expect(highlighted("list: [a, 1, {b: true}]", "yaml")
            == "\(key("list")): [a, \(number("1")), {\(key("b")): \(literal("true"))}]")
    }

    @Test func blockScalarsAreStrings() {
        #expect(highlighted("body: |-\n  text: not a key\n    # not a comment\n\nnext: 1", "yaml")
            == "\(key("body")): \(keyword("|-"))\n  \(string("text: not a key"))\n    \(string("# not a comment"))\n\n\(key("next")): \(number("1"))")
        #expect(highlighted("- >\n  folded\n- x", "yaml") == "- \(keyword("&gt;"))\n  \(string("folded"))\n- x")
    }

    @Test func anchorsAliasesAndTags() {
        #expect(highlighted("base: &base\n  a: !!str 1\nother: *base", "yaml")
            == "\(key("base")): \(variable("&amp;base"))\n  \(key("a")): \(type("!!str")) \(number("1"))\n\(key("other")): \(variable("*base"))")
    }

    @Test func documentMarkers() {
        #expect(highlighted("---\na: 1\n...\n--- # next", "yaml")
            == "\(keyword("---"))\n\(key("a")): \(number("1"))\n\(keyword("..."))\n\(keyword("---")) \(comment("# next"))")
    }

    @Test func multilineQuotedString() {
        #expect(highlighted("a: \"one\n  two\"\nb: 2", "yaml")
            == "\(key("a")): \(string("&quot;one\n  two&quot;"))\n\(key("b")): \(number("2"))")
    }
}
