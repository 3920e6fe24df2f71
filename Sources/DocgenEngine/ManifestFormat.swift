import DocgenCheck
import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenPages

/// The build manifest's records, in the cache's one record format and frame (``CacheFile``).
/// A page record (`P`) is followed by the records of its ids and links, then by those of its
/// figures and diagnostics.
///
///     docgen-manifest  9  FILES-FINGERPRINT  OTHERS-IDS-FINGERPRINT
///     S  path  size  modified  inode                 (a static file or theme asset in the output)
///     P  path  key  size  modified  inode  diagrams  tables  links  details
///     U  source                                  (the chapter the page was made from, as diagnostics name it)
///     T  id  id  …                                   (the ids and anchors fragments may name)
///     M  page  fragment  file  line  column          (a markdown link to a heading of another page)
///     F  page  fragment  file  line  column  note    (a link in the page to another page's fragment)
///     E  url  file  line  column                     (an external link)
///     G  path  path  …                               (the files of the page's figures, published with it)
///     R  kind  name  digest                          (something else the page read: ``PageInput``)
///     D  severity  rule  file  line  column  message (a diagnostic of the Render stage)
///     C  severity  rule  file  line  column  message (a finding of the page's check)
///     B  severity  rule  file  line  column  message (a link into a fragment the site check found missing)
///     Z  pages  hash                                  (the end: the hash of every byte before it)
///
/// A page's chapter, ids and links (`U`, `T`, `M`, `F`, `E`) are most of the file, and a build after an edit
/// needs few of them: `details` is their length in bytes, and reading the manifest passes over
/// them (``wholePage(_:)`` reads them when asked for). The end's hash still covers them, so a
/// manifest changed anywhere is refused; the records read are checked as they are read.
enum ManifestFormat {
    static let magic = "docgen-manifest"
    static let version = 9

    /// The manifest's bytes, in parts to be written one after another: a run of kept entries'
    /// records is one part of the manifest they were read from, not copied, so an incremental
    /// build writes its manifest at the cost of the pages it made.
    static func parts(_ manifest: BuildManifest) -> [ArraySlice<UInt8>] {
        var parts: [(file: ManifestFile?, bytes: ArraySlice<UInt8>)] = []
        var out = CacheRecordWriter()
        func flush() {
            if !out.bytes.isEmpty { parts.append((nil, out.bytes[...])) }
            out.bytes = []
        }
        out.record(magic, String(version), manifest.filesFingerprint, manifest.othersFingerprint)
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
            let details = detailRecords(page.check, source: page.source)
            out.record("P", page.path, entry.key, String(entry.stamp.size), String(entry.stamp.modified), String(entry.stamp.inode))
            for number in [page.diagramCount, page.tableCount, page.check.linkCount, details.count] { out.field(String(number)) }
            out.end()
            out.bytes += details
            if !page.figurePaths.isEmpty {
                out.record("G")
                for path in page.figurePaths { out.field(path) }
                out.end()
            }
            for input in page.inputs {
                out.record("R", input.kind.rawValue, input.name, input.digest)
                out.end()
            }
            for item in page.diagnostics { out.diagnostic("D", item) }
            for item in page.check.findings { out.diagnostic("C", item) }
            for item in entry.brokenFragments { out.diagnostic("B", item) }
        }
        flush()
        let bytes = parts.map(\.bytes)
        return bytes + [CacheFile.end(count: manifest.entries.count, after: bytes)[...]]
    }

    /// The records of a page's chapter, ids and links: its `P` record's details (the chapter is
    /// asked for only when the page is gone from the next build).
    private static func detailRecords(_ check: PageCheck, source: String) -> [UInt8] {
        var out = CacheRecordWriter()
        if !source.isEmpty {
            out.record("U", source)
            out.end()
        }
        if !check.targets.isEmpty {
            out.record("T")
            for target in check.targets.sorted() { out.field(target) }
            out.end()
        }
        for link in check.contentFragmentLinks {
            out.record("M", link.page, link.fragment)
            out.location(link.location)
            out.end()
        }
        for link in check.fragmentLinks {
            out.record("F", link.page, link.fragment)
            out.location(link.location)
            out.field(link.note)
            out.end()
        }
        for link in check.externalLinks {
            out.record("E", link.url)
            out.location(link.location)
            out.end()
        }
        return out.bytes
    }

    /// The manifest in `bytes`, or nil when they are not one this version wrote. Each page's
    /// entry keeps its records as read (``BuildManifest/Entry/record``), and its page without
    /// the ids and links of its check.
    static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        var reading = ManifestReading(file: ManifestFile(bytes: bytes))
        return bytes.withUnsafeBufferPointer { buffer in
            let end = CacheFile.read(buffer, magic: magic, version: version, header: { reading.header($0) },
                                     record: { reading.record($0, at: $1) }, end: { reading.end(at: $0) })
            guard end == buffer.count, let header = reading.fingerprints else { return nil }
            return BuildManifest(filesFingerprint: header.files, othersFingerprint: header.others, otherFiles: reading.otherFiles,
                                 entries: reading.entries)
        }
    }

    /// The page an entry's records describe, with every id and link of its check; nil when its
    /// details are not the records they should be.
    static func wholePage(_ record: ManifestRecords) -> WrittenPage? {
        record.bytes.withUnsafeBufferPointer { buffer in
            var draft: EntryDraft?
            let complete = CacheRecordReader.records(in: buffer) { line, _ in
                guard draft != nil else {
                    draft = line.hasOneByteKind && line.kind == UInt8(ascii: "P") ? EntryDraft(line) : nil
                    return draft != nil
                }
                return line.hasOneByteKind && draft!.read(line, whole: true)
            }
            return complete != nil ? draft.take()?.page() : nil
        }
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

/// A manifest as its records are read, in one value: the reader's callbacks change it, not
/// several variables they would share.
private struct ManifestReading {
    let file: ManifestFile
    var fingerprints: (files: String, others: String)?
    var otherFiles: [String: FileStamp] = [:]
    var entries: [BuildManifest.Entry] = []
    /// The page being read, and where its records start.
    var draft: EntryDraft?
    var draftStart = 0

    init(file: ManifestFile) {
        self.file = file
    }

    mutating func header(_ line: CacheRecordReader) -> Bool {
        guard line.count == 4 else { return false }
        fingerprints = (line.string(2), line.string(3))
        return true
    }

    /// Reads a record; returns how many bytes of details after it to pass over (a page's ids and
    /// links), or nil when it is damaged.
    mutating func record(_ line: CacheRecordReader, at start: Int) -> Int? {
        switch line.kind {
        case UInt8(ascii: "S"):
            // Before the first page: a page's records run to the next page.
            guard draft == nil, entries.isEmpty, line.count == 5, let size = line.integer(2), let modified = line.integer(3),
                  let inode = line.unsigned(4) else { return nil }
            let path = line.string(1)
            guard CacheRecordReader.isInsideFolder(path) else { return nil }
            otherFiles[path] = FileStamp(size: size, modified: modified, inode: inode)
            return 0
        case UInt8(ascii: "P"):
            finishEntry(at: start)
            draftStart = start
            draft = EntryDraft(line)
            return draft?.detailsLength
        default:
            return draft?.read(line, whole: false) == true ? 0 : nil
        }
    }

    /// The number of pages read, once the end record at `start` is reached.
    mutating func end(at start: Int) -> Int {
        finishEntry(at: start)
        return entries.count
    }

    private mutating func finishEntry(at end: Int) {
        if let draft = draft.take() { entries.append(draft.entry(record: ManifestRecords(file: file, range: draftStart..<end))) }
    }
}

/// A page's entry as its records are read; a class, changed in place by its records (a struct
/// in an optional was copied out and back at every record).
private final class EntryDraft {
    let key: String
    let stamp: FileStamp
    let path: String
    var source = ""
    let diagramCount: Int
    let tableCount: Int
    /// The length in bytes of the records of the page's ids and links, after its `P` record.
    let detailsLength: Int
    var diagnostics: [Diagnostic] = []
    var check = PageCheck()
    var figurePaths: [String] = []
    var inputs: [PageInput] = []
    var brokenFragments: [Diagnostic] = []

    /// The entry a `P` record begins, or nil when the record is not one.
    init?(_ line: CacheRecordReader) {
        // Counts are added up over every page: a damaged one must not overflow the sum.
        let counts = 0...Int64(Int32.max)
        guard line.count == 10, let size = line.integer(3), let modified = line.integer(4), let inode = line.unsigned(5),
              let diagrams = line.integer(6), let tables = line.integer(7), let links = line.integer(8),
              counts.contains(diagrams), counts.contains(tables), counts.contains(links),
              let details = line.integer(9, in: 0...Int64(Int.max)) else { return nil }
        path = line.string(1)
        guard CacheRecordReader.isInsideFolder(path) else { return nil }
        check.linkCount = Int(links)
        key = line.string(2)
        stamp = FileStamp(size: size, modified: modified, inode: inode)
        diagramCount = Int(diagrams)
        tableCount = Int(tables)
        detailsLength = details
    }

    /// The page the records describe.
    func page() -> WrittenPage {
        WrittenPage(path: path, source: source, diagnostics: diagnostics, check: check, diagramCount: diagramCount,
                    tableCount: tableCount, figurePaths: figurePaths, inputs: inputs)
    }

    /// Reads one of the page's records after its `P` record. With `whole` false the page's
    /// details were passed over, so an id or link record is out of place. False when the record
    /// is not one.
    func read(_ line: CacheRecordReader, whole: Bool) -> Bool {
        switch line.kind {
        case UInt8(ascii: "G"):
            // Read with the page itself: keeping a page keeps its figures' files.
            let paths = (1..<line.count).map(line.string)
            guard !paths.isEmpty, figurePaths.isEmpty, paths.allSatisfy(CacheRecordReader.isInsideFolder) else { return false }
            figurePaths = paths
        case UInt8(ascii: "R"):
            // Read with the page itself: whether it is kept depends on them.
            guard line.count == 4, let kind = PageInput.Kind(rawValue: line.string(1)) else { return false }
            inputs.append(PageInput(kind: kind, name: line.string(2), digest: line.string(3)))
        case UInt8(ascii: "T"):
            guard whole, check.targets.isEmpty else { return false }
            check.targets = Set((1..<line.count).map(line.string))
        case UInt8(ascii: "M"):
            guard whole, line.count == 6, let at = line.location(3) else { return false }
            check.contentFragmentLinks.append(PageCheck.FragmentLink(page: line.string(1), fragment: line.string(2), location: at))
        case UInt8(ascii: "F"):
            guard whole, line.count == 7, let at = line.location(3) else { return false }
            check.fragmentLinks.append(PageCheck.FragmentLink(page: line.string(1), fragment: line.string(2), location: at,
                                                              note: line.string(6)))
        case UInt8(ascii: "U"):
            guard whole, line.count == 2, source.isEmpty, check.targets.isEmpty else { return false }
            source = line.string(1)
        case UInt8(ascii: "E"):
            guard whole, line.count == 5, let at = line.location(2) else { return false }
            check.externalLinks.append(PageCheck.ExternalLink(url: line.string(1), location: at))
        case UInt8(ascii: "D"), UInt8(ascii: "C"), UInt8(ascii: "B"):
            guard let item = line.diagnostic() else { return false }
            switch line.kind {
            case UInt8(ascii: "D"): diagnostics.append(item)
            case UInt8(ascii: "C"): check.findings.append(item)
            default: brokenFragments.append(item)
            }
        default:
            return false
        }
        return true
    }

    func entry(record: ManifestRecords) -> BuildManifest.Entry {
        BuildManifest.Entry(key: key, stamp: stamp, page: page(), brokenFragments: brokenFragments, record: record)
    }
}
