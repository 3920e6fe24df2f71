import DocgenCore
import DocgenYAML
import Foundation

/// A Hugo site's configuration as one table of dotted keys (``TOMLSubsetReader``'s), read from
/// whichever form the site keeps it in: `hugo.toml`, `hugo.yaml` or `hugo.json` (or `config.*`),
/// or the folder `config/_default/`, whose `hugo.*` holds the top-level keys and each other
/// file the keys of its name (`module.toml` the `module.` ones).
enum HugoConfigFiles {
    /// The names a Hugo site's configuration file has, in the order Hugo looks for them.
    static let names = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json"]

    /// The site's folder, for a configuration file at `path` (`config/_default/hugo.toml` is two
    /// folders down).
    static func siteFolder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder == "config/_default" || folder.hasSuffix("/config/_default") else { return folder }
        return ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    }

    /// The keys of the configuration at `path`, and of the other files of its `config/_default/`.
    static func read(at path: String, into diagnostics: inout [Diagnostic]) -> TOMLSubsetReader? {
        guard var keys = readFile(at: path, prefix: "", into: &diagnostics) else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        guard siteFolder(of: path) != folder else { return keys }
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { name in
            let stem = (name as NSString).deletingPathExtension
            return ["toml", "yaml", "yml", "json"].contains((name as NSString).pathExtension) && stem != "hugo" && stem != "config"
        }
        for name in others {
            let stem = (name as NSString).deletingPathExtension
            if let file = readFile(at: "\(folder)/\(name)", prefix: stem + ".", into: &diagnostics) { keys.merge(file) }
        }
        return keys
    }

    private static func readFile(at path: String, prefix: String, into diagnostics: inout [Diagnostic]) -> TOMLSubsetReader? {
        guard let text = ProjectFile.text(at: path, into: &diagnostics) else { return nil }
        if path.hasSuffix(".toml") {
            let toml = TOMLSubsetReader(text, file: path, prefix: prefix)
            diagnostics += toml.diagnostics
            return toml
        }
        do {
            let node = try YAMLParser.parse(text)
            return TOMLSubsetReader(flattening: node, file: path, prefix: prefix)
        } catch {
            diagnostics.append(.error("not valid \(path.hasSuffix(".json") ? "JSON" : "YAML"): \(error.message)",
                                      at: SourceLocation(file: path, line: error.line, column: error.column)))
            return nil
        }
    }
}
