import DocgenCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an in-place publish changes in the output: the staged files to move over their old
/// ones and the files to remove. It is written beside the staging folder, in one rename, once
/// every file is staged; from then on the publish is decided, and a process killed while
/// applying it leaves the plan for the next build to finish (``OutputLeftovers``).
struct InPlacePlan: Equatable {
    /// Output paths whose staged file replaces the output's.
    var replacing: [String]
    /// Output paths to remove (pages no longer made), with the folders they leave empty.
    var removing: [String]

    /// Where the file at `path` of the output is staged in place: directly inside the staging
    /// folder, its path's `%` and `/` percent-encoded (no folders to make and remove).
    static func stagedName(of path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }

    /// Writes the plan to `path` in one rename, from a file inside the staging folder (which
    /// goes with it if the process is killed first): `R` or `D` and a path, each ended by a NUL
    /// (which no path holds). Staged names hold `%` only as `%25` or `%2F`, so none is `%plan`.
    func write(to path: String, stagingPath: String) throws {
        var bytes: [UInt8] = []
        for (tag, paths) in [("R", replacing), ("D", removing)] {
            for path in paths { bytes += Array((tag + path).utf8) + [0] }
        }
        let written = "\(stagingPath)/%plan"
        try FileWriting.replaceContents(ofPath: written, with: bytes)
        guard rename(written, path) == 0 else { throw FileWriting.Failure(path: path, code: errno) }
    }

    /// The plan written to `path`, or nil when there is none (the publish was not yet decided)
    /// or it is not one: a record of another kind, or a path that is not plainly inside the
    /// output (an empty name, `.` or `..`).
    static func read(from path: String) -> InPlacePlan? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var plan = InPlacePlan(replacing: [], removing: [])
        for record in data.split(separator: 0, omittingEmptySubsequences: true) {
            let text = String(decoding: record.dropFirst(), as: UTF8.self)
            guard text.split(separator: "/", omittingEmptySubsequences: false).allSatisfy({ !["", ".", ".."].contains($0) }) else { return nil }
            switch record.first {
            case UInt8(ascii: "R"): plan.replacing.append(text)
            case UInt8(ascii: "D"): plan.removing.append(text)
            default: return nil
            }
        }
        return plan
    }

    /// Moves each staged file over its old one and removes what is to go, with the folders left
    /// empty, never through a symbolic link. Applying it again after an interruption finishes
    /// it: a file already moved is no longer staged, one already removed is gone.
    func apply(stagingPath: String, outputPath: String) throws {
        let root = try OutputTree.openRoot(outputPath)
        defer { close(root) }
        let staging = try OutputTree.openRoot(stagingPath)
        defer { close(staging) }
        var folders = FolderCache(root: root, outputPath: outputPath)
        defer { folders.closeAll() }
        for path in replacing {
            let (folder, name) = SitePath.split(path)
            let descriptor = try folders.open(String(folder), creating: true, for: path)
            if renameat(staging, Self.stagedName(of: path), descriptor, String(name)) != 0, errno != ENOENT {
                throw FileWriting.Failure(path: "\(outputPath)/\(path)", code: errno)
            }
        }
        for path in removing {
            let (folder, name) = SitePath.split(path)
            guard let descriptor = try folders.openIfPresent(String(folder), for: path) else { continue }
            if unlinkat(descriptor, String(name), 0) != 0, errno != ENOENT {
                throw FileWriting.Failure(path: "\(outputPath)/\(path)", code: errno)
            }
        }
        folders.closeAll()
        // Folders left empty (a part whose chapters are gone), deepest first; a folder that
        // still holds something stays.
        let emptied = Set(removing.flatMap { SitePath.ancestors(of: $0) })
        for folder in emptied.sorted(by: { $0.count > $1.count }) {
            let (parent, name) = SitePath.split(folder)
            if let descriptor = try folders.openIfPresent(String(parent), for: folder) { unlinkat(descriptor, String(name), AT_REMOVEDIR) }
        }
    }
}

/// The output's folders opened so far, by path inside the output: pages come in path order, so
/// a folder's pages are together, but removals may come back to one.
private struct FolderCache {
    let root: Int32
    let outputPath: String
    private var open: [String: Int32] = [:]

    init(root: Int32, outputPath: String) {
        self.root = root
        self.outputPath = outputPath
    }

    mutating func open(_ folder: String, creating: Bool, for path: String) throws -> Int32 {
        if let descriptor = open[folder] { return descriptor }
        let descriptor = try OutputTree.openFolder(folder, in: root, creating: creating, displayPath: "\(outputPath)/\(path)")
        open[folder] = descriptor
        return descriptor
    }

    /// The folder, or nil when it (or a folder above it) is gone.
    mutating func openIfPresent(_ folder: String, for path: String) throws -> Int32? {
        do {
            return try open(folder, creating: false, for: path)
        } catch let failure as FileWriting.Failure where failure.code == ENOENT {
            return nil
        }
    }

    mutating func closeAll() {
        for descriptor in open.values { close(descriptor) }
        open = [:]
    }
}
