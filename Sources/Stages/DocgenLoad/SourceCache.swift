import DocgenCore
import DocgenModel
import Dispatch
import Synchronization

/// What a previous load read from each file of the content folder, by path and stamp, so that a
/// process that loads the same site again (`docgen serve` after a save) reads only the files
/// whose stamp changed; `docgen build` keeps its markdown on disk between processes
/// (``SourceCacheArchive``). Safe to share between the loader's threads.
public final class SourceCache: Sendable {
    /// One markdown file as read: its chapter or part, and its problems. A class: a large
    /// site's 10,000 are handed from the archive to the loader's threads and back, one
    /// reference each rather than a copy of every field.
    final class Markdown: Sendable {
        let stamp: FileStamp
        let chapter: Chapter?
        let part: Part?
        let problems: [Diagnostic]

        init(stamp: FileStamp, chapter: Chapter? = nil, part: Part? = nil, problems: [Diagnostic]) {
            self.stamp = stamp
            self.chapter = chapter
            self.part = part
            self.problems = problems
        }
    }

    /// A static or data file as read: its bytes, their hash, and a CSV file's table.
    struct File: Sendable {
        var stamp: FileStamp
        var bytes: [UInt8]
        var hash: String
        var data: DataFile.Contents?
    }

    /// The markdown files as read: those an earlier process read, with those read since.
    private let markdown: Mutex<MarkdownTables>
    private let files = Mutex<[String: File]>([:])
    /// The markdown files stored since the cache was made, and whether one was forgotten: what
    /// makes a copy on disk out of date.
    private let storedMarkdown = Mutex<Set<String>>([])
    private let forgotMarkdown = Atomic<Bool>(false)

    /// The reading of an earlier process's markdown files on another thread, which every use
    /// waits for; nil for a cache that began empty.
    public let reading: DispatchGroup?

    /// The markdown files read since the table was last handed out are kept apart from it, and
    /// merged into it when it is next asked for: the loader holds the table while it stores a
    /// chapter it read again, and a store into the table itself copied all 10,000 entries.
    private struct MarkdownTables {
        var read: [String: Markdown] = [:]
        var readSince: [String: Markdown] = [:]
    }

    public init() {
        markdown = Mutex(MarkdownTables())
        reading = nil
    }

    /// A cache holding the markdown files `read` returns, as an earlier process read them; they
    /// are read on another thread while the caller goes on.
    init(reading read: @escaping @Sendable () -> [String: Markdown]) {
        markdown = Mutex(MarkdownTables())
        let group = DispatchGroup()
        reading = group
        DispatchQueue.global().async(group: group) { [self] in
            let entries = read()
            markdown.withLock { $0.read = entries }
        }
    }

    /// Every markdown file as read, by path inside the content folder.
    var markdownFiles: [String: Markdown] {
        reading?.wait()
        return markdown.withLock { tables in
            if !tables.readSince.isEmpty {
                tables.read.merge(tables.readSince) { _, later in later }
                tables.readSince = [:]
            }
            return tables.read
        }
    }

    /// The problems reading each markdown file gave, by path inside the content folder, for the
    /// files that had any.
    public var markdownProblems: [String: [Diagnostic]] {
        markdownFiles.compactMapValues { $0.problems.isEmpty ? nil : $0.problems }
    }

    /// The markdown files read again since the cache was made.
    var storedMarkdownPaths: Set<String> { storedMarkdown.withLock { $0 } }

    /// True when a markdown file was forgotten since the cache was made.
    var hasForgottenMarkdown: Bool { forgotMarkdown.load(ordering: .relaxed) }

    func store(_ read: Markdown, at path: String) {
        reading?.wait()
        markdown.withLock { $0.readSince[path] = read }
        storedMarkdown.withLock { _ = $0.insert(path) }
    }

    func file(at path: String, stamp: FileStamp) -> File? {
        files.withLock { $0[path] }.flatMap { $0.stamp == stamp ? $0 : nil }
    }

    func store(_ file: File, at path: String) {
        files.withLock { $0[path] = file }
    }

    /// Forgets the files that are gone: the markdown files not among `markdownPaths`, the others
    /// not among `filePaths` (the content folder's files now). With `allMarkdownKnown`, the
    /// caller knows that every markdown file the cache holds is among them, and `markdownPaths`
    /// is not made (a large site's 10,000 paths).
    func keep(markdown markdownPaths: @autoclosure () -> Set<String>, files filePaths: Set<String>, allMarkdownKnown: Bool = false) {
        reading?.wait()
        let forgot = !allMarkdownKnown && markdown.withLock { tables in
            let paths = markdownPaths()
            let forgotRead = Self.prune(&tables.read, keeping: paths)
            return Self.prune(&tables.readSince, keeping: paths) || forgotRead
        }
        if forgot { forgotMarkdown.store(true, ordering: .relaxed) }
        _ = files.withLock { Self.prune(&$0, keeping: filePaths) }
    }

    /// Drops the entries not at `paths`; true when there were some. Checked before filtering:
    /// nothing is gone after most loads, and a filtered copy of a large site's entries costs
    /// more than the look-ups.
    private static func prune<Entry>(_ entries: inout [String: Entry], keeping paths: Set<String>) -> Bool {
        guard !entries.keys.allSatisfy(paths.contains) else { return false }
        entries = entries.filter { paths.contains($0.key) }
        return true
    }
}
