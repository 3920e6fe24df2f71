import DocgenCore

/// The smallest text of a drawing: how far a page may shrink the drawing before a label gets
/// too small to read depends on it.
public enum DiagramTextSize {
    /// The smallest text size any diagram draws, in points (one point is one CSS pixel at the
    /// drawing's natural size): callouts, chart labels and ticks. List views draw 13 and up.
    public static let minimum = 11.0

    /// The smallest `font-size` the elements of `markup` are drawn at, or nil when none has one.
    public static func smallest(in markup: String) -> Double? {
        let attribute = Array(#"font-size=""#.utf8)
        var smallest: Double?
        var markup = markup
        markup.withUTF8 { bytes in
            var index = 0
            while let found = attribute.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes, within: index..<bytes.count) }) {
                index = found + attribute.count
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") { index += 1 }
                if let size = Double(String(decoding: bytes[start..<index], as: UTF8.self)) {
                    smallest = min(smallest ?? size, size)
                }
            }
        }
        return smallest
    }
}
