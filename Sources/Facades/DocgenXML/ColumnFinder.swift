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

    /// The 1-based byte column where `needle` next occurs on `line` before byte `bound` (how
    /// far the parser has read, when known), or 0 when it does not.
    /// With `movesOnFailure`, a needle not found moves the line's next search to `bound`, for a
    /// list of values whose every miss would otherwise read the rest of the tag again.
    mutating func column(of needle: String, line: Int, before bound: ParsePosition? = nil, movesOnFailure: Bool = false) -> Int {
        var needle = needle
        return needle.withUTF8 { column(of: $0, line: line, before: bound, movesOnFailure: movesOnFailure) }
    }

    /// The column of a start tag, `startTag` being `<` and the element's name as written (UTF-8),
    /// before byte `bound`. Looked for whole: a search for the name alone stopped at every letter
    /// `a` of a line. With `ignoringCase` (HTML, whose parser lower-cases the names it reports),
    /// a tag written in other case (`<P>`, `<Div>`) is found too.
    ///
    /// A tag not found (a name written with a prefix, an element the HTML parser implied) moves
    /// the line's next search to where the parser is, as nothing before it can be a later
    /// element's (when that place is known): every search starts where the last one stopped,
    /// and a page costs one pass however many of its tags are not found. (Searching the rest of
    /// the line again for each made a line of 100,000 prefixed elements take two minutes.)
    mutating func column(ofStartTag startTag: [UInt8], line: Int, ignoringCase: Bool = false, before bound: ParsePosition? = nil) -> Int {
        let found = startTag.withUnsafeBufferPointer { column(of: $0, line: line, before: bound, movesOnFailure: !ignoringCase) }
        guard found == 0, ignoringCase, let window = window(line: line, before: bound) else { return found }
        var offset = window.lowerBound
        while offset + startTag.count <= window.upperBound {
            if startTag.indices.allSatisfy({ Self.folded(bytes[offset + $0]) == Self.folded(startTag[$0]) }) {
                cursors[line - 1] = offset + startTag.count
                return offset - lineStarts[line - 1] + 1
            }
            offset += 1
        }
        skip(line: line, to: bound)
        return 0
    }

    /// An ASCII letter in lower case; any other byte as it is.
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// How far the parser has read when it reports an element: what it reported lies before
    /// `end`, and no later element starts before `passed` (when that is known).
    struct ParsePosition {
        var end: Int
        var passed: Int?
    }

    /// Where `line` (1-based, within the page) ends: the start of the next, or the page's end.
    private func end(ofLine line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The bytes of `line` a search reads: from the line's cursor to its end or `bound`.
    private func window(line: Int, before bound: ParsePosition?) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let lineEnd = end(ofLine: line)
        let end = bound.map { min(max($0.end, 0), lineEnd) } ?? lineEnd
        let from = cursors[line - 1]
        return from <= end ? from..<end : nil
    }

    /// Moves the line's cursor to where the parser has passed, after a miss.
    private mutating func skip(line: Int, to bound: ParsePosition?) {
        guard let passed = bound?.passed, line >= 1, line <= lineStarts.count else { return }
        cursors[line - 1] = max(cursors[line - 1], min(passed, end(ofLine: line)))
    }

    /// Finds `pattern` in the line's window, and moves the cursor past it; with
    /// `movesOnFailure`, a pattern not found moves the cursor to where the parser has passed.
    private mutating func column(of pattern: UnsafeBufferPointer<UInt8>, line: Int, before bound: ParsePosition?, movesOnFailure: Bool) -> Int {
        guard !pattern.isEmpty, let window = window(line: line, before: bound) else { return 0 }
        return bytes.withUnsafeBufferPointer { text in
            guard let found = ByteSearch.firstOffset(of: pattern, in: text, within: window) else {
                if movesOnFailure { skip(line: line, to: bound) }
                return 0
            }
            cursors[line - 1] = found + pattern.count
            return found - lineStarts[line - 1] + 1
        }
    }
}
