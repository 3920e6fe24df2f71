import DocgenCore
import DocgenLoad
import Foundation
import Synchronization

/// The chapters `docgen build` read, kept beside the build manifest for the next build
/// (``SourceCacheArchive``), with the scope they were read in: a chapter read by another docgen
/// binary, from another content folder or under another configuration is read again.
///
/// The archive is written while the build goes on, to a temporary file of this process, and
/// renamed over the last one only when the build is published: a failed build leaves it as it
/// was.
final class BuildSources: Sendable {
    let cache: SourceCache
    private let path: String
    private let pendingPath: String
    private let scope: String
    /// When the load began, in nanoseconds since 1970.
    private let loadStart: Int64
    /// The background write: whether it wrote (the archive was out of date enough), or its failure.
    private let writing = Mutex<(group: DispatchGroup, outcome: Result<Bool, any Error>?)?>(nil)

    /// The archive of the last build with `options`' folders, opened before the load; with
    /// `readingArchive` false, an empty cache, which the build's save writes over the archive.
    init(_ options: BuildOptions, readingArchive: Bool) {
        path = Self.path(cacheFolder: options.cacheFolder)
        pendingPath = "\(path).\(getpid()).tmp"
        scope = Self.scope(options)
        loadStart = SourceCacheArchive.now()
        cache = readingArchive ? SourceCacheArchive.load(from: path, scope: scope) : SourceCache()
    }

    /// Writes what the load read to the temporary file while the build goes on; the build
    /// waits for the group before it ends.
    func saveInBackground() -> DispatchGroup {
        let group = DispatchGroup()
        writing.withLock { $0 = (group, nil) }
        DispatchQueue.global().async(group: group) { [self] in
            let outcome = Result { try SourceCacheArchive.write(cache, to: pendingPath, scope: scope, loadStart: loadStart) }
            writing.withLock { $0?.outcome = outcome }
        }
        return group
    }

    /// Puts the archive written in the background in place (once it is written); a warning when
    /// it could not be written, since each build will then read every chapter again.
    func publish() -> Diagnostic? {
        guard let group = writing.withLock({ $0?.group }) else { return nil }
        group.wait()
        var failure: (any Error)?
        switch writing.withLock({ $0?.outcome }) {
        case .success(true):
            if rename(pendingPath, path) != 0 { failure = FileWriting.Failure(path: path, code: errno) }
        case .failure(let error):
            failure = error
        case .success(false), nil:
            break
        }
        guard let failure else { return nil }
        unlink(pendingPath)
        return .warning("cannot store the chapters read for the next build (\(failure)); the next build will read every chapter again",
                        at: SourceLocation(file: path), rule: .buildCache)
    }

    /// Throws the archive written in the background away (once it is written): the last one
    /// stays as it was.
    func discard() {
        guard let group = writing.withLock({ $0?.group }) else { return }
        group.wait()
        unlink(pendingPath)
    }

    static func path(cacheFolder: String) -> String {
        "\(cacheFolder)/sources"
    }

    static func scope(_ options: BuildOptions) -> String {
        var configuration = ContentHash()
        if let configPath = options.configPath, let bytes = FileManager.default.contents(atPath: configPath) {
            configuration.update(Array(bytes))
        }
        let root = URL(fileURLWithPath: options.contentPath).standardizedFileURL.resolvingSymlinksInPath().path
        return [DocgenVersion.current, PageKeys.executableStamp, root, options.contentPath, configuration.hex].joined(separator: "\n")
    }
}
