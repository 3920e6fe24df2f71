import DocgenCore
import DocgenYAML

/// Reads the part of TOML that `book.toml` and `hugo.toml` use: `[tables]` and `[[arrays of
/// tables]]`, bare, quoted and dotted keys, strings (basic, literal and multi-line), booleans,
/// numbers and dates (kept as written), arrays and inline tables. Every value comes out under
/// its full dotted key (`book.title`, `output.html.fold.enable`), located in the file.
///
/// Debian has no C library for TOML (only C++ ones), so this small reader is written here
/// (docs/ARCHITECTURE.md); a construct it does not know is a located error.
struct TOMLSubsetReader {
    enum Value: Sendable, Equatable {
        case string(String)
        case bool(Bool)
        /// A number or a date, as written.
        case other(String)
        case array([Value])
    }

    struct Entry: Sendable, Equatable {
        var value: Value
        var location: SourceLocation
    }

    private(set) var entries: [String: Entry] = [:]
    /// Every key in the order written, for messages about keys docgen does not read.
    private(set) var keys: [String] = []
    private(set) var diagnostics: [Diagnostic] = []
    private let file: String
    private var scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var arrayCounts: [String: Int] = [:]

    /// Reads `text`, each key under `prefix` (`module.` for Hugo's `config/_default/module.toml`).
    init(_ text: String, file: String, prefix: String = "") {
        self.file = file
        scalars = Array(text.unicodeScalars)
        readDocument()
        if !prefix.isEmpty { prefixKeys(prefix) }
    }

    /// The same dotted keys from a YAML or JSON file (Hugo's `hugo.yaml`): a mapping's keys
    /// joined by dots, a sequence's elements by their index unless they are all scalars.
    init(flattening node: YAMLNode?, file: String, prefix: String = "") {
        self.file = file
        scalars = []
        if let node { flatten(node, under: "") }
        if !prefix.isEmpty { prefixKeys(prefix) }
    }

    /// Adds the keys of `other` that this table does not have.
    mutating func merge(_ other: TOMLSubsetReader) {
        for key in other.keys where entries[key] == nil {
            entries[key] = other.entries[key]
            keys.append(key)
        }
        diagnostics += other.diagnostics
    }

    private mutating func prefixKeys(_ prefix: String) {
        entries = Dictionary(uniqueKeysWithValues: entries.map { (prefix + $0.key, $0.value) })
        keys = keys.map { prefix + $0 }
    }

    private mutating func flatten(_ node: YAMLNode, under key: String) {
        let location = SourceLocation(file: file, line: node.line, column: node.column)
        if let pairs = node.mapping {
            for pair in pairs {
                guard let name = pair.key.scalar else { continue }
                flatten(pair.value, under: key.isEmpty ? name : "\(key).\(name)")
            }
        } else if let elements = node.sequence {
            let texts = elements.compactMap(\.scalar)
            if texts.count == elements.count {
                entries[key] = Entry(value: .array(texts.map(Value.string)), location: location)
                keys.append(key)
            } else {
                for (index, element) in elements.enumerated() { flatten(element, under: "\(key).\(index)") }
            }
        } else if let text = node.scalar, !key.isEmpty {
            entries[key] = Entry(value: node.boolValue.map(Value.bool) ?? .string(text), location: location)
            keys.append(key)
        }
    }

    func string(_ key: String) -> String? {
        if case .string(let text)? = entries[key]?.value { return text }
        return nil
    }

    /// An array of strings, or nil when `key` holds something else.
    func strings(_ key: String) -> [String]? {
        guard case .array(let values)? = entries[key]?.value else { return nil }
        let strings = values.compactMap { value -> String? in
            if case .string(let text) = value { return text }
            return nil
        }
        return strings.count == values.count ? strings : nil
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: position - lineStart + 1) }
    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func advance() {
        if current == "\n" {
            line += 1
            lineStart = position + 1
        }
        position += 1
    }

    private mutating func readDocument() {
        var table = ""
        while current != nil {
            skipBlank(newlines: true)
            guard let scalar = current else { break }
            if scalar == "[" {
                advance()
                let isArray = current == "["
                if isArray { advance() }
                guard let written = readKey() else { return skipLine() }
                guard expect("]") && (!isArray || expect("]")) else { return }
                let key = insideLatestElement(written)
                if isArray {
                    let index = arrayCounts[key, default: 0]
                    arrayCounts[key] = index + 1
                    table = "\(key).\(index)"
                } else {
                    table = key
                }
            } else {
                let start = location
                guard let key = readKey() else { return skipLine() }
                skipBlank(newlines: false)
                guard expect("=") else { return }
                skipBlank(newlines: false)
                guard readValue(under: table.isEmpty ? key : "\(table).\(key)", at: start) else { return }
            }
            skipBlank(newlines: false)
            if let scalar = current, scalar != "\n" {
                diagnostics.append(.error("unexpected '\(scalar)' after a value; one key = value per line", at: location))
                return
            }
        }
    }

    /// `key` with the array of tables it is inside, if any, indexed by its latest element:
    /// `[a.b]` after a second `[[a]]` is `a.1.b`.
    private func insideLatestElement(_ key: String) -> String {
        let arrays = arrayCounts.keys.filter { key.hasPrefix($0 + ".") }
        guard let array = arrays.max(by: { $0.count < $1.count }), let count = arrayCounts[array] else { return key }
        return "\(array).\(count - 1)" + key.dropFirst(array.count)
    }

    /// A key: bare (`a-b_c`) or quoted parts joined by dots.
    private mutating func readKey() -> String? {
        var parts: [String] = []
        while true {
            skipBlank(newlines: false)
            if current == "\"" || current == "'" {
                guard let quoted = readString() else { return nil }
                parts.append(quoted)
            } else {
                var bare = ""
                while let scalar = current, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" {
                    bare.unicodeScalars.append(scalar)
                    advance()
                }
                if bare.isEmpty {
                    diagnostics.append(.error("expected a key", at: location))
                    return nil
                }
                parts.append(bare)
            }
            skipBlank(newlines: false)
            guard current == "." else { return parts.joined(separator: ".") }
            advance()
        }
    }

    /// A value, stored under `key`; an inline table stores each of its entries under it.
    private mutating func readValue(under key: String, at start: SourceLocation) -> Bool {
        if current == "{" {
            advance()
            skipBlank(newlines: false)
            if current == "}" {
                advance()
                return true
            }
            // Each entry is located at the table's key, which names what it sets.
            while true {
                guard let inner = readKey() else { return false }
                skipBlank(newlines: false)
                guard expect("=") else { return false }
                skipBlank(newlines: false)
                guard readValue(under: "\(key).\(inner)", at: start) else { return false }
                skipBlank(newlines: false)
                if current == "}" {
                    advance()
                    return true
                }
                guard expect(",") else { return false }
            }
        }
        guard let value = readPlainValue() else { return false }
        if entries[key] != nil {
            diagnostics.append(.error("key '\(key)' is given twice", at: start))
            return false
        }
        entries[key] = Entry(value: value, location: start)
        keys.append(key)
        return true
    }

    private mutating func readPlainValue() -> Value? {
        switch current {
        case "\"", "'":
            return readString().map(Value.string)
        case "[":
            advance()
            var items: [Value] = []
            while true {
                skipBlank(newlines: true)
                if current == "]" {
                    advance()
                    return .array(items)
                }
                guard let item = readPlainValue() else { return nil }
                items.append(item)
                skipBlank(newlines: true)
                if current == "," { advance() } else if current != "]" {
                    diagnostics.append(.error("expected ',' or ']' in an array", at: location))
                    return nil
                }
            }
        default:
            var word = ""
            while let scalar = current, !" \t\r\n,]}#".unicodeScalars.contains(scalar) {
                word.unicodeScalars.append(scalar)
                advance()
            }
            if word == "true" { return .bool(true) }
            if word == "false" { return .bool(false) }
            if let first = word.unicodeScalars.first, ("0"..."9").contains(first) || "+-".unicodeScalars.contains(first)
                || ["inf", "nan"].contains(word) {
                return .other(word)
            }
            diagnostics.append(.error(word.isEmpty ? "expected a value" : "'\(word)' is not a TOML value; quote a string",
                                      at: location))
            return nil
        }
    }

    /// A basic (`"…"`, with escapes) or literal (`'…'`) string, either one single- or
    /// triple-quoted.
    private mutating func readString() -> String? {
        let start = location
        guard let quote = current else { return nil }
        advance()
        let isMultiline = current == quote && position + 1 < scalars.count && scalars[position + 1] == quote
        if isMultiline {
            advance()
            advance()
            if current == "\n" { advance() }
        }
        var text = ""
        while let scalar = current {
            if scalar == quote {
                if !isMultiline {
                    advance()
                    return text
                }
                if position + 2 < scalars.count && scalars[position + 1] == quote && scalars[position + 2] == quote {
                    advance()
                    advance()
                    advance()
                    return text
                }
            }
            if scalar == "\n" && !isMultiline { break }
            if scalar == "\\" && quote == "\"" {
                advance()
                guard let escaped = current else { break }
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "\"": text += "\""
                case "\\": text += "\\"
                case "\n": skipBlank(newlines: true); continue
                default:
                    diagnostics.append(.error("escape '\\\(escaped)' is not supported here", at: location))
                    return nil
                }
                advance()
                continue
            }
            text.unicodeScalars.append(scalar)
            advance()
        }
        diagnostics.append(.error("string is not closed", at: start))
        return nil
    }

    private mutating func expect(_ scalar: Unicode.Scalar) -> Bool {
        if current == scalar {
            advance()
            return true
        }
        let found = current.map { $0 == "\n" ? "the end of the line" : "'\($0)'" } ?? "the end of the file"
        diagnostics.append(.error("expected '\(scalar)', found \(found)", at: location))
        return false
    }

    /// Spaces, tabs and comments; newlines too when `newlines`.
    private mutating func skipBlank(newlines: Bool) {
        while let scalar = current {
            if scalar == " " || scalar == "\t" || scalar == "\r" || (newlines && scalar == "\n") {
                advance()
            } else if scalar == "#" {
                while let next = current, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private mutating func skipLine() {
        while let scalar = current, scalar != "\n" { advance() }
    }
}
