/// Decides whether text holds something other than white space, as Swift's
/// `Character.isWhitespace` judges each character.
enum VisibleText {
    /// True when the UTF-8 `text` has a character that is not white space. ASCII is judged byte
    /// by byte. A non-ASCII character that is the text's first or follows an ASCII control
    /// character starts a character of its own and is judged alone; anything else (after a
    /// space, which a combining mark would join) is judged as a Swift string.
    static func isIn(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for (offset, byte) in text.enumerated() {
            if byte < 0x80 {
                if isVisibleASCII(byte) { return true }
                continue
            }
            if offset == 0 || text[offset - 1] != UInt8(ascii: " "), let scalar = firstScalar(in: UnsafeBufferPointer(rebasing: text[offset...])),
               !scalar.properties.isWhitespace {
                return true
            }
            return String(decoding: text, as: UTF8.self).contains { !$0.isWhitespace }
        }
        return false
    }

    /// True for an ASCII byte that is a character other than white space: it is visible
    /// whatever surrounds it, since no character before it can join it.
    static func isVisibleASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0x80...: false
        default: true
        }
    }

    /// The scalar whose UTF-8 encoding starts `bytes`, or nil when the bytes are not UTF-8.
    private static func firstScalar(in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = UnsafeBufferPointer(rebasing: bytes.prefix(4)).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }
}
