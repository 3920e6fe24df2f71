import DocgenCore
import DocgenModel
import DocgenYAML
import Foundation

/// Reads an MkDocs project's `mkdocs.yml`: its settings, `docs_dir` and `nav:`.
enum MkDocsProjectReader {
    /// Top-level keys that change nothing docgen makes, or that it reads.
    private static let knownKeys: Set<String> = [
        "site_name", "site_url", "site_description", "site_author", "repo_url", "repo_name", "edit_uri", "docs_dir",
        "site_dir", "nav", "exclude_docs", "not_in_nav", "markdown_extensions", "plugins", "theme", "dev_addr", "strict",
        "use_directory_urls", "validation", "watch", "remote_branch", "remote_name", "draft_docs", "extra",
    ]
    /// Top-level keys whose effect docgen does not make, with what to do instead.
    private static let unsupportedKeys: [String: String] = [
        "extra_css": "style sheets are not added; put overrides in a templates folder (docgen build --templates)",
        "extra_javascript": "scripts are not added; put them in a templates folder (docgen build --templates)",
        "extra_templates": "templates are not rendered; docgen's theme is Mustache (docgen build --templates)",
        "hooks": "Python hooks are not run; a docgen.yml 'preprocessors:' command can change chapters' text",
        "copyright": "the copyright line is not shown; a templates folder can add it to the page footer",
        "INHERIT": "inherited configurations are not read; merge the settings into this file",
    ]

    static func read(at path: String) -> ForeignProject {
        let folder = (path as NSString).deletingLastPathComponent
        var project = ForeignProject(contentFolder: join(folder, "docs"))
        project.config.emojiShortcodes = .none  // Unless `pymdownx.emoji` is on.
        guard let (root, locate) = ProjectFile.yaml(at: path, into: &project.diagnostics) else { return project }
        var reader = YAMLFieldReader(root, what: "mkdocs.yml", locate: locate)
        if let docsDir = reader.string("docs_dir") { project.contentFolder = join(folder, docsDir) }
        if let name = reader.string("site_name") { project.config.title = name }
        project.config.isMkDocsProject = true
        if let description = reader.string("site_description") { project.config.description = description }
        if let url = reader.string("site_url"), url.hasPrefix("http://") || url.hasPrefix("https://") {
            project.config.baseURL = url.hasSuffix("/") ? url : url + "/"
        }
        readEditURL(&reader, docsDir: reader.node("docs_dir")?.stringValue ?? "docs", into: &project.config)
        for pair in reader.pairs {
            guard let key = pair.key.scalar, !knownKeys.contains(key) else { continue }
            let hint = unsupportedKeys[key] ?? "docgen does not read it"
            reader.report(.unsupported("mkdocs.yml setting '\(key)' is not supported: \(hint)", at: locate(pair.key)))
        }
        // A hook may expand anything; `{* file *}` is the one docs projects share (FastAPI's).
        if reader.node("hooks") != nil { project.config.unrunMacros.insert(.hookInclude) }
        project.excluded = globs(reader.node("exclude_docs"))
        if let theme = reader.node("theme"), let custom = theme["custom_dir"] {
            reader.report(.unsupported("theme 'custom_dir' is not supported: docgen's theme is Mustache (docgen build --templates)",
                                       at: locate(custom)))
            // Its Jinja templates are not pages, though they sit among them (`docs/overrides`).
            let docsDir = (reader.node("docs_dir")?.stringValue ?? "docs").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            if let folder = custom.stringValue?.trimmingCharacters(in: CharacterSet(charactersIn: "/")), folder.hasPrefix(docsDir + "/") {
                project.excluded.append(String(folder.dropFirst(docsDir.count + 1)) + "/*")
            }
        }
        var outline = ProjectOutline(file: path)
        outline.quietlyUnlisted = globs(reader.node("not_in_nav"))
        let contentRoot = project.contentFolder
        outline.homePath = ["index.md", "README.md"].first { FileManager.default.fileExists(atPath: "\(contentRoot)/\($0)") }
        if let nav = reader.node("nav"), !nav.isNull {
            if let items = nav.sequence {
                var walk = NavWalk(locate: locate, contentRoot: contentRoot, navFile: MkDocsExtensions.literateNavFile(reader.node("plugins")))
                walk.read(items, section: [])
                outline.items = walk.items
            } else {
                reader.report(.error("'nav' must be a list of pages and sections, not \(nav.kindDescription)", at: locate(nav)))
            }
        } else {
            outline.items = [.folder(path: "", depth: 0, at: SourceLocation(file: path))]
        }
        project.outline = outline
        MkDocsExtensions.read(reader.node("markdown_extensions"), plugins: reader.node("plugins"), configFolder: folder,
                              locate: locate, into: &project, reader: &reader)
        project.diagnostics += reader.diagnostics
        return project
    }

    /// `repo_url` + `edit_uri` as docgen's `editURL`, when `edit_uri` ends with `docs_dir` (which
    /// docgen adds before each chapter's path itself).
    private static func readEditURL(_ reader: inout YAMLFieldReader, docsDir: String, into config: inout SiteConfig) {
        guard let repo = reader.string("repo_url"), repo.hasPrefix("http") else { return }
        let editURI = reader.string("edit_uri") ?? "edit/master/docs/"
        if editURI.isEmpty { return }
        let folder = docsDir.hasSuffix("/") ? docsDir : docsDir + "/"
        let trimmed = editURI.hasSuffix("/") ? editURI : editURI + "/"
        guard trimmed.hasSuffix("/" + folder) || trimmed == folder else {
            if let node = reader.node("edit_uri") {
                reader.report(Diagnostic(.note, at: reader.locate(node),
                                         "'edit_uri' does not end with the docs folder '\(docsDir)'; pages have no edit link"))
            }
            return
        }
        let base = (repo.hasSuffix("/") ? repo : repo + "/") + (trimmed.hasPrefix("/") ? String(trimmed.dropFirst()) : trimmed)
        config.editURL = String(base.dropLast(folder.count))
    }

    /// `exclude_docs` and `not_in_nav`: gitignore-style lines, read as globs (a leading `/`
    /// anchors at the docs folder, which every glob here is relative to).
    private static func globs(_ node: YAMLNode?) -> [String] {
        guard let text = node?.stringValue else { return [] }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .flatMap { line in line.hasPrefix("/") ? [String(line.dropFirst())] : [line, "*/" + line] }
    }

    static func join(_ folder: String, _ path: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        return folder.isEmpty || trimmed.hasPrefix("/") ? trimmed : "\(folder)/\(trimmed)"
    }
}

/// Walks `nav:`: pages, titled pages, sections (top-level ones become parts, nested ones parts
/// titled with their section's), folders and links to other sites.
private struct NavWalk {
    let locate: (YAMLNode) -> SourceLocation
    let contentRoot: String
    /// The file of each folder that lists its pages, with the literate-nav plugin.
    let navFile: String?
    var items: [ProjectOutline.Item] = []

    mutating func read(_ nodes: [YAMLNode], section: [String]) {
        for node in nodes {
            if let target = node.stringValue {
                add(target, title: nil, section: section, at: locate(node))
            } else if let pairs = node.mapping, pairs.count == 1, let title = pairs[0].key.scalar {
                let value = pairs[0].value
                if let target = value.stringValue {
                    add(target, title: title, section: section, at: locate(pairs[0].key))
                } else if let children = value.sequence {
                    let inner = section + [title]
                    items.append(.part(title: inner.joined(separator: " › "), at: locate(pairs[0].key)))
                    read(children, section: inner)
                    items.append(.part(title: section.isEmpty ? nil : section.joined(separator: " › "), at: locate(pairs[0].key)))
                } else {
                    items.append(.skipped(title: title, reason: "has no page", at: locate(pairs[0].key)))
                }
            } else {
                items.append(.skipped(title: node.scalar ?? node.kindDescription,
                                      reason: "is not a page, a 'Title: page' pair or a 'Title: [...]' section", at: locate(node)))
            }
        }
    }

    /// The folder's nav file first, then the pages its list links to, with their titles
    /// (literate-nav); the folder's other pages come after them.
    private mutating func listed(in folder: String, navFile: String) {
        let path = folder.isEmpty ? navFile : "\(folder)/\(navFile)"
        guard let text = try? String(contentsOfFile: "\(contentRoot)/\(path)", encoding: .utf8) else { return }
        items.append(.chapter(path: path, title: nil, depth: 0, at: SourceLocation(file: "\(contentRoot)/\(path)", line: 1)))
        let (outline, _) = MdBookSummaryReader.read(text, file: "\(contentRoot)/\(path)", listsOnly: true)
        for case .chapter(let target, let title, let depth, let location) in outline.items where !target.contains("://") {
            items.append(.chapter(path: SitePath.resolve(target, in: folder) ?? target, title: title, depth: depth, at: location))
        }
    }

    private mutating func add(_ target: String, title: String?, section: [String], at location: SourceLocation) {
        if target.contains("://") || target.hasPrefix("mailto:") {
            items.append(.skipped(title: title ?? target, reason: "links to another site (\(target))", at: location))
            return
        }
        let path = target.hasPrefix("/") ? String(target.dropFirst()) : target
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: "\(contentRoot)/\(path)", isDirectory: &isDirectory)
                                   && isDirectory.boolValue) {
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            if let title, section.isEmpty { items.append(.part(title: title, at: location)) }
            if let navFile { listed(in: folder, navFile: navFile) }
            items.append(.folder(path: folder, depth: 0, at: location))
            if title != nil, section.isEmpty { items.append(.part(title: nil, at: location)) }
        } else {
            items.append(.chapter(path: path, title: title, depth: 0, at: location))
        }
    }
}
