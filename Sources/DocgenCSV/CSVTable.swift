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

    /// Creates a record from its fields and the 1-based line it starts on.
    public init(fields: [String], line: Int) {
        self.fields = fields
        self.line = line
    }
}
