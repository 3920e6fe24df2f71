import DocgenCore
import DocgenDiagrams
import DocgenModel

/// What the directives of one page share: the page's place and language, the problems they
/// found, the ids they gave out, the figures they drew (each also published as a file of its
/// own, ``FigureFiles``) and the tables they showed.
public struct DirectivePage {
    public let displayPath: String
    /// The page's way to the site's files (``SiteReader``): what it reads is part of its key.
    public let reader: SiteReader
    /// The chapter's language (a BCP 47 tag): its diagrams and tables write their own words and
    /// numbers in it.
    public let language: String
    public internal(set) var diagnostics: [Diagnostic] = []
    public internal(set) var diagramCount = 0
    public internal(set) var tableCount = 0
    public internal(set) var figureFiles = FigureFiles()
    /// The SVG of the page's first list-spec figure, which its social card shows.
    public internal(set) var firstListSpecFigure: String?
    /// What each block that made something stands for in the page's markdown copy, by the line
    /// of its fence in the chapter's file; nil when the page makes no copy.
    public internal(set) var copies: [Int: String]?
    /// The build's TeX-to-MathML converter, which math blocks share.
    let math: MathConverter
    /// The cells of the bench tables on the page so far (``InputLimits/tableCells``).
    var tableCells = 0
    /// How many blocks of each directive, by name, the page shows so far: default ids count them.
    var shownBlocks: [String: Int] = [:]
    /// The line of the fence that gave out each id.
    private var idLines: [String: Int] = [:]

    init(displayPath: String, reader: SiteReader, language: String, figures: FigureFiles?, math: MathConverter, makesCopy: Bool) {
        self.displayPath = displayPath
        copies = makesCopy ? [:] : nil
        self.math = math
        self.reader = reader
        self.language = language
        if let figures { figureFiles = figures }
    }

    /// The fence line that gave out `id` on this page, if one did.
    func line(ofID id: String) -> Int? {
        idLines[id]
    }

    /// Records that the fence at `line` gave out `id`.
    mutating func claim(_ id: String, line: Int) {
        idLines[id] = line
    }

    /// Adds `markdown` to what the block whose fence is at `fence` stands for in the copy, when
    /// the page makes one.
    mutating func copy(_ markdown: String, at fence: SourceLocation) {
        guard copies != nil else { return }
        copies![fence.line] = copies![fence.line].map { $0 + "\n" + markdown } ?? markdown
    }

    /// A figure in the markdown copy: its caption in bold, its drawing's description, and the
    /// link to its drawing's file when the page publishes one.
    mutating func copyFigure(caption: String, description: String, figure id: String, at fence: SourceLocation) {
        guard copies != nil else { return }
        var text = "**\(caption)**\n\n\(description)\n"
        if !figureFiles.pagePath.isEmpty {
            let name = FigureFiles.name(ofFigure: id, onPage: figureFiles.pagePath)
            text += "\n[\(figureFiles.linkText)](\(URLEncoding.path(name)))\n"
        }
        copy(text, at: fence)
    }

    /// A figure's caption and its end, with the link to the drawing's own file when the page
    /// publishes one.
    mutating func caption(_ text: String, figure id: String, svg: String, fence: SourceLocation) -> String {
        let link = figureFiles.add(svg, figure: id, at: fence).map { "\(separator)<a class=\"dg-zoom\" href=\"\(XMLText.escape($0))\" type=\"image/svg+xml\" data-close=\"\(XMLText.escape(figureFiles.closeText))\">\(XMLText.escape(figureFiles.linkText))</a>" }
        return "<figcaption>\(CJKWords.escapedWithBreaks(PlatformVersions.keptTogether(text)))\(link ?? "")</figcaption>\n</figure>\n"
    }

    /// Between a caption and its link: a space, unless the language sets none there
    /// (`spaceBeforeFigureLink`: Chinese, where the theme sets the link on a line of its own).
    private var separator: String {
        DiagramLanguage(matchingTag: language).traits.spaceBeforeFigureLink ? " " : ""
    }

    /// A figure's attributes that let search read its drawing's description: Pagefind leaves
    /// inline SVG out of what it indexes, so the `<desc>` is given again as an attribute it
    /// indexes. Nothing on a site without search.
    func searchable(_ description: String) -> String {
        guard reader.config.search != nil else { return "" }
        return " data-pagefind-index-attrs=\"data-pagefind-desc\" data-pagefind-desc=\"\(XMLText.escape(description))\""
    }
}
