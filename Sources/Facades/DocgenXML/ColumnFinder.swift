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
        return needle.withUTF8 { column(of: $0, line: line) }
    }

    /// The column of a start tag, `startTag` being `<` and the element's name as written (UTF-8).
    /// Looked for whole: a search for the name alone stopped at every letter `a` of a line.
    mutating func column(ofStartTag startTag: [UInt8], line: Int) -> Int {
        startTag.withUnsafeBufferPointer { column(of: $0, line: line) }
    }

    /// Finds `pattern` after the line's cursor, and moves the cursor past it.
    private mutating func column(of pattern: UnsafeBufferPointer<UInt8>, line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, !pattern.isEmpty else { return 0 }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let from = cursors[line - 1]
        return bytes.withUnsafeBufferPointer { text in
            guard from <= end, let found = ByteSearch.firstOffset(of: pattern, in: text, within: from..<end) else { return 0 }
            cursors[line - 1] = found + pattern.count
            return found - start + 1
        }
    }
}
