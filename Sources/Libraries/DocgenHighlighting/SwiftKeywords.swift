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

    private static let keywordsByLength = tableByLength(keywords)
    private static let literalsByLength = tableByLength(literals)

    static func isKeyword(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        contains(range, of: source, in: keywordsByLength)
    }

    static func isLiteral(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        contains(range, of: source, in: literalsByLength)
    }

    private static func tableByLength(_ words: [String]) -> [[[UInt8]]] {
        let longest = words.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [[UInt8]](), count: longest + 1)
        for word in words {
            table[word.utf8.count].append(Array(word.utf8))
        }
        return table
    }

    private static func contains(_ range: Range<Int>, of source: UnsafeBufferPointer<UInt8>, in table: [[[UInt8]]]) -> Bool {
        guard range.count < table.count else { return false }
        candidates: for candidate in table[range.count] {
            for (offset, byte) in candidate.enumerated() where source[range.lowerBound + offset] != byte {
                continue candidates
            }
            return true
        }
        return false
    }
}
