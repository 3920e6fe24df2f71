import DocgenYAML
import Testing

@Suite struct YAMLParserTests {
    @Test func mappingsSequencesAndScalarsWithPositions() throws {
        let node = try #require(try YAMLParser.parse("title: Hello\nviews: [list, layers]\norder: 2\n"))
        #expect(node["title"]?.stringValue == "Hello")
        #expect(node["title"]?.line == 1)
        #expect(node["title"]?.column == 8)
        #expect(node["views"]?.sequence?.compactMap(\.stringValue) == ["list", "layers"])
        #expect(node["order"]?.intValue == 2)
        #expect(node["order"]?.line == 3)
    }

    @Test func quotedScalarsAreNotNumbersOrNull() throws {
        let node = try #require(try YAMLParser.parse("a: \"10\"\nb: 10\nc: ~\nd: 'null'\ne: true\n"))
        #expect(node["a"]?.intValue == nil)
        #expect(node["a"]?.stringValue == "10")
        #expect(node["b"]?.intValue == 10)
        #expect(node["c"]?.isNull == true)
        #expect(node["d"]?.stringValue == "null")
        #expect(node["e"]?.boolValue == true)
    }

    @Test func emptyTextIsNoDocument() throws {
        #expect(try YAMLParser.parse("") == nil)
        #expect(try YAMLParser.parse("# only a comment\n") == nil)
    }

    @Test func syntaxErrorsAreLocated() {
        #expect(throws: YAMLParseError(line: 2, column: 9, message: "mapping values are not allowed in this context")) {
            try YAMLParser.parse("title: ok\norder: a: b\n")
        }
    }

    @Test func aliasesExpand() throws {
        let node = try #require(try YAMLParser.parse("base: &b {x: 1}\ncopy: *b\n"))
        #expect(node["copy"]?["x"]?.intValue == 1)
        #expect(node["copy"]?.line == 2)
    }

    @Test func aliasBombFailsInsteadOfExhaustingMemory() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        #expect {
            try YAMLParser.parse(text)
        } throws: { error in
            (error as? YAMLParseError)?.message.contains("expands to more than 1000000 nodes") == true
                && (error as? YAMLParseError)?.message.contains("copies made by its") == true
        }
    }

    /// A long document without aliases is told it reached the limit, not that it might be a bomb.
    @Test func aDocumentOverTheNodeLimitIsToldWhichLimitWithoutGuessing() {
        let text = String(repeating: "- x\n", count: YAMLParser.maximumNodeCount)
        #expect(throws: YAMLParseError(line: 1, column: 1, message: "YAML document has more than 1000000 nodes,"
                                       + " the most one document may hold (a limit that bounds the memory it takes)")) {
            try YAMLParser.parse(text)
        }
    }

    @Test func severalDocumentsAreRejected() {
        #expect(throws: YAMLParseError(line: 2, column: 1, message: "expected a single YAML document")) {
            try YAMLParser.parse("a: 1\n---\nb: 2\n")
        }
    }
}
