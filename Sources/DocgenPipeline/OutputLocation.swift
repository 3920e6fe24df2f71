import DocgenCore
import Foundation

/// Refuses output folders whose replacement would destroy the user's sources.
enum OutputLocation {
    static func problem(_ options: BuildOptions) -> Diagnostic? {
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let output = absolute(options.outputPath)
        let workingDirectory = absolute(FileManager.default.currentDirectoryPath)
        var protected = [options.contentPath]
        if let templates = options.templatesPath { protected.append(templates) }
        if let config = options.configPath { protected.append(config) }
        let at = SourceLocation(file: options.outputPath)
        if output == "/" || output == workingDirectory || workingDirectory.hasPrefix(output + "/") {
            return .error("refusing to replace '\(options.outputPath)': it holds the working folder", at: at)
        }
        for path in protected {
            let source = absolute(path)
            if source == output || source.hasPrefix(output + "/") || output.hasPrefix(source + "/") {
                return .error("the output folder '\(options.outputPath)' overlaps '\(path)'; choose a separate folder", at: at)
            }
        }
        return nil
    }
}
