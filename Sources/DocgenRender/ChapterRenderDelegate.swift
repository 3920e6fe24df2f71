import DocgenCore
import DocgenExpand
import DocgenMarkdown
import DocgenModel

/// What the markdown renderer asks of the build while it renders one chapter: links go to the
/// ``LinkResolver``, images' variants to the ``ImageVariantFinder``, fences to the
/// ``DirectiveExpander``. Positions become file positions here.
struct ChapterRenderDelegate: MarkdownRenderDelegate {
    let chapter: Chapter
    var links: LinkResolver
    var images = ImageVariantFinder()
    var directives: DirectiveExpander

    init(site: Site, chapter: Chapter, ignoresURL: @escaping @Sendable (String) -> Bool) {
        self.chapter = chapter
        links = LinkResolver(site: site, chapter: chapter, ignores: ignoresURL)
        directives = DirectiveExpander(displayPath: chapter.displayPath, site: site, language: chapter.language.isEmpty ? site.config.language : chapter.language)
    }

    mutating func resolveLink(_ destination: String, line: Int, column: Int) -> String {
        links.resolve(destination, at: location(line: line, column: column))
    }

    mutating func imageVariants(for destination: String, line: Int, column: Int) -> ImageVariants? {
        images.variants(of: destination, at: location(line: line, column: column), links: links)
    }

    /// The place in the chapter's file of `line`:`column` of its markdown body.
    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: chapter.displayPath, line: line + chapter.bodyLineOffset, column: column)
    }

    mutating func renderCodeBlock(info: String, literal: String, line: Int) -> String? {
        directives.expand(info: info, literal: literal, fileLine: line + chapter.bodyLineOffset)
    }
}
