import DocgenCore

/// The options after a fence's language, as Starlight's expressive-code writes them:
/// ```` ```swift {3-5} ins={7} del={8} title="RoundedCell.swift" file="Samples/Cell.swift#cell" ````.
///
/// `{…}` (or `mark={…}`) marks lines, `ins={…}` and `del={…}` show them inserted and deleted;
/// each holds line numbers and ranges (`1, 3-5`), counted from 1 in the block as shown.
/// `title="…"` names the block (a file-name bar) and `file="PATH#SLICE"` takes its code from a
/// snippet file. Values may be quoted with `"` or `'`. A word without a value (the guide's
/// `iOS14`, which its sample checker reads) is kept as a flag, for other tools.
///
/// Other generators' forms are read too: an attribute list in braces (Hugo's and Pandoc's
/// `{linenos=table hl_lines=[2,"4-5"] file="x.html"}`, pymdownx's `{ .py title="x" }`), whose
/// `title` or `file` names the block (the caption Hugo's themes show), and `hl_lines`
/// (`"2 3"`, `[2,"4-5"]`) marking lines. Their display settings (line numbers, classes, copy
/// buttons) change nothing in docgen's blocks and are accepted quietly.
public struct FenceOptions: Equatable, Sendable {
    public var language: String
    public var marked: Set<Int> = []
    public var inserted: Set<Int> = []
    public var deleted: Set<Int> = []
    public var title: String?
    public var file: String?
    /// Words without a value, in order.
    public var flags: [String] = []
    /// What could not be read, for located warnings and errors.
    public var problems: [String] = []

    /// True when an option asks for more than a plain highlighted block.
    public var isDecorated: Bool { !marked.isEmpty || !inserted.isEmpty || !deleted.isEmpty || title != nil }

    /// Every line number an option names, with the option, to check against the block's length.
    public var numberedLines: [(line: Int, option: String)] {
        [("mark", marked), ("ins", inserted), ("del", deleted)].flatMap { name, lines in lines.sorted().map { ($0, name) } }
    }

    public init(info: String) {
        var rest = Substring(info)
        // Pandoc and pymdownx may give the language as the first class of the list: `{.swift}`.
        language = rest.first == "{" ? "" : String(rest.prefix { !$0.isWhitespace })
        rest = rest.dropFirst(language.count)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            let name = rest.prefix { $0 != "=" && $0 != "{" && !$0.isWhitespace }
            rest = rest.dropFirst(name.count)
            if rest.first == "=" { rest = rest.dropFirst() } else if !name.isEmpty {
                flags.append(String(name))
                continue
            }
            guard let (value, after) = Self.value(in: rest) else {
                problems.append("fence option '\(name.isEmpty ? "{" : String(name))' has an unterminated value")
                break
            }
            rest = after
            if name.isEmpty && Self.isAttributeList(value) {
                readAttributeList(value)
                continue
            }
            switch name {
            case "", "mark": marked.formUnion(lines(value, option: name.isEmpty ? "{…}" : "mark"))
            case "ins": inserted.formUnion(lines(value, option: "ins"))
            case "del": deleted.formUnion(lines(value, option: "del"))
            case "hl_lines": marked.formUnion(lines(Self.lineList(value), option: "hl_lines"))
            case "title": title = value
            case "file": file = value
            case _ where Self.displaySettings.contains(name.lowercased()): break
            default:
                let known = ["mark", "ins", "del", "title", "file"]
                let suggestion = Spelling.closest(to: String(name), in: known).map { "; did you mean '\($0)'?" }
                    ?? " (options: {lines}, \(known.joined(separator: ", ")))"
                problems.append("unknown fence option '\(name)'\(suggestion)")
            }
        }
    }

    /// Other generators' settings of how a block is shown (line numbers, copy buttons, styles):
    /// docgen's blocks look the same without them.
    private static let displaySettings: Set<String> = [
        "linenos", "linenostart", "linenums", "lineanchors", "anchorlinenos", "linenumbersintable", "hl_inline",
        "copy", "style", "noclasses", "guesssyntax", "tabwidth", "codetitle", "wrap", "showlinenumbers",
    ]

    /// True when braces hold an attribute list (`{.class #id key=value}`), not line numbers.
    private static func isAttributeList(_ value: String) -> Bool {
        value.contains("=") || value.split(whereSeparator: { $0 == " " || $0 == "," }).contains { $0.first == "." || $0.first == "#" }
    }

    /// Reads `{.class #id key=value, key="value"}`: the keys docgen knows, the display settings
    /// quietly, and a located problem for the rest.
    private mutating func readAttributeList(_ list: String) {
        var rest = Substring(list)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { return }
            let name = rest.prefix { $0 != "=" && !$0.isWhitespace && $0 != "," }
            rest = rest.dropFirst(name.count)
            guard rest.first == "=" else {
                // The first class is the language where none came before it (`{ .swift }`);
                // other classes, `#id` and bare words are how a theme styles the block.
                if language.isEmpty, name.first == "." { language = String(name.dropFirst()) }
                continue
            }
            rest = rest.dropFirst()
            let value: String
            if rest.first == "[" {
                let inside = rest.dropFirst().prefix { $0 != "]" }
                value = String(inside)
                rest = rest.dropFirst(inside.count + 2)
            } else if rest.first == "\"" || rest.first == "'", let (quoted, after) = Self.value(in: rest) {
                value = quoted
                rest = after
            } else {
                let word = rest.prefix { !$0.isWhitespace && $0 != "," }
                value = String(word)
                rest = rest.dropFirst(word.count)
            }
            switch name.lowercased() {
            case "hl_lines", "mark": marked.formUnion(lines(Self.lineList(value), option: String(name)))
            case "ins": inserted.formUnion(lines(Self.lineList(value), option: "ins"))
            case "del": deleted.formUnion(lines(Self.lineList(value), option: "del"))
            case "title", "file", "filename", "caption": title = value
            case let key where Self.displaySettings.contains(key) || key.hasPrefix("data-"): break
            default: problems.append("'\(name)' in the block's attribute list is not read by docgen; it has no effect")
            }
        }
    }

    /// `2 3`, `2,"4-5"` or `"2-3"` as docgen's `2, 4-5`.
    private static func lineList(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.filter { $0 != "\"" && $0 != "'" } }
            .filter { !$0.isEmpty }.joined(separator: ",")
    }

    /// A value: `{…}`, a quoted string, or a word; and what follows it.
    private static func value(in text: Substring) -> (String, Substring)? {
        guard let first = text.first else { return ("", text) }
        let closing: Character? = first == "{" ? "}" : first == "\"" || first == "'" ? first : nil
        guard let closing else {
            let word = text.prefix { !$0.isWhitespace }
            return (String(word), text.dropFirst(word.count))
        }
        let body = text.dropFirst()
        guard let end = body.firstIndex(of: closing) else { return nil }
        return (String(body[..<end]), body[body.index(after: end)...])
    }

    /// The line numbers `1, 3-5` names; a part that is not one is a problem.
    private mutating func lines(_ value: String, option: String) -> Set<Int> {
        var result: Set<Int> = []
        for part in value.split(separator: ",") {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingSpaces) }
            if bounds.count == 1, let line = bounds[0], line >= 1 {
                result.insert(line)
            } else if bounds.count == 2, let low = bounds[0], let high = bounds[1], low >= 1, low <= high, high - low < 100_000 {
                result.formUnion(low...high)
            } else {
                problems.append("'\(part.trimmingSpaces)' in \(option) is not a line number or range (such as 3 or 3-5)")
            }
        }
        return result
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return self[first...last]
    }
}
