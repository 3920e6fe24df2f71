/// Converts docgen's columns, which count UTF-8 bytes, to columns that count Unicode code points,
/// reading each file once.
struct CodePointColumns {
    private let contents: (String) -> [UInt8]?
    /// The file last asked for, with the offset where each of its lines starts; nil bytes when
    /// it could not be read.
    private var file: (path: String, bytes: [UInt8]?, lineStarts: [Int])?

    init(contents: @escaping (String) -> [UInt8]?) {
        self.contents = contents
    }

    /// The code-point column of the 1-based byte column `byte` on `line` of the file at `path`;
    /// nil when the file cannot be read or the line is shorter.
    mutating func column(ofByte byte: Int, line: Int, in path: String) -> Int? {
        if file?.path != path {
            let bytes = contents(path)
            let lineStarts = bytes.map { text in [0] + text.indices.filter { text[$0] == UInt8(ascii: "\n") }.map { $0 + 1 } }
            file = (path, bytes, lineStarts ?? [])
        }
        guard let (_, read, lineStarts) = file, let bytes = read, line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        guard start + byte - 1 <= end else { return nil }
        // Every byte but a UTF-8 continuation byte (10xxxxxx) starts a code point.
        return 1 + bytes[start..<(start + byte - 1)].filter { $0 & 0xC0 != 0x80 }.count
    }
}
