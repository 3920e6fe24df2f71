/// Escaping for text written into XML and HTML: element content and quoted attribute values.
/// docgen's one escaper: Markdown output, highlighted code, templates, diagrams and reports.
public enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` replaced by their references (`'` so that a value is also safe
    /// inside a single-quoted attribute), and the control characters XML forbids replaced by
    /// U+FFFD.
    public static func escape(_ text: String) -> String {
        // Most text (a paragraph's words, a title) has nothing to escape: it is returned as it
        // is, not copied into a new string.
        var text = text
        guard text.withUTF8({ $0.contains(where: isReplaced) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as UTF-8, escaped as ``escape(_:)`` does.
    public static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, 0..<$0.count, to: &bytes) }
    }

    /// Appends a range of UTF-8 bytes, escaped; runs without characters to escape are copied
    /// whole. Every byte escaped is ASCII, so a multi-byte sequence is never split.
    public static func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to bytes: inout [UInt8]) {
        var runStart = range.lowerBound
        for index in range {
            let byte = source[index]
            guard isReplaced(byte), let replacement = replacement(of: byte) else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
            replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<range.upperBound]))
    }

    /// The bytes below 0x40 that ``replacement(of:)`` replaces, as bits: text is mostly letters,
    /// spaces and punctuation, and a bit test tells them apart faster than the switch (escaping
    /// was 1.7% of a clean build's samples).
    private static let replacedBelow0x40: UInt64 = 0x5000_00C4_FFFF_D9FF

    /// True when `byte` is replaced (``replacement(of:)``).
    @inline(__always)
    static func isReplaced(_ byte: UInt8) -> Bool {
        byte < 0x40 && replacedBelow0x40 >> UInt64(byte) & 1 != 0
    }

    /// What replaces `byte`, or nil when it stands as it is.
    @inline(__always)
    static func replacement(of byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        // C0 controls other than tab and line breaks are not allowed in XML, even escaped.
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F: "\u{FFFD}"
        default: nil
        }
    }
}
