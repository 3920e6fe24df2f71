import Foundation

/// Finds, in a folder without `docgen.yml`, another tool's project to read in place: an MkDocs
/// `mkdocs.yml`, an mdBook `book.toml`, a single DocC catalog (`Name.docc`), or a Hugo site
/// (`hugo.toml`, `hugo.yaml`, `config.toml`… or `config/_default/`, beside `content/`).
public enum ProjectDetector {
    /// A project found: the configuration to read (nil for a DocC catalog, which has none) and
    /// its content folder.
    public struct Found: Sendable, Equatable {
        public var configPath: String?
        public var contentPath: String
        /// The line the command prints: which project it read.
        public var summary: String
    }

    /// The project in `folder` ("." for the working folder), if there is one.
    public static func find(in folder: String = ".") -> Found? {
        let fileManager = FileManager.default
        func path(_ name: String) -> String { folder == "." ? name : "\(folder)/\(name)" }
        for name in ["mkdocs.yml", "mkdocs.yaml", "book.toml"] where fileManager.fileExists(atPath: path(name)) {
            return found(config: path(name))
        }
        let catalogs = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".docc") }.sorted()
        if catalogs.count == 1 {
            return Found(configPath: nil, contentPath: path(catalogs[0]), summary: "reading the DocC catalog \(path(catalogs[0]))")
        }
        let hugoNames = HugoConfigFiles.names + HugoConfigFiles.names.map { "config/_default/" + $0 }
        for name in hugoNames where fileManager.fileExists(atPath: path(name)) {
            let project = found(config: path(name))
            if fileManager.fileExists(atPath: project.contentPath) { return project }
        }
        return nil
    }

    /// The project whose configuration is `config`: its content folder, as the configuration
    /// names it.
    public static func found(config: String) -> Found {
        let kind = ProjectReader.Kind(configPath: config)
        let contentPath: String
        switch kind {
        case .mkdocs: contentPath = MkDocsProjectReader.read(at: config).contentFolder
        case .mdBook: contentPath = MdBookProjectReader.read(at: config).contentFolder
        case .hugo: contentPath = HugoProjectReader.read(at: config).contentFolder
        case .docgen: contentPath = "content"
        }
        return Found(configPath: config, contentPath: contentPath,
                     summary: "reading the \(kind.rawValue) project of \(config), chapters from \(contentPath)")
    }
}
