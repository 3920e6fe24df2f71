import DocgenCore
import DocgenModel

/// Where a multilingual site's files belong: each language's content is in `content/<code>/`,
/// and the default language is published at the output's root, the others under `<code>/`. On a
/// site without `languages:` every file is in the one language, where it stands.
struct LanguageFolders: Sendable {
    let config: SiteConfig
    private let codes: Set<String>

    init(config: SiteConfig) {
        self.config = config
        codes = Set(config.languages.map(\.code))
    }

    /// True when the content is in language folders.
    var isMultilingual: Bool { !config.languages.isEmpty }

    /// The language folder a path inside content/ lies in ("" for none).
    func folder(of path: String) -> String {
        guard let slash = path.firstIndex(of: "/") else { return "" }
        let first = String(path[..<slash])
        return codes.contains(first) ? first : ""
    }

    /// Sets the chapter's language and its page's folder: the default language's pages are at the
    /// output's root.
    func place(_ chapter: inout Chapter) {
        let folder = self.folder(of: chapter.sourcePath)
        chapter.language = folder.isEmpty ? config.editions[0].code : folder
        chapter.languageFolder = folder
        if !folder.isEmpty, folder == config.editions[0].code {
            chapter.outputFolder = chapter.folder == folder ? "" : String(chapter.folder.dropFirst(folder.count + 1))
        }
    }

    /// Where a file copied from content/ goes in the output: its own path, without the default
    /// language's folder.
    func outputPath(ofStaticFile path: String) -> String {
        let prefix = "\(config.editions[0].code)/"
        return isMultilingual && path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The home page of each language, as the loader claims its output path.
    var homePages: [(path: String, owner: String)] {
        config.editions.map { edition in
            (path: config.homePath(of: edition.code),
             owner: config.editions.count == 1 ? "the home page" : "the \(edition.name) home page")
        }
    }

    /// An error for a markdown file of a multilingual site outside every language's folder; nil
    /// when it is in one.
    func misplaced(_ path: String, display: String) -> Diagnostic? {
        guard isMultilingual, folder(of: path).isEmpty else { return nil }
        let folders = config.languages.map { "\(display)/\($0.code)/" }.joined(separator: ", ")
        return .error("with 'languages:' in the configuration, every chapter is in its language's folder (\(folders))",
                      at: SourceLocation(file: "\(display)/\(path)", line: 1, column: 1))
    }
}
