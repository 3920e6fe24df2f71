import DocgenCore
import Foundation

/// What the last published build of a versioned site knew of one version made from a git ref,
/// kept in `versions/NAME/record` of the build cache: the key of its sources (the commit, the
/// project's paths, the docgen binary), its page paths, and the key of its whole build (the
/// sources' key and what its pages show of the other versions). A ref's commit does not
/// change under it: with the same sources' key, its pages are the recorded ones without loading
/// it, and with the same build key its whole folder is kept.
struct VersionRecord: Equatable {
    var sourcesKey: String
    var buildKey: String
    var pagePaths: [String]

    private static let header = "docgen version record 1"

    static func path(cacheFolder: String, name: String) -> String {
        "\(cacheFolder)/versions/\(name)/record"
    }

    /// The key of a ref version's sources.
    static func sourcesKey(of source: VersionSource) -> String {
        var hash = ContentHash()
        hash.update(DocgenVersion.current)
        hash.update(PageKeys.executableStamp)
        hash.update(source.commit ?? "-")
        for path in [source.contentPath, source.configPath ?? "-", source.templatesPath ?? "-"] { hash.update(path) }
        return hash.hex
    }

    static func load(from path: String) -> VersionRecord? {
        guard let bytes = RegularFile.contents(atPath: path, limit: 1 << 30) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 3, lines[0] == header, lines.last == "" else { return nil }
        return VersionRecord(sourcesKey: lines[1], buildKey: lines[2], pagePaths: Array(lines[3..<(lines.count - 1)]))
    }

    /// Writes the record beside its place, to be renamed into it when the site is published.
    func savePending(to path: String, caches: PendingCaches) {
        let pending = "\(path).\(getpid()).tmp"
        let text = ([Self.header, sourcesKey, buildKey] + pagePaths).joined(separator: "\n") + "\n"
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileWriting.replaceContents(ofPath: pending, with: Array(text.utf8))
        } catch {
            return
        }
        caches.add(commit: {
            rename(pending, path) == 0 ? nil
                : .warning("cannot record this version for the next build (\(String(cString: strerror(errno)))); it will be made again",
                           at: SourceLocation(file: path), rule: .buildCache)
        }, discard: { unlink(pending) })
    }
}
