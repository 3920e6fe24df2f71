import DocgenCore
import DocgenDiagrams

extension DirectiveExpander {
    /// A spec's comparison: one focusable `<figure id="<spec id>-compare">` with every panel in
    /// one SVG and the title as its caption, then the table of what differs, which a reader can
    /// read without the picture.
    static func comparisonFigure(_ figure: ListComparisonFigure, searchAttributes: String) -> String {
        var html = "<figure class=\"diagram compare\" id=\"\(figure.id)\" tabindex=\"0\"\(searchAttributes)>\n"
        html += ComparisonRenderer.svg(figure)
        html += "<figcaption>\(XMLText.escape(PlatformVersions.keptTogether(figure.title)))</figcaption>\n</figure>\n"
        return html + ComparisonRenderer.tableHTML(figure)
    }
}
