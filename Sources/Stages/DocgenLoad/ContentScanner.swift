import DocgenCore
import DocgenModel
import Foundation

/// Lists the files of a content folder: markdown chapters and files to copy.
///
/// Hidden files are skipped, `.csv` files under `data/` are data (not published), and a symbolic
/// link that leads outside the content folder is reported and not followed. Every file's stamp
/// is taken on the way, so that nothing needs to look at the file again to tell it changed.
struct ContentScanner {
    /// A file found, by its path inside the content folder, with its stamp.
    struct File {
        let path: String
        let stamp: FileStamp
    }

    let root: String
    let displayRoot: String
    private(set) var markdownFiles: [File] = []
    private(set) var staticFiles: [File] = []
    private(set) var dataFiles: [File] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(root: String, displayRoot: String) {
        self.root = root
        self.displayRoot = displayRoot
    }

    /// Lists the folder; each kind of file comes sorted by path, each with the stamp it had.
    mutating func run() {
        walk(relativeFolder: "")
        markdownFiles.sort { $0.path < $1.path }
        staticFiles.sort { $0.path < $1.path }
        dataFiles.sort { $0.path < $1.path }
    }

    private mutating func walk(relativeFolder: String) {
        let folder = relativeFolder.isEmpty ? root : "\(root)/\(relativeFolder)"
        // readdir and fstatat beside the open folder, not FileManager: its listing and a full
        // path per file were a sixth of an incremental build of a large site.
        guard let directory = opendir(folder) else {
            diagnostics.append(.error("cannot read folder", at: SourceLocation(file: display(relativeFolder))))
            return
        }
        defer { closedir(directory) }
        let names = FolderNames(directory)
        let descriptor = dirfd(directory)
        let prefix = relativeFolder.isEmpty ? [] : Array(relativeFolder.utf8) + [UInt8(ascii: "/")]
        for index in names.order {
            // A name that is not UTF-8 cannot be a page's path or a link's target: it is
            // reported at its name as shown (each bad byte as U+FFFD), and left out. An ASCII
            // name, nearly every name, is UTF-8 without making a string of it.
            guard names.withName(at: index, { name in
                name.allSatisfy { $0 < 0x80 } || String(validating: name.dropLast(), as: UTF8.self) != nil
            }) else {
                let shown = names.withName(at: index) { String(decoding: $0.dropLast(), as: UTF8.self) }
                diagnostics.append(.error("file name is not UTF-8; rename it", at: SourceLocation(file: display(
                    relativeFolder.isEmpty ? shown : "\(relativeFolder)/\(shown)"))))
                continue
            }
            var info = stat()
            guard names.withName(at: index, { fstatat(descriptor, $0.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { continue }
            let relative = names.withName(at: index) { name in
                String(unsafeUninitializedCapacity: prefix.count + name.count - 1) { buffer in
                    _ = buffer.initialize(fromContentsOf: prefix)
                    _ = buffer[prefix.count...].initialize(fromContentsOf: name.dropLast())
                    return prefix.count + name.count - 1
                }
            }
            var type = info.st_mode & S_IFMT
            if type == S_IFLNK {
                let absolute = "\(root)/\(relative)"
                let target = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
                guard target.hasPrefix(root + "/") else {
                    diagnostics.append(.error("symbolic link leads outside the content folder; not followed",
                                              at: SourceLocation(file: display(relative))))
                    continue
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
                    diagnostics.append(.error("broken symbolic link", at: SourceLocation(file: display(relative))))
                    continue
                }
                type = isDirectory.boolValue ? S_IFDIR : S_IFREG
                if isDirectory.boolValue {
                    diagnostics.append(.error("symbolic link to a folder is not followed (it could repeat content)",
                                              at: SourceLocation(file: display(relative))))
                    continue
                }
                guard stat(absolute, &info) == 0 else { continue }
            }
            if type == S_IFDIR {
                walk(relativeFolder: relative)
            } else if type == S_IFREG {
                let file = File(path: relative, stamp: FileStamp(info))
                if names.withName(at: index, { $0.count > 4 && $0.dropLast().suffix(3).elementsEqual(".md".utf8) }) {
                    markdownFiles.append(file)
                } else if relative.hasPrefix("data/") && relative.hasSuffix(".csv") {
                    dataFiles.append(file)
                } else {
                    staticFiles.append(file)
                }
            }
        }
    }

    private func display(_ relative: String) -> String {
        relative.isEmpty ? displayRoot : "\(displayRoot)/\(relative)"
    }
}

/// The names of a folder's entries but hidden ones, in one buffer, each ended by a NUL (as
/// `fstatat` takes it) and put in the order of their bytes: no string per name, and no string
/// comparisons to sort them (the loader sorts the paths it keeps).
private struct FolderNames {
    private var bytes: [UInt8] = []
    /// Where each name starts in ``bytes``.
    private var starts: [Int] = []
    /// The names' indexes, in the order of their bytes.
    private(set) var order: [Int] = []

    init(_ directory: OpaquePointer) {
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            // The name in place, measured by strlen: not its 256-byte field copied and scanned.
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let length = strlen(name)
            guard length > 0, name[0] != UInt8(ascii: ".") else { continue }
            starts.append(bytes.count)
            bytes.append(contentsOf: UnsafeBufferPointer(start: name, count: length + 1))
        }
        let nameStarts = starts
        order = bytes.withUnsafeBufferPointer { buffer in
            Array(nameStarts.indices).sorted { strcmp(buffer.baseAddress! + nameStarts[$0], buffer.baseAddress! + nameStarts[$1]) < 0 }
        }
    }

    /// Calls `body` with the name at `index`, its NUL included.
    func withName<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[starts[index]..<end])) }
    }
}
