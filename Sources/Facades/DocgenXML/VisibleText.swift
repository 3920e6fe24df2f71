/// Decides whether a text node holds something other than white space, as Swift's
/// `Character.isWhitespace` judges each character.
enum VisibleText {
    /// True when the NUL-terminated UTF-8 `text` has a character that is not white space.
    /// ASCII is judged byte by byte. A non-ASCII character that is the text's first or follows
    /// an ASCII control character starts a character of its own and is judged alone; anything
    /// else (after a space, which a combining mark would join) is judged as a Swift string.
    static func isIn(_ text: UnsafePointer<UInt8>) -> Bool {
        var byte = text
        while byte.pointee != 0 {
            switch byte.pointee {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                byte += 1
            case 0x80...:
                if byte == text || byte[-1] != UInt8(ascii: " "), let scalar = firstScalar(at: byte), !scalar.properties.isWhitespace {
                    return true
                }
                return String(cString: text).contains { !$0.isWhitespace }
            default:
                return true
            }
        }
        return false
    }

    /// The scalar whose UTF-8 encoding starts at `start`, or nil when the bytes are not UTF-8.
    private static func firstScalar(at start: UnsafePointer<UInt8>) -> Unicode.Scalar? {
        var length = 0
        while length < 4 && start[length] != 0 { length += 1 }
        var bytes = UnsafeBufferPointer(start: start, count: length).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return nil }
        return scalar
    }
}
