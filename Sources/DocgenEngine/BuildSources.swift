import DocgenCore
import DocgenLoad
import Foundation

/// The chapters `docgen build` read, kept beside the build manifest for the next build
/// (``SourceCacheArchive``), with the scope they were read in: a chapter read by another docgen
/// binary, from another content folder or under another configuration is read again.
struct BuildSources {
    let cache: SourceCache
    private let path: String
    private let scope: String
    /// When the load began, in nanoseconds since 1970.
    private let loadStart: Int64

    /// The archive of the last build with `options`' folders, opened before the load; with
    /// `readingArchive` false, an empty cache, which the build's save writes over the archive.
    init(_ options: BuildOptions, readingArchive: Bool) {
        path = Self.path(outputPath: options.outputPath)
        scope = Self.scope(options)
        loadStart = SourceCacheArchive.now()
        cache = readingArchive ? SourceCacheArchive.load(from: path, scope: scope) : SourceCache()
    }

    /// Stores what the load read while the build goes on; the build waits for it before it ends.
    func saveInBackground() -> DispatchGroup {
        let group = DispatchGroup()
        let (cache, path, scope, loadStart) = (cache, path, scope, loadStart)
        DispatchQueue.global().async(group: group) {
            SourceCacheArchive.save(cache, to: path, scope: scope, loadStart: loadStart)
        }
        return group
    }

    /// Removes the archive, so that no later build reads it again.
    func discardArchive() {
        unlink(path)
    }

    static func path(outputPath: String) -> String {
        URL(fileURLWithPath: outputPath).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(".docgen-cache/sources").path
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
