import DocgenCore
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

    private let markdown = Mutex<[String: Markdown]>([:])
    private let data = Mutex<[String: (stamp: FileStamp, bytes: [UInt8])]>([:])

    public init() {}

    func markdown(at path: String, stamp: FileStamp?) -> Markdown? {
        markdown.withLock { $0[path] }.flatMap { $0.stamp == stamp ? $0 : nil }
    }

    func store(_ read: Markdown, at path: String) {
        markdown.withLock { $0[path] = read }
    }

    func data(at path: String, stamp: FileStamp?) -> [UInt8]? {
        data.withLock { $0[path] }.flatMap { $0.stamp == stamp ? $0.bytes : nil }
    }

    func store(data bytes: [UInt8], stamp: FileStamp, at path: String) {
        data.withLock { $0[path] = (stamp, bytes) }
    }

    /// Forgets files that are gone, so the cache holds no more than the site.
    func keep(only paths: Set<String>) {
        markdown.withLock { $0 = $0.filter { paths.contains($0.key) } }
        data.withLock { $0 = $0.filter { paths.contains($0.key) } }
    }
}
