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
///   is hard-linked, not copied) and is then swapped with the output folder in one step
///   (``OutputTree/exchange(_:_:)``): the output always names a whole site, the old or the new;
/// - ``Mode-swift.enum/inPlace``: staging receives only the pages that changed, side by side
///   (no folders to make and remove); once all are staged, an ``InPlacePlan`` is written
///   beside it, and the pages are renamed over their old files. Unchanged files are not
///   touched. Used when only pages changed, so that editing one chapter of a large site writes
///   one file. A process killed while renaming leaves the plan, which the next build finishes
///   before it reads the output (``OutputLeftovers``).
///
/// Nothing is written or removed through a symbolic link in the output (``OutputTree``), and
/// every site published holds the marker ``OutputLocation/markerName``.
public final class OutputPublisher: Sendable {
    public enum Mode: Sendable {
        case newFolder
        /// `removing`: pages of the last build that this one no longer makes.
        case inPlace(removing: [String])
    }

    public let outputPath: String
    public let stagingPath: String
    public let mode: Mode
    private let paths: PublishPaths
    private let written = WrittenPaths()
    private let staged = WrittenPaths()

    /// - Parameter stagingPath: where the new site is staged, when not beside the output: a
    ///   folder of a larger site's staging folder, published with it, never by ``commit(alsoRemoving:)``.
    public init(outputPath: String, mode: Mode = .newFolder, stagingPath: String? = nil) {
        self.mode = mode
        self.outputPath = URL(fileURLWithPath: outputPath).standardizedFileURL.path
        paths = PublishPaths(outputPath: outputPath)
        self.stagingPath = stagingPath ?? paths.staging
    }

    /// Whether the pages at `pagePaths` can be written, and those at `removing` removed, in
    /// place in the output at `outputPath`: it holds the marker, and every folder they are in is
    /// a folder, not a link. A page's folder that is missing is made when it is published.
    public static func canPublishInPlace(outputPath: String, pagePaths: [String], removing: [String]) -> Bool {
        guard OutputLocation.holdsMarker(outputPath), let root = try? OutputTree.openRoot(outputPath) else { return false }
        defer { close(root) }
        // Pages come in reading order, a folder's together: each run of one folder is looked at
        // once, told by comparing bytes, with no string made for a page (10,000 strings of their
        // folders cost 10 M instructions).
        var checked: Set<[UInt8]> = [[]]
        var last: [UInt8] = []
        for paths in [pagePaths, removing] {
            for var path in paths {
                let folder = path.withUTF8 { bytes -> [UInt8]? in
                    let folder = UnsafeBufferPointer(rebasing: bytes[..<(bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
                    guard !folder.elementsEqual(last) else { return nil }
                    return Array(folder)
                }
                guard let folder else { continue }
                last = folder
                guard checked.insert(folder).inserted else { continue }
                let name = String(decoding: folder, as: UTF8.self)
                do {
                    close(try OutputTree.openFolder(name, in: root, creating: false, displayPath: name))
                } catch let failure as FileWriting.Failure where failure.code == ENOENT {
                    continue
                } catch {
                    return false
                }
            }
        }
        return true
    }

    /// Creates an empty staging folder; for a new folder, with the marker in it.
    public func begin() throws {
        try? FileManager.default.removeItem(atPath: stagingPath)
        try FileManager.default.createDirectory(atPath: stagingPath, withIntermediateDirectories: true)
        if case .newFolder = mode {
            try FileWriting.replaceContents(ofPath: "\(stagingPath)/\(OutputLocation.markerName)", with: Array(OutputLocation.markerText.utf8))
        }
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
    /// new folder; in place, directly inside staging (``InPlacePlan/stagedName(of:)``).
    private func stagedLocation(of path: String) -> String {
        guard case .inPlace = mode else { return "\(stagingPath)/\(path)" }
        return "\(stagingPath)/\(InPlacePlan.stagedName(of: path))"
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

    /// Writes `bytes` in place of the file staged at `path`, which may be a hard link to the
    /// current site's file (kept): the link is removed first, never written through.
    public func rewrite(_ bytes: [UInt8], at path: String) throws {
        let target = stagedLocation(of: path)
        if unlink(target) != 0 && errno != ENOENT { throw FileWriting.Failure(path: target, code: errno) }
        try write(bytes, to: path)
    }

    /// Keeps the output's current file at `path` in the new site: a hard link into staging when
    /// a new folder is published (a copy where links are not possible), nothing in place. The
    /// caller knows the file is the one the last build wrote (its stamp, read without following
    /// a link).
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

    /// Keeps the output's folder at `path` whole in the new site, each file hard-linked (or
    /// copied) into staging: a version of a versioned site that nothing changed. False, with
    /// nothing kept, when the folder is not one docgen made (no marker) or holds a symbolic link
    /// or anything but folders and regular files.
    public func keepFolder(_ path: String) throws -> Bool {
        guard case .newFolder = mode, OutputLocation.holdsMarker("\(outputPath)/\(path)") else { return false }
        let fileManager = FileManager.default
        var folders: [String] = [path], files: [String] = []
        var index = 0
        while index < folders.count {
            let folder = folders[index]
            index += 1
            for name in try fileManager.contentsOfDirectory(atPath: "\(outputPath)/\(folder)").sorted() {
                var info = stat()
                guard lstat("\(outputPath)/\(folder)/\(name)", &info) == 0 else { return false }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: folders.append("\(folder)/\(name)")
                case S_IFREG: files.append("\(folder)/\(name)")
                default: return false
                }
            }
        }
        for folder in folders { try fileManager.createDirectory(atPath: "\(stagingPath)/\(folder)", withIntermediateDirectories: true) }
        for file in files {
            let source = "\(outputPath)/\(file)", target = "\(stagingPath)/\(file)"
            if link(source, target) != 0 { try fileManager.copyItem(atPath: source, toPath: target) }
            written.append(file)
        }
        return true
    }

    /// The bytes of a file of the new site as staged (written, or kept by a link or a copy),
    /// when a new folder is published; nil otherwise.
    public func stagedBytes(_ path: String) -> [UInt8]? {
        guard case .newFolder = mode else { return nil }
        return FileManager.default.contents(atPath: "\(stagingPath)/\(path)").map(Array.init)
    }

    /// The bytes of a file of the new site, staged or kept, whichever way it is published: a
    /// file kept in place is read from the output.
    public func bytesOfNewSite(_ path: String) -> [UInt8]? {
        if let staged = FileManager.default.contents(atPath: stagedLocation(of: path)) { return Array(staged) }
        guard case .inPlace = mode else { return nil }
        return FileManager.default.contents(atPath: "\(outputPath)/\(path)").map(Array.init)
    }

    /// The paths of the new site accounted for so far: written into staging, or kept.
    public var writtenPaths: Set<String> { written.paths }

    /// Publishes the staged files: swaps the staging folder with the output folder, or (in
    /// place) moves each staged file over its old one and removes the pages no longer made,
    /// and `alsoRemoving` (files found stale only as the pages were made).
    public func commit(alsoRemoving: [String] = []) throws {
        if case .inPlace(let pages) = mode {
            let plan = InPlacePlan(replacing: staged.paths.sorted(), removing: pages + alsoRemoving)
            try plan.write(to: paths.plan, stagingPath: stagingPath)
            try plan.apply(stagingPath: stagingPath, outputPath: outputPath)
            unlink(paths.plan)
            if rmdir(stagingPath) != 0 { try? FileManager.default.removeItem(atPath: stagingPath) }
            return
        }
        try swapInStaging()
    }

    /// Makes the staging folder the output. Where the system can swap two names in one step, the
    /// old site ends up under the staging folder's name and is removed; elsewhere it is moved
    /// aside first, and a process killed between the two renames leaves it for the next build
    /// to put back (``OutputLeftovers``).
    private func swapInStaging() throws {
        let fileManager = FileManager.default
        var info = stat()
        guard lstat(outputPath, &info) == 0 else {
            try fileManager.moveItem(atPath: stagingPath, toPath: outputPath)
            return
        }
        if OutputTree.exchange(stagingPath, outputPath) {
            try? fileManager.removeItem(atPath: stagingPath)
            return
        }
        try? fileManager.removeItem(atPath: paths.previous)
        try fileManager.moveItem(atPath: outputPath, toPath: paths.previous)
        do {
            try fileManager.moveItem(atPath: stagingPath, toPath: outputPath)
        } catch {
            try? fileManager.moveItem(atPath: paths.previous, toPath: outputPath)
            throw error
        }
        try? fileManager.removeItem(atPath: paths.previous)
    }

    /// Throws the staging folder away; the output stays as it was.
    public func abandon() {
        try? FileManager.default.removeItem(atPath: stagingPath)
        unlink(paths.plan)
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
