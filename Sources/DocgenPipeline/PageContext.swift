import DocgenChecks
import DocgenParallel
import DocgenMarkdown
import DocgenSite
import DocgenTemplates

/// Builds the values templates see (documented in the README's theme section).
struct PageContext {
    static let generator = "docgen \(DocgenVersion.current)"

    let site: Site
    /// Chapters grouped as the navigation shows them, in reading order.
    let navigationGroups: [NavigationGroup]
    /// Each group's navigation entries, none marked current.
    private let groupEntries: [[TemplateValue]]
    private let groupIndexByPath: [String: Int]
    /// Each chapter's percent-encoded URL, by output path.
    private let encodedURL: [String: String]

    init(site: Site) {
        self.site = site
        navigationGroups = NavigationGroup.groups(of: site)
        encodedURL = Dictionary(site.chapters.map { ($0.outputPath, SitePath.encode($0.outputPath)) }, uniquingKeysWith: { first, _ in first })
        var indexByPath: [String: Int] = [:]
        for (index, group) in navigationGroups.enumerated() {
            for chapter in group.chapters { indexByPath[chapter.outputPath] = index }
        }
        groupIndexByPath = indexByPath
        groupEntries = navigationGroups.map { [encodedURL] group in
            group.chapters.map { chapter in
                .object([
                    "title": .string(chapter.title),
                    "url": .string(encodedURL[chapter.outputPath] ?? ""),
                    "description": .string(chapter.description),
                    "isCurrent": .bool(false),
                ])
            }
        }
    }

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
            "url": .string(encodedURL[chapter.outputPath] ?? SitePath.encode(chapter.outputPath)),
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
        values["contents"] = navigation(currentPath: "index.html", expandAll: true)
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
        let nav = navigation(currentPath: currentPath)
        return [
            "generator": .string(Self.generator),
            "root": .string(root),
            "site": .object([
                "title": .string(site.config.title),
                "description": .string(site.config.description),
                "language": .string(site.config.language),
            ]),
            "nav": nav,
            "mobileNav": mobileNavigation(nav, currentPath: currentPath),
            "isIndex": .bool(false),
            "is404": .bool(false),
        ]
    }

    /// Sites up to this many chapters list every chapter in every page's navigation; larger
    /// ones list the chapters of the current part only (and every part's title), so a page's
    /// size does not grow with the whole site.
    static let fullNavigationLimit = 300

    /// The navigation groups: runs of top-level chapters, and parts. Each group's entries are
    /// built once per build; a page only marks its own entry as current.
    private func navigation(currentPath: String, expandAll: Bool? = nil) -> TemplateValue {
        let currentGroup = groupIndexByPath[currentPath]
        let expandAll = expandAll ?? (site.chapters.count <= Self.fullNavigationLimit)
        return .list(navigationGroups.indices.map { index in
            let group = navigationGroups[index]
            let isExpanded = expandAll || !group.isPart || index == currentGroup
            var entries: [TemplateValue] = []
            if isExpanded {
                entries = groupEntries[index]
                if index == currentGroup, let position = group.chapters.firstIndex(where: { $0.outputPath == currentPath }),
                   case .object(var entry) = entries[position] {
                    entry["isCurrent"] = .bool(true)
                    entries[position] = .object(entry)
                }
            }
            return .object([
                "isPart": .bool(group.isPart),
                "isExpanded": .bool(isExpanded),
                "title": .string(group.title),
                "url": .string(encodedURL[group.chapters[0].outputPath] ?? ""),
                "chapters": .list(entries),
            ])
        })
    }

    /// The narrow-screen menu: the same navigation as the sidebar, except past
    /// ``fullNavigationLimit`` chapters, where it lists only the current part's chapters and
    /// `isPartial` asks for a link to the home page's contents. Repeating every part's title in a
    /// second menu made up a quarter of a large site's build time and size.
    private func mobileNavigation(_ nav: TemplateValue, currentPath: String) -> TemplateValue {
        guard site.chapters.count > Self.fullNavigationLimit else {
            return .object(["nav": nav, "isPartial": .bool(false)])
        }
        let current: [TemplateValue]
        if case .list(let groups) = nav, let index = groupIndexByPath[currentPath] {
            current = [groups[index]]
        } else {
            current = []
        }
        return .object(["nav": .list(current), "isPartial": .bool(true)])
    }

    private func link(to chapter: Chapter) -> TemplateValue {
        .object(["title": .string(chapter.title), "url": .string(encodedURL[chapter.outputPath] ?? SitePath.encode(chapter.outputPath))])
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

/// A run of top-level chapters, or the chapters of one part.
struct NavigationGroup: Sendable {
    var folder: String
    var isPart: Bool
    var title: String
    var chapters: [Chapter]

    static func groups(of site: Site) -> [NavigationGroup] {
        var groups: [NavigationGroup] = []
        for chapter in site.chapters {
            if groups.last?.folder == chapter.folder {
                groups[groups.count - 1].chapters.append(chapter)
            } else {
                let part = site.parts.first { $0.folder == chapter.folder }
                groups.append(NavigationGroup(folder: chapter.folder, isPart: !chapter.folder.isEmpty, title: part?.title ?? "",
                                              chapters: [chapter]))
            }
        }
        return groups
    }
}
