import DocgenCore

/// Highlights JSON: object keys, string values with escapes, numbers and `true`/`false`/`null`.
///
/// `//` and `/* */` comments (as in JSONC configuration files) are highlighted too.
struct JSONLexer {
    private let source: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var writer: HTMLTokenWriter

    static func highlight(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        var lexer = JSONLexer(source: source)
        lexer.lexDocument()
        return lexer.writer
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.writer = HTMLTokenWriter(reservingCapacityFor: source.count)
    }

    /// The byte at `index`, or 0 past the end (0 never starts or continues a token).
    private func byte(at index: Int) -> UInt8 {
        index < source.count ? source[index] : 0
    }

    private mutating func lexDocument() {
        while position < source.count {
            let current = source[position]
            switch current {
            case UInt8(ascii: "\""):
                lexString()
            case UInt8(ascii: "-") where byte(at: position + 1).isASCIIDigit:
                lexNumber()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                lexWord()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                let start = position
                while position < source.count && source[position] != UInt8(ascii: "\n") {
                    position += 1
                }
                writer.appendToken(.comment, source, start..<position)
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                let start = position
                position += 2
                while position < source.count && !(source[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(position + 2, source.count)
                writer.appendToken(.comment, source, start..<position)
            default:
                writer.appendEscaped(current)
                position += 1
            }
        }
    }

    /// A string, classed as a key when the next non-whitespace byte is `:`. Unterminated strings end at the line end.
    private mutating func lexString() {
        var end = position + 1
        while end < source.count {
            let current = source[end]
            if current == UInt8(ascii: "\"") {
                end += 1
                break
            }
            if current == UInt8(ascii: "\n") { break }
            end += current == UInt8(ascii: "\\") ? 2 : 1
        }
        end = min(end, source.count)
        var afterString = end
        while afterString < source.count && source[afterString].isWhitespace {
            afterString += 1
        }
        writer.openSpan(byte(at: afterString) == UInt8(ascii: ":") ? .key : .string)
        while position < end {
            if source[position] == UInt8(ascii: "\\") {
                let escapeEnd = escapeSequenceEnd(from: position + 1, limit: end)
                writer.appendToken(.escape, source, position..<escapeEnd)
                position = escapeEnd
            } else {
                writer.appendEscaped(source[position])
                position += 1
            }
        }
        writer.closeSpan()
    }

    /// `\n`, `\"`, `\u00e9`; a backslash before a newline or non-ASCII text is highlighted alone.
    private func escapeSequenceEnd(from index: Int, limit: Int) -> Int {
        guard index < limit else { return index }
        let escaped = source[index]
        if escaped == UInt8(ascii: "u") {
            var end = index + 1
            while end < limit && end < index + 5 && source[end].isHexDigit {
                end += 1
            }
            return end
        }
        return escaped.isNonASCII || escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") ? index : index + 1
    }

    private mutating func lexNumber() {
        let start = position
        position += 1
        while position < source.count && isNumberCharacter(source[position]) {
            position += 1
        }
        writer.appendToken(.number, source, start..<position)
    }

    private func isNumberCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIDigit || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// `true`, `false` and `null` are literals; any other bare word passes through plain.
    private mutating func lexWord() {
        let start = position
        while position < source.count && source[position].isASCIILetter {
            position += 1
        }
        let word = source[start..<position]
        if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || word.elementsEqual("null".utf8) {
            writer.appendToken(.literal, source, start..<position)
        } else {
            writer.appendEscaped(source, start..<position)
        }
    }
}
