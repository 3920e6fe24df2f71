import DocgenCore
import DocgenDiagrams
import DocgenModel

/// The Expand stage for one chapter: turns ```` ```listspec ```` fences into typed specs and
/// ```` ```benchtable ```` fences into tables, with page-unique ids and located errors, and
/// draws each spec's views and each table's chart as inline SVG figures.
public struct DirectiveExpander {
    public let displayPath: String
    public let site: Site
    /// The chapter's language (a BCP 47 tag): its diagrams and tables write their own words and
    /// numbers in it.
    public let language: String
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var listSpecs: [ListSpec] = []
    public internal(set) var diagramCount = 0
    public private(set) var tableCount = 0
    /// Each figure's drawing as a file of its own, published beside the page, which the
    /// figure's caption links to (``FigureFiles``).
    public private(set) var figureFiles = FigureFiles()
    private var idLines: [String: Int] = [:]
    /// The cells of the bench tables on the page so far (``InputLimits/tableCells``).
    private var tableCells = 0

    /// - Parameters:
    ///   - figures: where the page's figures are published, and the words of their links; nil
    ///     publishes none (a chapter rendered outside a build).
    public init(displayPath: String, site: Site, language: String, figures: FigureFiles? = nil) {
        self.displayPath = displayPath
        self.site = site
        self.language = language
        if let figures { figureFiles = figures }
    }

    /// Renders the fence when it is a directive; nil leaves it to the markdown renderer as code.
    ///
    /// - Parameter fileLine: the line of the opening fence in the chapter's file.
    public mutating func expand(info: String, literal: String, fileLine: Int) -> String? {
        let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        if language == "benchtable" { return benchTable(literal, fileLine: fileLine) }
        guard language == "listspec" else { return nil }
        let origin = SourceLocation(file: displayPath, line: fileLine + 1, column: 1)
        let (spec, problems) = ListSpecReader.read(literal, defaultID: "list-\(listSpecs.count + 1)", origin: origin)
        diagnostics += problems
        guard let spec else { return nil }
        if let first = idLines[spec.id] {
            diagnostics.append(.error("duplicate listspec id '\(spec.id)' on this page (first used at line \(first))",
                                      at: SourceLocation(file: displayPath, line: fileLine, column: 1)))
            return nil
        }
        idLines[spec.id] = fileLine
        guard !problems.containsErrors else { return nil }
        listSpecs.append(spec)
        return figures(for: spec, fileLine: fileLine)
    }

    /// One `<figure id="<spec id>-<view>">` per view, with the SVG inline and a caption. Every
    /// figure is focusable: a figure scrolls sideways when the screen is too narrow to show its
    /// labels at a readable size, and the keyboard must reach it.
    private mutating func figures(for spec: ListSpec, fileLine: Int) -> String {
        let written = spec.written(in: DiagramLanguage(matchingTag: language))
        if let comparison = ListComparisonFigure(written) {
            return comparisonFigure(comparison, fileLine: fileLine)
        }
        let layout = ListLayoutEngine().layout(written)
        var html = ""
        for view in spec.views {
            html += "<figure class=\"diagram\" id=\"\(spec.id)-\(view.rawValue)\" tabindex=\"0\"\(searchable(DiagramRenderer.description(layout, view: view)))>\n"
            let svg = DiagramRenderer.svg(layout, view: view)
            html += svg
            html += caption(DiagramRenderer.caption(layout, view: view), figure: "\(spec.id)-\(view.rawValue)", svg: svg, fileLine: fileLine)
            diagramCount += 1
        }
        return html
    }

    /// A figure's caption and its end, with the link to the drawing's own file when the page
    /// publishes one.
    mutating func caption(_ text: String, figure id: String, svg: String, fileLine: Int) -> String {
        let link = figureFiles.add(svg, figure: id, at: SourceLocation(file: displayPath, line: fileLine, column: 1)).map { "\(separator)<a class=\"dg-zoom\" href=\"\(XMLText.escape($0))\" type=\"image/svg+xml\" data-close=\"\(XMLText.escape(figureFiles.closeText))\">\(XMLText.escape(figureFiles.linkText))</a>" }
        return "<figcaption>\(XMLText.escape(PlatformVersions.keptTogether(text)))\(link ?? "")</figcaption>\n</figure>\n"
    }

    /// Between a caption and its link: a space, but none after Chinese (the theme sets the link
    /// on a line of its own).
    private var separator: String {
        DiagramLanguage(matchingTag: language) == .english ? " " : ""
    }

    /// A figure's attributes that let search read its drawing's description: Pagefind leaves
    /// inline SVG out of what it indexes, so the `<desc>` is given again as an attribute it
    /// indexes. Nothing on a site without search.
    func searchable(_ description: String) -> String {
        guard site.config.search != nil else { return "" }
        return " data-pagefind-index-attrs=\"data-pagefind-desc\" data-pagefind-desc=\"\(XMLText.escape(description))\""
    }

    /// A `benchtable` fence: the table, and its chart when it charts columns.
    private mutating func benchTable(_ yaml: String, fileLine: Int) -> String? {
        let fence = SourceLocation(file: displayPath, line: fileLine, column: 1)
        let (read, problems) = BenchTableSpecReader.read(yaml, origin: fence.offset(lines: 1))
        diagnostics += problems
        guard let spec = read, !problems.containsErrors else { return nil }
        let sourceLocation = spec.locations["source"] ?? fence
        guard let path = SitePath.resolve(spec.source, in: ""), !path.isEmpty else {
            diagnostics.append(.error("'source' must stay inside the content folder", at: sourceLocation))
            return nil
        }
        let csvPath = "\(site.contentDisplayRoot)/\(path)"
        guard let data = site.dataFiles[path] else {
            diagnostics.append(.error("CSV file '\(spec.source)' not found in \(site.contentDisplayRoot)", at: sourceLocation))
            return nil
        }
        let csv: CSVTable
        switch data.contents {
        case .table(let table):
            csv = table
        case .problem(let problem):
            diagnostics.append(problem)
            return nil
        }
        let cells = csv.records.reduce(0) { $0 + $1.fields.count }
        guard tableCells + cells <= InputLimits.tableCells else {
            diagnostics.append(.error("the bench tables of this page would show more than \(InputLimits.tableCells) cells (this one"
                                      + " \(cells)), the most one page may show; split the page or the data", at: fence))
            return nil
        }
        tableCells += cells
        let id = tableID(spec, fileLine: fileLine)
        let (built, tableProblems) = BenchTableBuilder.build(spec, csv: csv, csvPath: csvPath, id: id, fallbackLocation: fence)
        diagnostics += tableProblems
        guard let table = built else { return nil }
        tableCount += 1
        let words = DiagramLanguage(matchingTag: language), numbers = NumberStyle(languageTag: language)
        var html = BenchTableHTMLRenderer.html(table, language: words, numbers: numbers)
        if let chart = table.chartData(language: words, numberStyle: numbers) {
            html += "<figure class=\"diagram chart\" id=\"\(chart.id)\" tabindex=\"0\"\(searchable(BarChartRenderer.description(chart)))>\n"
            let svg = BarChartRenderer.svg(chart)
            html += svg
            html += caption(chart.title, figure: chart.id, svg: svg, fileLine: fileLine)
            diagramCount += 1
        }
        return html
    }

    /// The table's id: the one given, or `<CSV file name>-table`; a clash on the page is an error.
    private mutating func tableID(_ spec: BenchTableSpec, fileLine: Int) -> String {
        var id = spec.id ?? ""
        if id.isEmpty {
            let name = spec.source.split(separator: "/").last.map { String($0.split(separator: ".").first ?? "") } ?? ""
            id = ElementID.isValid(name) ? "\(name)-table" : "table"
            var candidate = id, counter = 1
            while idLines[candidate] != nil {
                counter += 1
                candidate = "\(id)-\(counter)"
            }
            id = candidate
        } else if let first = idLines[id] {
            diagnostics.append(.error("duplicate id '\(id)' on this page (first used at line \(first))",
                                      at: SourceLocation(file: displayPath, line: fileLine, column: 1)))
        }
        idLines[id] = fileLine
        return id
    }
}
