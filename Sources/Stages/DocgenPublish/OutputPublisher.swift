import DocgenCore
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Publish stage: the only code that writes into the output.
///
/// Files go into a staging folder beside the output, and reach the output only when the whole
/// build is clean, so a failed build leaves the old site untouched. Publishing works in one of
/// two ways:
/// - ``Mode-swift.enum/newFolder``: staging receives every file (a page kept from the last build
///   is hard-linked, not copied) and then replaces the output folder as a whole;
/// - ``Mode-swift.enum/inPlace``: staging receives only the pages that changed, side by side
///   (no folders to make and remove), which are then renamed over their old files one by one;
///   unchanged files are not touched. Used when only pages changed, so that editing one chapter
///   of a large site writes one file.
public final class OutputPublisher: Sendable {
    public enum Mode: Sendable {
        case newFolder
        /// `removing`: pages of the last build that this one no longer makes.
        case inPlace(removing: [String])
    }

    public let outputPath: String
    public let stagingPath: String
    public let mode: Mode
    private let written = WrittenPaths()
    private let staged = WrittenPaths()

    public init(outputPath: String, mode: Mode = .newFolder) {
        self.mode = mode
        let output = URL(fileURLWithPath: outputPath).standardizedFileURL
        self.outputPath = output.path
        let name = output.lastPathComponent
        self.stagingPath = output.deletingLastPathComponent()
            .appendingPathComponent(".\(name).docgen-staging-\(ProcessInfo.processInfo.processIdentifier)").path
    }

    /// Creates an empty staging folder.
    public func begin() throws {
        try? FileManager.default.removeItem(atPath: stagingPath)
        try FileManager.default.createDirectory(atPath: stagingPath, withIntermediateDirectories: true)
    }

    /// Creates the folders these files go into, before pages are written from several threads
    /// (in place, staging has no folders), and makes room to record the files.
    public func prepareFolders(for paths: [String]) throws {
        written.reserve(paths.count)
        guard case .newFolder = mode else { return }
        for folder in Set(paths.map { SitePath.folder(of: $0) }).sorted() where !folder.isEmpty {
            try FileManager.default.createDirectory(atPath: "\(stagingPath)/\(folder)", withIntermediateDirectories: true)
        }
    }

    /// Where the file at `path` of the output is staged: at the same path inside staging for a
    /// new folder; in place, directly inside staging, its path's `%` and `/` percent-encoded.
    private func stagedLocation(of path: String) -> String {
        guard case .inPlace = mode else { return "\(stagingPath)/\(path)" }
        let flat = path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
        return "\(stagingPath)/\(flat)"
    }

    /// Writes one file into staging; `path` is relative to the output root and already checked.
    public func write(_ bytes: [UInt8], to path: String) throws {
        let target = stagedLocation(of: path)
        do {
            try FileWriting.replaceContents(ofPath: target, with: bytes)
        } catch let failure as FileWriting.Failure where failure.code == ENOENT {
            // A folder ``prepareFolders(for:)`` was not told about.
            try FileManager.default.createDirectory(atPath: "\(stagingPath)/\(SitePath.folder(of: path))", withIntermediateDirectories: true)
            try FileWriting.replaceContents(ofPath: target, with: bytes)
        }
        written.append(path)
        staged.append(path)
    }

    /// Keeps the output's current file at `path` in the new site: a hard link into staging when
    /// a new folder is published (a copy where links are not possible), nothing in place.
    public func keep(_ path: String) throws {
        if case .newFolder = mode {
            let source = "\(outputPath)/\(path)", target = "\(stagingPath)/\(path)"
            if link(source, target) != 0 {
                try? FileManager.default.removeItem(atPath: target)
                try FileManager.default.copyItem(atPath: source, toPath: target)
            }
        }
        written.append(path)
    }

    /// The bytes of a file of the new site as staged (written, or kept by a link or a copy),
    /// when a new folder is published; nil otherwise.
    public func stagedBytes(_ path: String) -> [UInt8]? {
        guard case .newFolder = mode else { return nil }
        return FileManager.default.contents(atPath: "\(stagingPath)/\(path)").map(Array.init)
    }

    /// The paths of the new site accounted for so far: written into staging, or kept.
    public var writtenPaths: Set<String> { written.paths }

    /// Publishes the staged files: replaces the output folder with the staging folder, or (in
    /// place) moves each staged file over its old one and removes the pages no longer made,
    /// and `alsoRemoving` (files found stale only as the pages were made).
    public func commit(alsoRemoving: [String] = []) throws {
        if case .inPlace(let pages) = mode {
            let removing = pages + alsoRemoving
            let fileManager = FileManager.default
            for path in staged.paths.sorted() {
                let target = "\(outputPath)/\(path)"
                let folder = SitePath.folder(of: path)
                if !folder.isEmpty { try fileManager.createDirectory(atPath: "\(outputPath)/\(folder)", withIntermediateDirectories: true) }
                guard rename(stagedLocation(of: path), target) == 0 else { throw FileWriting.Failure(path: target, code: errno) }
            }
            for path in removing { unlink("\(outputPath)/\(path)") }
            // Folders left empty (a part whose chapters are gone), deepest first; rmdir leaves
            // any folder that still holds something.
            let folders = Set(removing.flatMap { SitePath.ancestors(of: $0) })
            for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir("\(outputPath)/\(folder)") }
            if rmdir(stagingPath) != 0 { try? fileManager.removeItem(atPath: stagingPath) }
            return
        }
        let fileManager = FileManager.default
        let previous = stagingPath.replacingOccurrences(of: "docgen-staging", with: "docgen-previous")
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: outputPath, isDirectory: &isDirectory) {
            try? fileManager.removeItem(atPath: previous)
            try fileManager.moveItem(atPath: outputPath, toPath: previous)
            do {
                try fileManager.moveItem(atPath: stagingPath, toPath: outputPath)
            } catch {
                try? fileManager.moveItem(atPath: previous, toPath: outputPath)
                throw error
            }
            try fileManager.removeItem(atPath: previous)
        } else {
            try fileManager.moveItem(atPath: stagingPath, toPath: outputPath)
        }
    }

    /// Throws the staging folder away; the output stays as it was.
    public func abandon() {
        try? FileManager.default.removeItem(atPath: stagingPath)
    }
}

/// The paths an ``OutputPublisher`` has written, from any thread.
private final class WrittenPaths: Sendable {
    /// In the order given: appending takes the lock for less time than hashing into a set, and
    /// two threads put 10,000 kept pages here in a one-chapter rebuild.
    private let storage = Mutex<[String]>([])

    func append(_ path: String) { storage.withLock { $0.append(path) } }

    /// Makes room for `count` paths at once rather than by growing again and again.
    func reserve(_ count: Int) { storage.withLock { $0.reserveCapacity(count) } }

    var paths: Set<String> { Set(storage.withLock { $0 }) }
}
