/// Converts docgen's columns, which count UTF-8 bytes, to columns that count Unicode code points.
///
/// Each file is read once while its findings follow each other, and findings in the order of
/// their places (as a report sorts them) are converted in one pass over the file, so a minified
/// page with thousands of findings on one line costs no more than one read.
struct CodePointColumns {
    private let contents: (String) -> [UInt8]?
    /// The file last asked for; nil bytes when it could not be read.
    private var path: String?
    private var bytes: [UInt8]?
    /// Where each line of the file starts.
    private var lineStarts: [Int] = []
    /// Where the last conversion ended: a byte offset in the file, and its code-point column on its line.
    private var cursor = (offset: 0, column: 1)

    init(contents: @escaping (String) -> [UInt8]?) {
        self.contents = contents
    }

    /// The code-point column of the 1-based byte column `byte` on `line` of the file at `path`;
    /// nil when the file cannot be read or the line is shorter.
    mutating func column(ofByte byte: Int, line: Int, in path: String) -> Int? {
        if path != self.path {
            self.path = path
            bytes = contents(path)
            lineStarts = bytes.map { text in [0] + text.indices.filter { text[$0] == UInt8(ascii: "\n") }.map { $0 + 1 } } ?? []
            cursor = (0, 1)
        }
        guard let bytes, byte >= 1, line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        let target = start + byte - 1
        guard target <= end else { return nil }
        if cursor.offset < start || cursor.offset > target { cursor = (start, 1) }
        // Every byte but a UTF-8 continuation byte (10xxxxxx) starts a code point.
        for offset in cursor.offset..<target where bytes[offset] & 0xC0 != 0x80 {
            cursor.column += 1
        }
        cursor.offset = target
        return cursor.column
    }
}
