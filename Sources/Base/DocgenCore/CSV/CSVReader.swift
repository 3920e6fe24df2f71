/// Reads RFC 4180 CSV text into a ``CSVTable``.
///
/// Beyond RFC 4180, the reader accepts:
/// - records ended by LF, CRLF or a lone CR, mixed freely;
/// - a UTF-8 byte order mark at the start, which is dropped;
/// - no line break after the last record (a final line break adds no record);
/// - rows with different field counts (checking them is left to the caller).
///
/// Fully blank lines, anywhere in the file, are skipped and produce no record,
/// as most readers do; csv-spectrum has no blank-line case to decide it. A line
/// holding only `""` is not blank: it is a record with one empty field.
public enum CSVReader {
    /// Parses `text` as RFC 4180 CSV with the relaxations listed on ``CSVReader``.
    ///
    /// Quoted fields keep separators and line breaks (LF, CRLF or CR)
    /// verbatim, and `""` inside them stands for one `"`. Empty fields are
    /// kept, so `a,,b` has three fields.
    ///
    /// - Parameters:
    ///   - text: The whole CSV file.
    ///   - separator: The field separator: an ASCII character other than `"`
    ///     and the line breaks. Anything else is a programming error and traps.
    /// - Returns: The records, each with the 1-based line it starts on.
    ///   - maximumCells: The most fields the records may hold in all; reading stops at the
    ///     record that goes past it.
    /// - Throws: ``CSVError`` for the first syntax problem:
    ///   `unterminated quoted field` at the field's opening quote,
    ///   `quote in unquoted field` at that quote (`ab"c`), or
    ///   `text after closing quote` at that text (`"ab"c`); or at the start of the record that
    ///   goes past `maximumCells`.
    public static func read(_ text: String, separator: Character = ",", maximumCells: Int = .max) throws(CSVError) -> CSVTable {
        guard let separatorByte = separator.asciiValue, separator != "\"", !separator.isNewline else {
            preconditionFailure("CSV separator must be ASCII and not a quote or line break: \(separator.debugDescription)")
        }
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(CSVError) -> CSVTable in
                var parser = Parser(bytes: bytes, separator: separatorByte, maximumCells: maximumCells)
                return try parser.parseTable()
            }
        }
        return try result.get()
    }
}

private let quote = UInt8(ascii: "\"")
private let lineFeed = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")

/// The byte-level state machine behind ``CSVReader/read(_:separator:)``.
private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    let maximumCells: Int
    /// The next byte to read.
    var index: Int
    /// 1-based line of `index`.
    var line = 1
    /// Offset of the first byte of `line`, for error columns.
    var lineStart: Int
    /// Scratch buffer for quoted fields that contain `""`.
    var unescaped: [UInt8] = []
    /// Scratch: where each field of the current record starts (offset, line, line start).
    var fieldStarts: [(offset: Int, line: Int, lineStart: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, maximumCells: Int) {
        self.bytes = bytes
        self.separator = separator
        self.maximumCells = maximumCells
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lineStart = index
    }

    mutating func parseTable() throws(CSVError) -> CSVTable {
        var records: [CSVRecord] = []
        var previousFieldCount = 0
        var cells = 0
        while index < bytes.count {
            if isLineBreak(bytes[index]) {
                skipLineBreak()
                continue
            }
            let recordLine = line
            var fields: [String] = []
            fields.reserveCapacity(previousFieldCount)
            fieldStarts.removeAll(keepingCapacity: true)
            var quotes = false
            while true {
                fieldStarts.append((index, line, lineStart))
                quotes = quotes || (index < bytes.count && bytes[index] == quote)
                fields.append(try parseField())
                guard index < bytes.count else { break }
                if bytes[index] == separator {
                    index += 1
                } else {
                    skipLineBreak()
                    break
                }
            }
            previousFieldCount = fields.count
            cells += fields.count
            if cells > maximumCells {
                throw CSVError(line: recordLine, column: 1, message: "more than \(maximumCells) cells (rows × columns), the most this CSV may hold")
            }
            let starts = quotes ? fieldStarts.map { CSVPosition(line: $0.line, column: columnOf($0.offset, lineStart: $0.lineStart)) } : nil
            records.append(CSVRecord(fields: fields, line: recordLine, quotedFieldStarts: starts))
        }
        return CSVTable(records: records)
    }

    /// Reads one field and stops before the separator or line break after it.
    private mutating func parseField() throws(CSVError) -> String {
        if index < bytes.count, bytes[index] == quote {
            return try parseQuotedField()
        }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == separator || isLineBreak(byte) { break }
            if byte == quote { throw error(at: index, "quote in unquoted field") }
            index += 1
        }
        return string(start..<index)
    }

    private mutating func parseQuotedField() throws(CSVError) -> String {
        let opening = (index: index, line: line, lineStart: lineStart)
        index += 1
        var segmentStart = index
        unescaped.removeAll(keepingCapacity: true)
        scan: while true {
            guard index < bytes.count else {
                let column = columnOf(opening.index, lineStart: opening.lineStart)
                throw CSVError(line: opening.line, column: column, message: "unterminated quoted field")
            }
            switch bytes[index] {
            case quote:
                guard index + 1 < bytes.count, bytes[index + 1] == quote else { break scan }
                unescaped.append(contentsOf: bytes[segmentStart...index])
                index += 2
                segmentStart = index
            case lineFeed, carriageReturn:
                skipLineBreak()
            default:
                index += 1
            }
        }
        let value: String
        if unescaped.isEmpty {
            value = string(segmentStart..<index)
        } else {
            unescaped.append(contentsOf: bytes[segmentStart..<index])
            value = String(decoding: unescaped, as: UTF8.self)
        }
        index += 1
        if index < bytes.count, bytes[index] != separator, !isLineBreak(bytes[index]) {
            throw error(at: index, "text after closing quote")
        }
        return value
    }

    /// Steps over an LF, CRLF or lone CR at `index` and starts the next line.
    private mutating func skipLineBreak() {
        if bytes[index] == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == lineFeed {
            index += 2
        } else {
            index += 1
        }
        line += 1
        lineStart = index
    }

    private func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func error(at offset: Int, _ message: String) -> CSVError {
        CSVError(line: line, column: columnOf(offset, lineStart: lineStart), message: message)
    }

    /// The 1-based `Character` column of the byte at `offset`.
    private func columnOf(_ offset: Int, lineStart: Int) -> Int {
        string(lineStart..<offset).count + 1
    }
}
