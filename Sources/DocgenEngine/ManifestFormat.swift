import DocgenCheck
import DocgenCore
import DocgenModel

/// The build manifest's file format: one record per line, tab-separated fields, with `\`, tab,
/// line feed and carriage return escaped. A page record (`P`) is followed by the records of
/// what its check found. Hand-written because Foundation's `JSONDecoder` took a quarter of an
/// incremental build's time on a 5,000-chapter site; this format reads in one pass over bytes.
///
///     docgen-manifest  4  FILES-FINGERPRINT  OTHERS-IDS-FINGERPRINT
///     S  path  size  modified  inode                 (a static file or theme asset in the output)
///     P  path  key  size  modified  inode  diagrams  tables  links
///     T  id  id  …                                   (the ids and anchors fragments may name)
///     M  page  fragment  file  line  column          (a markdown link to a heading of another page)
///     F  page  fragment  file  line  column  note    (a link in the page to another page's fragment)
///     E  url  file  line  column                     (an external link)
///     D  severity  rule  file  line  column  message (a diagnostic of the Render stage)
///     C  severity  rule  file  line  column  message (a finding of the page's check)
///     B  severity  rule  file  line  column  message (a link into a fragment the site check found missing)
///     Z  pages                                        (the end: a cut-off file is not read)
///
/// Every record is checked as the manifest is read, but a page's ids and links (`T`, `M`, `F`,
/// `E`), most of the file, are made into values only when asked for (``wholePage(_:)``).
enum ManifestFormat {
    static let magic = "docgen-manifest"
    static let version = "4"

    /// The manifest's bytes, in parts to be written one after another: a run of kept entries'
    /// records is one part of the manifest they were read from, not copied, so an incremental
    /// build writes its manifest at the cost of the pages it made.
    static func parts(_ manifest: BuildManifest) -> [ArraySlice<UInt8>] {
        var parts: [(file: ManifestFile?, bytes: ArraySlice<UInt8>)] = []
        var out = RecordWriter()
        func flush() {
            if !out.bytes.isEmpty { parts.append((nil, out.bytes[...])) }
            out.bytes = []
        }
        func diagnostic(_ kind: String, _ item: Diagnostic) {
            out.record(kind, item.severity.rawValue, item.rule ?? "")
            out.location(item.location)
            out.field(item.message)
            out.end()
        }
        out.record(magic, version, manifest.filesFingerprint, manifest.othersFingerprint)
        out.end()
        for path in manifest.otherFiles.keys.sorted() {
            let stamp = manifest.otherFiles[path]!
            out.record("S", path, String(stamp.size), String(stamp.modified), String(stamp.inode))
            out.end()
        }
        for entry in manifest.entries {
            if let record = entry.record {
                flush()
                if let last = parts.last, let file = last.file, file === record.file, last.bytes.endIndex == record.range.lowerBound {
                    parts[parts.count - 1].bytes = file.bytes[last.bytes.startIndex..<record.range.upperBound]
                } else {
                    parts.append((record.file, record.bytes))
                }
                continue
            }
            let page = entry.page
            out.record("P", page.path, entry.key, String(entry.stamp.size), String(entry.stamp.modified), String(entry.stamp.inode))
            for number in [page.diagramCount, page.tableCount, page.check.linkCount] { out.field(String(number)) }
            out.end()
            if !page.check.targets.isEmpty {
                out.record("T")
                for target in page.check.targets.sorted() { out.field(target) }
                out.end()
            }
            for link in page.check.contentFragmentLinks {
                out.record("M", link.page, link.fragment)
                out.location(link.location)
                out.end()
            }
            for link in page.check.fragmentLinks {
                out.record("F", link.page, link.fragment)
                out.location(link.location)
                out.field(link.note)
                out.end()
            }
            for link in page.check.externalLinks {
                out.record("E", link.url)
                out.location(link.location)
                out.end()
            }
            for item in page.diagnostics { diagnostic("D", item) }
            for item in page.check.findings { diagnostic("C", item) }
            for item in entry.brokenFragments { diagnostic("B", item) }
        }
        out.record("Z", String(manifest.entries.count))
        out.end()
        flush()
        return parts.map(\.bytes)
    }

    /// The manifest in `bytes`, or nil when they are not one this version wrote. Each page's
    /// entry keeps its records as read (``BuildManifest/Entry/record``), and its page without
    /// the ids and links of its check.
    static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        let file = ManifestFile(bytes: bytes)
        return bytes.withUnsafeBufferPointer { buffer in
            var header: (files: String, others: String)?
            var otherFiles: [String: FileStamp] = [:]
            var entries: [BuildManifest.Entry] = []
            var draft: EntryDraft?
            var draftStart = 0
            func finishEntry(at end: Int) {
                if let draft { entries.append(draft.entry(record: ManifestRecords(file: file, range: draftStart..<end))) }
                draft = nil
            }
            var ended = false
            let complete = readLines(buffer) { line, start in
                guard !ended else { return false }
                guard header != nil else {
                    guard line.count == 4, line.string(0) == magic, line.string(1) == version else { return false }
                    header = (line.string(2), line.string(3))
                    return true
                }
                guard line.hasOneByteKind else { return false }
                switch line.kind {
                case UInt8(ascii: "S"):
                    // Before the first page: a page's records run to the next page.
                    guard draft == nil, entries.isEmpty, line.count == 5, let size = line.integer(2), let modified = line.integer(3),
                          let inode = line.unsigned(4) else { return false }
                    let path = line.string(1)
                    guard isInsideOutput(path) else { return false }
                    otherFiles[path] = FileStamp(size: size, modified: modified, inode: inode)
                case UInt8(ascii: "P"):
                    finishEntry(at: start)
                    draftStart = start
                    draft = EntryDraft(line)
                    return draft != nil
                case UInt8(ascii: "Z"):
                    finishEntry(at: start)
                    guard line.count == 2, line.integer(1) == Int64(entries.count) else { return false }
                    ended = true
                default:
                    return draft?.read(line, whole: false) ?? false
                }
                return true
            }
            guard complete, ended, let header else { return nil }
            return BuildManifest(filesFingerprint: header.files, othersFingerprint: header.others, otherFiles: otherFiles, entries: entries)
        }
    }

    /// The page an entry's records describe, with every id and link of its check.
    static func wholePage(_ record: ManifestRecords) -> WrittenPage? {
        record.bytes.withUnsafeBufferPointer { buffer in
            var draft: EntryDraft?
            let complete = readLines(buffer) { line, _ in
                guard draft != nil else {
                    draft = line.hasOneByteKind && line.kind == UInt8(ascii: "P") ? EntryDraft(line) : nil
                    return draft != nil
                }
                return line.hasOneByteKind && draft!.read(line, whole: true)
            }
            return complete ? draft?.page : nil
        }
    }

    /// True when `path` names a file inside the output: relative, without empty, `.` or `..`
    /// segments or a NUL. A build removes the recorded pages it no longer makes, so a damaged
    /// manifest must not name anything else.
    static func isInsideOutput(_ path: String) -> Bool {
        !path.utf8.contains(0) && path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { segment in
            !segment.isEmpty && !segment.elementsEqual(".".utf8) && !segment.elementsEqual("..".utf8)
        }
    }

    /// Calls `body` with each line of `bytes` (which must end with a line feed) and the offset
    /// where it starts, while it returns true; true when every line was read.
    private static func readLines(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (ManifestLine, Int) -> Bool) -> Bool {
        guard bytes.last == UInt8(ascii: "\n") else { return false }
        var line = ManifestLine()
        var start = 0
        while start < bytes.count {
            let end = ByteSearch.offset(of: UInt8(ascii: "\n"), in: bytes, from: start)
            line.read(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            guard body(line, start) else { return false }
            start = end + 1
        }
        return true
    }

    fileprivate static func unescaped(_ field: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        var index = 0
        while index < field.count {
            var byte = field[index]
            if byte == UInt8(ascii: "\\"), index + 1 < field.count {
                index += 1
                switch field[index] {
                case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
                case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
                case UInt8(ascii: "r"): byte = UInt8(ascii: "\r")
                default: byte = field[index]
                }
            }
            bytes.append(byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Writes the manifest's records: fields separated by tabs, with `\`, tab, line feed and
/// carriage return escaped, and a line feed after each record.
private struct RecordWriter {
    var bytes: [UInt8] = []
    private var fieldsInRecord = 0

    /// Starts a record of kind `kind` with `fields`.
    mutating func record(_ kind: String, _ fields: String...) {
        field(kind)
        for value in fields { field(value) }
    }

    mutating func field(_ value: String) {
        if fieldsInRecord > 0 { bytes.append(UInt8(ascii: "\t")) }
        fieldsInRecord += 1
        var value = value
        value.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                default: bytes.append(byte)
                }
            }
        }
    }

    mutating func location(_ at: SourceLocation) {
        field(at.file)
        field(String(at.line))
        field(String(at.column))
    }

    mutating func end() {
        bytes.append(UInt8(ascii: "\n"))
        fieldsInRecord = 0
    }
}

/// One record of the manifest as the decoder reads it: where each field is in the line, made
/// into a string or a number only when asked for.
private struct ManifestLine {
    private var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var bounds: [Range<Int>] = []
    private var hasEscapes = false

    /// Takes `line`, which must stay valid while the fields are read.
    mutating func read(_ line: UnsafeBufferPointer<UInt8>) {
        self.line = line
        bounds.removeAll(keepingCapacity: true)
        hasEscapes = ByteSearch.offset(of: UInt8(ascii: "\\"), in: line) < line.count
        var start = 0
        while true {
            let end = ByteSearch.offset(of: UInt8(ascii: "\t"), in: line, from: start)
            bounds.append(start..<end)
            guard end < line.count else { return }
            start = end + 1
        }
    }

    var count: Int { bounds.count }

    /// The first byte of the first field: a record's kind.
    var kind: UInt8 { bounds[0].isEmpty ? 0 : line[bounds[0].lowerBound] }

    /// True when the first field is one byte long, as every record's kind after the header is.
    var hasOneByteKind: Bool { bounds[0].count == 1 }

    func string(_ index: Int) -> String {
        let field = UnsafeBufferPointer(rebasing: line[bounds[index]])
        return hasEscapes ? ManifestFormat.unescaped(field) : String(decoding: field, as: UTF8.self)
    }

    /// The field as a decimal integer, or nil when it is not one (or overflows).
    func integer(_ index: Int) -> Int64? {
        let field = line[bounds[index]]
        guard field.first == UInt8(ascii: "-") else { return unsigned(index).flatMap { Int64(exactly: $0) } }
        guard let magnitude = Self.magnitude(field.dropFirst()), magnitude <= Int64.min.magnitude else { return nil }
        return Int64(truncatingIfNeeded: 0 &- magnitude)
    }

    /// The field as a decimal number without a sign, or nil.
    func unsigned(_ index: Int) -> UInt64? {
        Self.magnitude(line[bounds[index]])
    }

    private static func magnitude(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// The location in the three fields from `index`: file, line and column; with `whole`
    /// false, its numbers are checked and its file left empty.
    func location(_ index: Int, whole: Bool = true) -> SourceLocation? {
        guard let lineNumber = integer(index + 1), let column = integer(index + 2) else { return nil }
        return SourceLocation(file: whole ? string(index) : "", line: Int(lineNumber), column: Int(column))
    }
}

/// The bytes of a manifest as read, which its entries' records are spans of.
final class ManifestFile: Sendable {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// One entry's records in the manifest file they were read from.
struct ManifestRecords: Sendable {
    let file: ManifestFile
    let range: Range<Int>

    var bytes: ArraySlice<UInt8> { file.bytes[range] }
}

/// A page's entry as its records are read.
private struct EntryDraft {
    let key: String
    let stamp: FileStamp
    var page: WrittenPage
    var brokenFragments: [Diagnostic] = []

    /// The entry a `P` record begins, or nil when the record is not one.
    init?(_ line: ManifestLine) {
        // Counts are added up over every page: a damaged one must not overflow the sum.
        let counts = 0...Int64(Int32.max)
        guard line.count == 9, let size = line.integer(3), let modified = line.integer(4), let inode = line.unsigned(5),
              let diagrams = line.integer(6), let tables = line.integer(7), let links = line.integer(8),
              counts.contains(diagrams), counts.contains(tables), counts.contains(links),
              ManifestFormat.isInsideOutput(line.string(1)) else { return nil }
        var check = PageCheck()
        check.linkCount = Int(links)
        key = line.string(2)
        stamp = FileStamp(size: size, modified: modified, inode: inode)
        page = WrittenPage(path: line.string(1), diagnostics: [], check: check, diagramCount: Int(diagrams), tableCount: Int(tables))
    }

    /// Reads one of the page's records after its `P` record; with `whole` false, ids and links
    /// are checked but not kept. False when the record is not one.
    mutating func read(_ line: ManifestLine, whole: Bool) -> Bool {
        switch line.kind {
        case UInt8(ascii: "T"):
            if whole { page.check.targets = Set((1..<line.count).map(line.string)) }
        case UInt8(ascii: "M"):
            guard line.count == 6, let at = line.location(3, whole: whole) else { return false }
            if whole { page.check.contentFragmentLinks.append(PageCheck.FragmentLink(page: line.string(1), fragment: line.string(2), location: at)) }
        case UInt8(ascii: "F"):
            guard line.count == 7, let at = line.location(3, whole: whole) else { return false }
            if whole {
                page.check.fragmentLinks.append(PageCheck.FragmentLink(page: line.string(1), fragment: line.string(2), location: at,
                                                                       note: line.string(6)))
            }
        case UInt8(ascii: "E"):
            guard line.count == 5, let at = line.location(2, whole: whole) else { return false }
            if whole { page.check.externalLinks.append(PageCheck.ExternalLink(url: line.string(1), location: at)) }
        case UInt8(ascii: "D"), UInt8(ascii: "C"), UInt8(ascii: "B"):
            guard line.count == 7, let severity = Diagnostic.Severity(rawValue: line.string(1)), let at = line.location(3) else { return false }
            var item = Diagnostic(severity, at: at, line.string(6))
            let rule = line.string(2)
            item.rule = rule.isEmpty ? nil : rule
            switch line.kind {
            case UInt8(ascii: "D"): page.diagnostics.append(item)
            case UInt8(ascii: "C"): page.check.findings.append(item)
            default: brokenFragments.append(item)
            }
        default:
            return false
        }
        return true
    }

    func entry(record: ManifestRecords) -> BuildManifest.Entry {
        BuildManifest.Entry(key: key, stamp: stamp, page: page, brokenFragments: brokenFragments, record: record)
    }
}
