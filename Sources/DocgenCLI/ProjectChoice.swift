import DocgenLoad
import Foundation

/// Which configuration and content folder `docgen build` and `docgen serve` read: those given,
/// else `docgen.yml`, else another tool's project found in the working folder
/// (``ProjectDetector``), which is then named in one printed line.
struct ProjectChoice {
    var configPath: String?
    var contentPath: String
    /// The line saying which project was read, when it was found rather than given.
    var summary: String?

    /// `config` and `content` as given on the command line (nil when not), `defaultContent`
    /// the content folder otherwise.
    static func resolve(config: String?, content: String?, defaultContent: String) throws(UsageError) -> ProjectChoice {
        let fileManager = FileManager.default
        if let config {
            guard fileManager.fileExists(atPath: config) else { throw UsageError("config file '\(config)' not found") }
            return ProjectChoice(configPath: config, contentPath: content ?? ProjectDetector.found(config: config).contentPath)
        }
        if fileManager.fileExists(atPath: "docgen.yml") {
            return ProjectChoice(configPath: "docgen.yml", contentPath: content ?? defaultContent)
        }
        if content == nil, let found = ProjectDetector.find() {
            return ProjectChoice(configPath: found.configPath, contentPath: found.contentPath, summary: found.summary)
        }
        return ProjectChoice(configPath: nil, contentPath: content ?? defaultContent)
    }
}
