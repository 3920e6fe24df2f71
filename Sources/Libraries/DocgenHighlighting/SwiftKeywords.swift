/// Swift's reserved and contextual keywords, looked up directly on source bytes.
enum SwiftKeywords {
    /// Words highlighted as `hl-keyword`: declaration, statement, expression and contextual keywords.
    private static let keywords = [
        // Declarations
        "actor", "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "macro", "nonisolated", "open",
        "operator", "package", "precedencegroup", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "any", "as", "async", "await", "consume", "copy", "discard", "each", "is", "rethrows", "self",
        "Self", "some", "super", "throws", "try", "unsafe",
        // Contextual
        "associativity", "convenience", "didSet", "distributed", "dynamic", "final", "get", "indirect",
        "infix", "isolated", "lazy", "mutating", "nonmutating", "optional", "override", "postfix",
        "prefix", "required", "sending", "set", "unowned", "weak", "willSet",
    ]

    /// Words highlighted as `hl-literal`.
    private static let literals = ["true", "false", "nil"]

    private static let keywordTable = WordTable(keywords)
    private static let literalTable = WordTable(literals)

    static func isKeyword(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        keywordTable.contains(source, range)
    }

    static func isLiteral(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        literalTable.contains(source, range)
    }
}
