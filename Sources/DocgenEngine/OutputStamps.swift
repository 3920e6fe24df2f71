import DocgenCore
import DocgenModel
import Foundation

/// The stamps that the last build's pages carry in the output now: a page is kept only while
/// its file is the one that build wrote. They are read on the thread that reads the manifest,
/// while the site loads, each beside its open folder (`fstatat`) instead of by resolving its
/// whole path: an incremental build of a large site reads one for every page it keeps.
struct OutputStamps: Sendable {
    /// Each entry's stamp, in the order of the manifest's entries; nil for a file that is gone
    /// or is not a regular file.
    private let stamps: [FileStamp?]

    /// Reads the stamp of each page of `manifest` in the output folder at `root`.
    init(root: String, manifest: BuildManifest) {
        var folder: Substring?
        var descriptor: Int32 = -1
        stamps = manifest.entries.map { entry in
            let (entryFolder, name) = SitePath.split(entry.page.path)
            if entryFolder != folder {
                // Entries come in reading order, so a folder's pages are together.
                if descriptor >= 0 { close(descriptor) }
                descriptor = open(entryFolder.isEmpty ? root : "\(root)/\(entryFolder)", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                folder = entryFolder
            }
            return descriptor >= 0 ? FileStamp.of(String(name), inFolder: descriptor) : nil
        }
        if descriptor >= 0 { close(descriptor) }
    }

    /// The stamp of the manifest's entry at `position`.
    func stamp(at position: Int) -> FileStamp? {
        stamps.indices.contains(position) ? stamps[position] : nil
    }
}
