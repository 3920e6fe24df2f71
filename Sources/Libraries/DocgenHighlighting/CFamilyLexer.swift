import DocgenCore

/// Highlights languages of C's syntax: JavaScript, TypeScript and Go. Keywords, literals,
/// numbers, strings, comments and built-ins, each from its dialect's tables; JavaScript's
/// template literals (their `${…}` lexed again as code) and regular expressions; TypeScript's
/// decorators and type keywords; Go's raw strings, runes and predeclared types. As in
/// Pygments' lexers of these languages, other names and calls stay plain.
///
/// A `/` starts a regular expression (JavaScript, TypeScript) where an operand is expected
/// (after an operator, a keyword, `(`, `,` or the start), and divides after a name, a number
/// or a closing bracket.
struct CFamilyLexer: EmbeddableLexer {
    enum Dialect {
        case javaScript, typeScript, go

        /// True for JavaScript's regular expressions, template literals and decorators.
        var isScript: Bool { self != .go }
    }

    /// Deeper `${…}` nesting than this is left as string text, so hostile input cannot exhaust the stack.
    private static let maximumInterpolationDepth = 32

    let source: UnsafeBufferPointer<UInt8>
    let end: Int
    private let dialect: Dialect
    var position: Int
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
            case UInt8(ascii: "/") where expectsOperand && dialect.isScript:
                lexRegularExpression()
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                lexString(quote: current)
            case UInt8(ascii: "@") where dialect.isScript && isIdentifierStart(byte(at: position + 1)):
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
        appendPlain()
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
        } else {
            Self.tables(of: dialect).first { $0.words.contains(source, range) }?.tokenClass
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
    /// template literal, whose lines go on and whose `${…}` is lexed as code; in Go, a
    /// backquoted string is raw: its lines go on, with no escapes.
    private mutating func lexString(quote: UInt8) {
        let isTemplate = quote == UInt8(ascii: "`") && dialect.isScript
        let isRaw = quote == UInt8(ascii: "`") && !dialect.isScript
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
            if current == UInt8(ascii: "\n") && !isTemplate && !isRaw { break }
            if current == UInt8(ascii: "\\") && !isRaw {
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

    /// The dialect's words, each table with its class, asked in order.
    private static func tables(of dialect: Dialect) -> [(words: WordTable, tokenClass: TokenClass)] {
        switch dialect {
        case .javaScript: javaScriptTables
        case .typeScript: typeScriptTables
        case .go: goTables
        }
    }

    private static let javaScriptKeywords = [
        "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "export", "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "let", "new", "of", "return",
        "static", "super", "switch", "this", "throw", "try", "typeof", "var", "void", "while", "with", "yield",
    ]

    private static let javaScriptLiterals = WordTable(["true", "false", "null", "undefined", "NaN", "Infinity"])

    /// The global objects and functions Pygments names as built-ins.
    private static let javaScriptBuiltins = WordTable([
        "Array", "ArrayBuffer", "BigInt", "Boolean", "DataView", "Date", "Error", "Function", "Intl", "JSON", "Map", "Math",
        "Number", "Object", "Promise", "Proxy", "Reflect", "RegExp", "Set", "String", "Symbol", "WeakMap", "WeakSet",
        "console", "decodeURI", "decodeURIComponent", "document", "encodeURI", "encodeURIComponent", "eval", "globalThis",
        "isFinite", "isNaN", "parseFloat", "parseInt", "window",
    ])

    private static let javaScriptTables: [(words: WordTable, tokenClass: TokenClass)] = [
        (javaScriptLiterals, .literal), (WordTable(javaScriptKeywords), .keyword), (javaScriptBuiltins, .function),
    ]

    private static let typeScriptTables: [(words: WordTable, tokenClass: TokenClass)] = [
        (javaScriptLiterals, .literal),
        (WordTable(javaScriptKeywords + [
            "abstract", "as", "asserts", "declare", "enum", "implements", "infer", "interface", "is", "keyof", "namespace",
            "override", "private", "protected", "public", "readonly", "satisfies", "type", "unique",
        ]), .keyword),
        (WordTable(["any", "bigint", "boolean", "never", "number", "object", "string", "symbol", "unknown"]), .type),
        (javaScriptBuiltins, .function),
    ]

    private static let goTables: [(words: WordTable, tokenClass: TokenClass)] = [
        (WordTable(["true", "false", "nil", "iota"]), .literal),
        (WordTable([
            "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func", "go", "goto",
            "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch", "type", "var",
        ]), .keyword),
        (WordTable([
            "any", "bool", "byte", "comparable", "complex64", "complex128", "error", "float32", "float64", "int", "int8", "int16",
            "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr",
        ]), .type),
        (WordTable([
            "append", "cap", "clear", "close", "complex", "copy", "delete", "imag", "len", "make", "max", "min", "new", "panic",
            "print", "println", "real", "recover",
        ]), .function),
    ]
}
