import DocgenCore
import DocgenModel
import Foundation

/// Lists the files of a folder a site is made from (its content, its templates), with one set of
/// rules for every such folder:
///
/// - hidden files and folders (a name starting with `.`) are skipped;
/// - a name must be able to become part of a page's path and URL: one that is not UTF-8, or
///   holds a control character (C0, DEL, C1, a line or paragraph separator, a bidirectional
///   control that could make a path read other than it is) is reported and left out;
/// - a symbolic link must lead to a file inside the folder: one that leads outside, is broken,
///   or leads to a folder (which could repeat content) is reported at the link and not followed;
/// - anything but a file or folder (a FIFO, a socket, a device) is a warning, and left out: it
///   could block a read for ever or never end;
/// - what `exclude:` names is left out, unread (``ExcludePatterns``).
///
/// Every file's stamp is taken on the way, so that nothing needs to look at the file again to
/// tell it changed.
struct FolderWalker {
    /// A file found, by its path inside the folder, with its stamp.
    struct File {
        let path: String
        let stamp: FileStamp
    }

    /// The folder, its symbolic links resolved.
    let root: String
    /// The folder as diagnostics name it.
    let displayRoot: String
    /// What the folder is, as messages name it: `content folder`, `templates folder`.
    let role: String
    /// The files and folders left out.
    let exclude: ExcludePatterns
    /// The files found, in the order of their paths' bytes folder by folder.
    private(set) var files: [File] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(root: String, displayRoot: String, role: String, exclude: ExcludePatterns = ExcludePatterns()) {
        self.root = root
        self.displayRoot = displayRoot
        self.role = role
        self.exclude = exclude
    }

    /// Lists the folder.
    mutating func run() {
        walk(relativeFolder: "")
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
            if let problem = names.withName(at: index, { FileNameRule.problem(withName: UnsafeBufferPointer(rebasing: $0.dropLast())) }) {
                // Reported at its name as shown, each refused character as U+FFFD.
                let shown = names.withName(at: index) { FileNameRule.shown(UnsafeBufferPointer(rebasing: $0.dropLast())) }
                diagnostics.append(.error(problem, at: SourceLocation(file: display(
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
            if !exclude.isEmpty && exclude.excludes(relative) { continue }
            var type = info.st_mode & S_IFMT
            if type == S_IFLNK {
                guard followLink(at: relative, into: &info) else { continue }
                type = info.st_mode & S_IFMT
            }
            switch type {
            case S_IFDIR: walk(relativeFolder: relative)
            case S_IFREG: files.append(File(path: relative, stamp: FileStamp(info)))
            default:
                diagnostics.append(.warning("\(Self.kind(of: type)) is not a file or folder; left out",
                                            at: SourceLocation(file: display(relative)), rule: .specialFile))
            }
        }
    }

    /// Follows the symbolic link at `relative` when it leads to a file inside the folder,
    /// putting the file's status in `info`; false, with an error at the link, otherwise.
    private mutating func followLink(at relative: String, into info: inout stat) -> Bool {
        let absolute = "\(root)/\(relative)"
        let target = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        let location = SourceLocation(file: display(relative))
        guard target.hasPrefix(root + "/") else {
            diagnostics.append(.error("symbolic link leads outside the \(role); not followed", at: location))
            return false
        }
        guard stat(absolute, &info) == 0 else {
            diagnostics.append(.error("broken symbolic link", at: location))
            return false
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            diagnostics.append(.error("symbolic link to a folder is not followed (it could repeat content)", at: location))
            return false
        }
        return true
    }

    /// What a file of type `type` (from `st_mode`) is, as a warning names it.
    private static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
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
