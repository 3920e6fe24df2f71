import DocgenCore

/// Draws a comparison as one standalone, accessible SVG, and writes the table of its differences.
public enum ComparisonRenderer {
    /// The SVG of every panel side by side, with its size and title; ids inside it start with
    /// the figure's id.
    public static func rendered(_ figure: ListComparisonFigure, scheme: DiagramPalette.Scheme = .auto,
                                font: DiagramWebFont? = nil) -> RenderedDiagram {
        let drawn = ConfidenceLegend.added(to: ComparisonView.draw(figure), for: figure)
        let svg = SVGDocument.svg(drawn, id: figure.id, title: figure.title, description: figure.description,
                                  language: figure.spec.language, scheme: scheme, font: font)
        return RenderedDiagram(svg: svg, width: drawn.canvas.width, height: drawn.canvas.height, title: figure.title,
                               description: figure.description)
    }

    /// The differences as an accessible XHTML table, in the figure's language: a caption, a column
    /// per panel, a row per property (each a row header). When nothing differs, a paragraph says so.
    /// Chinese breaks between words only (``CJKWords``), as in the page's own tables.
    public static func tableHTML(_ figure: ListComparisonFigure) -> String {
        let strings = figure.spec.language.comparisonStrings
        let escape = { (text: String) in CJKWords.escapedWithBreaks(PlatformVersions.keptTogether(text)) }
        guard !figure.differences.isEmpty else {
            return "<p class=\"compare-none\">\(escape(strings.noDifferences(values: figure.labels)))</p>\n"
        }
        var html = "<div class=\"table-scroll\" tabindex=\"0\">\n<table class=\"compare\" id=\"\(figure.spec.id)-differences\">\n"
        html += "<caption>\(escape(strings.tableCaption(values: figure.labels)))</caption>\n"
        html += "<thead>\n<tr>\n<th scope=\"col\">\(escape(strings.propertyHeader))</th>\n"
        for label in figure.labels { html += "<th scope=\"col\">\(escape(label))</th>\n" }
        html += "</tr>\n</thead>\n<tbody>\n"
        for difference in figure.differences {
            html += "<tr>\n<th scope=\"row\">\(escape(strings.propertyName(difference.property)))</th>\n"
            for value in difference.values { html += "<td>\(escape(strings.value(value)))</td>\n" }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }
}
