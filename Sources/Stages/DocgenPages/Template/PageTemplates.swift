import DocgenCore
import DocgenModel

/// A page as the theme's templates make it, in parts: its skeleton with holes, the navigation
/// shared by its part, and its content.
public struct TemplatedPage: Sendable {
    /// The page without its shared navigation and content.
    public var skeleton: [UInt8]
    /// Where the navigation and the content go, in order of their offsets in `skeleton`.
    public var holes: [TemplateFragment.Hole]
    /// The navigation shared by the page's part, and the page's place in the reading order, which
    /// marks its own entry current; nil when the navigation is in the skeleton.
    public var navigation: (fragment: SharedNavigation.Fragment, position: Int)?
    /// The page's content: its markdown as HTML.
    public var content: [UInt8]

    /// The navigation's bytes as this page shows them.
    public var navigationBytes: [UInt8] {
        navigation.map { $0.fragment.fragment.instance(selecting: $0.position).bytes } ?? []
    }

    /// The page with its content in place, and `navigation` (``navigationBytes``, which a caller
    /// that needs them more than once makes once) in the navigation's holes, or the navigation
    /// left out when nil; and where, in the result, the content starts (when it is shown once, as
    /// it is) and where each left-out navigation goes.
    public func assembled(navigation: [UInt8]?) -> (bytes: [UInt8], contentOffset: Int?, navigationOffsets: [Int]) {
        let withNavigation = navigation != nil
        let navigation = navigation ?? []
        var fills: [[UInt8]] = []
        var contentOffsets: [Int] = [], navigationOffsets: [Int] = [], escaped = false
        var shift = 0
        for hole in holes {
            let fill: [UInt8]
            if hole.name == PageContext.contentHole {
                escaped = escaped || hole.escapesHTML
                fill = hole.escapesHTML ? Array(XMLText.escape(String(decoding: content, as: UTF8.self)).utf8) : content
                contentOffsets.append(hole.offset + shift)
            } else {
                fill = navigation
                if !withNavigation { navigationOffsets.append(hole.offset + shift) }
            }
            fills.append(fill)
            shift += fill.count
        }
        var index = 0
        let bytes = skeleton.filling(holes) { _ in
            defer { index += 1 }
            return fills[index]
        }
        return (bytes, contentOffsets.count == 1 && !escaped ? contentOffsets[0] : nil, navigationOffsets)
    }
}

/// The Template stage: a page's values (``PageContext``) rendered by the theme's templates.
/// The navigation, which many pages share, is rendered once per part (``SharedNavigation``), and
/// the content is left as a hole, so the page's own bytes are rendered once.
public struct PageTemplates: Sendable {
    public let site: Site
    public let theme: Theme
    public let context: PageContext
    public let navigation: SharedNavigation

    public init(site: Site, theme: Theme, strings: [String: [String: String]], generator: String) {
        self.site = site
        self.theme = theme
        context = PageContext(site: site, strings: strings, generator: generator)
        navigation = SharedNavigation(site: site, context: context, theme: theme)
    }

    /// The page of the chapter at `index` in the reading order.
    public func chapter(_ rendered: RenderedChapter, index: Int) -> TemplatedPage {
        let content = rendered.markdown.htmlBytes
        let capacity = content.count + 64 * 1024
        let nav = navigation.fragment(forChapterAt: index)
        var holes: Set<String> = [PageContext.contentHole]
        if nav != nil { holes.insert(SharedNavigation.partial) }
        let page = theme.page.renderFragment(context.chapter(rendered, index: index), partials: theme.partials, holes: holes,
                                             capacity: capacity)
        let (skeleton, found) = page.instance(selecting: index, capacity: capacity)
        let usesNavigation = found.contains { $0.name == SharedNavigation.partial }
        return TemplatedPage(skeleton: skeleton, holes: found, navigation: usesNavigation ? nav.map { ($0, index) } : nil,
                             content: content)
    }

    /// A language's home page: its introduction (the rendered `_index.md`, or the site's
    /// description) and its table of contents.
    public func home(_ rendered: RenderedChapter?, language: String) -> TemplatedPage {
        let intro = rendered?.markdown.html
            ?? Self.paragraph(site.config.edition(language).description)
        let values = context.index(introHTML: intro, fromMarkdown: rendered != nil, titleID: rendered?.markdown.titleID,
                                   shownTitle: rendered?.markdown.shownTitle, shownTitleHTML: rendered?.markdown.shownTitleHTML,
                                   image: rendered?.image, language: language)
        let page = theme.index.renderFragment(values, partials: theme.partials,
                                              holes: [PageContext.contentHole])
        let (skeleton, holes) = page.instance(selecting: nil)
        return TemplatedPage(skeleton: skeleton, holes: holes, navigation: nil, content: rendered == nil ? [] : Array(intro.utf8))
    }

    public func notFound() -> TemplatedPage {
        TemplatedPage(skeleton: theme.notFound.renderUTF8(context.notFound(), partials: theme.partials), holes: [], navigation: nil,
                      content: [])
    }

    /// A description as the home page's introduction: one paragraph, or nothing.
    private static func paragraph(_ text: String) -> String {
        text.isEmpty ? "" : "<p>\(XMLText.escape(text))</p>"
    }
}
