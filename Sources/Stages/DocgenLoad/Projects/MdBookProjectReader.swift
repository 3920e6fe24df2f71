import DocgenCore
import DocgenModel
import Foundation

/// Reads an mdBook project's `book.toml` (`[book]`'s `src`, `title`, `description`,
/// `language`) and its `SUMMARY.md`, which gives the reading order.
enum MdBookProjectReader {
    /// Preprocessors mdBook runs by itself, whose syntax docgen reads.
    private static let builtInPreprocessors: Set<String> = ["links", "index"]
    /// `[output.html]` settings docgen reads or that change nothing it makes.
    private static let knownHTMLKeys: Set<String> = [
        "edit-url-template", "git-repository-url", "git-repository-icon", "site-url", "smart-punctuation", "mathjax-support",
        "hash-files", "default-theme", "preferred-dark-theme", "curly-quotes", "no-section-label", "cname", "input-404",
        "live-reload-endpoint", "copy-fonts", "redirect",
    ]

    /// `[output.html.redirect]`: each old path (from the book's root) and where it leads, a URL
    /// or a path from the old page's folder, as docgen's `redirects:` (paths from the root).
    private static func redirects(_ toml: TOMLSubsetReader) -> [RedirectEntry] {
        let prefix = "output.html.redirect."
        return toml.keys.filter { $0.hasPrefix(prefix) }.compactMap { key in
            guard let target = toml.string(key), let location = toml.entries[key]?.location else { return nil }
            let from = String(key.dropFirst(prefix.count))
            let isURL = target.contains("://") || target.hasPrefix("/")
            let to = isURL ? target : SitePath.resolve(target, in: SitePath.folder(of: String(from.drop { $0 == "/" }))) ?? target
            return RedirectEntry(from: from, to: to, fromLocation: location, toLocation: location)
        }
    }

    static func read(at path: String) -> ForeignProject {
        let folder = (path as NSString).deletingLastPathComponent
        var project = ForeignProject(contentFolder: MkDocsProjectReader.join(folder, "src"))
        project.config.emojiShortcodes = .none
        guard let text = ProjectFile.text(at: path, into: &project.diagnostics) else { return project }
        let toml = TOMLSubsetReader(text, file: path)
        project.diagnostics += toml.diagnostics
        // SUMMARY.md is the outline, and the not-found page is docgen's own 404 page.
        let notFoundPage = toml.string("output.html.input-404").map { $0.hasSuffix(".md") ? $0 : $0 + ".md" } ?? "404.md"
        project.excluded = ["SUMMARY.md", notFoundPage]
        if let src = toml.string("book.src") { project.contentFolder = MkDocsProjectReader.join(folder, src) }
        if let title = toml.string("book.title") { project.config.title = title }
        if let description = toml.string("book.description") { project.config.description = description }
        if let language = toml.string("book.language") {
            if ConfigReader.isLanguageTag(language) {
                project.config.language = language
            } else if let entry = toml.entries["book.language"] {
                project.diagnostics.append(.error("'language' must be a language tag such as 'en' or 'zh-Hans'", at: entry.location))
            }
        }
        if let template = toml.string("output.html.edit-url-template"), template.hasSuffix("{path}"), template.hasPrefix("http") {
            project.config.editURL = String(template.dropLast("{path}".count))
        }
        project.config.redirects = redirects(toml)
        project.diagnostics += unsupported(toml)
        let summary = "\(project.contentFolder)/SUMMARY.md"
        if FileManager.default.fileExists(atPath: summary) {
            var problems: [Diagnostic] = []
            if let text = ProjectFile.text(at: summary, into: &problems) {
                let (outline, summaryProblems) = MdBookSummaryReader.read(text, file: summary)
                project.outline = outline
                problems += summaryProblems
            }
            project.diagnostics += problems
        } else {
            project.diagnostics.append(.error("an mdBook's chapters are listed in SUMMARY.md, which is missing", at: SourceLocation(file: summary)))
        }
        return project
    }

    /// One warning for each preprocessor, renderer and `[output.html]` setting docgen does not
    /// carry out.
    private static func unsupported(_ toml: TOMLSubsetReader) -> [Diagnostic] {
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for key in toml.keys {
            let parts = key.split(separator: ".").map(String.init)
            guard parts.count >= 2, let location = toml.entries[key]?.location else { continue }
            let name: String, message: String
            switch parts[0] {
            case "preprocessor" where !builtInPreprocessors.contains(parts[1]):
                name = "preprocessor.\(parts[1])"
                message = "preprocessor '\(parts[1])' is not run: what it adds to chapters is missing"
                    + "; a docgen.yml 'preprocessors:' command can take its place"
            case "output" where parts[1] != "html":
                name = "output.\(parts[1])"
                message = "renderer '\(parts[1])' is not run: docgen makes the HTML site only"
            case "output" where parts.count >= 3 && !knownHTMLKeys.contains(parts[2]):
                name = "output.html.\(parts[2])"
                message = "[output.html] setting '\(parts[2])' is not supported: docgen's theme and search do not read it"
            default:
                continue
            }
            if reported.insert(name).inserted { diagnostics.append(.unsupported(message, at: location)) }
        }
        return diagnostics
    }
}
