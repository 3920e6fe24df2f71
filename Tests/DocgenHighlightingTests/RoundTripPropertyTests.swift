import DocgenHighlighting
import DocgenTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Checks highlighted output structurally and recovers the source text from it.
enum RoundTrip {
    static let tokenClasses: Set = [
        "keyword", "type", "string", "escape", "interpolation", "number", "comment", "attribute",
        "literal", "key", "variable", "function", "prompt", "directive", "inserted", "deleted",
    ]

    enum Failure: Error, Equatable {
        case unexpectedTag(String)
        case unbalancedClose
        case unclosedSpans(Int)
        case badEntity, rawQuoteOrBracket
    }

    /// Strips the span tags and unescapes entities, throwing if tags are unknown or unbalanced.
    static func validatedPlainText(_ html: String) throws(Failure) -> String {
        let bytes = Array(html.utf8)
        var text: [UInt8] = []
        var openSpans = 0
        var index = 0
        let entities: [(String, UInt8)] = [("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")),
                                           ("&gt;", UInt8(ascii: ">")), ("&quot;", UInt8(ascii: "\"")),
                                           ("&#39;", UInt8(ascii: "'"))]
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { throw .unexpectedTag("") }
                let tag = String(decoding: bytes[index...close], as: UTF8.self)
                if tag == "</span>" {
                    guard openSpans > 0 else { throw .unbalancedClose }
                    openSpans -= 1
                } else if tag.hasPrefix("<span class=\"hl-") && tag.hasSuffix("\">"),
                          tokenClasses.contains(String(tag.dropFirst(16).dropLast(2))) {
                    openSpans += 1
                } else {
                    throw .unexpectedTag(tag)
                }
                index = close + 1
            case UInt8(ascii: "&"):
                guard let (entity, character) = entities.first(where: { bytes[index...].starts(with: $0.0.utf8) }) else {
                    throw .badEntity
                }
                text.append(character)
                index += entity.utf8.count
            case UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                throw .rawQuoteOrBracket
            default:
                text.append(bytes[index])
                index += 1
            }
        }
        guard openSpans == 0 else { throw .unclosedSpans(openSpans) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The source text of highlighted output, or a marker string when the output is malformed.
    static func plainText(_ html: String) -> String {
        (try? validatedPlainText(html)) ?? "<malformed output>"
    }

    /// Whether Foundation's XML parser accepts the output wrapped in `<code>…</code>`.
    ///
    /// swift-corelibs-foundation's `parse()` can return true after a mismatched tag, so `parserError` is checked too.
    static func parsesAsXML(_ html: String) -> Bool {
        let parser = XMLParser(data: Data("<code>\(html)</code>".utf8))
        return parser.parse() && parser.parserError == nil
    }
}

@Suite struct RoundTripPropertyTests {
    static let languages = ["swift", "bash", "console", "json", "yaml", "html", "xml", "go-html-template", "go-text-template", "css", "scss",
                            "less", "javascript", "typescript", "go", "diff", "toml", "markdown"]

    /// Fragments that exercise every lexer's special cases, glued together at random.
    static let fragments: [String] = [
        "\"", "\"\"\"", "'", "''", "#", "##", "#\"", "\"#", "\\", "\\(", "\\#(", "(", ")", "{", "}", "[", "]",
        "/*", "*/", "//", "/", "*", "@", "@State", "#if", "$", "$ ", "${", "$(", "$((", "$1", "&", "&&", "|",
        ";", "<", ">", ":", ": ", "-", "- ", "---", "...", "|-", ">+", "!", "!!str", "&a", "*a", ",", "`", "~",
        "\n", "\n$ ", "\n  ", " ", "  ", "\t", "\r\n", "let", "func", "if", "then", "fi", "in", "for", "do",
        "true", "null", "yes", "nil", "Type", "name", "key: ", "x=", "0x1F", "1.5e-3", "0b", "42", "_", "é",
        "名前", "🎉", "\\u{", "\\u00e9", "\\n", "\\\"",
        "<a", "</a>", "<script>", "</script>", "<style>", "</style", "<!--", "-->", "<![CDATA[", "]]>", "<?xml", "?>", "&amp;",
        "&#x1F;", "=\"", "{{", "}}", "{{-", "-}}", "{{/*", ".Title", "$x", "range", "end", "@media", "!important", "#fff",
        "1.5rem", "--x", "url(", "`${", "/a/g", "0x1Fn", "@Input", "\n+", "\n-", "@@", "[[a]]", "'''", "```", "[a](b)", "> ",
    ]

    static func randomFragmentInput(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...40, using: &generator)
        return (0..<count).map { _ in fragments.randomElement(using: &generator)! }.joined()
    }

    static func randomASCIIInput(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...120, using: &generator)
        let printable = (0..<count).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
        return String(decoding: printable.map { $0 == UInt8(ascii: "~") ? UInt8(ascii: "\n") : $0 }, as: UTF8.self)
    }

    /// Arbitrary bytes, including invalid UTF-8 (repaired by decoding) and control characters.
    static func randomByteInput(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...120, using: &generator)
        return String(decoding: (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }, as: UTF8.self)
    }

    /// The input with the control characters XML forbids replaced by U+FFFD, as the
    /// highlighter writes them.
    static func xmlSafe(_ input: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in input.unicodeScalars {
            let forbidden = scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
            result.append(forbidden ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    static func check(_ input: String, parseAsXML: Bool) throws {
        for language in languages {
            let output = try #require(SyntaxHighlighter().highlight(input, language: language))
            let recovered = try RoundTrip.validatedPlainText(output)
            #expect(recovered == xmlSafe(input), "\(language) round trip of \(input.debugDescription)")
            if parseAsXML {
                #expect(RoundTrip.parsesAsXML(output), "\(language) XML for \(input.debugDescription)")
            }
        }
    }

    @Test func checkersRejectMalformedMarkup() {
        #expect(throws: RoundTrip.Failure.unclosedSpans(1)) { try RoundTrip.validatedPlainText(span("string", "a") + "<span class=\"hl-key\">") }
        #expect(throws: RoundTrip.Failure.unexpectedTag("<b>")) { try RoundTrip.validatedPlainText("<b>x</b>") }
        #expect(throws: RoundTrip.Failure.rawQuoteOrBracket) { try RoundTrip.validatedPlainText("a > b") }
        #expect(!RoundTrip.parsesAsXML("<span>"))
        #expect(RoundTrip.parsesAsXML(span("key", "&quot;a&quot;")))
    }

    @Test func fragmentInputsRoundTripAndParseAsXML() throws {
        var generator = SeededGenerator(state: 2024)
        for _ in 0..<300 {
            try Self.check(Self.randomFragmentInput(&generator), parseAsXML: true)
        }
    }

    @Test func asciiInputsRoundTripAndParseAsXML() throws {
        var generator = SeededGenerator(state: 7)
        for _ in 0..<300 {
            try Self.check(Self.randomASCIIInput(&generator), parseAsXML: true)
        }
    }

    /// Control characters are not allowed in XML 1.0, so raw bytes are only checked structurally.
    @Test func arbitraryByteInputsRoundTrip() throws {
        var generator = SeededGenerator(state: 99)
        for _ in 0..<300 {
            try Self.check(Self.randomByteInput(&generator), parseAsXML: false)
        }
    }
}
