import DocgenCore
import DocgenModel
import Synchronization

/// Builds the values templates see (documented in the manual, themes-and-templates.md).
public struct PageContext: Sendable {
    /// The `generator` value: `docgen 0.1.0`.
    let generator: String

    let site: Site
    /// The theme's words for each language, by code (``SiteModel/strings``).
    let strings: [String: [String: String]]
    /// Chapters grouped as the navigation shows them, in reading order.
    let navigationGroups: [NavigationGroup]
    /// The group of each chapter, by its place in the reading order.
    private let groupOfPosition: [Int]
    /// The place in the reading order of each group's first chapter.
    private let groupStart: [Int]
    /// How many chapters and parts each language has, which decides how much its navigation lists.
    private let chapterCount: [String: Int]
    private let partCount: [String: Int]
    /// Each language's Open Graph locale (``SocialMeta/locales(of:)``).
    private let openGraphLocales: [String: String]
    /// Each language's `i18n` value, made once: every page shows the theme's words.
    private let i18n: [String: TemplateValue]
    /// Each navigation made so far, by language and group: made once, shown on every page of the group.
    private let navigations = Navigations()

    private struct NavigationKey: Hashable {
        var language: String
        var group: Int?
    }

    private final class Navigations: Sendable {
        let table = Mutex<[NavigationKey: TemplateValue]>([:])
    }

    /// The context of the pages of `site`, made by `generator`, with the theme's `strings`.
    ///
    /// Only what every page needs is made here; a group's navigation is made when a page of
    /// the group is, so an incremental build that makes one page pays for one group.
    public init(site: Site, strings: [String: [String: String]] = [:], generator: String) {
        self.site = site
        self.strings = strings
        self.generator = generator
        let groups = NavigationGroup.groups(of: site)
        navigationGroups = groups
        groupOfPosition = NavigationGroup.groupOfEachChapter(in: groups)
        var groupStart: [Int] = [], start = 0
        var chapterCount: [String: Int] = [:], partCount: [String: Int] = [:]
        for group in groups {
            groupStart.append(start)
            start += group.chapters.count
            chapterCount[group.language, default: 0] += group.chapters.count
            if group.isPart { partCount[group.language, default: 0] += 1 }
        }
        self.groupStart = groupStart
        self.chapterCount = chapterCount
        self.partCount = partCount
        openGraphLocales = SocialMeta.locales(of: site.config)
        i18n = strings.mapValues { words in .object(Dictionary(uniqueKeysWithValues: words.map { (TemplateKey($0.key), .string($0.value)) })) }
    }

    /// A group's chapter entries, each current on its own page (a ``TemplateValue/choice(_:)``
    /// keyed by its place in the reading order).
    private func entries(ofGroup index: Int) -> [TemplateValue] {
        navigationGroups[index].chapters.enumerated().map { offset, chapter in
            let depth = site.navigationDepth(of: chapter)
            return .object([
                "title": .string(PlatformVersions.keptTogether(chapter.title)),
                "url": .string(SitePath.encode(chapter.outputPath)),
                "description": .string(PlatformVersions.keptTogether(chapter.description)),
                "isCurrent": .choice(groupStart[index] + offset),
                // Absent at the top, so a theme's `{{#depth}}` is false there.
                "depth": depth > 0 ? .int(depth) : .null,
            ])
        }
    }

    /// The navigation of `language`'s pages in group `current`, or outside every group (its
    /// home page, and the 404 page for the default language) when `current` is nil.
    private func navigation(language: String, current: Int?) -> TemplateValue {
        let key = NavigationKey(language: language, group: current)
        if let made = navigations.table.withLock({ $0[key] }) { return made }
        let made = makeNavigation(language: language, current: current)
        navigations.table.withLock { $0[key] = made }
        return made
    }

    private func makeNavigation(language: String, current: Int?) -> TemplateValue {
        let groups = navigationGroups
        let listsEveryChapter = chapterCount[language, default: 0] <= Self.fullNavigationLimit
        let listsEveryPart = listsEveryChapter || partCount[language, default: 0] <= Self.partListLimit
        let own = groups.indices.filter { groups[$0].language == language }
        let shown = own.filter { listsEveryPart || !groups[$0].isPart || $0 == current }
        return .object([
            "groups": .list(shown.map { index in
                let group = groups[index]
                let isExpanded = listsEveryChapter || !group.isPart || index == current
                return .object([
                    "isPart": .bool(group.isPart),
                    "isExpanded": .bool(isExpanded),
                    "title": .string(group.title),
                    "url": .string(SitePath.encode(group.chapters[0].outputPath)),
                    "chapters": .list(isExpanded ? entries(ofGroup: index) : []),
                ])
            }),
            "isPartial": .bool(shown.count < own.count),
        ])
    }

    /// Sites up to this many chapters list every chapter in every page's navigation; larger
    /// ones list the chapters of the current part only, so a page's size does not grow with the
    /// whole site.
    public static let fullNavigationLimit = 300

    /// Larger sites with up to this many parts list every part's title, linked to its first
    /// chapter; with more, the navigation links to the home page's contents instead.
    static let partListLimit = 12

    /// The values of a page the navigation partial does not see: it is rendered once for all
    /// the pages of a part (``SharedNavigation``), so it sees only what they share.
    static let pageOnlyNames: Set<String> = ["page", "prev", "next", "isIndex", "is404", "contents", "languages", "alternates", "social",
                                                   "hasVersions", "versions", "version"]

    /// The group of the chapter at `position` in the reading order.
    func group(ofChapterAt position: Int) -> Int? {
        groupOfPosition.indices.contains(position) ? groupOfPosition[position] : nil
    }

    /// What the navigation partial sees on the pages of `group` whose links start at `root`.
    func navigationContext(group: Int, root: String) -> TemplateValue {
        let language = navigationGroups[group].language
        return .object(shared(root: root, nav: navigation(language: language, current: group), language: language))
    }

    /// The context of a chapter page.
    func chapter(_ rendered: RenderedChapter, index: Int) -> TemplateValue {
        let chapter = rendered.chapter
        let root = SitePath.rootPrefix(for: chapter.outputPath)
        var toc: [TemplateValue] = []
        for heading in rendered.markdown.headings where heading.level == 2 || heading.level == 3 {
            let entry = TemplateValue.object(["id": .string(heading.id), "titleHTML": .string(heading.titleHTMLWithoutLinks), "children": .list([])])
            if heading.level == 3, case .object(var last)? = toc.last, case .list(var children)? = last["children"] {
                children.append(entry)
                last["children"] = .list(children)
                toc[toc.count - 1] = .object(last)
            } else if heading.level == 2 {
                toc.append(entry)
            }
        }
        let language = chapter.language.isEmpty ? site.config.editions[0].code : chapter.language
        let nav = navigation(language: language, current: group(ofChapterAt: index))
        let title = PlatformVersions.keptTogether(rendered.markdown.shownTitle ?? chapter.title)
        let image = (rendered.image ?? SocialMeta.card(ofPage: chapter.outputPath, config: site.config)).map { ($0, title) }
        var values = common(root: root, nav: nav, language: language, page: chapter.outputPath, image: image) { code in
            site.translation(of: chapter, into: code)?.outputPath
        }
        values["page"] = .object([
            "title": .string(title),
            "titleHTML": .string(rendered.markdown.shownTitleHTML ?? XMLText.escape(PlatformVersions.keptTogether(chapter.title))),
            "description": .string(PlatformVersions.keptTogether(chapter.description)),
            "url": .string(SitePath.encode(chapter.outputPath)),
            "contentHTML": Self.content(isEmpty: rendered.markdown.htmlBytes.isEmpty),
            "titleID": .string(rendered.markdown.titleID ?? ""),
            "hasToc": .bool(!toc.isEmpty),
            "toc": .list(toc),
        ].merging(PageMeta.values(of: chapter, in: site, strings: strings[language] ?? [:])) { own, _ in own }
         .merging(Self.copyValues(of: chapter.outputPath, in: site)) { own, _ in own })
        if index > 0, site.chapters[index - 1].language == chapter.language { values["prev"] = link(to: site.chapters[index - 1]) }
        if index + 1 < site.chapters.count, site.chapters[index + 1].language == chapter.language {
            values["next"] = link(to: site.chapters[index + 1])
        }
        return .object(values)
    }

    /// A page's link to its markdown copy beside it (`page.markdownURL`), when the site
    /// publishes copies (`llms: true`).
    private static func copyValues(of page: String, in site: Site) -> [TemplateKey: TemplateValue] {
        guard site.config.llms else { return [:] }
        return ["markdownURL": .string(SitePath.encode(String(SitePath.split(MarkdownCopies.path(ofPage: page)).name)))]
    }

    /// The name of the hole a page's content is left as, to be spliced in after the page is
    /// rendered: its bytes are then made once, and the check knows exactly where they are.
    public static let contentHole = "content"

    /// A page's content: a hole, or nothing for no content, so that `{{#page.contentHTML}}`
    /// still shows only where there is some.
    private static func content(isEmpty: Bool) -> TemplateValue {
        isEmpty ? .string("") : .hole(contentHole)
    }

    /// The context of a language's home page: its introduction (the markdown of its
    /// `_index.md`, or else the site's description, as HTML) and its table of contents;
    /// `titleID`, the id of the introduction's first heading when the title stands for it, and
    /// `shownTitle` and `shownTitleHTML` that heading's text and XHTML when it names the page
    /// otherwise.
    func index(introHTML: String, fromMarkdown: Bool, titleID: String? = nil, shownTitle: String? = nil, shownTitleHTML: String? = nil,
               image: PageImage? = nil, language: String) -> TemplateValue {
        let edition = site.config.edition(language)
        let path = site.config.homePath(of: language)
        let shown = (image ?? SocialMeta.card(ofPage: path, config: site.config)).map { ($0, edition.title) }
        var values = common(root: SitePath.rootPrefix(for: path), nav: navigation(language: language, current: nil), language: language,
                            page: path, image: shown) { site.config.homePath(of: $0) }
        values["isIndex"] = .bool(true)
        values["contents"] = .list(navigationGroups.indices.filter { navigationGroups[$0].language == language }.map { index in
            let group = navigationGroups[index]
            return .object(["isPart": .bool(group.isPart), "title": .string(group.title), "chapters": .list(entries(ofGroup: index))])
        })
        let home = site.homes[language]
        values["page"] = .object([
            "title": .string(shownTitle ?? home?.title ?? edition.title),
            "titleHTML": .string(shownTitleHTML ?? XMLText.escape(home?.title ?? edition.title)),
            "description": .string(home.map(\.description) ?? edition.description),
            "url": .string(SitePath.encode(path)), "contentHTML": fromMarkdown ? Self.content(isEmpty: introHTML.isEmpty) : .string(introHTML),
            "titleID": .string(titleID ?? ""),
            "hasToc": .bool(false), "toc": .list([]),
        ])
        if let first = site.chapters.first(where: { $0.language == language || $0.language.isEmpty }) { values["next"] = link(to: first) }
        return .object(values)
    }

    /// The context of the 404 page, in the default language. It is served at any path, so its
    /// links start at the root.
    func notFound() -> TemplateValue {
        let root = site.config.baseURL.flatMap { URLPath.path(of: $0) } ?? "/" + (site.versionMenu?.here ?? "")
        let language = site.config.editions[0].code
        var values = common(root: root, nav: navigation(language: language, current: nil), language: language, page: nil) {
            site.config.homePath(of: $0)
        }
        values["is404"] = .bool(true)
        let title = strings[language]?["pageNotFound"] ?? "Page not found"
        values["page"] = .object([
            "title": .string(title), "description": .string(""), "url": .string("404.html"),
            "contentHTML": .string(""), "hasToc": .bool(false), "toc": .list([]),
        ])
        return .object(values)
    }

    /// The values of a page in `language` at `page` (nil for the 404 page, which is served at
    /// any path): the shared ones, its language switcher and alternates, where
    /// `translation(code)` is the page's version in another language, and its picture for link
    /// previews (``SocialMeta``).
    private func common(root: String, nav: TemplateValue, language: String, page: String?, image: (image: PageImage, alt: String)? = nil,
                        translation: (String) -> String?) -> [TemplateKey: TemplateValue] {
        var values = shared(root: root, nav: nav, language: language)
        values["isIndex"] = .bool(false)
        values["is404"] = .bool(false)
        let links = LanguageLinks(config: site.config, language: language, page: page, root: root, translation: translation)
        values["languages"] = links.switcher
        values["alternates"] = links.alternates
        let versions = site.versionMenu.map {
            VersionLinks($0, page: page, home: site.config.homePath(of: language), root: root, strings: strings[language] ?? [:])
        }
        values["hasVersions"] = .bool(versions != nil)
        values["versions"] = versions?.menu ?? .list([])
        values["version"] = versions?.version ?? .null
        values["social"] = SocialMeta.values(config: site.config, language: language, page: page,
                                             isHome: page == site.config.homePath(of: language), translations: links.translations,
                                             locales: openGraphLocales, image: image,
                                             canonical: versions?.canonical)
        return values
    }

    /// The values every page of a part shares: everything but ``pageOnlyNames``.
    func shared(root: String, nav: TemplateValue, language: String) -> [TemplateKey: TemplateValue] {
        let edition = site.config.edition(language)
        return [
            "generator": .string(generator),
            "root": .string(root),
            "home": .string(root + SitePath.encode(site.config.homePath(of: language))),
            "site": .object([
                "title": .string(edition.title),
                "description": .string(edition.description),
                "language": .string(language),
            ]),
            "i18n": i18n[language] ?? .object([:]),
            "nav": nav,
            "isMultilingual": .bool(site.config.editions.count > 1),
            "search": .object(["isEnabled": .bool(site.config.search != nil)]),
            "pdf": site.config.pdfLocation == nil ? .null : .object([
                "url": .string(SitePath.encode(site.config.pdfPath(of: language))),
                "fileName": .string(PrintEdition.downloadName(of: edition)),
            ]),
        ]
    }

    private func link(to chapter: Chapter) -> TemplateValue {
        .object(["title": .string(PlatformVersions.keptTogether(chapter.title)), "url": .string(SitePath.encode(chapter.outputPath))])
    }
}
