import DocgenChecks
import DocgenCore
import DocgenMarkdown
import DocgenSite

/// A chapter's markdown turned into HTML, with the links that still need a fragment check.
struct RenderedChapter: Sendable {
    var chapter: Chapter
    var markdown: RenderedMarkdown
    var fragments: [PendingFragment]
    var diagnostics: [Diagnostic]
    var diagramCount: Int
    var tableCount: Int
}

/// The Render stage for one chapter: parse with cmark-gfm, expand directives, render to HTML,
/// resolve links.
enum ChapterRenderer {
    static func render(_ chapter: Chapter, site: Site, staticFiles: Set<String>, policy: CheckPolicy) -> RenderedChapter {
        let document = CommonMarkParser.parse(chapter.body)
        var delegate = ChapterRenderDelegate(site: site, chapter: chapter, staticFiles: staticFiles, policy: policy)
        let markdown = HTMLRenderer.render(document, delegate: &delegate)
        let tooDeep = markdown.tooDeepLines.prefix(1).map { line in
            Diagnostic.error("content nested more than \(CommonMarkParser.maximumDepth) levels deep; the deeper part is left out",
                             at: SourceLocation(file: chapter.displayPath, line: line + chapter.bodyLineOffset, column: 1))
        }
        return RenderedChapter(chapter: chapter, markdown: markdown, fragments: delegate.links.fragments,
                               diagnostics: delegate.diagnostics + tooDeep, diagramCount: delegate.directives.diagramCount,
                               tableCount: delegate.directives.tableCount)
    }
}
