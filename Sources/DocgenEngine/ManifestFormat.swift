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
        var out: [UInt8] = []
        func record(_ fields: [String]) {
            for (index, field) in fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: "\t")) }
                var field = field
                field.withUTF8 { bytes in
                    var plainStart = 0
                    for (offset, byte) in bytes.enumerated() {
                        let escape: UInt8
                        switch byte {
                        case UInt8(ascii: "\\"): escape = UInt8(ascii: "\\")
                        case UInt8(ascii: "\t"): escape = UInt8(ascii: "t")
                        case UInt8(ascii: "\n"): escape = UInt8(ascii: "n")
                        case UInt8(ascii: "\r"): escape = UInt8(ascii: "r")
                        default: continue
                        }
                        out.append(contentsOf: bytes[plainStart..<offset])
                        out.append(UInt8(ascii: "\\"))
                        out.append(escape)
                        plainStart = offset + 1
                    }
                    out.append(contentsOf: bytes[plainStart...])
                }
            }
            out.append(UInt8(ascii: "\n"))
        }
        func location(_ at: SourceLocation) -> [String] { [at.file, String(at.line), String(at.column)] }
        func diagnostic(_ kind: String, _ item: Diagnostic) {
            record([kind, item.severity.rawValue, item.rule ?? ""] + location(item.location) + [item.message])
        }
        record([magic, version, manifest.filesFingerprint])
        for path in manifest.otherFiles.keys.sorted() {
            let stamp = manifest.otherFiles[path]!
            record(["S", path, String(stamp.size), String(stamp.modified), String(stamp.inode)])
        }
        for path in manifest.entries.keys.sorted() {
            let entry = manifest.entries[path]!
            let page = entry.page
            record(["P", path, entry.key, String(entry.stamp.size), String(entry.stamp.modified), String(entry.stamp.inode),
                    String(page.diagramCount), String(page.tableCount), String(page.check.linkCount)])
            if !page.check.targets.isEmpty { record(["T"] + page.check.targets.sorted()) }
            for link in page.check.contentFragmentLinks { record(["M", link.page, link.fragment] + location(link.location)) }
            for link in page.check.fragmentLinks { record(["F", link.page, link.fragment] + location(link.location) + [link.note]) }
            for link in page.check.externalLinks { record(["E", link.url] + location(link.location)) }
            for item in page.diagnostics { diagnostic("D", item) }
            for item in page.check.findings { diagnostic("C", item) }
        }
        record(["Z", String(manifest.entries.count)])
        return out
    }

    /// The manifest in `bytes`, or nil when they are not one this version wrote.
    static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        var manifest: BuildManifest?
        var path: String?
        var entry: BuildManifest.Entry?
        func finishEntry() {
            if let path, let entry { manifest?.entries[path] = entry }
        }
        var ended = false
        var lineStart = 0
        while lineStart < bytes.count {
            guard !ended else { return nil }
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let fields = Self.fields(bytes[lineStart..<lineEnd])
            lineStart = lineEnd + 1
            guard let kind = fields.first else { return nil }
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
                finishEntry()
                guard fields.count == 2, Int(fields[1]) == manifest?.entries.count else { return nil }
                ended = true
                continue
            }
            if kind == "P" {
                finishEntry()
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

    /// A line's fields, unescaped.
    private static func fields(_ line: ArraySlice<UInt8>) -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "\t") {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            } else if byte == UInt8(ascii: "\\"), index + 1 < line.endIndex {
                index += 1
                switch line[index] {
                case UInt8(ascii: "t"): field.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "n"): field.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): field.append(UInt8(ascii: "\r"))
                default: field.append(line[index])
                }
            } else {
                field.append(byte)
            }
            index += 1
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }
}
