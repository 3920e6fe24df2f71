import DocgenCore
import DocgenModel

/// Writes the records of ``SourceCacheArchive``: integers as 8 little-endian bytes, strings as
/// their UTF-8 length and bytes, an optional value as a 0 or 1 byte and the value. A chapter's
/// text goes to ``texts``, and its record holds its fingerprint and where it is there.
struct ArchiveWriter {
    var bytes: [UInt8] = []
    var texts: [UInt8] = []

    mutating func integer(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func integer(_ value: Int) { integer(Int64(value)) }

    mutating func integer(_ value: UInt64) { integer(Int64(bitPattern: value)) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func text(_ value: MarkdownText) {
        string(value.fingerprint)
        integer(texts.count)
        integer(value.utf8Count)
        value.withUTF8 { texts.append(contentsOf: $0) }
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout ArchiveWriter, Value) -> Void) {
        bytes.append(value == nil ? 0 : 1)
        if let value { write(&self, value) }
    }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        integer(location.line)
        integer(location.column)
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        optional(diagnostic.rule) { $0.string($1) }
        location(diagnostic.location)
        string(diagnostic.message)
    }

    /// Every stored property of ``Chapter`` (``ArchiveReader/chapter()`` reads them back).
    mutating func chapter(_ chapter: Chapter) {
        string(chapter.sourcePath)
        string(chapter.displayPath)
        string(chapter.title)
        integer(chapter.order)
        string(chapter.slug)
        string(chapter.description)
        text(chapter.text)
        integer(chapter.bodyLineOffset)
        string(chapter.folder)
        optional(chapter.slugLocation) { $0.location($1) }
        string(chapter.language)
        string(chapter.languageFolder)
        optional(chapter.outputFolder) { $0.string($1) }
        optional(chapter.translationKey) { $0.string($1) }
        integer(chapter.isDraft ? 1 : 0)
    }

    /// Every stored property of ``Part``.
    mutating func part(_ part: Part) {
        string(part.folder)
        string(part.title)
        integer(part.order)
        string(part.description)
    }
}
