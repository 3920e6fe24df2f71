import DocgenCore

/// Draws a spec with `variants` as one SVG: a grid of its drawings, one per combination of the
/// variants' values, with a header for each value (``VariantGrid`` places them).
///
/// The root is a labelled graphics document (an SVG with no role), and each drawing a nested `<svg role="img">` with its own
/// `<title>` (its values) and `<desc>` (what ``DiagramRenderer`` says of the drawing alone), so
/// a screen reader can reach every drawing. A drawing on a theme axis is painted in its scheme's
/// colours whatever the reader's (``DiagramPalette/fixedSchemeRules(_:for:)``); everything
/// else follows the reader's scheme, as any diagram does. The same spec always gives the same bytes.
enum VariantGridRenderer {
    static func rendered(_ layout: ListLayout, view: DiagramView, scheme: DiagramPalette.Scheme, font: DiagramWebFont?) -> RenderedDiagram {
        let grid = VariantGrid(layout, view: view)
        let strings = layout.spec.language.variantStrings
        var canvas = SVGCanvas()
        for header in grid.headers {
            canvas.text(header.text, in: header.frame, size: VariantGrid.headerSize, role: .label, bold: true,
                        alignment: header.isColumn ? .center : .left)
            if header.spansGroup {
                canvas.line(from: Point(x: header.frame.minX, y: header.frame.maxY - 1), to: Point(x: header.frame.maxX, y: header.frame.maxY - 1),
                            stroke: .separator)
            }
        }
        var cells = ""
        for cell in grid.cells {
            cells += self.cell(cell, title: strings.cellTitle(cell.values), description: DiagramDescription.text(cell.layout, view: view))
        }
        var rules = ""
        for fixed in [DiagramPalette.Scheme.light, .dark] where grid.cells.contains(where: { $0.values.scheme == fixed }) {
            rules += DiagramPalette.fixedSchemeRules(fixed, for: cells)
        }
        let body = (rules.isEmpty ? "" : "<style>\(rules)</style>\n") + canvas.body + cells
        let drawn = ConfidenceLegend.added(to: DrawnDiagram(body: body, canvas: grid.canvas, labels: grid.headers.map(\.frame),
                                                            texts: grid.cells.map(\.frame)),
                                           spec: layout.spec, layouts: grid.cells.map(\.layout),
                                           strings: layout.spec.language.listStrings)
        let title = title(layout, view: view), description = description(layout, view: view)
        let svg = SVGDocument.svg(drawn, id: "\(layout.spec.id)-\(view.rawValue)", title: title,
                                  description: description, language: layout.spec.language, scheme: scheme, font: font,
                                  isImage: false)
        return RenderedDiagram(svg: svg, width: grid.canvas.width, height: grid.canvas.height, title: title, description: description)
    }

    /// The grid's title and caption: the view's own title and how many drawings it holds, then
    /// the confidence of its metrics when below high (the spec's: no variant changes it).
    static func title(_ layout: ListLayout, view: DiagramView) -> String {
        let count = layout.spec.variants?.cellCount ?? 1
        let language = layout.spec.language
        let title = language.bracketed(DiagramDescription.plainTitle(layout, view: view), [language.variantStrings.variantCount(count)])
        guard layout.spec.resolvedConfidence.isWorthSaying else { return title }
        return language.listStrings.withConfidence(title, layout.spec.resolvedConfidence)
    }

    /// The grid's `<desc>`: what its rows and columns are; each drawing describes itself.
    static func description(_ layout: ListLayout, view: DiagramView) -> String {
        let variants = layout.spec.variants ?? ListSpecVariants(axes: [])
        return layout.spec.language.variantStrings.gridDescription(count: variants.cellCount, rows: variants.rowAxis, columns: variants.columnAxes,
                                                                   fixedSchemes: variants.axes.contains { $0.kind == .theme })
    }

    /// One drawing: a nested SVG at its place in the grid, showing the drawing's own canvas,
    /// outlined so that drawings on the same background stay apart.
    private static func cell(_ cell: VariantGrid.Cell, title: String, description: String) -> String {
        let n = SVGCanvas.number
        let box = cell.drawn.canvas, frame = cell.frame
        var svg = "<svg x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
        svg += " viewBox=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))\""
        if let scheme = cell.values.scheme { svg += " class=\"\(DiagramPalette.scopeClass(scheme))\"" }
        svg += " role=\"img\" aria-labelledby=\"\(cell.id)-title\" aria-describedby=\"\(cell.id)-desc\">\n"
        svg += "<title id=\"\(cell.id)-title\">\(XMLText.escape(title))</title>\n"
        svg += "<desc id=\"\(cell.id)-desc\">\(XMLText.escape(description))</desc>\n"
        var canvas = SVGCanvas()
        canvas.rect(box, fill: .canvas)
        svg += canvas.body + cell.drawn.body
        canvas = SVGCanvas()
        canvas.crispOutline(box, stroke: .separator)
        return svg + canvas.body + "</svg>\n"
    }
}
