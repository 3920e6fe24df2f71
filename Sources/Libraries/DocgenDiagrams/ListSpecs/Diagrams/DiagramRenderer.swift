import DocgenCore

/// Draws one view of a laid-out list spec as a standalone, accessible SVG document.
///
/// Geometry comes only from the ``ListLayout``; labels are placed by ``CalloutPlacer``; colours
/// come from ``DiagramPalette``. The same layout always gives the same bytes.
public enum DiagramRenderer {
    /// The SVG for `view`. Ids inside it start with `<spec id>-<view>`, so several diagrams can
    /// share one page. With `font`, the SVG carries the faces its text uses (for a standalone file).
    public static func svg(_ layout: ListLayout, view: DiagramView, scheme: DiagramPalette.Scheme = .auto,
                           font: DiagramWebFont? = nil) -> String {
        rendered(layout, view: view, scheme: scheme, font: font).svg
    }

    /// The SVG for `view` with its size in points (its `width` and `height`), for a tool that
    /// lists what it drew (`docgen diagram --batch`'s manifest). A spec with `variants` is drawn
    /// as its grid.
    public static func rendered(_ layout: ListLayout, view: DiagramView, scheme: DiagramPalette.Scheme = .auto,
                                font: DiagramWebFont? = nil) -> RenderedDiagram {
        if layout.spec.variants != nil { return VariantGridRenderer.rendered(layout, view: view, scheme: scheme, font: font) }
        let idPrefix = "\(layout.spec.id)-\(view.rawValue)"
        let drawing = ConfidenceLegend.added(to: drawn(layout, view: view, idPrefix: idPrefix), for: layout)
        let title = DiagramDescription.title(layout, view: view), description = DiagramDescription.text(layout, view: view)
        let svg = SVGDocument.svg(drawing, id: idPrefix, title: title, description: description,
                                  language: layout.spec.language, scheme: scheme, font: font)
        return RenderedDiagram(svg: svg, width: drawing.canvas.width, height: drawing.canvas.height, title: title, description: description)
    }

    /// The drawing of `view`, before it is wrapped in a document; `idPrefix` starts the ids inside it.
    static func drawn(_ layout: ListLayout, view: DiagramView, idPrefix: String) -> DrawnDiagram {
        switch view {
        case .list: ListView.draw(layout)
        case .layers: LayersView.draw(layout)
        case .corners: CornersView.draw(layout, idPrefix: idPrefix)
        case .accessory: AccessoryView.draw(layout)
        }
    }
}

/// One view drawn: the SVG document, its size in points, its title (the `<title>` text, a
/// figure's caption) and its description.
public struct RenderedDiagram: Sendable, Equatable {
    public var svg: String
    public var width: Double
    public var height: Double
    public var title: String
    /// What the drawing shows, in words: its `<desc>`.
    public var description: String
}

/// The `list` view: the screen as it looks.
enum ListView {
    static func draw(_ layout: ListLayout) -> DrawnDiagram {
        var canvas = SVGCanvas()
        let texts = ListDrawing(layout: layout).wholeList(into: &canvas)
        return DrawnDiagram(body: canvas.body, canvas: layout.tableFrame, labels: [], texts: texts)
    }
}
