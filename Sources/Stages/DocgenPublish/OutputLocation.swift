import DocgenCore
import Foundation

/// Refuses output folders whose replacement would destroy the user's files: one that holds the
/// working folder or overlaps a source, and one that docgen did not make.
public enum OutputLocation {
    /// The file at the root of every site docgen publishes, which tells a later build that the
    /// folder is docgen's to replace.
    public static let markerName = ".docgen-site"
    /// The marker's text, for whoever finds it.
    static let markerText = "This folder is a site made by docgen; every `docgen build` replaces it as a whole.\n"

    /// The problem with replacing `outputPath`, if any: it holds the working folder, overlaps
    /// one of the `sources` (the content folder, the templates, the configuration), or (unless
    /// `force`) is something docgen did not make. `madeByDocgen` is asked only about a folder
    /// that holds files but no marker: true when the last build's record recognises its files
    /// (a site made before docgen wrote markers).
    public static func problem(outputPath: String, sources: [String], force: Bool = false,
                               madeByDocgen: () -> Bool = { false }) -> Diagnostic? {
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let output = absolute(outputPath)
        let workingDirectory = absolute(FileManager.default.currentDirectoryPath)
        let at = SourceLocation(file: outputPath)
        if output == "/" || output == workingDirectory || workingDirectory.hasPrefix(output + "/") {
            return .error("refusing to replace '\(outputPath)': it holds the working folder", at: at)
        }
        for path in sources {
            let source = absolute(path)
            if source == output || source.hasPrefix(output + "/") || output.hasPrefix(source + "/") {
                return .error("the output folder '\(outputPath)' overlaps '\(path)'; choose a separate folder", at: at)
            }
        }
        guard !force, let found = foreignContent(outputPath, madeByDocgen: madeByDocgen) else { return nil }
        return .error("refusing to replace '\(outputPath)': \(found), and docgen replaces its output as a whole; "
                      + "choose another --output, or pass --force to replace it", at: at)
    }

    /// Whether the folder at `path` holds docgen's marker, as a regular file.
    static func holdsMarker(_ path: String) -> Bool {
        var marker = stat()
        return lstat("\(path)/\(markerName)", &marker) == 0 && marker.st_mode & S_IFMT == S_IFREG
    }

    /// What makes `path` something docgen may not replace, or nil: it is missing, an empty
    /// folder, or a folder docgen made.
    private static func foreignContent(_ path: String, madeByDocgen: () -> Bool) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return "it is a symbolic link (docgen would replace the link, not write where it points)"
        case S_IFREG: return "it is a file, not a folder"
        default: return "it is not a folder"
        }
        if holdsMarker(path) { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        guard let first = names.first, !madeByDocgen() else { return nil }
        let more = names.count > 1 ? " and \(names.count - 1) more" : ""
        return "it holds files docgen did not make ('\(first)'\(more)) and no \(markerName)"
    }
}
