import DocgenChecks
import DocgenDiagnostics
import DocgenHighlighting
import DocgenMarkdown
import DocgenSite

/// A page as the Check stage needs it once it is written: where its content came from, the
/// links still to check, and what rendering found. The page's HTML itself is not kept.
struct WrittenPage: Sendable, Codable {
    var path: String
    /// How the page's lines map back to its chapter; nil for the 404 page.
    var trace: ChapterTrace?
    var fragments: [PendingFragment]
    var diagnostics: [Diagnostic]
    /// The page's own share of the site check, done while its bytes were in memory.
    var check: PageCheck
    var diagramCount: Int
    var tableCount: Int
    /// True when the page came from the build cache instead of being rendered.
    var fromCache = false
}

/// Where a chapter's content sits in its page, to trace a finding in the page to a markdown line.
struct ChapterTrace: Sendable, Codable {
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

/// Renders, templates and writes each page into the staging folder (the Render and Write stages
/// for one page at a time).
struct PageWriter: Sendable {
    let site: Site
    let theme: Theme
    let publisher: OutputPublisher
    let context: PageContext
    let staticFiles: Set<String>
    /// Earlier builds' pages; nil when the cache is off.
    let cache: BuildCache?
    /// The files the finished site will hold, which the pages' links are checked against.
    let checkIndex: SiteIndex
    let resolvedLinks: ResolvedLinks

    init(site: Site, theme: Theme, publisher: OutputPublisher, cache: BuildCache?, checkIndex: SiteIndex) {
        self.site = site
        self.theme = theme
        self.publisher = publisher
        self.cache = cache
        self.checkIndex = checkIndex
        resolvedLinks = ResolvedLinks()
        context = PageContext(site: site)
        staticFiles = Set(site.staticFiles.map(\.path))
    }

    /// Writes a chapter's page, from the cache when none of its inputs changed.
    func writeChapter(_ chapter: Chapter, index: Int) -> WrittenPage {
        let key = cache?.key(for: chapter)
        if let cache, let key, let (html, page) = cache.page(key) {
            do {
                try publisher.write(Array(html), to: chapter.outputPath)
                var cached = page
                cached.fromCache = true
                return cached
            } catch {
                // Fall through and render it afresh.
            }
        }
        let rendered = ChapterRenderer.render(chapter, site: site, staticFiles: staticFiles)
        let html = theme.page.render(context.chapter(rendered, index: index), partials: theme.partials)
        let page = write(html, path: chapter.outputPath, rendered: rendered)
        if let cache, let key { cache.store(Array(html.utf8), page: page, key: key) }
        return page
    }

    /// The home page: its introduction from `content/_index.md` (or the site's description) and
    /// the table of contents.
    func writeHome() -> WrittenPage {
        let rendered = site.home.map { ChapterRenderer.render($0, site: site, staticFiles: staticFiles) }
        let intro = rendered?.markdown.html
            ?? (site.config.description.isEmpty ? "" : "<p>\(SyntaxHighlighter.escape(site.config.description))</p>")
        let html = theme.index.render(context.index(introHTML: intro), partials: theme.partials)
        return write(html, path: "index.html", rendered: rendered)
    }

    func writeNotFound() -> WrittenPage {
        write(theme.notFound.render(context.notFound(), partials: theme.partials), path: "404.html", rendered: nil)
    }

    private func write(_ html: String, path: String, rendered: RenderedChapter?) -> WrittenPage {
        var diagnostics = rendered?.diagnostics ?? []
        let markupProblems = rendered.map(PageValidator.check) ?? []
        diagnostics += markupProblems
        let bytes = Array(html.utf8)
        do {
            try publisher.write(bytes, to: path)
        } catch {
            diagnostics.append(.error("cannot write the page: \(error)", at: SourceLocation(file: path)))
        }
        let check = SiteChecker.checkPage(bytes, at: path, in: checkIndex, links: resolvedLinks, requireXML: true)
        return WrittenPage(path: path, trace: rendered.map { trace($0, in: html, hasMarkupErrors: !markupProblems.isEmpty) },
                           fragments: rendered?.fragments ?? [], diagnostics: diagnostics, check: check,
                           diagramCount: rendered?.diagramCount ?? 0, tableCount: rendered?.tableCount ?? 0)
    }

    private func trace(_ rendered: RenderedChapter, in html: String, hasMarkupErrors: Bool) -> ChapterTrace {
        let content = rendered.markdown.html
        var firstLine = 0, lineCount = 0
        if let offset = ByteSearch.firstOffset(of: content, in: html) {
            firstLine = 1 + ByteSearch.newlines(in: html.utf8.prefix(offset))
            lineCount = ByteSearch.newlines(in: content.utf8)
        }
        return ChapterTrace(displayPath: rendered.chapter.displayPath, bodyLineOffset: rendered.chapter.bodyLineOffset,
                            firstLine: firstLine, lineCount: lineCount, sourceLines: rendered.markdown.sourceLines,
                            hasMarkupErrors: hasMarkupErrors)
    }
}

/// Byte-level search on UTF-8 text, for the hot path of locating a chapter's content in its page.
enum ByteSearch {
    /// The UTF-8 offset of the first occurrence of `needle` in `haystack`, or nil.
    static func firstOffset(of needle: String, in haystack: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return nil }
        let text = Array(haystack.utf8)
        guard pattern.count <= text.count else { return nil }
        var index = 0
        let last = text.count - pattern.count
        while index <= last {
            if text[index] == first && text[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The number of line feeds in `bytes`.
    static func newlines<C: Collection>(in bytes: C) -> Int where C.Element == UInt8 {
        bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
