import DocgenCore

/// Highlights YAML: mapping keys (plain or quoted, also after `- `), quoted strings with escapes,
/// numbers, literals (`true`/`false`/`yes`/`no`/`null`/`~`, only as values), comments, anchors and
/// aliases (`&a`/`*a` as `hl-variable`), tags (`!tag` as `hl-type`), document markers (`---`/`...`)
/// and block scalar indicators (`|`/`>` as `hl-keyword`, their indented content as `hl-string`).
struct YAMLLexer {
    private let source: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var writer: HTMLTokenWriter
    /// Nesting of `[…]`/`{…}` flow collections, where `,` and brackets end plain scalars.
    private var flowDepth = 0
    /// While set, lines indented deeper than this (and blank lines) are block scalar content.
    private var blockScalarParentIndent: Int?

    static func highlight(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        var lexer = YAMLLexer(source: source)
        while lexer.position < source.count {
            lexer.lexLine()
        }
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

    private mutating func appendPlainByte() {
        writer.appendEscaped(source[position])
        position += 1
    }

    /// Whitespace or the end of input: what must follow `-`, `:` and document markers.
    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0 || byte.isWhitespace
    }

    private func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Whether the `:` at `index` separates a key from its value.
    private func isValueIndicator(at index: Int) -> Bool {
        let next = byte(at: index + 1)
        return isSeparator(next) || (flowDepth > 0 && isFlowIndicator(next))
    }

    private mutating func lexLine() {
        let lineStart = position
        var contentStart = position
        while contentStart < source.count && source[contentStart] == UInt8(ascii: " ") {
            contentStart += 1
        }
        let indent = contentStart - lineStart
        if let parentIndent = blockScalarParentIndent {
            var lineEnd = contentStart
            while lineEnd < source.count && source[lineEnd] != UInt8(ascii: "\n") {
                lineEnd += 1
            }
            let isBlank = contentStart == lineEnd || (source[contentStart] == UInt8(ascii: "\r") && contentStart + 1 == lineEnd)
            if isBlank || indent > parentIndent {
                writer.appendEscaped(source, lineStart..<contentStart)
                writer.appendToken(.string, source, contentStart..<lineEnd)
                position = lineEnd
                appendLineBreak()
                return
            }
            blockScalarParentIndent = nil
        }
        if flowDepth == 0 && indent == 0 && isDocumentMarker(at: lineStart) {
            writer.appendToken(.keyword, source, lineStart..<lineStart + 3)
            position = lineStart + 3
        } else {
            writer.appendEscaped(source, lineStart..<contentStart)
            position = contentStart
        }
        lexLineContent(lineIndent: indent)
        appendLineBreak()
    }

    private mutating func appendLineBreak() {
        if position < source.count {
            appendPlainByte()
        }
    }

    private func isDocumentMarker(at index: Int) -> Bool {
        let first = byte(at: index)
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return byte(at: index + 1) == first && byte(at: index + 2) == first && isSeparator(byte(at: index + 3))
    }

    /// Tokens up to the end of the line (quoted scalars may carry the lexer onto later lines).
    private mutating func lexLineContent(lineIndent: Int) {
        var atNodeStart = true
        while position < source.count && source[position] != UInt8(ascii: "\n") {
            let current = source[position]
            let followsWhitespace = position == 0 || source[position - 1].isWhitespace
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                appendPlainByte()
                continue
            case UInt8(ascii: "-") where atNodeStart && isSeparator(byte(at: position + 1)):
                appendPlainByte()
                continue
            case UInt8(ascii: "#") where followsWhitespace:
                let start = position
                while position < source.count && source[position] != UInt8(ascii: "\n") {
                    position += 1
                }
                writer.appendToken(.comment, source, start..<position)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexQuotedScalar()
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                let next = byte(at: position + 1)
                if isSeparator(next) || isFlowIndicator(next) {
                    lexPlainScalar()
                } else {
                    lexUntilSeparatorOrFlowIndicator(as: .variable)
                }
            case UInt8(ascii: "!"):
                lexUntilSeparatorOrFlowIndicator(as: .type)
            case UInt8(ascii: "|") where flowDepth == 0, UInt8(ascii: ">") where flowDepth == 0:
                lexBlockScalarHeader(lineIndent: lineIndent)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                appendPlainByte()
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
                appendPlainByte()
            case UInt8(ascii: ",") where flowDepth > 0:
                appendPlainByte()
            case UInt8(ascii: ":") where isValueIndicator(at: position):
                appendPlainByte()
            default:
                lexPlainScalar()
            }
            atNodeStart = false
        }
    }

    private mutating func lexUntilSeparatorOrFlowIndicator(as tokenClass: TokenClass) {
        let start = position
        position += 1
        while position < source.count && !source[position].isWhitespace && !isFlowIndicator(source[position]) {
            position += 1
        }
        writer.appendToken(tokenClass, source, start..<position)
    }

    /// `|`, `>`, `|-`, `>+2`…: the following more-indented lines become block scalar content.
    private mutating func lexBlockScalarHeader(lineIndent: Int) {
        let start = position
        position += 1
        while position < source.count {
            let current = source[position]
            guard current == UInt8(ascii: "+") || current == UInt8(ascii: "-") || current.isASCIIDigit else { break }
            position += 1
        }
        writer.appendToken(.keyword, source, start..<position)
        blockScalarParentIndent = lineIndent
    }

    /// An unquoted scalar: a key when followed by `: `, otherwise a literal, number or plain text.
    private mutating func lexPlainScalar() {
        let start = position
        position += 1
        while position < source.count {
            let current = source[position]
            if current == UInt8(ascii: "\n")
                || (current == UInt8(ascii: ":") && isValueIndicator(at: position))
                || (current == UInt8(ascii: "#") && source[position - 1].isWhitespace)
                || (flowDepth > 0 && isFlowIndicator(current)) {
                break
            }
            position += 1
        }
        var end = position
        while end > start && source[end - 1].isWhitespace {
            end -= 1
        }
        let range = start..<end
        if byte(at: position) == UInt8(ascii: ":") {
            writer.appendToken(.key, source, range)
        } else if isLiteral(range) {
            writer.appendToken(.literal, source, range)
        } else if isNumber(range) {
            writer.appendToken(.number, source, range)
        } else {
            writer.appendEscaped(source, range)
        }
        writer.appendEscaped(source, end..<position)
    }

    /// A single- or double-quoted scalar, possibly spanning lines; a key when followed by `:`.
    private mutating func lexQuotedScalar() {
        let quote = source[position]
        let isDoubleQuoted = quote == UInt8(ascii: "\"")
        var end = position + 1
        while end < source.count {
            let current = source[end]
            if isDoubleQuoted && current == UInt8(ascii: "\\") {
                end += 2
            } else if current == quote && !isDoubleQuoted && byte(at: end + 1) == quote {
                end += 2
            } else {
                end += 1
                if current == quote { break }
            }
        }
        end = min(end, source.count)
        var afterScalar = end
        while afterScalar < source.count && (source[afterScalar] == UInt8(ascii: " ") || source[afterScalar] == UInt8(ascii: "\t")) {
            afterScalar += 1
        }
        let isKey = byte(at: afterScalar) == UInt8(ascii: ":") && (isValueIndicator(at: afterScalar) || flowDepth > 0)
        writer.openSpan(isKey ? .key : .string)
        appendPlainByte()
        while position < end {
            let current = source[position]
            if isDoubleQuoted && current == UInt8(ascii: "\\") {
                let escapeEnd = escapeSequenceEnd(from: position + 1, limit: end)
                writer.appendToken(.escape, source, position..<escapeEnd)
                position = escapeEnd
            } else if !isDoubleQuoted && current == quote && position + 1 < end && source[position + 1] == quote {
                writer.appendToken(.escape, source, position..<position + 2)
                position += 2
            } else {
                appendPlainByte()
            }
        }
        writer.closeSpan()
    }

    /// `\n`, `\"`, `\x41`, `\u00e9`, `\U0001F600`; a backslash before a newline or non-ASCII text is highlighted alone.
    private func escapeSequenceEnd(from index: Int, limit: Int) -> Int {
        guard index < limit else { return index }
        let hexDigitCount = switch source[index] {
        case UInt8(ascii: "x"): 2
        case UInt8(ascii: "u"): 4
        case UInt8(ascii: "U"): 8
        default: 0
        }
        if hexDigitCount > 0 {
            var end = index + 1
            while end < limit && end <= index + hexDigitCount && source[end].isHexDigit {
                end += 1
            }
            return end
        }
        let escaped = source[index]
        return escaped.isNonASCII || escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") ? index : index + 1
    }

    /// Value words highlighted as `hl-literal`, matched case-insensitively.
    private static let literalWords: [[UInt8]] = ["true", "false", "yes", "no", "null"].map { Array($0.utf8) }

    private func isLiteral(_ range: Range<Int>) -> Bool {
        if range.count == 1 { return source[range.lowerBound] == UInt8(ascii: "~") }
        return Self.literalWords.contains { word in
            word.count == range.count && zip(word, source[range]).allSatisfy { expected, actual in
                expected == actual | 0x20
            }
        }
    }

    /// Decimal integers and floats (with `_` separators and exponents), `0x` hexadecimal and `0o` octal.
    private func isNumber(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        if index < range.upperBound && (source[index] == UInt8(ascii: "-") || source[index] == UInt8(ascii: "+")) {
            index += 1
        }
        if index + 2 < range.upperBound && source[index] == UInt8(ascii: "0")
            && (source[index + 1] == UInt8(ascii: "x") || source[index + 1] == UInt8(ascii: "o")) {
            let digits = source[(index + 2)..<range.upperBound]
            return source[index + 1] == UInt8(ascii: "x")
                ? digits.allSatisfy(\.isHexDigit)
                : digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
        }
        var digitCount = 0
        func skipDigits() {
            while index < range.upperBound && (source[index].isASCIIDigit || source[index] == UInt8(ascii: "_")) {
                index += 1
                digitCount += 1
            }
        }
        skipDigits()
        if index < range.upperBound && source[index] == UInt8(ascii: ".") {
            index += 1
            skipDigits()
        }
        guard digitCount > 0 else { return false }
        if index < range.upperBound && (source[index] == UInt8(ascii: "e") || source[index] == UInt8(ascii: "E")) {
            index += 1
            if index < range.upperBound && (source[index] == UInt8(ascii: "-") || source[index] == UInt8(ascii: "+")) {
                index += 1
            }
            let exponentStart = index
            skipDigits()
            guard index > exponentStart else { return false }
        }
        return index == range.upperBound
    }
}
