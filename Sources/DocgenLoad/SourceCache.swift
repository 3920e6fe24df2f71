import DocgenCore
import DocgenModel
import Synchronization

/// What a previous load read from each file of the content folder, by path and stamp, so that a
/// process that loads the same site again (`docgen serve` after a save) reads only the files
/// whose stamp changed. Safe to share between the loader's threads.
public final class SourceCache: Sendable {
    /// One markdown file as read: its chapter or part, and its problems.
    struct Markdown: Sendable {
        var stamp: FileStamp
        var chapter: Chapter?
        var part: Part?
        var problems: [Diagnostic]
    }

    /// A static or data file as read: its bytes, their hash, and a CSV file's table.
    struct File: Sendable {
        var stamp: FileStamp
        var bytes: [UInt8]
        var hash: String
        var data: DataFile.Contents?
    }

    private let markdown = Mutex<[String: Markdown]>([:])
    private let files = Mutex<[String: File]>([:])

    public init() {}

    func markdown(at path: String, stamp: FileStamp?) -> Markdown? {
        markdown.withLock { $0[path] }.flatMap { $0.stamp == stamp ? $0 : nil }
    }

    func store(_ read: Markdown, at path: String) {
        markdown.withLock { $0[path] = read }
    }

    func file(at path: String, stamp: FileStamp) -> File? {
        files.withLock { $0[path] }.flatMap { $0.stamp == stamp ? $0 : nil }
    }

    func store(_ file: File, at path: String) {
        files.withLock { $0[path] = file }
    }

    /// Forgets files that are gone, so the cache holds no more than the site.
    func keep(only paths: Set<String>) {
        markdown.withLock { $0 = $0.filter { paths.contains($0.key) } }
        files.withLock { $0 = $0.filter { paths.contains($0.key) } }
    }
}
