@testable import DocgenCore
import Testing

@Suite struct XMLTextTests {
    @Test func markupCharactersBecomeReferences() {
        #expect(XMLText.escape(#"<a href="x">&amp;</a> 'é'"#) == "&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt; &#39;é&#39;")
    }

    @Test func controlCharactersXMLForbidsBecomeReplacementCharacters() {
        #expect(XMLText.escape("a\u{2}b\tc\u{1F}\r\nd\u{0}") == "a\u{FFFD}b\tc\u{FFFD}\r\nd\u{FFFD}")
    }

    /// The bit table that finds what to escape agrees with the replacements, byte for byte.
    @Test func everyReplacedByteIsFound() {
        let wrong = (0...255).map(UInt8.init).filter { XMLText.isReplaced($0) != (XMLText.replacement(of: $0) != nil) }
        #expect(wrong.isEmpty)
    }

    @Test func multiByteTextIsCopiedWhole() {
        #expect(XMLText.escape("圆角 🙂 e\u{301}") == "圆角 🙂 e\u{301}")
        var bytes: [UInt8] = Array("<".utf8)
        XMLText.appendEscaped("分组 & <b>", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "<分组 &amp; &lt;b&gt;")
    }
}
