import DocgenCore

/// Highlights Swift: keywords, types, literals, numbers, comments, attributes, directives and
/// string literals (escapes, multi-line, raw, and `\(…)` interpolation highlighted recursively).
struct SwiftLexer {
    /// Deeper interpolations than this are left as plain string text, so hostile input cannot exhaust the stack.
    private static let maximumInterpolationDepth = 32

    private let source: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var interpolationDepth = 0
    private var writer: HTMLTokenWriter

    static func highlight(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        var lexer = SwiftLexer(source: source)
        lexer.lexCode(stopAtUnbalancedParenthesis: false)
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

    /// Lexes code until the end of input, or, inside an interpolation, until its closing parenthesis (left unconsumed).
    private mutating func lexCode(stopAtUnbalancedParenthesis: Bool) {
        var parenthesisDepth = 0
        while position < source.count {
            let current = source[position]
            switch current {
            case UInt8(ascii: "("):
                parenthesisDepth += 1
                appendPlainByte()
            case UInt8(ascii: ")"):
                if stopAtUnbalancedParenthesis && parenthesisDepth == 0 { return }
                parenthesisDepth = max(0, parenthesisDepth - 1)
                appendPlainByte()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                lexLineComment()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                lexBlockComment()
            case UInt8(ascii: "\""):
                lexString(hashCount: 0)
            case UInt8(ascii: "#"):
                lexHash()
            case UInt8(ascii: "@") where isIdentifierStart(byte(at: position + 1)):
                let start = position
                position += 1
                skipIdentifierCharacters()
                writer.appendToken(.attribute, source, start..<position)
            case UInt8(ascii: "`"):
                lexBacktickedIdentifier()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            default:
                if isIdentifierStart(current) {
                    lexIdentifier()
                } else {
                    appendPlainByte()
                }
            }
        }
    }

    private mutating func appendPlainByte() {
        writer.appendEscaped(source[position])
        position += 1
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte.isNonASCII
    }

    private mutating func skipIdentifierCharacters() {
        while position < source.count {
            let current = source[position]
            guard current.isWordCharacter || current.isNonASCII else { return }
            position += 1
        }
    }

    /// Keywords, literals and capitalized type names; a member name after `.` is never a keyword.
    private mutating func lexIdentifier() {
        let start = position
        position += 1
        skipIdentifierCharacters()
        let range = start..<position
        let isMemberName = start > 0 && source[start - 1] == UInt8(ascii: ".")
        if SwiftKeywords.isLiteral(source, range) && !isMemberName {
            writer.appendToken(.literal, source, range)
        } else if SwiftKeywords.isKeyword(source, range) && (!isMemberName || isAlwaysKeyword(range)) {
            writer.appendToken(.keyword, source, range)
        } else if source[start].isASCIIUppercase {
            writer.appendToken(.type, source, range)
        } else {
            writer.appendEscaped(source, range)
        }
    }

    /// `.init` and `.self` stay keywords even as member names.
    private func isAlwaysKeyword(_ range: Range<Int>) -> Bool {
        let word = source[range]
        return word.elementsEqual("init".utf8) || word.elementsEqual("self".utf8)
    }

    /// `` `default` `` is an ordinary identifier; it passes through unhighlighted.
    private mutating func lexBacktickedIdentifier() {
        var end = position + 1
        while end < source.count && source[end] != UInt8(ascii: "`") && source[end] != UInt8(ascii: "\n") {
            end += 1
        }
        let closed = end < source.count && source[end] == UInt8(ascii: "`")
        let tokenEnd = closed ? end + 1 : position + 1
        writer.appendEscaped(source, position..<tokenEnd)
        position = tokenEnd
    }

    /// A raw string (`#"…"#`), a directive (`#if`, `#available`, `#selector`) or a plain `#`.
    private mutating func lexHash() {
        var afterHashes = position
        while afterHashes < source.count && source[afterHashes] == UInt8(ascii: "#") {
            afterHashes += 1
        }
        if byte(at: afterHashes) == UInt8(ascii: "\"") {
            lexString(hashCount: afterHashes - position)
        } else if isIdentifierStart(byte(at: position + 1)) {
            let start = position
            position += 1
            skipIdentifierCharacters()
            writer.appendToken(.directive, source, start..<position)
        } else {
            appendPlainByte()
        }
    }

    private mutating func lexLineComment() {
        let start = position
        while position < source.count && source[position] != UInt8(ascii: "\n") {
            position += 1
        }
        writer.appendToken(.comment, source, start..<position)
    }

    private mutating func lexBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < source.count && depth > 0 {
            if source[position] == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if source[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        }
        writer.appendToken(.comment, source, start..<position)
    }

    /// Integers and floats in decimal, hexadecimal (`0x`, with `p` exponents), binary (`0b`) and octal (`0o`).
    private mutating func lexNumber() {
        let start = position
        let prefix = byte(at: position + 1)
        if source[position] == UInt8(ascii: "0") && (prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "X")) {
            position += 2
            skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
            if source.count > position + 1 && source[position] == UInt8(ascii: ".") && source[position + 1].isHexDigit {
                position += 1
                skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
            }
            skipExponent(markers: UInt8(ascii: "p"), UInt8(ascii: "P"))
        } else if source[position] == UInt8(ascii: "0") && (prefix == UInt8(ascii: "b") || prefix == UInt8(ascii: "o")) {
            position += 2
            skip { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        } else {
            skip { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
            if byte(at: position) == UInt8(ascii: ".") && byte(at: position + 1).isASCIIDigit {
                position += 1
                skip { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
            }
            skipExponent(markers: UInt8(ascii: "e"), UInt8(ascii: "E"))
        }
        writer.appendToken(.number, source, start..<position)
    }

    private mutating func skip(while belongs: (UInt8) -> Bool) {
        while position < source.count && belongs(source[position]) {
            position += 1
        }
    }

    private mutating func skipExponent(markers lowercase: UInt8, _ uppercase: UInt8) {
        let marker = byte(at: position)
        guard marker == lowercase || marker == uppercase else { return }
        var digitsStart = position + 1
        if byte(at: digitsStart) == UInt8(ascii: "+") || byte(at: digitsStart) == UInt8(ascii: "-") {
            digitsStart += 1
        }
        guard byte(at: digitsStart).isASCIIDigit else { return }
        position = digitsStart
        skip { $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }

    /// A string literal starting at `position` with `hashCount` leading `#`s (raw string delimiters).
    ///
    /// Single-line strings end at an unescaped newline when unterminated; escapes nest inside the
    /// string span, while interpolations close it, emit `\(` … `)` and reopen it afterwards.
    private mutating func lexString(hashCount: Int) {
        let start = position
        position += hashCount
        let isMultiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += isMultiline ? 3 : 1
        writer.openSpan(.string)
        writer.appendEscaped(source, start..<position)
        var spanIsOpen = true
        while position < source.count {
            let current = source[position]
            if current == UInt8(ascii: "\n") && !isMultiline { break }
            let isDelimitedBackslash = current == UInt8(ascii: "\\") && hasHashes(count: hashCount, at: position + 1)
            let afterDelimiter = position + 1 + hashCount
            if isDelimitedBackslash && byte(at: afterDelimiter) == UInt8(ascii: "(")
                && interpolationDepth < Self.maximumInterpolationDepth {
                if spanIsOpen {
                    writer.closeSpan()
                    spanIsOpen = false
                }
                lexInterpolation(openingEnd: afterDelimiter + 1)
                continue
            }
            if !spanIsOpen {
                writer.openSpan(.string)
                spanIsOpen = true
            }
            if current == UInt8(ascii: "\"") {
                if let end = closingDelimiterEnd(isMultiline: isMultiline, hashCount: hashCount) {
                    writer.appendEscaped(source, position..<end)
                    position = end
                    writer.closeSpan()
                    return
                }
                appendPlainByte()
            } else if isDelimitedBackslash {
                let end = escapeSequenceEnd(from: afterDelimiter)
                writer.appendToken(.escape, source, position..<end)
                position = end
            } else {
                appendPlainByte()
            }
        }
        if spanIsOpen {
            writer.closeSpan()
        }
    }

    /// The end of the closing delimiter if the quote at `position` closes the string.
    private func closingDelimiterEnd(isMultiline: Bool, hashCount: Int) -> Int? {
        var end = position + 1
        if isMultiline {
            guard byte(at: end) == UInt8(ascii: "\"") && byte(at: end + 1) == UInt8(ascii: "\"") else { return nil }
            end += 2
        }
        return hasHashes(count: hashCount, at: end) ? end + hashCount : nil
    }

    private func hasHashes(count: Int, at index: Int) -> Bool {
        guard index + count <= source.count else { return false }
        for offset in 0..<count where source[index + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    /// `\n`, `\"`, `\u{1F600}`…; a backslash before a newline or non-ASCII text is highlighted alone.
    private func escapeSequenceEnd(from index: Int) -> Int {
        let escaped = byte(at: index)
        if escaped == UInt8(ascii: "u") && byte(at: index + 1) == UInt8(ascii: "{") {
            var end = index + 2
            while byte(at: end).isHexDigit {
                end += 1
            }
            return byte(at: end) == UInt8(ascii: "}") ? end + 1 : index + 1
        }
        let isSingleCharacterEscape = index < source.count && !escaped.isNonASCII
            && escaped != UInt8(ascii: "\n") && escaped != UInt8(ascii: "\r")
        return isSingleCharacterEscape ? index + 1 : index
    }

    /// `\(` (or `\#(`) at `position`, the expression highlighted as Swift, then the closing `)`.
    private mutating func lexInterpolation(openingEnd: Int) {
        writer.appendToken(.interpolation, source, position..<openingEnd)
        position = openingEnd
        interpolationDepth += 1
        lexCode(stopAtUnbalancedParenthesis: true)
        interpolationDepth -= 1
        if position < source.count {
            writer.appendToken(.interpolation, source, position..<position + 1)
            position += 1
        }
    }
}
