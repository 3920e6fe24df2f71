/// Finds the column of text on a given line of a page, since libxml2 reports only lines for
/// elements. Successive searches on one line continue after the previous match, so several
/// identical links on a line get their own columns.
struct ColumnFinder {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    private var cursors: [Int: Int] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(index + 1)
        }
    }

    /// The 1-based byte column where `needle` next occurs on `line`, or 0 when it does not.
    mutating func column(of needle: String, line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, !needle.isEmpty else { return 0 }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let pattern = Array(needle.utf8)
        var index = cursors[line] ?? start
        while index + pattern.count <= end {
            if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                cursors[line] = index + pattern.count
                return index - start + 1
            }
            index += 1
        }
        return 0
    }
}
