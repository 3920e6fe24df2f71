import DocgenCore
import DocgenModel
import DocgenPublish
import Foundation

/// The stamps that the last build's pages carry in the output now, and whether their figures'
/// files are still there: a page is kept only while its file is the one that build wrote and its
/// figures' files were not removed. They are read on the thread that reads the manifest, while
/// the site loads, each beside its open folder (`fstatat`) instead of by resolving its whole
/// path: an incremental build of a large site reads one for every page it keeps. No folder or
/// file is followed through a symbolic link: a page behind one is not the file its build wrote.
struct OutputStamps: Sendable {
    /// Each entry's stamp, in the order of the manifest's entries; nil for a file that is gone
    /// or is not a regular file.
    private let stamps: [FileStamp?]
    /// For each entry, whether every file of its page's figures is a file in the output.
    private let figuresPresent: [Bool]

    /// Reads the stamp of each page of `manifest` in the output folder at `root`, and looks for
    /// its figures' files (beside it, in the same open folder).
    init(root: String, manifest: BuildManifest) {
        var folder: [UInt8]?
        var descriptor: Int32 = -1
        var stamps: [FileStamp?] = [], figuresPresent: [Bool] = []
        stamps.reserveCapacity(manifest.entries.count)
        figuresPresent.reserveCapacity(manifest.entries.count)
        for entry in manifest.entries {
            var path = entry.page.path
            let (stamp, figuresAreFiles) = path.withUTF8 { bytes -> (FileStamp?, Bool) in
                let (entryFolder, name) = Self.folderAndName(bytes)
                if folder.map({ !$0.elementsEqual(entryFolder) }) ?? true {
                    // Entries come in reading order, so a folder's pages are together.
                    if descriptor >= 0 { close(descriptor) }
                    descriptor = Self.openFolder(String(decoding: entryFolder, as: UTF8.self), root: root)
                    folder = Array(entryFolder)
                }
                let stamp = descriptor >= 0 ? FileStamp.of(name, inFolder: descriptor) : nil
                return (stamp, entry.page.figurePaths.allSatisfy { figure in
                    Self.isFile(figure, root: root, pageFolder: entryFolder, descriptor: descriptor)
                })
            }
            stamps.append(stamp)
            figuresPresent.append(figuresAreFiles)
        }
        if descriptor >= 0 { close(descriptor) }
        self.stamps = stamps
        self.figuresPresent = figuresPresent
    }

    /// Whether the figure at `figure` is a file in the output: looked up in the page's open
    /// folder when it is beside the page (as figures are), else by its whole path.
    private static func isFile(_ figure: String, root: String, pageFolder: UnsafeBufferPointer<UInt8>, descriptor: Int32) -> Bool {
        var bytesOfFigure = figure
        let besidePage = bytesOfFigure.withUTF8 { bytes -> Bool? in
            let (folder, name) = folderAndName(bytes)
            guard folder.elementsEqual(pageFolder) else { return nil }
            return descriptor >= 0 && FileStamp.of(name, inFolder: descriptor) != nil
        }
        guard besidePage == nil else { return besidePage! }
        let (folder, name) = SitePath.split(figure)
        let descriptor = openFolder(String(folder), root: root)
        defer { if descriptor >= 0 { close(descriptor) } }
        var nameBytes = String(name)
        return descriptor >= 0 && nameBytes.withUTF8 { FileStamp.of($0, inFolder: descriptor) } != nil
    }

    /// The output's folder at `folder` (empty for the root), opened without following a link
    /// on the way (``OutputTree``), or -1: a page behind a link is not the file its build wrote.
    private static func openFolder(_ folder: String, root: String) -> Int32 {
        guard let rootDescriptor = try? OutputTree.openRoot(root) else { return -1 }
        defer { close(rootDescriptor) }
        return (try? OutputTree.openFolder(folder, in: rootDescriptor, creating: false, displayPath: folder)) ?? -1
    }

    /// A path's bytes cut at its last `/`: the folder before it (empty at the root), the name after.
    private static func folderAndName(_ path: UnsafeBufferPointer<UInt8>) -> (folder: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>) {
        let slash = path.lastIndex(of: UInt8(ascii: "/"))
        return (UnsafeBufferPointer(rebasing: path[..<(slash ?? 0)]), UnsafeBufferPointer(rebasing: path[(slash.map { $0 + 1 } ?? 0)...]))
    }

    /// The stamp of the manifest's entry at `position`.
    func stamp(at position: Int) -> FileStamp? {
        stamps.indices.contains(position) ? stamps[position] : nil
    }

    /// Whether the figures' files of the manifest's entry at `position` are all in the output.
    func figuresArePresent(at position: Int) -> Bool {
        figuresPresent.indices.contains(position) && figuresPresent[position]
    }
}
