import DocgenCore
import DocgenDiagrams
import DocgenModel

/// ```` ```benchtable ````: a CSV file of the content folder as a table of measurements, and its
/// bar chart when the spec charts columns.
struct BenchTableDirective: FenceDirective {
    let name = "benchtable"

    func expand(_ block: FenceBlock, on page: inout DirectivePage) -> String? {
        let fence = block.fence
        let (read, problems) = BenchTableSpecReader.read(block.literal, origin: fence.offset(lines: 1))
        page.diagnostics += problems
        guard let spec = read, !problems.containsErrors else { return nil }
        let sourceLocation = spec.locations["source"] ?? fence
        guard let path = SitePath.resolve(spec.source, in: ""), !path.isEmpty else {
            page.diagnostics.append(.error("'source' must stay inside the content folder", at: sourceLocation))
            return nil
        }
        let reader = page.reader
        let csvPath = "\(reader.contentDisplayRoot)/\(path)"
        guard let data = reader.dataFile(atPath: path) else {
            page.diagnostics.append(.error("CSV file '\(spec.source)' not found in \(reader.contentDisplayRoot)", at: sourceLocation))
            return nil
        }
        let csv: CSVTable
        switch data.contents {
        case .table(let table):
            csv = table
        case .problem(let problem):
            page.diagnostics.append(problem)
            return nil
        }
        let cells = csv.records.reduce(0) { $0 + $1.fields.count }
        guard page.tableCells + cells <= InputLimits.tableCells else {
            page.diagnostics.append(.error("the bench tables of this page would show more than \(InputLimits.tableCells) cells (this one"
                                           + " \(cells)), the most one page may show; split the page or the data", at: fence))
            return nil
        }
        page.tableCells += cells
        let id = tableID(spec, fence: fence, on: &page)
        let (built, tableProblems) = BenchTableBuilder.build(spec, csv: csv, csvPath: csvPath, id: id, fallbackLocation: fence)
        page.diagnostics += tableProblems
        guard let table = built else { return nil }
        page.tableCount += 1
        let words = DiagramLanguage(matchingTag: page.language), numbers = words.numbers
        var html = BenchTableHTMLRenderer.html(table, language: words, numbers: numbers)
        if page.copies != nil { page.copy(BenchTableMarkdownWriter.markdown(table, language: words, numbers: numbers), at: fence) }
        if let chart = table.chartData(language: words, numberStyle: numbers) {
            let description = BarChartRenderer.description(chart)
            html += "<figure class=\"diagram chart\" id=\"\(chart.id)\" tabindex=\"0\"\(page.searchable(description))>\n"
            let svg = BarChartRenderer.svg(chart)
            html += svg
            html += page.caption(chart.title, figure: chart.id, svg: svg, fence: fence)
            page.copyFigure(caption: chart.title, description: description, figure: chart.id, at: fence)
            page.diagramCount += 1
        }
        return html
    }

    /// The table's id: the one given, or `<CSV file name>-table`; a clash on the page is an error.
    private func tableID(_ spec: BenchTableSpec, fence: SourceLocation, on page: inout DirectivePage) -> String {
        var id = spec.id ?? ""
        if id.isEmpty {
            let name = spec.source.split(separator: "/").last.map { String($0.split(separator: ".").first ?? "") } ?? ""
            id = ElementID.isValid(name) ? "\(name)-table" : "table"
            var candidate = id, counter = 1
            while page.line(ofID: candidate) != nil {
                counter += 1
                candidate = "\(id)-\(counter)"
            }
            id = candidate
        } else if let first = page.line(ofID: id) {
            page.diagnostics.append(.error("duplicate id '\(id)' on this page (first used at line \(first))", at: fence))
        }
        page.claim(id, line: fence.line)
        return id
    }
}
