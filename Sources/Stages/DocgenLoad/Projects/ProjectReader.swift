import DocgenCore
import DocgenModel
import Foundation

/// Reads the project a build is given: `docgen.yml`, another tool's configuration (`mkdocs.yml`,
/// `book.toml`, `hugo.toml`), or none; a content folder that is a DocC catalog (`Name.docc`)
/// gives its reading order too.
enum ProjectReader {
    /// The kinds of configuration file docgen reads, by file name.
    enum Kind: String, Sendable {
        case docgen = "docgen"
        case mkdocs = "MkDocs"
        case mdBook = "mdBook"
        case hugo = "Hugo"

        init(configPath: String) {
            let name = (configPath as NSString).lastPathComponent
            switch name {
            case "mkdocs.yml", "mkdocs.yaml": self = .mkdocs
            case "book.toml": self = .mdBook
            case _ where HugoConfigFiles.names.contains(name): self = .hugo
            default: self = .docgen
            }
        }
    }

    /// The project at `configPath` (nil or a missing file for defaults), whose content folder
    /// is `contentPath`, shown as `display`, at `root`.
    static func read(configPath: String?, contentRoot root: String, display: String) -> ForeignProject {
        var project: ForeignProject
        if let configPath, FileManager.default.fileExists(atPath: configPath) {
            let kind = Kind(configPath: configPath)
            switch kind {
            case .mkdocs: project = MkDocsProjectReader.read(at: configPath)
            case .mdBook: project = MdBookProjectReader.read(at: configPath)
            case .hugo: project = HugoProjectReader.read(at: configPath)
            case .docgen:
                let (config, problems) = ConfigReader.read(at: configPath)
                project = ForeignProject(config: config, contentFolder: display, diagnostics: problems)
            }
            if kind != .docgen {
                project.config.isForeignProject = true
                project.config.sourceDigest = ContentHash.of(Array(FileManager.default.contents(atPath: configPath) ?? Data()))
            }
        } else {
            project = ForeignProject(contentFolder: display)
        }
        if project.outline == nil && root.hasSuffix(".docc") {
            let (outline, title) = DocCCatalogReader.read(root: root, display: display)
            project.outline = outline
            project.config.isForeignProject = true
            project.config.emojiShortcodes = .none
            if let title, project.config.title == SiteConfig().title { project.config.title = title }
        }
        return project
    }
}
