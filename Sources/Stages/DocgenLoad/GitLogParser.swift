import DocgenModel

/// Reads the output of ``GitHistory/arguments``: for each path, the date of the first commit
/// that lists it, which is its last commit, since `git log` lists the newest first.
///
/// With `-z`, every field ends in a NUL. Each commit is its format, `%x00%x00%cI` (two empty
/// fields, then the date), then the paths it changed: the first one after a newline, or, for a
/// merge's combined listing, after one more empty field. So a field after two empty fields is
/// a date, and every other non-empty field is a path (none is empty, and none is two NULs).
enum GitLogParser {
    /// The date of each path's newest commit, paths as git writes them (from the repository's top).
    static func lastCommitDates(in output: [UInt8]) -> [String: CommitDate] {
        var dates: [String: CommitDate] = [:]
        var current: CommitDate?
        var emptyRun = 0
        var followsDate = false
        for field in output.split(separator: 0, omittingEmptySubsequences: false) {
            if field.isEmpty {
                emptyRun += 1
                followsDate = false
                continue
            }
            defer { emptyRun = 0 }
            if emptyRun >= 2 {
                current = CommitDate(iso: Substring(decoding: field, as: UTF8.self))
                followsDate = true
                continue
            }
            // git starts the list of a commit's paths on a new line.
            let path = followsDate && field.first == UInt8(ascii: "\n") ? field.dropFirst() : field
            followsDate = false
            guard let current, !path.isEmpty else { continue }
            let name = String(decoding: path, as: UTF8.self)
            if dates[name] == nil { dates[name] = current }
        }
        return dates
    }
}
