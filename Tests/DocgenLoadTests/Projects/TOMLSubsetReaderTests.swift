@testable import DocgenLoad
import Testing

@Suite struct TOMLSubsetReaderTests {
    @Test func readsTablesKeysAndValues() {
        let toml = TOMLSubsetReader("""
            top = 'literal \\n kept'   # a comment
            [a.b]
            "quoted key" = "tab\\there"
            dotted.key = true
            number = 1_000
            list = [ "x",
                     "y", ]
            inline = { on = false, name = "n" }
            text = \"\"\"
            two
            lines\"\"\"
            [[item]]
            name = "first"
            [[item]]
            name = "second"
            [item.detail]
            size = 2

            """, file: "t.toml")
        #expect(toml.diagnostics == [])
        #expect(toml.string("top") == "literal \\n kept")
        #expect(toml.string("a.b.quoted key") == "tab\there")
        #expect(toml.entries["a.b.dotted.key"]?.value == .bool(true))
        #expect(toml.entries["a.b.number"]?.value == .other("1_000"))
        #expect(toml.entries["a.b.list"]?.value == .array([.string("x"), .string("y")]))
        #expect(toml.entries["a.b.inline.on"]?.value == .bool(false))
        #expect(toml.string("a.b.inline.name") == "n")
        #expect(toml.string("a.b.text") == "two\nlines")
        #expect(toml.string("item.0.name") == "first")
        #expect(toml.string("item.1.name") == "second")
        #expect(toml.entries["item.1.detail.size"]?.value == .other("2"))
        #expect(toml.entries["a.b.number"]?.location.description == "t.toml:5:1")
    }

    @Test func badInputIsALocatedError() {
        #expect(TOMLSubsetReader("a = b\n", file: "t.toml").diagnostics.map(\.description)
                    == ["t.toml:1:6: error: 'b' is not a TOML value; quote a string"])
        #expect(TOMLSubsetReader("a = 1\na = 2\n", file: "t.toml").diagnostics.map(\.description)
                    == ["t.toml:2:1: error: key 'a' is given twice"])
        #expect(TOMLSubsetReader("[a\nb = 1\n", file: "t.toml").diagnostics.map(\.description)
                    == ["t.toml:1:3: error: expected ']', found the end of the line"])
        #expect(TOMLSubsetReader("a = 1 b = 2\n", file: "t.toml").diagnostics.map(\.description)
                    == ["t.toml:1:7: error: unexpected 'b' after a value; one key = value per line"])
    }
}
