import DocgenCore

/// Highlights TOML: table headers (`[server]`, `[[items]]`) as keywords, keys as keys, strings
/// (basic with escapes, literal, and the multi-line forms), numbers, dates and times as
/// numbers, `true`/`false` as literals, and comments.
struct TOMLLexer: EmbeddableLexer {
    let source: UnsafeBufferPointer<UInt8>
    let end: Int
    var position: Int
    var writer: HTMLTokenWriter
    /// True at the start of a line (after its indent): a key or a table header may start here.
    private var atLineStart = true
    /// How deep in a value's `[…]` and `{…}` the cursor is: their lines hold no keys.
    private var depth = 0

    init(source: UnsafeBufferPointer<UInt8>, range: Range<Int>, dialect: Void) {
        self.source = source
        self.end = range.upperBound
        self.position = range.lowerBound
        self.writer = HTMLTokenWriter(reservingCapacityFor: 0)
    }

    mutating func lexRange() {
        lexDocument()
    }

    private mutating func lexDocument() {
        while position < end {
            let current = source[position]
            switch current {
            case UInt8(ascii: "\n"):
                atLineStart = depth == 0
                appendPlain()
            case UInt8(ascii: "[") where !atLineStart, UInt8(ascii: "{"):
                depth = min(depth + 1, 1_000)
                appendPlain()
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
                appendPlain()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                appendPlain()
            case UInt8(ascii: "#"):
                let start = position
                while position < end && source[position] != UInt8(ascii: "\n") {
                    position += 1
                }
                writer.appendToken(.comment, source, start..<position)
            case UInt8(ascii: "[") where atLineStart:
                let start = position
                while position < end && source[position] != UInt8(ascii: "\n") && source[position] != UInt8(ascii: "#") {
                    position += 1
                }
                while position > start + 1 && source[position - 1] == UInt8(ascii: " ") {
                    position -= 1
                }
                writer.appendToken(.keyword, source, start..<position)
                atLineStart = false
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let isKey = atLineStart
                lexString(quote: current, asKey: isKey)
            default:
                if atLineStart && isBareKeyCharacter(current) {
                    lexKey()
                } else if current.isASCIIDigit || ((current == UInt8(ascii: "-") || current == UInt8(ascii: "+")) && byte(at: position + 1).isASCIIDigit) {
                    lexNumberOrDate()
                } else if current.isASCIILetter {
                    lexWord()
                } else {
                    appendPlain()
                }
            }
        }
    }

    private func isBareKeyCharacter(_ byte: UInt8) -> Bool {
        byte.isWordCharacter || byte == UInt8(ascii: "-")
    }

    /// A key, dotted (`a.b`) or not, up to its `=`.
    private mutating func lexKey() {
        let start = position
        while position < end && (isBareKeyCharacter(source[position]) || source[position] == UInt8(ascii: ".")) {
            position += 1
        }
        writer.appendToken(.key, source, start..<position)
        atLineStart = false
    }

    /// A basic (`"…"`, with escapes) or literal (`'…'`) string, or their multi-line forms
    /// (`"""`, `'''`); a key when it starts the line.
    private mutating func lexString(quote: UInt8, asKey: Bool) {
        let start = position
        let isMultiLine = byte(at: position + 1) == quote && byte(at: position + 2) == quote
        position += isMultiLine ? 3 : 1
        while position < end {
            let current = source[position]
            if current == quote && (!isMultiLine || (byte(at: position + 1) == quote && byte(at: position + 2) == quote)) {
                position += isMultiLine ? 3 : 1
                break
            }
            if current == UInt8(ascii: "\n") && !isMultiLine { break }
            position += current == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") ? 2 : 1
        }
        position = min(position, end)
        writer.appendToken(asKey ? .key : .string, source, start..<position)
        atLineStart = false
    }

    /// A number (`1_000`, `0xff`, `6.02e23`) or a date and time (`1979-05-27T07:32:00Z`).
    private mutating func lexNumberOrDate() {
        let start = position
        position += 1
        while position < end {
            let current = source[position]
            let isExponentSign = (current == UInt8(ascii: "-") || current == UInt8(ascii: "+"))
                && (source[position - 1] | 0x20) == UInt8(ascii: "e")
            guard current.isHexDigit || current == UInt8(ascii: "_") || current == UInt8(ascii: ".") || current == UInt8(ascii: ":")
                || current == UInt8(ascii: "-") || current == UInt8(ascii: "x") || current == UInt8(ascii: "o")
                || current == UInt8(ascii: "T") || current == UInt8(ascii: "Z") || isExponentSign else { break }
            position += 1
        }
        writer.appendToken(.number, source, start..<position)
    }

    /// `true`, `false`, `inf` and `nan` are literals and numbers; other words stay plain.
    private mutating func lexWord() {
        let start = position
        while position < end && source[position].isASCIILetter {
            position += 1
        }
        let word = source[start..<position]
        if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) {
            writer.appendToken(.literal, source, start..<position)
        } else if word.elementsEqual("inf".utf8) || word.elementsEqual("nan".utf8) {
            writer.appendToken(.number, source, start..<position)
        } else {
            writer.appendEscaped(source, start..<position)
        }
    }
}
