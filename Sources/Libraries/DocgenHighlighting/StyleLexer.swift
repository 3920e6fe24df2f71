import DocgenCore

/// Highlights CSS, and SCSS and Less (their `//` comments, `$` and `@` variables): in a
/// selector, tag names as keys, `.class` and `#id` as types, `:pseudo` classes as attributes;
/// at-rules as keywords; in a declaration, the property as a key (a custom `--property` as a
/// variable), numbers with their units and `#hex` colours as numbers, strings, functions
/// (`rgb(`, `var(`) and `!important`.
///
/// Inside a block, a statement is a nested rule when a `{` comes before its `;` or `}`
/// (SCSS, Less and CSS nesting), else a declaration.
struct StyleLexer: EmbeddableLexer {
    enum Dialect {
        case css, scss, less
    }

    let source: UnsafeBufferPointer<UInt8>
    let end: Int
    private let dialect: Dialect
    var position: Int
    var writer: HTMLTokenWriter

    mutating func lexRange() {
        lexSheet()
    }

    init(source: UnsafeBufferPointer<UInt8>, range: Range<Int>, dialect: Dialect) {
        self.source = source
        self.end = range.upperBound
        self.position = range.lowerBound
        self.dialect = dialect
        self.writer = HTMLTokenWriter(reservingCapacityFor: 0)
    }

    /// Statements one after another: at-rules, rules and (inside a block) declarations.
    private mutating func lexSheet() {
        var depth = 0
        while position < end {
            let current = source[position]
            if current.isWhitespace || current == UInt8(ascii: ";") {
                appendPlain()
            } else if lexComment() {
                continue
            } else if current == UInt8(ascii: "{") {
                depth += 1
                appendPlain()
            } else if current == UInt8(ascii: "}") {
                depth = max(0, depth - 1)
                appendPlain()
            } else if current == UInt8(ascii: "@") && isNameStart(byte(at: position + 1)) && !isVariableDeclaration() {
                let start = position
                position += 1
                skipName()
                writer.appendToken(.keyword, source, start..<position)
                lexValue(stoppingAtBrace: true)
            } else if depth > 0 && !opensBlock() {
                lexDeclaration()
            } else if depth == 0 && (dialect != .css) && isVariableDeclaration() {
                lexDeclaration()
            } else {
                lexSelector()
            }
        }
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte.isNonASCII
    }

    private mutating func skipName() {
        while position < end, isNameStart(source[position]) || source[position].isASCIIDigit {
            position += 1
        }
    }

    /// A `/* */` comment, or in SCSS and Less a `//` one, written; false when none starts here.
    private mutating func lexComment() -> Bool {
        let start = position
        if source[position] == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "*") {
            position += 2
            while position < end && !(source[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/")) {
                position += 1
            }
            position = min(position + 2, end)
        } else if dialect != .css && source[position] == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "/") {
            while position < end && source[position] != UInt8(ascii: "\n") {
                position += 1
            }
        } else {
            return false
        }
        writer.appendToken(.comment, source, start..<position)
        return true
    }

    /// True when the statement here is a rule: a `{` comes before any `;` or `}`.
    private func opensBlock() -> Bool {
        var index = position
        var quote: UInt8?
        var parentheses = 0
        while index < end {
            let current = source[index]
            if let open = quote {
                if current == UInt8(ascii: "\\") { index += 1 } else if current == open { quote = nil }
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                quote = current
            } else if current == UInt8(ascii: "(") {
                parentheses += 1
            } else if current == UInt8(ascii: ")") {
                parentheses = max(0, parentheses - 1)
            } else if current == UInt8(ascii: "#") && byte(at: index + 1) == UInt8(ascii: "{") {
                index += 1   // SCSS interpolation, `#{$name}`
            } else if parentheses == 0 {
                if current == UInt8(ascii: "{") { return true }
                if current == UInt8(ascii: ";") || current == UInt8(ascii: "}") { return false }
            }
            index += 1
        }
        return false
    }

    /// `$name:` (SCSS) or `@name:` (Less) starts a variable's declaration.
    private func isVariableDeclaration() -> Bool {
        let first = source[position]
        guard dialect == .scss && first == UInt8(ascii: "$") || dialect == .less && first == UInt8(ascii: "@") else { return false }
        var index = position + 1
        while index < end, isNameStart(source[index]) || source[index].isASCIIDigit {
            index += 1
        }
        while index < end, source[index] == UInt8(ascii: " ") || source[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return byte(at: index) == UInt8(ascii: ":")
    }

    /// A selector, up to its `{` (left for ``lexSheet()``).
    private mutating func lexSelector() {
        while position < end {
            let current = source[position]
            if current == UInt8(ascii: "{") || current == UInt8(ascii: "}") || current == UInt8(ascii: ";") { return }
            if lexComment() { continue }
            switch current {
            case UInt8(ascii: "."), UInt8(ascii: "#"):
                guard isNameStart(byte(at: position + 1)) else {
                    appendPlain()
                    continue
                }
                let start = position
                position += 1
                skipName()
                writer.appendToken(.type, source, start..<position)
            case UInt8(ascii: ":"):
                let start = position
                position += byte(at: position + 1) == UInt8(ascii: ":") ? 2 : 1
                skipName()
                writer.appendToken(.attribute, source, start..<position)
            case UInt8(ascii: "["):
                lexAttributeSelector()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexString()
            case UInt8(ascii: "*"):
                writer.appendToken(.key, source, position..<position + 1)
                position += 1
            default:
                if isNameStart(current) && !(current == UInt8(ascii: "-") && byte(at: position + 1).isASCIIDigit) {
                    let start = position
                    skipName()
                    writer.appendToken(.key, source, start..<position)
                } else if current == UInt8(ascii: "(") {
                    // `:not(.a)`, `:nth-child(2n + 1)`: read as a selector again.
                    appendPlain()
                } else if current.isASCIIDigit {
                    lexNumber()
                } else {
                    appendPlain()
                }
            }
        }
    }

    /// `[name="value" i]`.
    private mutating func lexAttributeSelector() {
        appendPlain()
        let start = position
        skipName()
        writer.appendToken(.attribute, source, start..<position)
        while position < end && source[position] != UInt8(ascii: "]") && source[position] != UInt8(ascii: "{") {
            if source[position] == UInt8(ascii: "\"") || source[position] == UInt8(ascii: "'") {
                lexString()
            } else {
                appendPlain()
            }
        }
        if position < end && source[position] == UInt8(ascii: "]") { appendPlain() }
    }

    /// `property: value`, up to its `;` or `}` (left for ``lexSheet()``).
    private mutating func lexDeclaration() {
        let start = position
        let first = source[position]
        if first == UInt8(ascii: "$") || first == UInt8(ascii: "@") { position += 1 }
        skipName()
        guard position > start else {
            appendPlain()
            return
        }
        let isVariable = first == UInt8(ascii: "$") || first == UInt8(ascii: "@")
            || (first == UInt8(ascii: "-") && byte(at: start + 1) == UInt8(ascii: "-"))
        writer.appendToken(isVariable ? .variable : .key, source, start..<position)
        lexValue(stoppingAtBrace: false)
    }

    /// A value (or an at-rule's prelude), up to its `;` or `}`, or its `{` when `stoppingAtBrace`.
    private mutating func lexValue(stoppingAtBrace: Bool) {
        while position < end {
            let current = source[position]
            if current == UInt8(ascii: ";") || current == UInt8(ascii: "}") { return }
            if current == UInt8(ascii: "{") {
                guard dialect == .scss && position > 0 && source[position - 1] == UInt8(ascii: "#") else { return }
            }
            if lexComment() { continue }
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexString()
            case UInt8(ascii: "#") where byte(at: position + 1).isHexDigit:
                let start = position
                position += 1
                while position < end && (source[position].isHexDigit || isNameStart(source[position])) {
                    position += 1
                }
                writer.appendToken(.number, source, start..<position)
            case UInt8(ascii: "!") where isNameStart(byte(at: position + 1)):
                let start = position
                position += 1
                skipName()
                writer.appendToken(.keyword, source, start..<position)
            case UInt8(ascii: "$") where isNameStart(byte(at: position + 1)):
                lexVariable()
            case UInt8(ascii: "@") where dialect == .less && isNameStart(byte(at: position + 1)):
                lexVariable()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            default:
                if startsSignedNumber() {
                    lexNumber()
                } else if current == UInt8(ascii: "-") && byte(at: position + 1) == UInt8(ascii: "-") {
                    lexVariable()
                } else if isNameStart(current) {
                    lexWord()
                } else {
                    appendPlain()
                }
            }
        }
    }

    /// True at `.5`, `-2px`, `+1` or `-.5em`.
    private func startsSignedNumber() -> Bool {
        let current = source[position], next = byte(at: position + 1)
        if current == UInt8(ascii: ".") { return next.isASCIIDigit }
        guard current == UInt8(ascii: "-") || current == UInt8(ascii: "+") else { return false }
        return next.isASCIIDigit || (next == UInt8(ascii: ".") && byte(at: position + 2).isASCIIDigit)
    }

    /// `$name`, `@name` or `--name`.
    private mutating func lexVariable() {
        let start = position
        position += source[position] == UInt8(ascii: "-") ? 2 : 1
        skipName()
        writer.appendToken(.variable, source, start..<position)
    }

    /// A word of a value: a function when `(` follows it (`url(…)` with its address as a
    /// string), else plain.
    private mutating func lexWord() {
        let start = position
        skipName()
        guard byte(at: position) == UInt8(ascii: "(") else {
            writer.appendEscaped(source, start..<position)
            return
        }
        writer.appendToken(.function, source, start..<position)
        let name = source[start..<position]
        guard name.elementsEqual("url".utf8) else { return }
        appendPlain()
        let address = position
        // An unquoted address; a quoted one is a string as any other.
        while position < end, source[position] != UInt8(ascii: ")"), source[position] != UInt8(ascii: "\n"),
              source[position] != UInt8(ascii: "\""), source[position] != UInt8(ascii: "'") {
            position += 1
        }
        writer.appendToken(.string, source, address..<position)
    }

    /// A number and its unit (`1.5rem`, `50%`, `-2px`, `1e3`).
    private mutating func lexNumber() {
        let start = position
        if source[position] == UInt8(ascii: "-") || source[position] == UInt8(ascii: "+") { position += 1 }
        while position < end && (source[position].isASCIIDigit || source[position] == UInt8(ascii: ".")) {
            position += 1
        }
        if position < end && (source[position].isASCIILetter || source[position] == UInt8(ascii: "%")) {
            if source[position] == UInt8(ascii: "%") { position += 1 } else { skipName() }
        }
        writer.appendToken(.number, source, start..<position)
    }

    /// A quoted string with its escapes; an unterminated one ends at the line end.
    private mutating func lexString() {
        let quote = source[position]
        let start = position
        position += 1
        while position < end {
            let current = source[position]
            if current == quote {
                position += 1
                break
            }
            if current == UInt8(ascii: "\n") { break }
            position += current == UInt8(ascii: "\\") ? 2 : 1
        }
        position = min(position, end)
        writer.appendToken(.string, source, start..<position)
    }
}
