import Foundation

/// A chapter's markdown: a string, or its UTF-8 bytes inside a larger buffer (the build's
/// chapter archive) that become a string only when a page is made from them. An incremental
/// build of a large site makes few pages; decoding every chapter's text took a fifth of it.
public struct MarkdownText: Sendable, Equatable {
    private enum Storage: Sendable {
        case string(String)
        case bytes(Data, Range<Int>)
    }

    private let storage: Storage

    public init(_ string: String) {
        storage = .string(string)
    }

    /// The text whose UTF-8 bytes are `range` of `buffer` (indices counted from its start).
    public init(utf8 buffer: Data, range: Range<Int>) {
        storage = .bytes(buffer, range)
    }

    /// The text as a string (invalid UTF-8 repaired), decoded again at each call for text that
    /// is still bytes.
    public var string: String {
        switch storage {
        case .string(let string): return string
        case .bytes: return withUTF8 { String(decoding: $0, as: UTF8.self) }
        }
    }

    public var utf8Count: Int {
        switch storage {
        case .string(let string): return string.utf8.count
        case .bytes(_, let range): return range.count
        }
    }

    /// Calls `body` with the text's UTF-8 bytes, without making a string of them.
    public func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch storage {
        case .string(var string):
            return try string.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
        case .bytes(let buffer, let range):
            return try buffer.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[range])) }
        }
    }

    public static func == (lhs: MarkdownText, rhs: MarkdownText) -> Bool {
        lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
    }
}
