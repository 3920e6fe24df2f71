/// Decides whether a text node holds something other than white space.
enum VisibleText {
    /// True when the NUL-terminated UTF-8 `text` holds something other than white space. ASCII
    /// is judged byte by byte; text with other characters is judged by Unicode's white-space
    /// property.
    static func isIn(_ text: UnsafePointer<UInt8>) -> Bool {
        var byte = text
        while byte.pointee != 0 {
            switch byte.pointee {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: byte += 1
            case 0x80...: return String(cString: text).contains { !$0.isWhitespace }
            default: return true
            }
        }
        return false
    }
}
