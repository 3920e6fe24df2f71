import DocgenCore
import DocgenModel
import Foundation

/// Reads what ``ArchiveWriter`` wrote; every read returns nil past the end or on a value that
/// cannot be.
struct ArchiveReader {
    let bytes: UnsafeRawBufferPointer
    /// What `bytes` point into, which chapters' texts keep (``MarkdownText``).
    let buffer: Data
    /// Where the texts are in `buffer`, after the records.
    let texts: Range<Int>
    var offset: Int

    var isAtEnd: Bool { offset == bytes.count }

    mutating func int64() -> Int64? {
        guard bytes.count - offset >= 8 else { return nil }
        defer { offset += 8 }
        return Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self))
    }

    mutating func int() -> Int? {
        int64().map { Int(truncatingIfNeeded: $0) }
    }

    mutating func string() -> String? {
        span().map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
    }

    /// Text kept as bytes of ``buffer``, decoded when it is first needed: its fingerprint and
    /// where it is among the texts.
    mutating func text() -> MarkdownText? {
        guard let fingerprint = string(), let start = int(), let count = int(), start >= 0, count >= 0,
              start <= texts.count - count else { return nil }
        return MarkdownText(utf8: buffer, range: (texts.lowerBound + start)..<(texts.lowerBound + start + count), fingerprint: fingerprint)
    }

    /// Where the next length-prefixed bytes are, which it steps over.
    private mutating func span() -> Range<Int>? {
        guard let count = int(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return offset..<(offset + count)
    }

    /// nil when unreadable, `.some(nil)` for an absent value.
    mutating func optional<Value>(_ read: (inout ArchiveReader) -> Value?) -> Value?? {
        guard offset < bytes.count else { return nil }
        let flag = bytes[offset]
        offset += 1
        switch flag {
        case 0: return .some(nil)
        case 1: return read(&self).map { .some($0) }
        default: return nil
        }
    }

    mutating func location() -> SourceLocation? {
        guard let file = string(), let line = int(), let column = int() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    mutating func diagnostic() -> Diagnostic? {
        guard let severity = string().flatMap(Diagnostic.Severity.init(rawValue:)), let rule = optional({ $0.string() }),
              let location = location(), let message = string() else { return nil }
        var diagnostic = Diagnostic(severity, at: location, message)
        diagnostic.rule = rule
        return diagnostic
    }

    mutating func chapter() -> Chapter? {
        guard let sourcePath = string(), let displayPath = string(), let title = string(), let order = int(),
              let slug = string(), let description = string(), let text = text(), let bodyLineOffset = int(),
              let folder = string(), let slugLocation = optional({ $0.location() }), let language = string(),
              let languageFolder = string(), let outputFolder = optional({ $0.string() }),
              let translationKey = optional({ $0.string() }), let draft = int(), draft == 0 || draft == 1 else { return nil }
        return Chapter(sourcePath: sourcePath, displayPath: displayPath, title: title, order: order, slug: slug,
                       description: description, text: text, bodyLineOffset: bodyLineOffset, folder: folder,
                       slugLocation: slugLocation, language: language, languageFolder: languageFolder,
                       outputFolder: outputFolder, translationKey: translationKey, isDraft: draft == 1)
    }

    mutating func part() -> Part? {
        guard let folder = string(), let title = string(), let order = int(), let description = string() else { return nil }
        return Part(folder: folder, title: title, order: order, description: description)
    }
}
