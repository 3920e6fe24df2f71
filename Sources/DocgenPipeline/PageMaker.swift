import DocgenChecks
import DocgenCore
import DocgenHighlighting
import DocgenMarkdown
import DocgenSite

/// A page as the Check stage needs it once it is written: where its content came from, the
/// links still to check, and what rendering found. The page's HTML itself is not kept.
struct WrittenPage: Sendable, Equatable {
    var path: String
    /// How the page's lines map back to its chapter; nil for the 404 page.
    var trace: ChapterTrace?
    var fragments: [PendingFragment]
    var diagnostics: [Diagnostic]
    /// The page's own share of the site check, done while its bytes were in memory.
    var check: PageCheck
    var diagramCount: Int
    var tableCount: Int
    /// True when the page was not rendered again: its file and check are the last build's.
    var fromCache = false
}

/// Where a chapter's content sits in its page, to trace a finding in the page to a markdown line.
struct ChapterTrace: Sendable, Equatable {
    var displayPath: String
    var bodyLineOffset: Int
    /// The page line where the content starts, and how many lines it spans.
    var firstLine: Int
    var lineCount: Int
    var sourceLines: [RenderedMarkdown.LineMark]
    /// True when the content on its own was not well-formed (already reported at its line).
    var hasMarkupErrors: Bool

    /// The markdown line (in the chapter's file) that produced `pageLine`, or nil when the line
    /// lies outside the content, in the template.
    func sourceLine(of pageLine: Int) -> Int? {
        guard lineCount > 0, pageLine >= firstLine, pageLine <= firstLine + lineCount else { return nil }
        let outputLine = pageLine - firstLine + 1
        return RenderedMarkdown.sourceLine(forOutputLine: outputLine, in: sourceLines).map { $0 + bodyLineOffset }
    }
}

/// A page made in memory: its bytes, and what the Check stage needs of it.
struct MadePage: Sendable {
    var page: WrittenPage
    var bytes: [UInt8]
}

/// The Render, Template and page-Check stages for one page at a time: markdown to HTML, HTML
/// into the theme's page, and the page's own share of the site check while its bytes are in
/// memory. It reads nothing from disk and writes nothing; the caller publishes the bytes.
struct PageMaker: Sendable {
    let site: Site
    let theme: Theme
    let context: PageContext
    let staticFiles: Set<String>
    /// The files the finished site will hold, which the pages' links are checked against.
    let checkIndex: SiteIndex
    let resolvedLinks: ResolvedLinks
    let navigation: SharedNavigation

    init(site: Site, theme: Theme, checkIndex: SiteIndex) {
        self.site = site
        self.theme = theme
        self.checkIndex = checkIndex
        resolvedLinks = ResolvedLinks()
        context = PageContext(site: site)
        staticFiles = Set(site.staticFiles.map(\.path))
        navigation = SharedNavigation(site: site, context: context, theme: theme, checkIndex: checkIndex, links: resolvedLinks)
    }

    /// A chapter's page; `index` is its place in the reading order.
    ///
    /// The page is rendered without its navigation, which is rendered and checked once per part
    /// (``SharedNavigation``); the page's own bytes are checked, and the navigation spliced in.
    func chapter(_ chapter: Chapter, index: Int) -> MadePage {
        let rendered = ChapterRenderer.render(chapter, site: site, staticFiles: staticFiles, policy: checkIndex.policy)
        let capacity = Self.expectedPageSize(content: rendered.markdown.html)
        let nav = navigation.fragment(forChapterAt: index)
        let page = theme.page.renderFragment(context.chapter(rendered, index: index), partials: theme.partials,
                                             holes: nav == nil ? [] : [SharedNavigation.partial], capacity: capacity)
        let (skeleton, holes) = page.instance(selecting: index, capacity: capacity)
        guard let nav, !holes.isEmpty else { return made(skeleton, path: chapter.outputPath, rendered: rendered) }

        let navBytes = nav.fragment.instance(selecting: index).bytes
        let navLines = ByteSearch.newlines(in: navBytes, before: navBytes.count)
        // The line of each hole in the page without its navigation; a line after a hole moves
        // down by the navigation's lines.
        let holeLines = holes.map { 1 + ByteSearch.newlines(in: skeleton, before: $0.offset) }
        var check = SiteChecker.checkPage(skeleton, at: chapter.outputPath, in: checkIndex, links: resolvedLinks, requireXML: true,
                                          sharedTargets: nav.targets)
        check.moveLines { line in line + holeLines.filter { $0 < line }.count * navLines }
        if nav.checkedOn == index {
            for holeLine in holeLines {
                var part = nav.check
                part.moveLines { line in holeLine - 1 + line + holeLines.filter { $0 < holeLine }.count * navLines }
                check.add(part)
            }
        }
        let bytes = skeleton.filling(holes) { _ in navBytes }
        return made(bytes, path: chapter.outputPath, rendered: rendered, check: check)
    }

    /// The home page: its introduction from `content/_index.md` (or the site's description) and
    /// the table of contents.
    func home() -> MadePage {
        let rendered = site.home.map { ChapterRenderer.render($0, site: site, staticFiles: staticFiles, policy: checkIndex.policy) }
        let intro = rendered?.markdown.html
            ?? (site.config.description.isEmpty ? "" : "<p>\(XMLText.escape(site.config.description))</p>")
        let html = theme.index.renderUTF8(context.index(introHTML: intro), partials: theme.partials)
        return made(html, path: "index.html", rendered: rendered)
    }

    func notFound() -> MadePage {
        made(theme.notFound.renderUTF8(context.notFound(), partials: theme.partials), path: "404.html", rendered: nil)
    }

    /// The content's size, and room for the theme and a large site's navigation: one allocation
    /// per page instead of a dozen as the output doubles.
    private static func expectedPageSize(content: String) -> Int {
        content.utf8.count + 64 * 1024
    }

    /// The page and what the Check stage needs of it; `check` is the page's own share of the
    /// site check when it is already done.
    private func made(_ bytes: [UInt8], path: String, rendered: RenderedChapter?, check: PageCheck? = nil) -> MadePage {
        var diagnostics = rendered?.diagnostics ?? []
        let markupProblems = rendered.map(PageValidator.check) ?? []
        diagnostics += markupProblems
        let check = check ?? SiteChecker.checkPage(bytes, at: path, in: checkIndex, links: resolvedLinks, requireXML: true)
        let page = WrittenPage(path: path, trace: rendered.map { trace($0, in: bytes, hasMarkupErrors: !markupProblems.isEmpty) },
                               fragments: rendered?.fragments ?? [], diagnostics: diagnostics, check: check,
                               diagramCount: rendered?.diagramCount ?? 0, tableCount: rendered?.tableCount ?? 0)
        return MadePage(page: page, bytes: bytes)
    }

    private func trace(_ rendered: RenderedChapter, in html: [UInt8], hasMarkupErrors: Bool) -> ChapterTrace {
        let content = rendered.markdown.html
        var firstLine = 0, lineCount = 0
        if let offset = ByteSearch.firstOffset(of: content, in: html) {
            firstLine = 1 + ByteSearch.newlines(in: html, before: offset)
            lineCount = ByteSearch.newlines(in: content)
        }
        return ChapterTrace(displayPath: rendered.chapter.displayPath, bodyLineOffset: rendered.chapter.bodyLineOffset,
                            firstLine: firstLine, lineCount: lineCount, sourceLines: rendered.markdown.sourceLines,
                            hasMarkupErrors: hasMarkupErrors)
    }
}
