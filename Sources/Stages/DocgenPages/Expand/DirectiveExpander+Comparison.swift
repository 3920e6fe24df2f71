import DocgenCore
import DocgenDiagrams

extension DirectiveExpander {
    /// A spec's comparison: one focusable `<figure id="<spec id>-compare">` with every panel in
    /// one SVG, the title as its caption (with the link to the drawing's own file, as every figure
    /// has), then the table of what differs, which a reader can read without the picture.
    mutating func comparisonFigure(_ figure: ListComparisonFigure, fileLine: Int) -> String {
        let svg = ComparisonRenderer.rendered(figure).svg
        var html = "<figure class=\"diagram compare\" id=\"\(figure.id)\" tabindex=\"0\"\(searchable(figure.description))>\n"
        html += svg
        html += caption(figure.title, figure: figure.id, svg: svg, fileLine: fileLine)
        diagramCount += 1
        return html + ComparisonRenderer.tableHTML(figure)
    }
}
