import DocgenCore
import Foundation

/// Refuses output folders whose replacement would destroy the user's sources.
public enum OutputLocation {
    /// The problem with replacing `outputPath`, if any: it holds the working folder, or overlaps
    /// one of the `sources` (the content folder, the templates, the configuration).
    public static func problem(outputPath: String, sources: [String]) -> Diagnostic? {
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
        return nil
    }
}
