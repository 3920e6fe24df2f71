/// The legend under a drawing whose metrics are below high confidence (``MetricConfidence``), or
/// under a comparison with such a panel:
/// the level and what the metrics rest on, then the values rated on their own, in the callouts'
/// size and colour, wrapped to the drawing's width. The canvas grows to hold it.
enum ConfidenceLegend {
    static let gap = 10.0

    /// `drawing` with the legend of its spec's confidence under it, and a line for a capsule row
    /// or shortened bends (docgen's model, rated low whatever the metrics); unchanged when there
    /// is none to show.
    static func added(to drawing: DrawnDiagram, for layout: ListLayout) -> DrawnDiagram {
        let strings = layout.spec.language.listStrings
        var lines = strings.confidenceLegend(layout.spec)
        lines += modelLines(layout, strings: strings)
        return lines.isEmpty ? drawing : added(lines, to: drawing)
    }

    /// A comparison's drawing with the legend of its spec's confidence, and a line for each
    /// panel with a capsule row or shortened bends, named by its panel ("iOS 26: Capsule row: …").
    static func added(to drawing: DrawnDiagram, for figure: ListComparisonFigure) -> DrawnDiagram {
        let strings = figure.spec.language.listStrings
        var lines = strings.confidenceLegend(figure.spec)
        for (label, layout) in zip(figure.labels, figure.layouts) {
            lines += modelLines(layout, strings: strings).map { strings.ofPanel(label, $0, legend: true) }
        }
        return lines.isEmpty ? drawing : added(lines, to: drawing)
    }

    /// A variant grid's drawing with the legend of `spec`'s confidence, and the lines of the
    /// shapes docgen models (capsules, shortened bends) that any of its drawings has.
    static func added(to drawing: DrawnDiagram, spec: ListSpec, layouts: [ListLayout], strings: ListDiagramStrings) -> DrawnDiagram {
        var lines = strings.confidenceLegend(spec)
        for line in layouts.flatMap({ modelLines($0, strings: strings) }) where !lines.contains(line) { lines.append(line) }
        return lines.isEmpty ? drawing : added(lines, to: drawing)
    }

    /// A line for each shape `layout` draws by docgen's model rather than from a metric, rated low:
    /// a capsule row, a row whose corners' bends are shortened to fit.
    private static func modelLines(_ layout: ListLayout, strings: ListDiagramStrings) -> [String] {
        (DiagramDescription.capsuleRows(layout).isEmpty ? [] : [strings.capsuleLegend])
            + (DiagramDescription.shortenedRows(layout).isEmpty ? [] : [strings.shortenedLegend])
    }

    private static func added(_ legend: [String], to drawing: DrawnDiagram) -> DrawnDiagram {
        let measurer = TextMeasurer()
        let size = CalloutPlacer.fontSize
        let lineHeight = CalloutPlacer.lineHeight
        let width = drawing.canvas.width - 2 * gap
        let lines = legend.flatMap { measurer.wrapped($0, toFit: width, font: .regular, size: size, maxLines: 0) }
        var canvas = SVGCanvas()
        var result = drawing
        var y = drawing.canvas.y + drawing.canvas.height + gap / 2
        for line in lines {
            let frame = Rect(x: drawing.canvas.x + gap, y: y, width: width, height: lineHeight)
            canvas.text(line, in: frame, size: size, role: .annotation)
            result.texts.append(frame)
            y += lineHeight
        }
        result.body += canvas.body
        result.canvas.height = y + gap - drawing.canvas.y
        return result
    }
}
