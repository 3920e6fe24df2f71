import DocgenCore
import Testing

@Suite struct JSONTextTests {
    /// Quotes, backslashes and control characters are escaped; with `shortControlEscapes`,
    /// backspace and form feed are written as serde_json writes them.
    @Test func stringsAreEscapedEitherWay() {
        let text = "a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{7F}é"
        var plain: [UInt8] = []
        JSONText.appendString(text.utf8, to: &plain)
        #expect(String(decoding: plain, as: UTF8.self) == #""a\"b\\c\n\r\t\u0008\u000c\u0001"# + "\u{7F}é\"")
        var serde: [UInt8] = []
        JSONText.appendString(text.utf8, to: &serde, shortControlEscapes: true)
        #expect(String(decoding: serde, as: UTF8.self) == #""a\"b\\c\n\r\t\b\f\u0001"# + "\u{7F}é\"")
    }
}
