import DocgenChecks
import DocgenParallel
import DocgenMarkdown
import DocgenSite
import DocgenTemplates

/// Builds the values templates see (documented in the README's theme section).
struct PageContext {
    static let generator = "docgen \(DocgenVersion.current)"

    let site: Site

    /// The context of a chapter page.
    func chapter(_ rendered: RenderedChapter, index: Int) -> TemplateValue {
        let chapter = rendered.chapter
        let root = SitePath.rootPrefix(for: chapter.outputPath)
        var toc: [TemplateValue] = []
        for heading in rendered.markdown.headings where heading.level == 2 || heading.level == 3 {
            let entry = TemplateValue.object(["id": .string(heading.id), "titleHTML": .string(heading.titleHTML), "children": .list([])])
            if heading.level == 3, case .object(var last)? = toc.last, case .list(var children)? = last["children"] {
                children.append(entry)
                last["children"] = .list(children)
                toc[toc.count - 1] = .object(last)
            } else if heading.level == 2 {
                toc.append(entry)
            }
        }
        var values = common(root: root, currentPath: chapter.outputPath)
        values["page"] = .object([
            "title": .string(chapter.title),
            "description": .string(chapter.description),
            "url": .string(SitePath.encode(chapter.outputPath)),
            "contentHTML": .string(rendered.markdown.html),
            "hasToc": .bool(!toc.isEmpty),
            "toc": .list(toc),
        ])
        if index > 0 { values["prev"] = link(to: site.chapters[index - 1]) }
        if index + 1 < site.chapters.count { values["next"] = link(to: site.chapters[index + 1]) }
        return .object(values)
    }

    /// The context of the home page: its introduction (from `content/_index.md`, or else the
    /// site's description) and the table of contents.
    func index(introHTML: String) -> TemplateValue {
        var values = common(root: "", currentPath: "index.html")
        values["isIndex"] = .bool(true)
        values["page"] = .object([
            "title": .string(site.home?.title ?? site.config.title),
            "description": .string(site.home.map(\.description) ?? site.config.description),
            "url": .string("index.html"), "contentHTML": .string(introHTML),
            "hasToc": .bool(false), "toc": .list([]),
        ])
        if let first = site.chapters.first { values["next"] = link(to: first) }
        return .object(values)
    }

    /// The context of the 404 page, which is served at any path, so its links start at the root.
    func notFound() -> TemplateValue {
        let root = site.config.baseURL.flatMap { URLPath.path(of: $0) } ?? "/"
        var values = common(root: root, currentPath: "404.html")
        values["is404"] = .bool(true)
        values["page"] = .object([
            "title": .string("Page not found"), "description": .string(""), "url": .string("404.html"),
            "contentHTML": .string(""), "hasToc": .bool(false), "toc": .list([]),
        ])
        return .object(values)
    }

    private func common(root: String, currentPath: String) -> [String: TemplateValue] {
        [
            "generator": .string(Self.generator),
            "root": .string(root),
            "site": .object([
                "title": .string(site.config.title),
                "description": .string(site.config.description),
                "language": .string(site.config.language),
            ]),
            "nav": navigation(currentPath: currentPath),
            "isIndex": .bool(false),
            "is404": .bool(false),
        ]
    }

    private func navigation(currentPath: String) -> TemplateValue {
        var groups: [TemplateValue] = []
        var currentFolder: String?
        var chapters: [TemplateValue] = []
        func flush() {
            guard let folder = currentFolder else { return }
            let part = site.parts.first { $0.folder == folder }
            groups.append(.object([
                "isPart": .bool(!folder.isEmpty),
                "title": .string(part?.title ?? ""),
                "chapters": .list(chapters),
            ]))
            chapters = []
        }
        for chapter in site.chapters {
            if chapter.folder != currentFolder {
                flush()
                currentFolder = chapter.folder
            }
            chapters.append(.object([
                "title": .string(chapter.title),
                "url": .string(SitePath.encode(chapter.outputPath)),
                "description": .string(chapter.description),
                "isCurrent": .bool(chapter.outputPath == currentPath),
            ]))
        }
        flush()
        return .list(groups)
    }

    private func link(to chapter: Chapter) -> TemplateValue {
        .object(["title": .string(chapter.title), "url": .string(SitePath.encode(chapter.outputPath))])
    }
}

/// The path part of an absolute URL, ending in `/`.
enum URLPath {
    static func path(of url: String) -> String? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let rest = url[schemeEnd.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        let path = String(rest[slash...])
        return path.hasSuffix("/") ? path : path + "/"
    }
}
