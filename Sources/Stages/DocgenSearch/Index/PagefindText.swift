/// Pagefind's clean-up of text it reads (its `normalize_content`): white space trimmed from
/// both ends, each run of line breaks one space, each run of two or more white space characters
/// one space. (Pagefind also decodes HTML entities there; libxml2 has decoded them already.)
enum PagefindText {
    static func normalized(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            // White space seen and not written yet: its first character's bytes, and how many.
            var pending: Range<Int>?
            var pendingCount = 0
            while index < bytes.count {
                let length = scalarLength(bytes[index])
                if isWhitespace(bytes, at: index, length: length) {
                    if pending == nil { pending = index..<index + length }
                    pendingCount += 1
                } else {
                    if let run = pending, !result.isEmpty {
                        // A run: one space if it is two or more characters or a line break.
                        if pendingCount >= 2 || bytes[run.lowerBound] == 0x0A { result.append(0x20) } else { result += bytes[run] }
                    }
                    pending = nil
                    pendingCount = 0
                    result += bytes[index..<index + length]
                }
                index += length
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The length of the UTF-8 sequence `lead` starts (a string's bytes are valid UTF-8).
    @inline(__always)
    static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Whether the character of `length` bytes at `index` is white space.
    @inline(__always)
    static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Bool {
        let lead = bytes[index]
        if length == 1 { return lead == 0x20 || (0x09...0x0D).contains(lead) }
        // Every white space character beyond ASCII starts with one of these bytes.
        guard lead == 0xC2 || lead == 0xE1 || lead == 0xE2 || lead == 0xE3 else { return false }
        var value = UInt32(lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }

    /// `text`'s words: its runs of characters between white space.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let length = scalarLength(bytes[index])
                let isSpace = isWhitespace(bytes, at: index, length: length)
                if isSpace {
                    if index > start { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
                    start = index + length
                }
                index += length
            }
            if bytes.count > start { words.append(String(decoding: bytes[start...], as: UTF8.self)) }
        }
        return words
    }

    /// Rust's `char::is_whitespace` (Unicode's White_Space), quick for ASCII.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
