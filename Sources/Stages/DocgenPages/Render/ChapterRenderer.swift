import DocgenCore
import DocgenHighlighting
import DocgenMarkdown
import DocgenModel

/// A chapter's markdown turned into an HTML fragment, with its links as resolved.
public struct RenderedChapter: Sendable {
    public var chapter: Chapter
    public var markdown: RenderedMarkdown
    /// Every link of the markdown, with its verdict (``ContentLink``).
    public var links: [ContentLink]
    public var diagnostics: [Diagnostic]
    public var diagramCount: Int
    public var tableCount: Int
    /// Its figures' files, published beside its page (none unless asked for).
    public var figureFiles: [FigureFiles.File] = []
    /// What it read of the rest of the site (``SiteReader``), for its page's key.
    public var inputs: [PageInput] = []
    /// The picture its front matter's `image:` names for link previews, instead of a social card.
    public var image: PageImage?
    /// The SVG of its first list-spec figure, which its social card shows.
    public var firstListSpecFigure: String?
    /// Its content as markdown, for its page's markdown copy (``MarkdownCopyWriter``); nil when
    /// none was asked for.
    public var markdownCopy: String?
}

/// The Render stage for one chapter: parse with cmark-gfm (after the markdown transforms'
/// source phase, ``MarkdownSource``), expand directives, render to HTML
/// with code highlighted (``SyntaxHighlighter``), resolve links, repair raw HTML that is not XML.
public enum ChapterRenderer {
    /// Renders `chapter`, reading the rest of the site through `reader`, writing its own words with `labels`; links `ignoresURL`
    /// accepts are left for the page check. With `figureFonts` (`.some(nil)` for a theme
    /// without Docgen Sans), each figure's drawing is also made a file of its own
    /// (``FigureFiles``), linked from its caption with `labels.openFullSize` (and `labels.close`).
    /// Math blocks go to `math`, the build's converter, and code in a language docgen has no
    /// lexer for to `pygments`, the build's Pygments (by default, each one of the chapter's own).
    /// Heading ids avoid `templateIDs`, the ids the page's template uses; a first `#` heading
    /// that repeats the chapter's title is shown once, as the page's title. With
    /// `pagesWithCopies` (`llms: true`), its content is also written as markdown
    /// (``RenderedChapter/markdownCopy``), its links to those pages leading to their copies.
    public static func render(_ chapter: Chapter, reader: SiteReader, labels: MarkdownLabels = .english,
                              figureFonts: FigureFiles.FontPaths?? = nil, math: MathConverter = MathConverter(),
                              pygments: PygmentsHighlighter = PygmentsHighlighter(), templateIDs: Set<String> = [],
                              pagesWithCopies: Set<String>? = nil,
                              ignoresURL: @escaping @Sendable (String) -> Bool) -> RenderedChapter {
        let includes = ChapterIncludes(reader: reader, chapter: chapter)
        let transforms = MarkdownTransformRegistry.transforms(paragraphCallouts: reader.config.paragraphCallouts,
                                                              emoji: reader.config.emojiShortcodes,
                                                              parameters: reader.config.siteParameters,
                                                              unrunMacros: reader.config.unrunMacros)
        let (document, sourceProblems) = MarkdownSource.parse(chapter.body, transforms: transforms, includes: includes.read)
        var delegate = ChapterRenderDelegate(reader: reader, chapter: chapter,
                                             figureFiles: figureFonts.map { (fontPaths: $0, labels: labels) },
                                             math: math, ignoresURL: ignoresURL)
        var markdown = HTMLRenderer.render(document, delegate: &delegate, labels: labels, highlighter: SyntaxHighlighter(pygments: pygments) { reader.running(tool: SiteInputs.pygments) },
                                           indexesCode: reader.config.search != nil, transforms: transforms, reservedIDs: templateIDs,
                                           collapsesIDHyphens: reader.config.isMkDocsProject, pageTitle: chapter.title)
        let tolerates = reader.config.isForeignProject
        let warnings = (sourceProblems + markdown.problems).map { problem in
            Diagnostic(problem.isToleratedElsewhere && tolerates ? .warning(.unsupportedSyntax) : problem.level,
                       at: SourceLocation(file: chapter.displayPath, line: problem.line + chapter.bodyLineOffset, column: problem.column),
                       problem.message)
        }
        let repairs = RawHTMLRepair.repair(&markdown, of: chapter)
        let tooDeep = markdown.tooDeepLines.prefix(1).map { line in
            Diagnostic.error("content nested more than \(CommonMarkParser.maximumDepth) levels deep; the deeper part is left out",
                             at: SourceLocation(file: chapter.displayPath, line: line + chapter.bodyLineOffset, column: 1))
        }
        let (image, imageProblems) = chapter.image.map { PageImage.resolve($0, of: chapter, reader: reader) } ?? (nil, [])
        let copy = pagesWithCopies.map { pages in
            var copying = ChapterCopyDelegate(links: delegate.links, pagesWithCopies: pages, blocks: delegate.directives.page.copies ?? [:],
                                              snippets: delegate.snippetCodes, bodyLineOffset: chapter.bodyLineOffset)
            return MarkdownCopyWriter.write(document, delegate: &copying, labels: labels, transforms: transforms,
                                            leavingOutTitle: markdown.titleID != nil)
        }
        return RenderedChapter(chapter: chapter, markdown: markdown, links: delegate.links.links + delegate.directives.page.figureFiles.links,
                               diagnostics: delegate.directives.page.diagnostics + delegate.snippetProblems + delegate.images.diagnostics + warnings + repairs + tooDeep + imageProblems, diagramCount: delegate.directives.page.diagramCount,
                               tableCount: delegate.directives.page.tableCount, figureFiles: delegate.directives.page.figureFiles.files,
                               inputs: reader.record.recorded, image: image, firstListSpecFigure: delegate.directives.page.firstListSpecFigure, markdownCopy: copy)
    }
}
