/// The code a block shows from a snippet file, cut by the markers of Swift's snippets proposal
/// (SE-0356): `// snippet.NAME` starts the slice NAME and `// snippet.end` ends it;
/// `// snippet.hide` and `// snippet.show` leave lines out. Marker lines are never shown, and
/// the slice loses the indentation all its lines share.
enum SnippetSlice {
    /// The slice `name` of `text` (the whole file without `name`), or why there is none.
    static func cut(_ text: String, name: String?) -> Result<String, SliceProblem> {
        var lines: [Substring] = []
        var inSlice = name == nil
        var found = name == nil
        var hidden = false
        var names: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("// snippet.") else {
                if inSlice && !hidden { lines.append(line.last == "\r" ? line.dropLast() : line) }
                continue
            }
            let marker = String(trimmed.dropFirst("// snippet.".count).prefix { !$0.isWhitespace && $0 != "\r" })
            switch marker {
            case "hide": hidden = true
            case "show": hidden = false
            case "end": if name != nil { inSlice = false }
            default:
                names.append(marker)
                if let name {
                    inSlice = marker == name
                    found = found || inSlice
                    hidden = false
                }
            }
        }
        guard found else { return .failure(SliceProblem(known: names)) }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return .success(lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n")
    }

    /// A slice the file does not have, and the slices it has.
    struct SliceProblem: Error, Equatable {
        var known: [String]
    }
}
