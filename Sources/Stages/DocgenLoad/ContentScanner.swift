import DocgenCore
import DocgenModel
import Foundation

/// Lists the files of a content folder: markdown chapters and files to copy.
///
/// Hidden files are skipped, `.csv` files under `data/` are data (not published), and a symbolic
/// link that leads outside the content folder is reported and not followed. Every file's stamp
/// is taken on the way, so that nothing needs to look at the file again to tell it changed.
struct ContentScanner {
    let root: String
    let displayRoot: String
    private(set) var markdownFiles: [String] = []
    private(set) var staticFiles: [String] = []
    private(set) var dataFiles: [String] = []
    private(set) var stamps: [String: FileStamp] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(root: String, displayRoot: String) {
        self.root = root
        self.displayRoot = displayRoot
    }

    mutating func run() {
        var found: [(String, FileStamp)] = []
        walk(relativeFolder: "", into: &found)
        // Made at once, at its final size: grown one file at a time, the table was rehashed
        // over and over on a large site.
        stamps = Dictionary(found, uniquingKeysWith: { first, _ in first })
        markdownFiles.sort()
        staticFiles.sort()
        dataFiles.sort()
    }

    private mutating func walk(relativeFolder: String, into found: inout [(String, FileStamp)]) {
        let folder = relativeFolder.isEmpty ? root : "\(root)/\(relativeFolder)"
        // readdir and fstatat beside the open folder, not FileManager: its listing and a full
        // path per file were a sixth of an incremental build of a large site.
        guard let directory = opendir(folder) else {
            diagnostics.append(.error("cannot read folder", at: SourceLocation(file: display(relativeFolder))))
            return
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.utf8.first != UInt8(ascii: ".") { names.append(name) }
        }
        names.sort()
        let descriptor = dirfd(directory)
        for name in names {
            let relative = relativeFolder.isEmpty ? name : "\(relativeFolder)/\(name)"
            var info = stat()
            guard name.withCString({ fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { continue }
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
                walk(relativeFolder: relative, into: &found)
            } else if type == S_IFREG {
                found.append((relative, FileStamp(info)))
                if name.utf8.count > 3 && name.utf8.suffix(3).elementsEqual(".md".utf8) {
                    markdownFiles.append(relative)
                } else if relative.hasPrefix("data/") && name.hasSuffix(".csv") {
                    dataFiles.append(relative)
                } else {
                    staticFiles.append(relative)
                }
            }
        }
    }

    private func display(_ relative: String) -> String {
        relative.isEmpty ? displayRoot : "\(displayRoot)/\(relative)"
    }
}
