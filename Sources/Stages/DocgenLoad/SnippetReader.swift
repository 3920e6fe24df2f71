import DocgenCore
import DocgenModel
import Foundation

/// Reads the snippet folder's files once, in the Load stage, for the code blocks that show
/// them: every regular file in the folder and its subfolders, as UTF-8 text.
enum SnippetReader {
    /// The files of `folder` by path inside it, and what could not be read.
    static func read(_ folder: SnippetFolder) -> ([String: String], [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([:], [.error("the snippets folder '\(folder.name)' does not exist", at: SourceLocation(file: folder.path))])
        }
        var files: [String: String] = [:]
        var problems: [Diagnostic] = []
        let root = URL(fileURLWithPath: folder.path)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else {
            return ([:], [.error("cannot read the snippets folder", at: SourceLocation(file: folder.path))])
        }
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let display = "\(folder.path)/\(relative)"
            guard let bytes = FileManager.default.contents(atPath: url.path) else {
                problems.append(.error("cannot read file", at: SourceLocation(file: display)))
                continue
            }
            switch UTF8Validation.decode(Array(bytes), displayPath: display) {
            case .success(let text): files[relative] = text
            case .failure(let problem): problems.append(problem)
            }
        }
        return (files, problems)
    }
}
