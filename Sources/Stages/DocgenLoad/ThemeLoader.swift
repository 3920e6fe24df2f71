import DocgenCore
import DocgenModel
import Foundation

/// Loads the theme a build uses: the embedded default theme with any file of the user's
/// templates folder laid over it, its templates parsed.
public enum ThemeLoader {
    private static let defaultDisplayRoot = "<default theme>/"
    /// The template of social cards (``Theme/card``).
    private static let cardPath = "card.svg.mustache"

    /// The default theme's templates, parsed once per process, for the files a templates
    /// folder does not override.
    private static let defaultTemplates: [String: Template] = {
        var templates: [String: Template] = [:]
        for (path, bytes) in DefaultTheme.files where path.hasSuffix(".mustache") {
            templates[path] = try? Template(source: String(decoding: bytes, as: UTF8.self), name: defaultDisplayRoot + path)
        }
        return templates
    }()

    public static func load(overridesPath: String?) -> (Theme?, [Diagnostic]) {
        var files = DefaultTheme.files.mapValues { (bytes: $0, displayPath: defaultDisplayRoot) }
        var diagnostics: [Diagnostic] = []
        if let overridesPath {
            // Walked as content is (``FolderWalker``): a symbolic link must stay inside the folder.
            let display = overridesPath.hasSuffix("/") ? String(overridesPath.dropLast()) : overridesPath
            let root = URL(fileURLWithPath: display).standardizedFileURL.resolvingSymlinksInPath().path
            var walker = FolderWalker(root: root, displayRoot: display, role: "templates folder")
            walker.run()
            diagnostics += walker.diagnostics
            for file in walker.files {
                guard let data = FileManager.default.contents(atPath: "\(root)/\(file.path)") else {
                    diagnostics.append(.error("cannot read file", at: SourceLocation(file: "\(display)/\(file.path)")))
                    continue
                }
                files[file.path] = (Array(data), "\(display)/")
            }
        }
        var templates: [String: Template] = [:]
        for (path, file) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".mustache") {
            let displayPath = file.displayPath + path
            if displayPath == defaultDisplayRoot + path, let parsed = defaultTemplates[path] {
                templates[path] = parsed
                continue
            }
            guard let source = String(validating: file.bytes, as: UTF8.self) else {
                diagnostics.append(.error("template is not valid UTF-8", at: SourceLocation(file: displayPath)))
                continue
            }
            do {
                templates[path] = try Template(source: source, name: displayPath)
            } catch {
                diagnostics.append(.error(error.message, at: SourceLocation(file: displayPath, line: error.line, column: error.column)))
            }
        }
        guard let page = templates["page.mustache"], let index = templates["index.mustache"],
              let notFound = templates["404.mustache"], let print = templates["print.mustache"] else {
            return (nil, diagnostics)
        }
        var partials: [String: Template] = [:]
        for (path, template) in templates where path.hasPrefix("partials/") {
            partials[String(path.dropFirst("partials/".count).dropLast(".mustache".count))] = template
        }
        let assets = files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value.bytes) }
        let all = files.sorted { $0.key < $1.key }.map { ($0.key, $0.value.bytes) }
        var strings: [String: ThemeStringTable] = [:]
        for (path, file) in files.sorted(by: { $0.key < $1.key }) where path.hasPrefix("i18n/") && path.hasSuffix(".yml") {
            let code = String(path.dropFirst("i18n/".count).dropLast(".yml".count))
            let (table, problems) = ThemeStringsReader.read(file.bytes, displayPath: file.displayPath + path)
            diagnostics += problems
            if let table { strings[code] = table }
        }
        var theme = Theme(page: page, index: index, notFound: notFound, print: print, partials: partials, assets: assets, files: all, strings: strings)
        if let card = templates[cardPath], let file = files[cardPath] { theme.card = (card, file.displayPath + cardPath) }
        return (theme, diagnostics)
    }
}
