import DocgenCore
import DocgenModel
import Foundation

/// Lists the files of a content folder, as ``FolderWalker`` finds them: markdown chapters,
/// data files (`.csv` under `data/`, not published) and files to copy.
struct ContentScanner {
    typealias File = FolderWalker.File

    let root: String
    let displayRoot: String
    let exclude: ExcludePatterns
    private(set) var markdownFiles: [File] = []
    private(set) var staticFiles: [File] = []
    private(set) var dataFiles: [File] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(root: String, displayRoot: String, exclude: ExcludePatterns = ExcludePatterns()) {
        self.root = root
        self.displayRoot = displayRoot
        self.exclude = exclude
    }

    /// Lists the folder; each kind of file comes sorted by path, each with the stamp it had.
    mutating func run() {
        var walker = FolderWalker(root: root, displayRoot: displayRoot, role: "content folder", exclude: exclude)
        walker.run()
        diagnostics = walker.diagnostics
        for file in walker.files {
            if file.path.hasSuffix(".md") {
                markdownFiles.append(file)
            } else if file.path.hasPrefix("data/") && file.path.hasSuffix(".csv") {
                dataFiles.append(file)
            } else {
                staticFiles.append(file)
            }
        }
        markdownFiles.sort { $0.path < $1.path }
        staticFiles.sort { $0.path < $1.path }
        dataFiles.sort { $0.path < $1.path }
    }

    /// Leaves out the files whose path inside the folder matches one of `globs` (`fnmatch`).
    mutating func leaveOut(_ globs: [String]) {
        guard !globs.isEmpty else { return }
        let isKept: (File) -> Bool = { file in !globs.contains { fnmatch($0, file.path, 0) == 0 } }
        markdownFiles = markdownFiles.filter(isKept)
        staticFiles = staticFiles.filter(isKept)
        dataFiles = dataFiles.filter(isKept)
    }
}
