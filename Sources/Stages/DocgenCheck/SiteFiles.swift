import Foundation

/// The files of a built site, on disk or still in memory (during a build), as the checker sees them.
public struct SiteFiles: Sendable {
    /// Every file's path inside the site, with `/` separators.
    public var paths: Set<String>
    /// The site's root as shown in findings (`site`).
    public var displayRoot: String
    /// Reads a file's bytes by its path inside the site.
    public var read: @Sendable (String) -> [UInt8]?
    /// What is neither a folder nor a regular file (a FIFO, a socket, a device), by path inside
    /// the site: left out, since reading a FIFO would wait for ever.
    public var skipped: [String] = []

    public init(paths: Set<String>, displayRoot: String, read: @escaping @Sendable (String) -> [UInt8]?) {
        self.paths = paths
        self.displayRoot = displayRoot
        self.read = read
    }

    /// Every regular file under `folder` (symbolic links are not followed out of it); anything
    /// else that is not a folder is ``skipped``.
    public static func onDisk(_ folder: String) -> SiteFiles {
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var paths: Set<String> = []
        var skipped: [String] = []
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        if let enumerator = FileManager.default.enumerator(atPath: root) {
            while let path = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = "\(root)/\(path)"
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                guard URL(fileURLWithPath: full).resolvingSymlinksInPath().path.hasPrefix(base + "/") else { continue }
                var info = stat()
                guard stat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                    skipped.append(path)
                    continue
                }
                paths.insert(path)
            }
        }
        var files = SiteFiles(paths: paths, displayRoot: root) { path in
            FileManager.default.contents(atPath: "\(root)/\(path)").map(Array.init)
        }
        files.skipped = skipped.sorted()
        return files
    }

    /// The pages the checker parses: HTML, XHTML, SVG and XML files, in path order.
    public var pages: [String] {
        paths.filter { Self.isPage($0) }.sorted()
    }

    /// True for the files a check parses: `.html`, `.htm`, `.xhtml`, `.svg` and `.xml`.
    public static func isPage(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") || lowered.hasSuffix(".xhtml") || lowered.hasSuffix(".svg")
            || lowered.hasSuffix(".xml")
    }
}
