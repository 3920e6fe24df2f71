import DocgenCore
import DocgenMarkdown
import DocgenModel

/// What the markdown renderer asks of the build while it renders one chapter: links go to the
/// ``LinkResolver``, images' variants to the ``ImageVariantFinder``, fences to the
/// ``DirectiveExpander``, snippets to the site's snippet files, each read through the page's
/// ``SiteReader``. Positions become file positions here.
struct ChapterRenderDelegate: MarkdownRenderDelegate {
    let chapter: Chapter
    var links: LinkResolver
    var images = ImageVariantFinder()
    var directives: DirectiveExpander
    let reader: SiteReader
    /// Snippets that could not be shown, at their fence.
    var snippetProblems: [Diagnostic] = []
    /// The code each snippet block showed, by its line in the body, for the page's markdown copy.
    private(set) var snippetCodes: [Int: String] = [:]

    /// - Parameter figureFiles: whether the page publishes its figures' files, which link to
    ///   the theme's font when it has one, and the words of their links.
    init(reader: SiteReader, chapter: Chapter, figureFiles: (fontPaths: FigureFiles.FontPaths?, labels: MarkdownLabels)?,
         math: MathConverter, ignoresURL: @escaping @Sendable (String) -> Bool) {
        self.chapter = chapter
        self.reader = reader
        links = LinkResolver(reader: reader, chapter: chapter, ignores: ignoresURL)
        directives = DirectiveExpander(displayPath: chapter.displayPath, reader: reader, language: chapter.language.isEmpty ? reader.config.language : chapter.language,
                                       figures: figureFiles.map { FigureFiles(pagePath: chapter.outputPath, linkText: $0.labels.openFullSize, closeText: $0.labels.close, fontPaths: $0.fontPaths) },
                                       math: math, makesCopy: reader.config.llms)
    }

    mutating func resolveLink(_ destination: String, line: Int, column: Int) -> String {
        links.resolve(destination, at: location(line: line, column: column))
    }

    mutating func resolveLinkOrText(_ destination: String, line: Int, column: Int) -> String? {
        links.resolveOrText(destination, at: location(line: line, column: column))
    }

    mutating func resolveRawLink(_ destination: String, line: Int, column: Int) -> String {
        links.resolveRaw(destination, at: location(line: line, column: column))
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

    /// Math in the text (``MathTransform``'s payload `inline:TEX`, `block:TEX`, or `alone:TEX`
    /// for a display formula alone in its paragraph) as MathML, through the build's converter,
    /// as ```` ```math ```` blocks are: the TeX as `alttext` and for search; one alone is the
    /// block a ```` ```math ```` block is.
    mutating func renderTransformed(_ name: String, payload: String, line: Int, column: Int) -> Result<String, BuildFailure> {
        let parts = payload.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let isAlone = parts.first == "alone"
        guard name == "math", parts.count == 2, let display = isAlone ? .block : MathConverter.Display(rawValue: String(parts[0])) else {
            return .failure(BuildFailure("docgen does not render \(name) here"))
        }
        let tex = parts[1].trimmingCharacters(in: .whitespaces)
        switch directives.page.math.convert(tex, display: display) {
        case .failure(let failure) where failure.isConverterProblem:
            return .failure(BuildFailure("this formula needs the TeX-to-MathML converter: \(failure.message)"))
        case .failure(let failure) where reader.config.isForeignProject:
            return .failure(BuildFailure(MathDirective.shownAsTeX(failure), level: .warning(.unsupportedSyntax)))
        case .failure(let failure):
            return .failure(BuildFailure("bad TeX in formula: \(failure.message)"))
        case .success(let mathml):
            let oneLine = tex.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let element = MathDirective.adding(alttext: oneLine, to: mathml)
            let searchable = directives.page.searchable(oneLine)
            if isAlone { return .success(MathDirective.block(element, searchable: searchable)) }
            return .success(display == .block ? "<span class=\"math math-display\" tabindex=\"0\"\(searchable)>\(element)</span>"
                                              : "<span class=\"math-inline\"\(searchable)>\(element)</span>")
        }
    }

    /// `PATH#SLICE`: PATH inside the snippet folder, written with or without the folder's name
    /// in front (`Samples/Cell.swift` or `Cell.swift`); without `#SLICE`, the whole file.
    mutating func snippet(_ reference: String, line: Int) -> String? {
        let location = location(line: line, column: 1)
        guard let folder = reader.config.snippets else {
            snippetProblems.append(.error("file=\"\(reference)\" needs a snippet folder: set 'snippets:' in docgen.yml", at: location))
            return nil
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var path = String(parts[0])
        if path.hasPrefix(folder.name + "/") { path.removeFirst(folder.name.count + 1) }
        guard let text = reader.snippetFile(atPath: path) else {
            snippetProblems.append(.error("no snippet file '\(parts[0])' in \(folder.name)/", at: location))
            return nil
        }
        let slice = parts.count > 1 ? String(parts[1]) : nil
        switch SnippetSlice.cut(text, name: slice) {
        case .success(let code):
            if reader.config.llms { snippetCodes[line] = code }
            return code
        case .failure(let problem):
            let known = problem.known.isEmpty ? "it has none" : "it has " + problem.known.map { "'\($0)'" }.joined(separator: ", ")
            snippetProblems.append(.error("\(folder.name)/\(path) has no slice '\(slice ?? "")' (a line '// snippet.\(slice ?? "")'); \(known)", at: location))
            return nil
        }
    }
}
