import DocgenCore

/// Where each line of a chapter's body as preprocessors left it came from in the chapter's
/// file, so that problems found in the changed text point at the lines the author wrote.
///
/// The rule: the changed body is compared with the body read from the file, line by line (the
/// fewest lines added and removed, as `diff` does). A line both have maps to its line in the
/// file; a line the preprocessors added or changed maps to the first line of the file's text it
/// replaced, or else (a line only added) to the kept line before it. Front matter lines, which
/// preprocessors never change, map to themselves.
public struct LineMap: Sendable, Equatable {
    /// The 1-based line of the file before the body's first line.
    public let bodyLineOffset: Int
    /// For each line of the changed body, the 0-based line of the original body it maps to.
    private let origins: [Int32]

    /// A hash of the map: diagnostics and links of the page are placed by it.
    public var digest: String {
        var hash = ContentHash()
        hash.update(bodyLineOffset)
        origins.withUnsafeBytes { hash.update($0) }
        return hash.hex
    }

    /// The map from `original` to `changed`, both a chapter's body, whose first line is line
    /// `bodyLineOffset + 1` of its file.
    public init(original: String, changed: String, bodyLineOffset: Int) {
        self.bodyLineOffset = bodyLineOffset
        let before = original.split(separator: "\n", omittingEmptySubsequences: false)
        let after = changed.split(separator: "\n", omittingEmptySubsequences: false)
        let difference = after.difference(from: before)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var origins: [Int32] = []
        origins.reserveCapacity(after.count)
        // The original's lines removed just before, which the added lines that follow replace.
        var old = 0, lastKept = 0, replaced: Int?
        for new in after.indices {
            if removed.contains(old) {
                replaced = replaced ?? old
                while removed.contains(old) { old += 1 }
            }
            if inserted.contains(new) {
                origins.append(Int32(replaced ?? lastKept))
            } else {
                origins.append(Int32(old))
                (lastKept, old, replaced) = (old, old + 1, nil)
            }
        }
        self.origins = origins
    }

    /// The file's line for `line`, a line of the file as the changed body counts it.
    public func fileLine(_ line: Int) -> Int {
        let index = line - bodyLineOffset - 1
        guard index >= 0, !origins.isEmpty else { return line }
        return bodyLineOffset + 1 + Int(origins[min(index, origins.count - 1)])
    }

    /// `diagnostics` with the lines in `file` mapped to the file's lines.
    public func mapping(_ diagnostics: [Diagnostic], in file: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.location.file == file else { return diagnostic }
            var mapped = diagnostic
            mapped.location.line = fileLine(diagnostic.location.line)
            return mapped
        }
    }
}
