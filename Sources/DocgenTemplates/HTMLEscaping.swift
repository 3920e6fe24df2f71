extension [UInt8] {
    /// Appends `text` as UTF-8 with `&`, `<`, `>`, `"` and `'` replaced by HTML entities.
    ///
    /// The spec requires escaping `& " < >`; `'` is escaped as `&#39;` too (as the reference
    /// implementation does) so values are also safe inside single-quoted attributes.
    mutating func appendEscapingHTML(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var unescapedStart = 0
            for (index, byte) in bytes.enumerated() {
                let entity: StaticString
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                append(contentsOf: bytes[unescapedStart..<index])
                entity.withUTF8Buffer { append(contentsOf: $0) }
                unescapedStart = index + 1
            }
            append(contentsOf: bytes[unescapedStart...])
        }
    }
}
