/// A position in a source file: a display path and a 1-based line and column.
///
/// Columns count UTF-8 bytes, as cmark-gfm, libyaml and libxml2 do, so every stage agrees.
public struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The file's path as shown to the user (relative to the working directory when possible).
    public var file: String
    /// 1-based line number; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column number; 0 when unknown.
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, leaving out the parts that are unknown.
    public var description: String {
        if line <= 0 { return file }
        if column <= 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    /// The same file, `lines` lines further down; used to map a position inside an embedded block
    /// (front matter, a fenced block) back to the enclosing file.
    public func offset(lines: Int, columns: Int = 0) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: column + columns)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
