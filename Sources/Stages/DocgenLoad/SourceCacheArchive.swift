import DocgenCore
import DocgenModel
import Foundation

/// The markdown files of a ``SourceCache`` kept on disk between `docgen build` processes
/// (`.docgen-cache/sources`), so that a build after an edit reads and parses again only the
/// chapters whose stamp (size, modification time, inode) changed.
///
/// The file holds its records (paths, stamps, chapters' front matter and problems) in the
/// cache's one record format and frame (``CacheFile``), ended by their hash, and the chapters'
/// texts after them. The records are trusted only when whole and written for the same reading:
/// they name a scope (docgen's binary, the content folder, the configuration). A damaged, cut-off or foreign file is ignored, as
/// if there were none. The texts, most of the file, are not read to load it: each has its
/// fingerprint in its record, which page keys use, and which a text is checked against before a
/// page is made from it (``MarkdownText/isIntact``). A file changed less than a second before it
/// was read is not kept: a second edit within the file system's clock tick could leave its stamp
/// as it was.
public enum SourceCacheArchive {
    static let magic = "docgen-sources"
    static let version = 7
    /// Files modified this close to the load (nanoseconds) are read again by the next build.
    static let settlingTime: Int64 = 1_000_000_000

    /// The cache stored at `path` for `scope`, or an empty cache when there is none that can be
    /// trusted. The file is read on another thread while the caller goes on (the loader lists
    /// the content folder meanwhile).
    public static func load(from path: String, scope: String) -> SourceCache {
        SourceCache {
            // Only a regular file: reading a FIFO put in its place would wait forever.
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return [:] }
            return decode(data, scope: scope) ?? [:]
        }
    }

    /// The archive is written again once one in this many of its files was read again: a few
    /// edited chapters cost less to read at each build than a large site's archive (45 MB at
    /// 10,000 chapters) costs to write.
    static let rewriteShare = 64

    /// Writes `cache`'s markdown files to `path` for `scope`, leaving out those modified within
    /// ``settlingTime`` of `loadStart` (nanoseconds since 1970), when the archive is out of date
    /// enough: a file is gone, or one in ``rewriteShare`` settled files was read again. True when
    /// it wrote; the caller writes to a temporary path and renames it into place once the build
    /// succeeded, so that a failed build leaves the archive as it was.
    public static func write(_ cache: SourceCache, to path: String, scope: String, loadStart: Int64) throws -> Bool {
        let markdown = cache.markdownFiles
        let isSettled = { (entry: SourceCache.Markdown) in entry.stamp.modified < loadStart - settlingTime }
        let readAgain = cache.storedMarkdownPaths.filter { markdown[$0].map(isSettled) ?? false }.count
        guard cache.hasForgottenMarkdown || (readAgain > 0 && readAgain * rewriteShare >= markdown.count) else { return false }
        let settled = markdown.filter { isSettled($0.value) }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileWriting.replaceContents(ofPath: path, withParts: encode(settled, scope: scope).map { $0[...] })
        return true
    }

    /// The current time in nanoseconds since 1970, as file stamps count it.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The archive of `markdown` in two parts, written one after the other: the records, in the
    /// cache's record format and frame (``CacheFile``); then the texts, which are not copied
    /// into one buffer with them (a large site's texts are hundreds of megabytes).
    ///
    ///     docgen-sources  7  SCOPE
    ///     F  path  size  modified  inode          (a markdown file read; the records up to the next F are its)
    ///     C  source-path  display-path  title  order  slug  description  fingerprint  text-start  text-count
    ///        body-line-offset  folder  language  language-folder  draft      (its chapter, one line)
    ///     L  file  line  column                    (the chapter's slug: where it was set)
    ///     O  output-folder                         (the chapter's output folder, when it has its own)
    ///     K  translation-key
    ///     A  url  file  line  column               (one of the chapter's aliases, where it was given)
    ///     I  image  file  line  column             (the chapter's image: for link previews, where it was given)
    ///     R  folder  title  order  description     (a part's _index.md)
    ///     D  severity  rule  file  line  column  message   (a problem found reading it)
    ///     Z  files  hash
    static func encode(_ markdown: [String: SourceCache.Markdown], scope: String) -> [[UInt8]] {
        var out = CacheRecordWriter()
        var texts: [UInt8] = []
        out.bytes.reserveCapacity(256 * (markdown.count + 8))
        texts.reserveCapacity(markdown.values.reduce(0) { $0 + ($1.chapter?.text.utf8Count ?? 0) })
        out.record(magic, String(version), scope)
        out.end()
        for path in markdown.keys.sorted() {
            let entry = markdown[path]!
            out.record("F", path)
            for number in [entry.stamp.size, entry.stamp.modified] { out.field(number) }
            out.field(entry.stamp.inode)
            out.end()
            if let chapter = entry.chapter {
                out.record("C", chapter.sourcePath, chapter.displayPath, chapter.title, String(chapter.order), chapter.slug,
                           chapter.description, chapter.text.fingerprint, String(texts.count), String(chapter.text.utf8Count),
                           String(chapter.bodyLineOffset), chapter.folder, chapter.language, chapter.languageFolder,
                           chapter.isDraft ? "1" : "0")
                out.end()
                chapter.text.withUTF8 { texts.append(contentsOf: $0) }
                if let at = chapter.slugLocation {
                    out.record("L")
                    out.location(at)
                    out.end()
                }
                if let folder = chapter.outputFolder {
                    out.record("O", folder)
                    out.end()
                }
                if let key = chapter.translationKey {
                    out.record("K", key)
                    out.end()
                }
                for alias in chapter.aliases {
                    out.record("A", alias.url)
                    out.location(alias.location)
                    out.end()
                }
                if let image = chapter.image {
                    out.record("I", image.value)
                    out.location(image.location)
                    out.end()
                }
            }
            if let part = entry.part {
                out.record("R", part.folder, part.title, String(part.order), part.description)
                out.end()
            }
            for problem in entry.problems { out.diagnostic("D", problem) }
        }
        out.bytes += CacheFile.end(count: markdown.count, after: [out.bytes[...]])
        return [out.bytes, texts]
    }

    /// The markdown files in `data`; their chapters' texts stay bytes of `data` until needed.
    static func decode(_ data: Data, scope: String) -> [String: SourceCache.Markdown]? {
        data.withUnsafeBytes { raw in
            decode(raw.bindMemory(to: UInt8.self), buffer: data, scope: scope)
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, buffer: Data, scope: String) -> [String: SourceCache.Markdown]? {
        // The texts follow the records, each where its chapter's record says. With their start
        // known first, each file's entry is made as soon as its records are read: gathered in a
        // list first, the entries were copied as it grew, a twentieth of a one-chapter rebuild.
        guard let end = CacheFile.end(in: bytes) else { return nil }
        var reading = ArchiveReading(texts: end.next..<bytes.count, buffer: buffer, expectedCount: min(end.count, bytes.count / 16))
        guard CacheFile.read(bytes, magic: magic, version: version, header: { line in
            line.count == 3 && line.string(2) == scope
        }, record: { line, _ in reading.record(line) ? 0 : nil }, end: { _ in reading.finish() ? reading.count : -1 }) == end.next else { return nil }
        // A path recorded twice is a file this version did not write.
        return reading.markdown.count == reading.count ? reading.markdown : nil
    }
}

/// An archive as its records are read, in one value: the reader's callbacks change it, not
/// several variables they would share (which Swift checks for exclusive access at run time).
private struct ArchiveReading {
    /// Where the texts are in `buffer`.
    let texts: Range<Int>
    let buffer: Data
    var markdown: [String: SourceCache.Markdown] = [:]
    /// The file whose records are being read.
    var draft: ArchiveEntryDraft?
    /// How many files' records were read.
    var count = 0

    init(texts: Range<Int>, buffer: Data, expectedCount: Int) {
        self.texts = texts
        self.buffer = buffer
        markdown.reserveCapacity(expectedCount)
    }

    /// Reads a record: a file's `F` record ends the file before it; false when it is damaged.
    mutating func record(_ line: CacheRecordReader) -> Bool {
        guard line.kind == UInt8(ascii: "F") else { return draft?.read(line) ?? false }
        guard finish(), let next = ArchiveEntryDraft(line) else { return false }
        draft = next
        return true
    }

    /// Makes the entry of the file whose records were read last; false when it is damaged.
    mutating func finish() -> Bool {
        guard let finished = draft.take() else { return true }
        count += 1
        let path = finished.path
        guard let entry = finished.markdown(texts: texts, buffer: buffer) else { return false }
        markdown[path] = entry
        return true
    }
}

/// A markdown file's entry as its records are read. A class: its records change it in place,
/// where a struct in an optional was copied out and back at every record (a tenth of reading
/// the archive).
private final class ArchiveEntryDraft {
    let path: String
    let stamp: FileStamp
    /// The chapter's fields from its records; the chapter is made once its text's place among
    /// the texts is known (made in one go: each change to a chapter makes its output path again).
    var chapter: ChapterDraft?
    var part: Part?
    var problems: [Diagnostic] = []

    /// A chapter's `C` record and the records after it.
    struct ChapterDraft {
        var sourcePath, displayPath, title, slug, description, folder, language, languageFolder: String
        var order, bodyLineOffset: Int
        var isDraft: Bool
        /// Where the chapter's text is among the texts, and its fingerprint.
        var text: (range: Range<Int>, fingerprint: String)
        var slugLocation: SourceLocation?
        var outputFolder: String?
        var translationKey: String?
        var aliases: [PageAlias] = []
        var image: ChapterImage?
    }

    /// The entry an `F` record begins, or nil when the record is not one.
    init?(_ line: CacheRecordReader) {
        guard line.count == 5, let size = line.integer(2), let modified = line.integer(3), let inode = line.unsigned(4) else { return nil }
        path = line.string(1)
        guard CacheRecordReader.isInsideFolder(path) else { return nil }
        stamp = FileStamp(size: size, modified: modified, inode: inode)
    }

    /// The entry, its chapter's text a range of `buffer` inside `texts`; nil when it is not there.
    func markdown(texts: Range<Int>, buffer: Data) -> SourceCache.Markdown? {
        var made: Chapter?
        if let chapter = chapter.take() {
            guard chapter.text.range.upperBound <= texts.count else { return nil }
            let range = (texts.lowerBound + chapter.text.range.lowerBound)..<(texts.lowerBound + chapter.text.range.upperBound)
            made = Chapter(sourcePath: chapter.sourcePath, displayPath: chapter.displayPath, title: chapter.title, order: chapter.order,
                           slug: chapter.slug, description: chapter.description,
                           text: MarkdownText(utf8: buffer, range: range, fingerprint: chapter.text.fingerprint),
                           bodyLineOffset: chapter.bodyLineOffset, folder: chapter.folder, slugLocation: chapter.slugLocation,
                           language: chapter.language, languageFolder: chapter.languageFolder, outputFolder: chapter.outputFolder,
                           translationKey: chapter.translationKey, isDraft: chapter.isDraft)
            if !chapter.aliases.isEmpty { made?.aliases = chapter.aliases }
            if let image = chapter.image { made?.image = image }
        }
        return SourceCache.Markdown(stamp: stamp, chapter: made, part: part, problems: problems)
    }

    /// Reads one of the file's records after its `F` record; false when it is not one, or not
    /// in its place (a chapter's details before its chapter, a second chapter or part).
    func read(_ line: CacheRecordReader) -> Bool {
        let anyInt = Int64(Int.min)...Int64(Int.max), counts = Int64(0)...Int64(Int.max)
        switch line.kind {
        case UInt8(ascii: "C"):
            guard chapter == nil, part == nil, line.count == 15, let order = line.integer(4, in: anyInt),
                  let start = line.integer(8, in: counts), let count = line.integer(9, in: counts), start <= Int.max - count,
                  let bodyLineOffset = line.integer(10, in: anyInt), let draft = line.integer(14, in: 0...1) else { return false }
            chapter = ChapterDraft(sourcePath: line.string(1), displayPath: line.string(2), title: line.string(3), slug: line.string(5),
                                   description: line.string(6), folder: line.string(11), language: line.string(12),
                                   languageFolder: line.string(13), order: order, bodyLineOffset: bodyLineOffset, isDraft: draft == 1,
                                   text: (start..<(start + count), line.string(7)))
        case UInt8(ascii: "L"):
            guard line.count == 4, chapter != nil, chapter?.slugLocation == nil, let at = line.location(1) else { return false }
            chapter?.slugLocation = at
        case UInt8(ascii: "O"):
            guard line.count == 2, chapter != nil, chapter?.outputFolder == nil else { return false }
            chapter?.outputFolder = line.string(1)
        case UInt8(ascii: "K"):
            guard line.count == 2, chapter != nil, chapter?.translationKey == nil else { return false }
            chapter?.translationKey = line.string(1)
        case UInt8(ascii: "A"):
            guard line.count == 5, chapter != nil, let at = line.location(2) else { return false }
            chapter?.aliases.append(PageAlias(url: line.string(1), location: at))
        case UInt8(ascii: "I"):
            guard line.count == 5, chapter != nil, chapter?.image == nil, let at = line.location(2) else { return false }
            chapter?.image = ChapterImage(line.string(1), at: at)
        case UInt8(ascii: "R"):
            guard chapter == nil, part == nil, line.count == 5, let order = line.integer(3, in: anyInt) else { return false }
            part = Part(folder: line.string(1), title: line.string(2), order: order, description: line.string(4))
        case UInt8(ascii: "D"):
            guard let problem = line.diagnostic() else { return false }
            problems.append(problem)
        default:
            return false
        }
        return true
    }
}
