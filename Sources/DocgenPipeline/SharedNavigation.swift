import DocgenChecks
import DocgenSite
import DocgenTemplates
import Synchronization

/// The navigation of a part's pages, rendered once and checked once, then spliced into each
/// page with its own entry marked current. A page's cost is then its own content plus a fixed
/// amount, not a re-rendering and re-reading of a navigation that grows with the site.
final class SharedNavigation: Sendable {
    /// The name of the partial rendered once and spliced.
    static let partial = "nav"

    /// The navigation of the pages of one part whose links start at one root.
    struct Fragment: Sendable {
        let fragment: TemplateFragment
        /// Its check, as it stands on ``checkedOn``'s page; its findings belong to that page alone.
        let check: PageCheck
        /// The place in the reading order of the first page that shows it.
        let checkedOn: Int
        /// Its ids, which every page that shows it may link to.
        var targets: Set<String> { check.targets }
    }

    private let site: Site
    private let context: PageContext
    private let theme: Theme
    private let checkIndex: SiteIndex
    private let links: ResolvedLinks
    /// False when the theme's navigation shows something of one page only (`page.title`, say):
    /// it is then rendered with each page.
    let isShared: Bool
    private let fragments = Mutex<[FragmentKey: Fragment?]>([:])

    private struct FragmentKey: Hashable {
        var group: Int
        var root: String
    }

    init(site: Site, context: PageContext, theme: Theme, checkIndex: SiteIndex, links: ResolvedLinks) {
        self.site = site
        self.context = context
        self.theme = theme
        self.checkIndex = checkIndex
        self.links = links
        let names = theme.partials[Self.partial]?.referencedNames(partials: theme.partials) ?? []
        isShared = names.isDisjoint(with: PageContext.pageOnlyNames)
    }

    /// The navigation of the chapter at `position` in the reading order, or nil when it must be
    /// rendered and checked with the page.
    func fragment(forChapterAt position: Int) -> Fragment? {
        guard isShared, let partial = theme.partials[Self.partial] else { return nil }
        let chapter = site.chapters[position]
        guard let group = context.group(ofChapterAt: chapter.outputPath) else { return nil }
        let key = FragmentKey(group: group, root: SitePath.rootPrefix(for: chapter.outputPath))
        if let known = fragments.withLock({ $0[key] }) { return known }
        let made = make(partial, key: key)
        fragments.withLock { $0[key] = made }
        return made
    }

    private func make(_ partial: Template, key: FragmentKey) -> Fragment? {
        let fragment = partial.renderFragment(context.navigationContext(group: key.group, root: key.root), partials: theme.partials)
        guard fragment.choiceBytes.allSatisfy(Self.cannotChangeACheck), !fragment.hasHoles else { return nil }
        let group = context.navigationGroups[key.group]
        guard let first = group.chapters.first(where: { SitePath.rootPrefix(for: $0.outputPath) == key.root }),
              let position = site.position(ofSourcePath: first.sourcePath) else { return nil }
        let bytes = fragment.instance(selecting: position).bytes
        guard let check = SiteChecker.checkSharedPart(bytes, onPageAt: first.outputPath, in: checkIndex, links: links) else { return nil }
        return Fragment(fragment: fragment, check: check, checkedOn: position)
    }

    /// True when text that differs from page to page (the current entry's marking) holds no
    /// markup and none of the attributes the checks read, so one check holds for every page.
    private static func cannotChangeACheck(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return !text.contains("<") && !text.contains(">")
            && !["id=", "name=", "href", "src", "alt=", "title=", "aria-label", "role=", "hidden", "lang=", "data="].contains { text.contains($0) }
    }
}
