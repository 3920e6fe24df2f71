import DocgenCheck
import DocgenCore
import DocgenModel

/// The build manifest's file format: one record per line, tab-separated fields, with `\`, tab,
/// line feed and carriage return escaped. A page record (`P`) is followed by the records of
/// what its check found. Hand-written because Foundation's `JSONDecoder` took a quarter of an
/// incremental build's time on a 5,000-chapter site; this format reads in one pass over bytes.
///
///     docgen-manifest  1  FILES-FINGERPRINT
///     S  path  size  modified  inode                 (a static file or theme asset in the output)
///     P  path  key  size  modified  inode  diagrams  tables  links
///     T  id  id  …                                   (the ids and anchors fragments may name)
///     M  page  fragment  file  line  column          (a markdown link to a heading of another page)
///     F  page  fragment  file  line  column  note    (a link in the page to another page's fragment)
///     E  url  file  line  column                     (an external link)
///     D  severity  rule  file  line  column  message (a diagnostic of the Render stage)
///     C  severity  rule  file  line  column  message (a finding of the page's check)
///     Z  pages                                        (the end: a cut-off file is not read)
enum ManifestFormat {
    static let magic = "docgen-manifest"
    static let version = "3"

    static func encode(_ manifest: BuildManifest) -> [UInt8] {
        var out = RecordWriter()
        out.bytes.reserveCapacity(256 * (manifest.entries.count + 1))
        func diagnostic(_ kind: String, _ item: Diagnostic) {
            out.record(kind, item.severity.rawValue, item.rule ?? "")
            out.location(item.location)
            out.field(item.message)
            out.end()
        }
        out.record(magic, version, manifest.filesFingerprint)
        out.end()
        for path in manifest.otherFiles.keys.sorted() {
            let stamp = manifest.otherFiles[path]!
            out.record("S", path, String(stamp.size), String(stamp.modified), String(stamp.inode))
            out.end()
        }
        for path in manifest.entries.keys.sorted() {
            let entry = manifest.entries[path]!
            if let record = entry.record {
                out.bytes += record
                continue
            }
            let page = entry.page
            out.record("P", path, entry.key, String(entry.stamp.size), String(entry.stamp.modified), String(entry.stamp.inode))
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
        }
        out.record("Z", String(manifest.entries.count))
        out.end()
        return out.bytes
    }

    /// The manifest in `bytes`, or nil when they are not one this version wrote.
    /// Each page's entry keeps its records as read (``BuildManifest/Entry/record``).
    static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        bytes.withUnsafeBufferPointer { decode($0, records: bytes) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, records: [UInt8]) -> BuildManifest? {
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        var manifest: BuildManifest?
        var path: String?
        var entry: BuildManifest.Entry?
        var entryStart = 0
        var lineStart = 0
        func finishEntry() {
            guard let path, var entry else { return }
            entry.record = records[entryStart..<lineStart]
            manifest?.entries[path] = entry
        }
        var ended = false
        var fields: [String] = []
        while lineStart < bytes.count {
            guard !ended else { return nil }
            let lineEnd = ByteSearch.offset(of: UInt8(ascii: "\n"), in: bytes, from: lineStart)
            Self.fields(of: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), into: &fields)
            guard let kind = fields.first else { return nil }
            if kind == "P" || kind == "Z" {
                finishEntry()
                entryStart = lineStart
            }
            lineStart = lineEnd + 1
            if manifest == nil {
                guard fields.count == 3, kind == magic, fields[1] == version else { return nil }
                manifest = BuildManifest(filesFingerprint: fields[2], otherFiles: [:], entries: [:])
                continue
            }
            if kind == "S" {
                guard fields.count == 5, let size = Int64(fields[2]), let modified = Int64(fields[3]), let inode = UInt64(fields[4]) else { return nil }
                manifest!.otherFiles[fields[1]] = FileStamp(size: size, modified: modified, inode: inode)
                continue
            }
            if kind == "Z" {
                guard fields.count == 2, Int(fields[1]) == manifest?.entries.count else { return nil }
                ended = true
                continue
            }
            if kind == "P" {
                guard fields.count == 9, let size = Int64(fields[3]), let modified = Int64(fields[4]), let inode = UInt64(fields[5]),
                      let diagrams = Int(fields[6]), let tables = Int(fields[7]), let links = Int(fields[8]) else { return nil }
                var check = PageCheck()
                check.linkCount = links
                path = fields[1]
                entry = BuildManifest.Entry(key: fields[2], stamp: FileStamp(size: size, modified: modified, inode: inode),
                                            page: WrittenPage(path: fields[1], diagnostics: [], check: check,
                                                              diagramCount: diagrams, tableCount: tables))
                continue
            }
            guard entry != nil else { return nil }
            switch kind {
            case "T":
                entry!.page.check.targets = Set(fields.dropFirst())
            case "M":
                guard fields.count == 6, let at = location(fields[3...5]) else { return nil }
                entry!.page.check.contentFragmentLinks.append(PageCheck.FragmentLink(page: fields[1], fragment: fields[2], location: at))
            case "F":
                guard fields.count == 7, let at = location(fields[3...5]) else { return nil }
                entry!.page.check.fragmentLinks.append(PageCheck.FragmentLink(page: fields[1], fragment: fields[2], location: at,
                                                                              note: fields[6]))
            case "E":
                guard fields.count == 5, let at = location(fields[2...4]) else { return nil }
                entry!.page.check.externalLinks.append(PageCheck.ExternalLink(url: fields[1], location: at))
            case "D", "C":
                guard fields.count == 7, let severity = Diagnostic.Severity(rawValue: fields[1]), let at = location(fields[3...5]) else { return nil }
                var item = Diagnostic(severity, at: at, fields[6])
                item.rule = fields[2].isEmpty ? nil : fields[2]
                if kind == "D" { entry!.page.diagnostics.append(item) } else { entry!.page.check.findings.append(item) }
            default:
                return nil
            }
        }
        return ended ? manifest : nil
    }

    private static func location(_ fields: ArraySlice<String>) -> SourceLocation? {
        let fields = Array(fields)
        guard let line = Int(fields[1]), let column = Int(fields[2]) else { return nil }
        return SourceLocation(file: fields[0], line: line, column: column)
    }

    /// A line's fields, unescaped, in place of `fields`' old ones.
    private static func fields(of line: UnsafeBufferPointer<UInt8>, into fields: inout [String]) {
        fields.removeAll(keepingCapacity: true)
        let hasEscapes = ByteSearch.offset(of: UInt8(ascii: "\\"), in: line) < line.count
        var start = 0
        while true {
            let end = ByteSearch.offset(of: UInt8(ascii: "\t"), in: line, from: start)
            let field = UnsafeBufferPointer(rebasing: line[start..<end])
            fields.append(hasEscapes ? unescaped(field) : String(decoding: field, as: UTF8.self))
            guard end < line.count else { return }
            start = end + 1
        }
    }

    private static func unescaped(_ field: UnsafeBufferPointer<UInt8>) -> String {
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
