/// A line of pymdownx's snippets syntax: `--8<-- "path"`, a block's `--8<--` alone, or one
/// escaped with `;`.
enum SnippetLine: Equatable {
    /// `;--8<-- …`: the line as written, without its `;`.
    case escaped(Substring)
    case file(indent: Substring, reference: Substring)
    case blockStart(indent: Substring)

    init?(_ text: Substring) {
        let indent = text.prefix { $0 == " " || $0 == "\t" }
        var rest = text.dropFirst(indent.count)
        if rest.hasPrefix(";--8<--") {
            self = .escaped(text.dropFirst(indent.count + 1))
            return
        }
        guard rest.hasPrefix("--8<--") else { return nil }
        rest = rest.dropFirst(6).drop { $0 == " " || $0 == "\t" }
        if rest.allSatisfy({ $0 == " " || $0 == "\t" }) {
            self = .blockStart(indent: indent)
            return
        }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let inside = rest.dropFirst()
        guard let end = inside.firstIndex(of: quote), inside[inside.index(after: end)...].allSatisfy({ $0 == " " || $0 == "\t" }) else {
            return nil
        }
        self = .file(indent: indent, reference: inside[..<end])
    }
}

/// A Hugo docs theme's include shortcode alone on its line: `{{% include "path" %}}`,
/// `{{< include "path" >}}`, `{{% readfile file="path" %}}` (Docsy).
struct HugoInclude {
    var path: String

    init?(_ text: Substring) {
        // Byte by byte: every line that starts with `{` on a Hugo page (most of its shortcodes)
        // is asked.
        var rest = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let isAngle = rest.starts(with: "{{<".utf8)
        guard isAngle || rest.starts(with: "{{%".utf8) else { return nil }
        rest = rest.dropFirst(3).drop { $0 == UInt8(ascii: " ") }
        if rest.starts(with: "include".utf8) {
            rest = rest.dropFirst(7)
        } else if rest.starts(with: "readfile".utf8) {
            rest = rest.dropFirst(8)
        } else {
            return nil
        }
        rest = rest.drop { $0 == UInt8(ascii: " ") }
        if rest.starts(with: "file=".utf8) { rest = rest.dropFirst(5) }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        var after = rest.dropFirst(value.count + 2).drop { $0 == UInt8(ascii: " ") }
        if after.first == UInt8(ascii: "/") { after = after.dropFirst() }
        let close = isAngle ? ">}}" : "%}}"
        guard !value.isEmpty, after.starts(with: close.utf8),
              after.dropFirst(3).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
        else { return nil }
        path = String(decoding: value, as: UTF8.self)
    }
}

/// DocC's `@Snippet(path: "Package/Snippets/Name", slice: "name")` on a line of its own.
struct DocCSnippet {
    var path: String
    var slice: String?

    init?(_ text: Substring) {
        let rest = text.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("@Snippet("), rest.last == ")" || rest.reversed().drop(while: { $0 == " " }).first == ")" else { return nil }
        guard let path = Self.argument("path", in: rest) else { return nil }
        self.path = path
        slice = Self.argument("slice", in: rest)
    }

    /// The quoted value of `name:` in the directive's arguments.
    private static func argument(_ name: String, in text: Substring) -> String? {
        guard let label = text.firstRange(of: name + ":") else { return nil }
        let value = text[label.upperBound...].drop { $0 == " " }
        guard value.first == "\"" else { return nil }
        let inside = value.dropFirst()
        return inside.firstIndex(of: "\"").map { String(inside[..<$0]) }
    }
}

/// The part of a file an include asks for: all of it, lines by number (1-based, both ends
/// included), or the lines of a named anchor, section or slice.
enum IncludePart: Equatable {
    case whole
    case lines(from: Int, to: Int?)
    case named(String)

    /// The path and the part of a reference: `file.rs:2:10`, `file.rs:anchor`, `file.md:3:`.
    static func split(_ reference: Substring, syntax: IncludeRequest.Syntax) -> (path: Substring, part: IncludePart) {
        let pieces = reference.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        // A path with a scheme (`https://…`) or a Windows drive keeps its colon.
        guard pieces.count >= 2, pieces[0].count > 1, !pieces[1].hasPrefix("//") else { return (reference, .whole) }
        let path = pieces[0]
        if pieces.count == 2 {
            if pieces[1].isEmpty { return (path, .whole) }
            guard let line = Int(pieces[1]) else { return (path, .named(String(pieces[1]))) }
            // mdBook's `file.rs:2` is line 2 alone; pymdownx's `file.md:2`, line 2 on.
            return (path, .lines(from: max(1, line), to: syntax == .book ? line : nil))
        }
        guard pieces[1].isEmpty || Int(pieces[1]) != nil, pieces[2].isEmpty || Int(pieces[2]) != nil else { return (reference, .whole) }
        return (path, .lines(from: max(1, Int(pieces[1]) ?? 1), to: Int(pieces[2])))
    }

    /// The lines of `text` this part takes, without any anchor, section or slice markers; or
    /// why there are none.
    func taken(from text: String, syntax: IncludeRequest.Syntax) -> Result<[Substring], IncludeFailure> {
        // By bytes: a `\r\n` is one character, which a split on the character `\n` passes.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        switch self {
        case .whole where syntax == .hugo:
            return .success(Self.withoutFrontMatter(lines))
        case .whole:
            var hidden = false
            return .success(lines.filter { line in
                switch Marker(line: line, syntax: syntax) {
                case .hide: hidden = true
                case .show: hidden = false
                case .some: break
                case nil: return !hidden
                }
                return false
            })
        case .lines(let from, let to):
            guard from <= lines.count else { return .failure(IncludeFailure("line \(from) is past the file's \(lines.count) lines")) }
            let end = min(to ?? lines.count, lines.count)
            guard end >= from else { return .failure(IncludeFailure("the lines \(from) to \(end) are no lines")) }
            return .success(Array(lines[(from - 1)..<end]))
        case .named(let name):
            var taken: [Substring] = []
            var isInside = false, found = false, hidden = false
            for line in lines {
                switch Marker(line: line, syntax: syntax) {
                case .start(let marker) where marker == name: isInside = true; found = true
                case .end(let marker) where marker == name || (syntax == .docCSnippet && marker == ""): isInside = false
                case .hide: hidden = true
                case .show: hidden = false
                case .some: break
                case nil: if isInside && !hidden { taken.append(line) }
                }
            }
            guard found else {
                let word = switch syntax {
                case .book: "anchor"
                case .snippet: "section"
                case .docCSnippet: "slice"
                case .hugo: "part"
                }
                return .failure(IncludeFailure("no \(word) '\(name)'"))
            }
            return .success(Self.dedented(taken))
        }
    }

    /// A content file's lines after its front matter (`---` or `+++` lines around it).
    private static func withoutFrontMatter(_ lines: [Substring]) -> [Substring] {
        guard let first = lines.first, first == "---" || first == "+++",
              let end = lines.dropFirst().firstIndex(where: { $0 == first }) else { return lines }
        return Array(lines[(end + 1)...].drop { $0.allSatisfy(\.isWhitespace) })
    }

    /// `lines` without the indent they all share (mdBook and DocC take an anchor's lines so).
    private static func dedented(_ lines: [Substring]) -> [Substring] {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        guard let shared = indents.min(), shared > 0 else { return lines }
        return lines.map { $0.allSatisfy(\.isWhitespace) ? $0.dropFirst(0) : $0.dropFirst(shared) }
    }

    /// A line that marks a part in an included file, which is never shown.
    private enum Marker: Equatable {
        case start(String)
        case end(String)
        case hide
        case show

        init?(line: Substring, syntax: IncludeRequest.Syntax) {
            switch syntax {
            case .hugo:
                return nil
            case .book:
                // `// ANCHOR: name`, `# ANCHOR_END: name`, in any comment.
                if let range = line.firstRange(of: "ANCHOR_END:") {
                    self = .end(Self.word(after: line[range.upperBound...]))
                } else if let range = line.firstRange(of: "ANCHOR:") {
                    self = .start(Self.word(after: line[range.upperBound...]))
                } else {
                    return nil
                }
            case .snippet:
                // `--8<-- [start:name]`, `--8<-- [end:name]`, in any comment.
                guard let range = line.firstRange(of: "--8<-- [") else { return nil }
                let inside = line[range.upperBound...].prefix { $0 != "]" }
                if inside.hasPrefix("start:") {
                    self = .start(String(inside.dropFirst(6)))
                } else if inside.hasPrefix("end:") {
                    self = .end(String(inside.dropFirst(4)))
                } else {
                    return nil
                }
            case .docCSnippet:
                // `// snippet.name`, `// snippet.end`, `// snippet.hide`, `// snippet.show`.
                let text = line.drop { $0 == " " || $0 == "\t" }
                guard text.hasPrefix("// snippet.") else { return nil }
                let name = String(text.dropFirst(11).prefix { !$0.isWhitespace })
                switch name {
                case "end": self = .end("")
                case "hide": self = .hide
                case "show": self = .show
                default: self = .start(name)
                }
            }
        }

        private static func word(after text: Substring) -> String {
            String(text.drop { $0 == " " }.prefix { !$0.isWhitespace })
        }
    }
}
