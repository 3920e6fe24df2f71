import DocgenLinks
import DocgenModel
import Foundation

/// The output's folders, each opened once, so that a page's stamp is read beside its open
/// folder (`fstatat`) instead of by resolving its whole path: an incremental build of a large
/// site reads the stamp of every page it keeps.
final class OutputFolders: Sendable {
    /// Each folder's descriptor, by path inside the output ("" for the output itself); a folder
    /// that could not be opened is missing. Written once, in `init`.
    private let descriptors: [String: Int32]

    /// Opens the output folder at `root` and its folders that hold `paths`.
    init(root: String, paths: some Sequence<String>) {
        var descriptors: [String: Int32] = [:]
        for folder in Set(paths.map { SitePath.folder(of: $0) }) {
            let descriptor = open(folder.isEmpty ? root : "\(root)/\(folder)", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor >= 0 { descriptors[folder] = descriptor }
        }
        self.descriptors = descriptors
    }

    deinit {
        for descriptor in descriptors.values { close(descriptor) }
    }

    /// The stamp of the regular file at `path` inside the output (following a symbolic link), or nil.
    func stamp(of path: String) -> FileStamp? {
        let (folder, name) = SitePath.split(path)
        return descriptors[String(folder)].flatMap { FileStamp.of(String(name), inFolder: $0) }
    }
}
