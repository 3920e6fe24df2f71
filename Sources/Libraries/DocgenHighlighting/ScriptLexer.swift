import DocgenCore

/// Highlights JavaScript and TypeScript: keywords, literals, numbers, strings, template literals
/// (their `${…}` lexed again as code), regular expressions, comments and decorators, and
/// TypeScript's type keywords as types. Pygments' JavaScript lexer classes these words alike;
/// like it, names and calls stay plain.
///
/// A `/` starts a regular expression where an operand is expected (after an operator, a
/// keyword, `(`, `,` or the start), and divides after a name, a number or a closing bracket.
struct ScriptLexer: EmbeddableLexer {
    enum Dialect {
        case javaScript, typeScript
    }

    /// Deeper `${…}` nesting than this is left as string text, so hostile input cannot exhaust the stack.
    private static let maximumInterpolationDepth = 32

    let source: UnsafeBufferPointer<UInt8>
    let end: Int
    private let dialect: Dialect
    private var position: Int
    private var interpolationDepth = 0
    /// True where a `/` would start a regular expression rather than divide.
    private var expectsOperand = true
    var writer: HTMLTokenWriter

    mutating func lexRange() {
        lexCode(stopAtUnbalancedBrace: false)
    }

    init(source: UnsafeBufferPointer<UInt8>, range: Range<Int>, dialect: Dialect) {
        self.source = source
        self.end = range.upperBound
        self.position = range.lowerBound
        self.dialect = dialect
        self.writer = HTMLTokenWriter(reservingCapacityFor: 0)
    }

    /// Lexes code to the end, or, inside `${…}`, to its closing brace (left unconsumed).
    private mutating func lexCode(stopAtUnbalancedBrace: Bool) {
        var braceDepth = 0
        while position < end {
            let current = source[position]
            switch current {
            case UInt8(ascii: "{"):
                braceDepth += 1
                appendPlain(operand: true)
            case UInt8(ascii: "}"):
                if stopAtUnbalancedBrace && braceDepth == 0 { return }
                braceDepth = max(0, braceDepth - 1)
                appendPlain(operand: true)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                appendPlain(operand: false)
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                lexLineComment()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                lexBlockComment()
            case UInt8(ascii: "/") where expectsOperand:
                lexRegularExpression()
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                lexString(quote: current)
            case UInt8(ascii: "@") where isIdentifierStart(byte(at: position + 1)):
                let start = position
                position += 1
                skipIdentifierCharacters()
                writer.appendToken(.attribute, source, start..<position)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: ".") where byte(at: position + 1).isASCIIDigit:
                lexNumber()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                writer.appendEscaped(current)
                position += 1
            default:
                if isIdentifierStart(current) {
                    lexIdentifier()
                } else {
                    appendPlain(operand: true)
                }
            }
        }
    }

    /// One byte as plain text; after it an operand is expected or not.
    private mutating func appendPlain(operand: Bool) {
        writer.appendEscaped(source[position])
        position += 1
        expectsOperand = operand
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte.isNonASCII
    }

    private mutating func skipIdentifierCharacters() {
        while position < end, isIdentifierStart(source[position]) || source[position].isASCIIDigit {
            position += 1
        }
    }

    private mutating func lexIdentifier() {
        let start = position
        skipIdentifierCharacters()
        let range = start..<position
        // A property name (`x.delete`, `{ default: 1 }`'s key aside) is a name, not a keyword.
        let isMember = start > 0 && source[start - 1] == UInt8(ascii: ".") && !(start > 1 && source[start - 2] == UInt8(ascii: "."))
        let tokenClass: TokenClass? = if isMember {
            nil
        } else if Self.literals.contains(source, range) {
            .literal
        } else if Self.keywords.contains(source, range) || (dialect == .typeScript && Self.typeScriptKeywords.contains(source, range)) {
            .keyword
        } else if dialect == .typeScript && Self.typeScriptTypes.contains(source, range) {
            .type
        } else if Self.builtins.contains(source, range) {
            .function
        } else {
            nil
        }
        if let tokenClass {
            writer.appendToken(tokenClass, source, range)
        } else {
            writer.appendEscaped(source, range)
        }
        // After `return` or `typeof` an operand follows; after a name or a literal, an operator.
        expectsOperand = tokenClass == .keyword
    }

    private mutating func lexLineComment() {
        let start = position
        while position < end && source[position] != UInt8(ascii: "\n") {
            position += 1
        }
        writer.appendToken(.comment, source, start..<position)
    }

    private mutating func lexBlockComment() {
        let start = position
        position += 2
        while position < end && !(source[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/")) {
            position += 1
        }
        position = min(position + 2, end)
        writer.appendToken(.comment, source, start..<position)
    }

    /// `/pattern/flags`, with `[…]` classes that may hold a `/`; a `/` whose line ends first
    /// is an operator.
    private mutating func lexRegularExpression() {
        var index = position + 1
        var inClass = false
        while index < end {
            let current = source[index]
            if current == UInt8(ascii: "\n") { break }
            if current == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if current == UInt8(ascii: "[") { inClass = true }
            if current == UInt8(ascii: "]") { inClass = false }
            if current == UInt8(ascii: "/") && !inClass { break }
            index += 1
        }
        guard index < end, source[index] == UInt8(ascii: "/") else {
            appendPlain(operand: true)
            return
        }
        index += 1
        while index < end && source[index].isASCIILetter {
            index += 1
        }
        writer.appendToken(.string, source, position..<index)
        position = index
        expectsOperand = false
    }

    /// A quoted string with its escapes (an unterminated one ends at the line end), or a
    /// template literal, whose lines go on and whose `${…}` is lexed as code.
    private mutating func lexString(quote: UInt8) {
        let isTemplate = quote == UInt8(ascii: "`")
        writer.openSpan(.string)
        writer.appendEscaped(source[position])
        position += 1
        while position < end {
            let current = source[position]
            if current == quote {
                writer.appendEscaped(current)
                position += 1
                break
            }
            if current == UInt8(ascii: "\n") && !isTemplate { break }
            if current == UInt8(ascii: "\\") {
                appendEscapeSequence()
            } else if isTemplate && current == UInt8(ascii: "$") && byte(at: position + 1) == UInt8(ascii: "{")
                        && interpolationDepth < Self.maximumInterpolationDepth {
                writer.closeSpan()
                lexInterpolation()
                writer.openSpan(.string)
            } else {
                writer.appendEscaped(current)
                position += 1
            }
        }
        writer.closeSpan()
        expectsOperand = false
    }

    /// `${`, code up to its `}`, and the `}`.
    private mutating func lexInterpolation() {
        writer.appendToken(.interpolation, source, position..<position + 2)
        position += 2
        interpolationDepth += 1
        expectsOperand = true
        lexCode(stopAtUnbalancedBrace: true)
        interpolationDepth -= 1
        if position < end {
            writer.appendToken(.interpolation, source, position..<position + 1)
            position += 1
        }
    }

    /// A backslash and the character it escapes (a whole `\u{…}` or `\xHH`), as an escape.
    private mutating func appendEscapeSequence() {
        let start = position
        position += 1
        guard position < end, !source[position].isNonASCII, source[position] != UInt8(ascii: "\n") else {
            writer.appendToken(.escape, source, start..<position)
            return
        }
        let escaped = source[position]
        position += 1
        if escaped == UInt8(ascii: "u") && byte(at: position) == UInt8(ascii: "{") {
            while position < end && source[position] != UInt8(ascii: "}") && source[position] != UInt8(ascii: "\n") {
                position += 1
            }
            position = min(position + 1, end)
        } else if escaped == UInt8(ascii: "u") || escaped == UInt8(ascii: "x") {
            let digits = escaped == UInt8(ascii: "u") ? 4 : 2
            var count = 0
            while count < digits && position < end && source[position].isHexDigit {
                position += 1
                count += 1
            }
        }
        writer.appendToken(.escape, source, start..<position)
    }

    /// Decimal, hex (`0x`), octal (`0o`) and binary (`0b`) numbers, with `_` separators, a
    /// fraction, an exponent and a BigInt `n`.
    private mutating func lexNumber() {
        let start = position
        let radix = byte(at: position + 1) | 0x20
        if source[position] == UInt8(ascii: "0") && (radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b")) {
            position += 2
            while position < end && (source[position].isHexDigit || source[position] == UInt8(ascii: "_")) {
                position += 1
            }
        } else {
            while position < end {
                let current = source[position]
                if current.isASCIIDigit || current == UInt8(ascii: "_") || current == UInt8(ascii: ".") {
                    position += 1
                } else if (current | 0x20) == UInt8(ascii: "e")
                            && (byte(at: position + 1).isASCIIDigit
                                || ((byte(at: position + 1) == UInt8(ascii: "-") || byte(at: position + 1) == UInt8(ascii: "+"))
                                    && byte(at: position + 2).isASCIIDigit)) {
                    position += 2
                } else {
                    break
                }
            }
        }
        if byte(at: position) == UInt8(ascii: "n") { position += 1 }
        writer.appendToken(.number, source, start..<position)
        expectsOperand = false
    }

    private static let keywords = WordTable([
        "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "export", "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "let", "new", "of", "return",
        "static", "super", "switch", "this", "throw", "try", "typeof", "var", "void", "while", "with", "yield",
    ])

    private static let typeScriptKeywords = WordTable([
        "abstract", "as", "asserts", "declare", "enum", "implements", "infer", "interface", "is", "keyof", "namespace",
        "override", "private", "protected", "public", "readonly", "satisfies", "type", "unique",
    ])

    private static let typeScriptTypes = WordTable([
        "any", "bigint", "boolean", "never", "number", "object", "string", "symbol", "unknown",
    ])

    private static let literals = WordTable(["true", "false", "null", "undefined", "NaN", "Infinity"])

    /// The global objects and functions Pygments names as built-ins.
    private static let builtins = WordTable([
        "Array", "ArrayBuffer", "BigInt", "Boolean", "DataView", "Date", "Error", "Function", "Intl", "JSON", "Map", "Math",
        "Number", "Object", "Promise", "Proxy", "Reflect", "RegExp", "Set", "String", "Symbol", "WeakMap", "WeakSet",
        "console", "decodeURI", "decodeURIComponent", "document", "encodeURI", "encodeURIComponent", "eval", "globalThis",
        "isFinite", "isNaN", "parseFloat", "parseInt", "window",
    ])
}
