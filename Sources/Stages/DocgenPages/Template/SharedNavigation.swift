import DocgenCore
import DocgenModel
import Synchronization

/// The navigation of a part's pages, rendered once for them all, with each page's own entry a
/// choice made as it is spliced in. A page's cost is then its own content plus a fixed amount,
/// not a rendering of a navigation that grows with the site; the Check stage checks each
/// fragment once too.
public final class SharedNavigation: Sendable {
    /// The name of the partial rendered once and spliced.
    public static let partial = "nav"

    /// The navigation of the pages of one part whose links start at one root.
    public struct Fragment: Sendable {
        public let key: Key
        public let fragment: TemplateFragment
        /// The place in the reading order of the first page that shows it, where it is checked.
        public let firstPosition: Int
    }

    /// A part, and the root prefix of its pages' links.
    public struct Key: Hashable, Sendable {
        var group: Int
        var root: String
    }

    private let site: Site
    private let context: PageContext
    private let theme: Theme
    /// False when the theme's navigation shows something of one page only (`page.title`, say):
    /// it is then rendered with each page.
    let isShared: Bool
    private let fragments = Mutex<[Key: Fragment?]>([:])

    init(site: Site, context: PageContext, theme: Theme) {
        self.site = site
        self.context = context
        self.theme = theme
        let names = theme.partials[Self.partial]?.referencedNames(partials: theme.partials) ?? []
        isShared = names.isDisjoint(with: PageContext.pageOnlyNames)
    }

    /// The navigation of the chapter at `position` in the reading order, or nil when it must be
    /// rendered with the page.
    func fragment(forChapterAt position: Int) -> Fragment? {
        guard isShared, let partial = theme.partials[Self.partial] else { return nil }
        let chapter = site.chapters[position]
        guard let group = context.group(ofChapterAt: position) else { return nil }
        let key = Key(group: group, root: SitePath.rootPrefix(for: chapter.outputPath))
        if let known = fragments.withLock({ $0[key] }) { return known }
        let made = make(partial, key: key)
        fragments.withLock { $0[key] = made }
        return made
    }

    private func make(_ partial: Template, key: Key) -> Fragment? {
        let fragment = partial.renderFragment(context.navigationContext(group: key.group, root: key.root), partials: theme.partials)
        guard !fragment.hasHoles else { return nil }
        let group = context.navigationGroups[key.group]
        guard let first = group.chapters.first(where: { SitePath.rootPrefix(for: $0.outputPath) == key.root }),
              let position = site.position(ofSourcePath: first.sourcePath) else { return nil }
        return Fragment(key: key, fragment: fragment, firstPosition: position)
    }
}
