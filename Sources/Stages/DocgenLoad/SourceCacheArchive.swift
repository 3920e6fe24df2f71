import DocgenCore
import DocgenModel
import Foundation

/// The markdown files of a ``SourceCache`` kept on disk between `docgen build` processes
/// (`.docgen-cache/sources`), so that a build after an edit reads and parses again only the
/// chapters whose stamp (size, modification time, inode) changed.
///
/// The file holds its records (paths, stamps, chapters' front matter and problems), a hash of
/// them, and the chapters' texts after it. The records are trusted only when whole and written
/// for the same reading: they name a scope (docgen's binary, the content folder, the
/// configuration), and the hash follows them. A damaged, cut-off or foreign file is ignored, as
/// if there were none. The texts, most of the file, are not read to load it: each has its
/// fingerprint in its record, which page keys use, and which a text is checked against before a
/// page is made from it (``MarkdownText/isIntact``). A file changed less than a second before it
/// was read is not kept: a second edit within the file system's clock tick could leave its stamp
/// as it was.
public enum SourceCacheArchive {
    static let magic = Array("docgen-sources\n".utf8)
    static let version: Int64 = 4
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

    /// Stores `cache`'s markdown files at `path` for `scope`, leaving out those modified within
    /// ``settlingTime`` of `loadStart` (nanoseconds since 1970), when the archive is out of date
    /// enough: a file is gone, or one in ``rewriteShare`` settled files was read again. A cache
    /// that cannot be written only makes the next build slower.
    public static func save(_ cache: SourceCache, to path: String, scope: String, loadStart: Int64) {
        let markdown = cache.markdownFiles
        let isSettled = { (entry: SourceCache.Markdown) in entry.stamp.modified < loadStart - settlingTime }
        let readAgain = cache.storedMarkdownPaths.filter { markdown[$0].map(isSettled) ?? false }.count
        guard cache.hasForgottenMarkdown || (readAgain > 0 && readAgain * rewriteShare >= markdown.count) else { return }
        let settled = markdown.filter { isSettled($0.value) }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileWriting.replaceAtomically(ofPath: path, withParts: encode(settled, scope: scope).map { $0[...] })
    }

    /// The current time in nanoseconds since 1970, as file stamps count it.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The archive of `markdown` in two parts, written one after the other: the header, the
    /// records and their hash; then the texts, which are not copied into one buffer with them (a
    /// large site's texts are hundreds of megabytes).
    static func encode(_ markdown: [String: SourceCache.Markdown], scope: String) -> [[UInt8]] {
        var writer = ArchiveWriter()
        writer.bytes.reserveCapacity(magic.count + 16 + 512 * (markdown.count + 8) + hashLength)
        writer.texts.reserveCapacity(markdown.values.reduce(0) { $0 + ($1.chapter?.text.utf8Count ?? 0) })
        writer.bytes += magic
        writer.integer(version)
        let lengthOffset = writer.bytes.count
        writer.integer(0)  // the records' length, filled in once they are written
        let recordsStart = writer.bytes.count
        writer.string(scope)
        writer.integer(markdown.count)
        for path in markdown.keys.sorted() {
            let entry = markdown[path]!
            writer.string(path)
            writer.integer(entry.stamp.size)
            writer.integer(entry.stamp.modified)
            writer.integer(entry.stamp.inode)
            writer.optional(entry.chapter) { writer, chapter in writer.chapter(chapter) }
            writer.optional(entry.part) { writer, part in writer.part(part) }
            writer.integer(entry.problems.count)
            for problem in entry.problems { writer.diagnostic(problem) }
        }
        withUnsafeBytes(of: Int64(writer.bytes.count - recordsStart).littleEndian) {
            writer.bytes.replaceSubrange(lengthOffset..<(lengthOffset + 8), with: $0)
        }
        writer.bytes += Array(ContentHash.of(writer.bytes).utf8)
        return [writer.bytes, writer.texts]
    }

    /// The length of the records' hash, in hexadecimal digits.
    private static let hashLength = 32

    /// The markdown files in `data`; their chapters' texts stay bytes of `data` until needed.
    static func decode(_ data: Data, scope: String) -> [String: SourceCache.Markdown]? {
        data.withUnsafeBytes { decode($0, buffer: data, scope: scope) }
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, buffer: Data, scope: String) -> [String: SourceCache.Markdown]? {
        let header = magic.count + 16
        guard bytes.count >= header + hashLength, bytes.starts(with: magic) else { return nil }
        var prefix = ArchiveReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<header]), buffer: buffer, texts: 0..<0, offset: magic.count)
        guard prefix.int64() == version, let length = prefix.int(), length >= 0, length <= bytes.count - header - hashLength else { return nil }
        let recordsEnd = header + length
        let records = UnsafeRawBufferPointer(rebasing: bytes[..<recordsEnd])
        guard bytes[recordsEnd..<(recordsEnd + hashLength)].elementsEqual(ContentHash.of(records).utf8) else { return nil }
        var reader = ArchiveReader(bytes: records, buffer: buffer, texts: (recordsEnd + hashLength)..<bytes.count, offset: header)
        guard reader.string() == scope, let count = reader.int(), count >= 0 else { return nil }
        var markdown: [String: SourceCache.Markdown] = [:]
        markdown.reserveCapacity(min(count, bytes.count / 64))
        for _ in 0..<count {
            guard let path = reader.string(), let size = reader.int64(), let modified = reader.int64(),
                  let inode = reader.int64().map(UInt64.init(bitPattern:)),
                  let chapter = reader.optional({ $0.chapter() }), let part = reader.optional({ $0.part() }),
                  let problemCount = reader.int(), problemCount >= 0 else { return nil }
            var problems: [Diagnostic] = []
            for _ in 0..<problemCount {
                guard let problem = reader.diagnostic() else { return nil }
                problems.append(problem)
            }
            markdown[path] = SourceCache.Markdown(stamp: FileStamp(size: size, modified: modified, inode: inode),
                                                  chapter: chapter, part: part, problems: problems)
        }
        return reader.isAtEnd ? markdown : nil
    }
}
