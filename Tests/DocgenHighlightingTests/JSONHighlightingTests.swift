import Testing

@Suite struct JSONHighlightingTests {
    @Test func keysValuesNumbersAndLiterals() {
        #expect(highlighted(#"{"name": "docgen", "n": -1.5e3, "ok": true, "no": false, "none": null}"#, "json")
            == "{\(key("&quot;name&quot;")): \(string("&quot;docgen&quot;")), \(key("&quot;n&quot;")): \(number("-1.5e3")), "
            + "\(key("&quot;ok&quot;")): \(literal("true")), \(key("&quot;no&quot;")): \(literal("false")), "
            + "\(key("&quot;none&quot;")): \(literal("null"))}")
    }

    @Test func keyWithWhitespaceBeforeColonAndArrays() {
        #expect(highlighted("{\"a\" :\n [1, \"b\"]}", "JSON")
            == "{\(key("&quot;a&quot;")) :\n [\(number("1")), \(string("&quot;b&quot;"))]}")
    }

    @Test func escapesAndHTMLCharacters() {
        #expect(highlighted(#"{"<k&>": "a\"b\u00e9\n"}"#, "json")
            == "{\(key("&quot;&lt;k&amp;&gt;&quot;")): \(string("&quot;a\(escape("\\&quot;"))b\(escape("\\u00e9"))\(escape("\\n"))&quot;"))}")
    }

    @Test func commentsAndUnknownWords() {
        #expect(highlighted("// c\n[undefined /* x */]", "json")
            == "\(comment("// c"))\n[undefined \(comment("/* x */"))]")
    }
}
