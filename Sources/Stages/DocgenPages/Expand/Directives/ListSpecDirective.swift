import DocgenCore
import DocgenDiagrams

/// ```` ```listspec ````: a YAML list spec drawn as one figure per view (layers, corner masks,
/// the list), or one comparison figure with the table of what differs.
struct ListSpecDirective: FenceDirective {
    let name = "listspec"

    func expand(_ block: FenceBlock, on page: inout DirectivePage) -> String? {
        let number = page.shownBlocks[name, default: 0] + 1
        let (spec, problems) = ListSpecReader.read(block.literal, defaultID: "list-\(number)", origin: block.fence.offset(lines: 1))
        page.diagnostics += problems
        guard let spec else { return nil }
        if let first = page.line(ofID: spec.id) {
            page.diagnostics.append(.error("duplicate listspec id '\(spec.id)' on this page (first used at line \(first))", at: block.fence))
            return nil
        }
        page.claim(spec.id, line: block.fence.line)
        guard !problems.containsErrors else { return nil }
        page.shownBlocks[name] = number
        return figures(for: spec, fence: block.fence, on: &page)
    }

    /// One `<figure id="<spec id>-<view>">` per view, with the SVG inline and a caption. Every
    /// figure is focusable: a figure scrolls sideways when the screen is too narrow to show its
    /// labels at a readable size, and the keyboard must reach it.
    private func figures(for spec: ListSpec, fence: SourceLocation, on page: inout DirectivePage) -> String {
        let written = spec.written(in: DiagramLanguage(matchingTag: page.language))
        if let comparison = ListComparisonFigure(written) {
            return comparisonFigure(comparison, fence: fence, on: &page)
        }
        let layout = ListLayoutEngine().layout(written)
        var html = ""
        for view in spec.views {
            html += "<figure class=\"diagram\" id=\"\(spec.id)-\(view.rawValue)\" tabindex=\"0\"\(page.searchable(DiagramRenderer.description(layout, view: view)))>\n"
            let svg = DiagramRenderer.svg(layout, view: view)
            if page.firstListSpecFigure == nil { page.firstListSpecFigure = svg }
            html += svg
            html += page.caption(DiagramRenderer.caption(layout, view: view), figure: "\(spec.id)-\(view.rawValue)", svg: svg, fence: fence)
            page.diagramCount += 1
        }
        return html
    }

    /// A spec's comparison: one focusable `<figure id="<spec id>-compare">` with every panel in
    /// one SVG, the title as its caption (with the link to the drawing's own file, as every figure
    /// has), then the table of what differs, which a reader can read without the picture.
    private func comparisonFigure(_ figure: ListComparisonFigure, fence: SourceLocation, on page: inout DirectivePage) -> String {
        let svg = ComparisonRenderer.rendered(figure).svg
        if page.firstListSpecFigure == nil { page.firstListSpecFigure = svg }
        var html = "<figure class=\"diagram compare\" id=\"\(figure.id)\" tabindex=\"0\"\(page.searchable(figure.description))>\n"
        html += svg
        html += page.caption(figure.title, figure: figure.id, svg: svg, fence: fence)
        page.diagramCount += 1
        return html + ComparisonRenderer.tableHTML(figure)
    }
}
