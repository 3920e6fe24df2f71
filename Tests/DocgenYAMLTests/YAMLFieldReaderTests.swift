import DocgenCore
import DocgenYAML
import Testing

@Suite struct YAMLFieldReaderTests {
    private func reader(_ text: String) throws -> YAMLFieldReader {
        let node = try #require(try YAMLParser.parse(text))
        return YAMLFieldReader(node, what: "front matter") { SourceLocation(file: "c.md", line: $0.line + 1, column: $0.column) }
    }

    @Test func unknownKeysGetASuggestion() throws {
        var fields = try reader("tilte: Hi\ncolour: red\n")
        fields.rejectUnknownKeys(["title", "order"])
        #expect(fields.diagnostics.map(\.description) == [
            "c.md:2:1: error: unknown key 'tilte'; did you mean 'title'?",
            "c.md:3:1: error: unknown key 'colour'",
        ])
    }

    @Test func wrongTypesAreReportedAtTheValue() throws {
        var fields = try reader("order: first\ntitle: [a]\nradius: 900\n")
        #expect(fields.int("order") == nil)
        #expect(fields.string("title") == nil)
        #expect(fields.number("radius", in: 0...100) == nil)
        #expect(fields.diagnostics.map(\.description) == [
            "c.md:2:8: error: 'order' must be an integer, not 'first'",
            "c.md:3:8: error: 'title' must be a string, not a list",
            "c.md:4:9: error: 'radius' must be between 0 and 100, not 900",
        ])
    }

    @Test func duplicateKeysAreErrors() throws {
        var fields = try reader("title: a\ntitle: b\n")
        fields.rejectUnknownKeys(["title"])
        #expect(fields.diagnostics.map(\.description) == ["c.md:3:1: error: duplicate key 'title'"])
    }

    @Test func aScalarWhereAMappingBelongsIsReported() throws {
        let fields = try reader("just text")
        #expect(fields.diagnostics.map(\.description) == ["c.md:2:1: error: front matter must be a mapping of keys to values, not a scalar"])
    }
}
