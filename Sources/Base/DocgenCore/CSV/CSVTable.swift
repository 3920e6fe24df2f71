/// A CSV file read into rows of fields, with the 1-based line each record starts on.
///
/// Rows are returned as written: records may have different field counts, and
/// checking column counts is left to the caller.
public struct CSVTable: Sendable, Equatable {
    /// The records in file order; fully blank lines produce no record.
    public var records: [CSVRecord]

    /// Creates a table from already parsed records.
    public init(records: [CSVRecord]) {
        self.records = records
    }
}

/// One CSV record: its fields, unquoted, and the line it starts on.
public struct CSVRecord: Sendable, Equatable {
    /// The field values, with surrounding quotes removed and `""` turned into `"`.
    public var fields: [String]
    /// 1-based line of the file where the record starts (records can span lines inside quotes).
    public var line: Int
    /// Where each field starts, kept only when the record quotes a field (quotes and line
    /// breaks inside them move the later fields); otherwise each field starts one separator
    /// after the one before, on the record's line.
    var quotedFieldStarts: [CSVPosition]?

    /// Creates a record from its fields and the 1-based line it starts on.
    public init(fields: [String], line: Int) {
        self.fields = fields
        self.line = line
    }

    init(fields: [String], line: Int, quotedFieldStarts: [CSVPosition]?) {
        self.fields = fields
        self.line = line
        self.quotedFieldStarts = quotedFieldStarts
    }

    /// The 1-based line and column (in `Character`s, as in ``CSVError``) where the field at
    /// `index` starts; the record's start for an index past its last field.
    public func position(ofField index: Int) -> CSVPosition {
        guard index >= 0, index < fields.count else { return CSVPosition(line: line, column: 1) }
        if let quotedFieldStarts { return quotedFieldStarts[index] }
        var column = 1
        for field in fields[..<index] { column += field.count + 1 }
        return CSVPosition(line: line, column: column)
    }

    /// Records are equal when their fields and lines are; field positions follow from the text.
    public static func == (lhs: CSVRecord, rhs: CSVRecord) -> Bool {
        lhs.fields == rhs.fields && lhs.line == rhs.line
    }
}

/// A 1-based line and column in a CSV file.
public struct CSVPosition: Sendable, Equatable {
    public var line: Int
    /// Counted in `Character`s from the start of the line.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
