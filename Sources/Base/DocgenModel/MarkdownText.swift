import DocgenCore
import Foundation

/// A chapter's markdown: a string, or its UTF-8 bytes inside a larger buffer (the build's
/// chapter archive) that become a string only when a page is made from them. An incremental
/// build of a large site makes few pages; decoding every chapter's text took a fifth of it.
///
/// Its ``fingerprint`` is taken once, from the string: page keys hold it rather than hashing
/// every text at every build, and archived text is checked against it before a page is made
/// from it (``isIntact``), since the archive's own hash covers everything but the texts.
public struct MarkdownText: Sendable, Equatable {
    private enum Storage: Sendable {
        case string(String)
        case bytes(Data, Range<Int>)
    }

    private let storage: Storage
    /// The XXH3-128 fingerprint of the text's UTF-8 bytes (``ContentHash``).
    public let fingerprint: String

    public init(_ string: String) {
        storage = .string(string)
        var string = string
        fingerprint = string.withUTF8 { ContentHash.of(UnsafeRawBufferPointer($0)) }
    }

    /// The text whose UTF-8 bytes are `range` of `buffer` (indices counted from its start), as
    /// recorded with `fingerprint`.
    public init(utf8 buffer: Data, range: Range<Int>, fingerprint: String) {
        storage = .bytes(buffer, range)
        self.fingerprint = fingerprint
    }

    /// False when the text is bytes that no longer match its fingerprint: an archive damaged
    /// on disk.
    public var isIntact: Bool {
        guard case .bytes = storage else { return true }
        return withUTF8 { ContentHash.of($0) } == fingerprint
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
