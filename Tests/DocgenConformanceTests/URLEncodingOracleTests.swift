import DocgenCore
import Testing

/// ``URLEncoding/href(_:)`` byte for byte against the cmark-gfm command, whose HTML renderer
/// the rule is taken from.
@Suite struct URLEncodingOracleTests {
    /// The `href` cmark-gfm writes for a link to `destination`, without its HTML escaping.
    private func cmarkHref(_ destination: String) throws -> String {
        // Inside `<…>` only `<`, `>` and `\` need a backslash.
        let escaped = destination.reduce(into: "") { text, character in
            if "<>\\".contains(character) { text.append("\\") }
            text.append(character)
        }
        let html = try CmarkGFM.html("[a](<\(escaped)>)\n")
        let match = try #require(html.firstMatch(of: #/href="([^"]*)"/#))
        return String(match.output.1).replacing("&#x27;", with: "'").replacing("&amp;", with: "&")
    }

    @Test(.enabled(if: CmarkGFM.tool != nil, "the cmark-gfm command is not installed (Scripts/install-dependencies installs it)"))
    func everyPrintableASCIICharacterAndSomeOthersAreEncodedAsCmarkGFMEncodesThem() throws {
        let printable = (0x20...0x7E).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        for character in printable + ["é", "圆", "🙂", "\u{A0}", "\u{7F}", "%20", "%zz"] {
            let destination = "x\(character)y"
            #expect(URLEncoding.href(destination) == (try cmarkHref(destination)), "destination \(destination.debugDescription)")
        }
    }
}
