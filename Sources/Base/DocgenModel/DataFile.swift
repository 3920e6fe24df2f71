import DocgenCore

/// A CSV file a bench table may read (under `data/`, or among the static files), read and
/// parsed once when the site is loaded. Its problem is reported by the bench tables that read
/// it, at its place in the file.
public struct DataFile: Sendable {
    public enum Contents: Sendable {
        case table(CSVTable)
        case problem(Diagnostic)
    }

    public var contents: Contents
    /// XXH3-128 of the file's bytes, in hexadecimal: what the pages that read it depend on.
    public var hash: String

    public init(contents: Contents, hash: String) {
        self.contents = contents
        self.hash = hash
    }
}
