/// A located CSV syntax problem, with a 1-based line and column.
///
/// Columns count `Character`s (extended grapheme clusters) from the start of
/// the line, so `名前,ab"c` reports the stray quote at column 6. A byte order
/// mark at the start of the file is not counted. LF, CRLF and a lone CR each
/// end a line, inside quoted fields too.
public struct CSVError: Error, Sendable, Equatable {
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column of the problem, counted in `Character`s.
    public var column: Int
    /// What is wrong, in lower case without a trailing period.
    public var message: String

    /// Creates an error at a 1-based line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
