import DocgenCore
import DocgenModel
import Foundation

/// Reads what docgen takes from a Hugo site's configuration (``HugoConfigFiles``):
/// `title`, `baseURL`, the content folder (`contentDir`, the default language's `contentDir`,
/// or a module mount whose target is `content`), the static folders, the images of `assets/`
/// and `enableEmoji`. The chapters' order is
/// their front matter's `weight`; any other key of their front matter is a page parameter.
enum HugoProjectReader {
    static func read(at path: String) -> ForeignProject {
        let folder = HugoConfigFiles.siteFolder(of: path)
        var project = ForeignProject(contentFolder: MkDocsProjectReader.join(folder, "content"))
        guard let toml = HugoConfigFiles.read(at: path, into: &project.diagnostics) else { return project }
        if let title = toml.string("title") { project.config.title = title }
        if let url = toml.string("baseURL") ?? toml.string("baseurl"), url.hasPrefix("http://") || url.hasPrefix("https://") {
            project.config.baseURL = url.hasSuffix("/") ? url : url + "/"
        }
        if let content = contentFolder(in: toml) {
            project.contentFolder = MkDocsProjectReader.join(folder, content)
        }
        project.config.frontMatterKeysAreParameters = true
        let enablesEmoji = toml.entries["enableEmoji"]?.value ?? toml.entries["enableemoji"]?.value
        project.config.emojiShortcodes = enablesEmoji == .bool(true) ? .github : .none
        for key in toml.keys where key.lowercased().hasPrefix("params.") {
            switch toml.entries[key]?.value {
            case .string(let text)?, .other(let text)?: project.config.siteParameters[String(key.dropFirst(7)).lowercased()] = text
            case .bool(let flag)?: project.config.siteParameters[String(key.dropFirst(7)).lowercased()] = String(flag)
            default: break
            }
        }
        project.diagnostics += unreadMounts(in: toml)
        // Full paths: they are the static files' cache keys, apart from the content folder's.
        let fullPath = { (relative: String) in
            URL(fileURLWithPath: MkDocsProjectReader.join(folder, relative)).standardizedFileURL.resolvingSymlinksInPath().path
        }
        project.config.staticFolders = staticFolders(in: toml).map(fullPath).filter { FileManager.default.fileExists(atPath: $0) }
        // `figure` finds `src="/images/a.jpg"` among the global resources (`assets/images/a.jpg`).
        let assets = toml.string("assetDir") ?? toml.string("assetdir") ?? "assets"
        project.config.imageAssetFolders = [fullPath(assets)].filter { FileManager.default.fileExists(atPath: $0) }
        let hooks = renderHooks(in: folder)
        project.diagnostics += hooks.map(\.warning)
        project.config.linkRenderHook = hooks.map(\.file).first { $0.hasPrefix("render-link") }
        return project
    }

    /// What each of the site's render hooks (`layouts/_markup/render-link.html`…) changes in
    /// Hugo's pages, which docgen's do not have: docgen does not run templates.
    private static let hookEffects = [
        "link": "links are resolved and checked as written (a link the hook rewrites, such as one by a glossary term, is shown as its text and reported)",
        "image": "images are shown as written",
        "heading": "headings keep docgen's ids and anchors",
        "codeblock": "code blocks are docgen's (a language the hook draws, such as a diagram, is shown as code)",
        "blockquote": "quotes are docgen's callouts and quotes",
        "table": "tables are docgen's",
        "passthrough": "passed-through text (math) is read by docgen's own math",
    ]

    /// Each render hook of the site, and a warning at its file.
    private static func renderHooks(in folder: String) -> [(file: String, warning: Diagnostic)] {
        let places = ["layouts/_markup", "layouts/_default/_markup"]
        return places.flatMap { place -> [(file: String, warning: Diagnostic)] in
            let path = MkDocsProjectReader.join(folder, place)
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            return files.compactMap { file in
                guard file.hasPrefix("render-"), file.hasSuffix(".html") else { return nil }
                let kind = String(file.dropFirst(7).prefix { $0 != "." && $0 != "-" })
                let effect = hookEffects[kind] ?? "what it changes is not made"
                return (file, .unsupported("Hugo's render hook '\(file)' is not run, as docgen runs no templates: \(effect)",
                                           at: SourceLocation(file: MkDocsProjectReader.join(path, file))))
            }
        }
    }

    /// The folders Hugo copies to the site's root: `staticDir` (one or a list, `static` unless
    /// set), and the sources of module mounts whose target is `static`.
    private static func staticFolders(in toml: TOMLSubsetReader) -> [String] {
        let given = toml.strings("staticDir") ?? toml.strings("staticdir") ?? (toml.string("staticDir") ?? toml.string("staticdir")).map { [$0] }
        let mounts = Array((0...).lazy.prefix { toml.string("module.mounts.\($0).source") != nil }
            .filter { toml.string("module.mounts.\($0).target") == "static" }
            .compactMap { toml.string("module.mounts.\($0).source") })
        // Mounting anything into `static` replaces the default folder, as in Hugo.
        return given ?? (mounts.isEmpty ? ["static"] : mounts)
    }

    /// A warning at each module mount into a part of the content or static folder (a file or
    /// folder mounted at `content/project/README.md`): docgen reads whole folders only.
    private static func unreadMounts(in toml: TOMLSubsetReader) -> [Diagnostic] {
        (0...).lazy.prefix { toml.string("module.mounts.\($0).source") != nil }.compactMap { index -> Diagnostic? in
            guard let target = toml.string("module.mounts.\(index).target"), target.hasPrefix("content/") || target.hasPrefix("static/"),
                  let source = toml.string("module.mounts.\(index).source"),
                  let location = toml.entries["module.mounts.\(index).target"]?.location else { return nil }
            return .unsupported("the mount of '\(source)' at '\(target)' is not read: docgen reads the whole content and static folders only",
                                at: location)
        }
    }

    /// The folder Hugo reads the default language's pages from, when the configuration moves it.
    private static func contentFolder(in toml: TOMLSubsetReader) -> String? {
        let language = toml.string("defaultContentLanguage") ?? toml.string("defaultcontentlanguage") ?? "en"
        if let folder = toml.string("languages.\(language).contentDir") ?? toml.string("contentDir") ?? toml.string("contentdir") {
            return folder
        }
        // `[[module.mounts]]` with `target = 'content'`: the first one for the default language,
        // or for every language.
        let mounts = (0...).lazy.prefix { toml.string("module.mounts.\($0).source") != nil }
        let contentMounts = mounts.filter { toml.string("module.mounts.\($0).target") == "content" }
        let forLanguage = contentMounts.first { index in
            let languages = toml.strings("module.mounts.\(index).sites.matrix.languages") ?? toml.string("module.mounts.\(index).lang").map { [$0] }
            return languages.map { $0.contains(language) } ?? true
        }
        return forLanguage.flatMap { toml.string("module.mounts.\($0).source") }
    }
}
