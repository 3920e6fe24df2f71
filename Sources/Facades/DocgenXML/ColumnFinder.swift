#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocgenCore

/// Finds the column of text on a given line of a page, since libxml2 reports only lines for
/// elements. Successive searches on one line continue after the previous match, so several
/// identical links on a line get their own columns.
struct ColumnFinder {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Where the next search on each line starts (index `line - 1`).
    private var cursors: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count, let found = memchr(buffer.baseAddress! + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - buffer.baseAddress! + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
        cursors = starts
    }

    /// The 1-based byte column where `needle` next occurs on `line`, or 0 when it does not.
    mutating func column(of needle: String, line: Int) -> Int {
        var needle = needle
        return needle.withUTF8 { column(of: $0, after: nil, line: line) }
    }

    /// The column of the start tag `<name` of an element named `name` (UTF-8, as written).
    mutating func column(ofElement name: [UInt8], line: Int) -> Int {
        name.withUnsafeBufferPointer { column(of: $0, after: UInt8(ascii: "<"), line: line) }
    }

    /// Finds `prefix` (when given) immediately followed by `pattern`, after the line's cursor.
    private mutating func column(of pattern: UnsafeBufferPointer<UInt8>, after prefix: UInt8?, line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, !pattern.isEmpty else { return 0 }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let lead = prefix == nil ? 0 : 1
        var from = cursors[line - 1] + lead
        return bytes.withUnsafeBufferPointer { text in
            while from <= end, let found = ByteSearch.firstOffset(of: pattern, in: text, within: from..<end) {
                if prefix == nil || text[found - 1] == prefix! {
                    cursors[line - 1] = found + pattern.count
                    return found - lead - start + 1
                }
                from = found + 1
            }
            return 0
        }
    }
}
