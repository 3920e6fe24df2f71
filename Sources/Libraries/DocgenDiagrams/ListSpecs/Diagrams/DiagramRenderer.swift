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
    /// lists what it drew (`docgen diagram --batch`'s manifest).
    public static func rendered(_ layout: ListLayout, view: DiagramView, scheme: DiagramPalette.Scheme = .auto,
                                font: DiagramWebFont? = nil) -> RenderedDiagram {
        let drawn: DrawnDiagram
        let idPrefix = "\(layout.spec.id)-\(view.rawValue)"
        switch view {
        case .list: drawn = ListView.draw(layout)
        case .layers: drawn = LayersView.draw(layout)
        case .corners: drawn = CornersView.draw(layout, idPrefix: idPrefix)
        case .accessory: drawn = AccessoryView.draw(layout)
        }
        let title = DiagramDescription.title(layout, view: view)
        let svg = SVGDocument.svg(drawn, id: idPrefix, title: title, description: DiagramDescription.text(layout, view: view),
                                  language: layout.spec.language, scheme: scheme, font: font)
        return RenderedDiagram(svg: svg, width: drawn.canvas.width, height: drawn.canvas.height, title: title)
    }

    /// A caption for the view's figure: the spec's caption or a description of the table, and the view.
    /// What the view shows, in words: its `<desc>`.
    public static func description(_ layout: ListLayout, view: DiagramView) -> String {
        DiagramDescription.text(layout, view: view)
    }

    public static func caption(_ layout: ListLayout, view: DiagramView) -> String {
        DiagramDescription.title(layout, view: view)
    }
}

/// One view drawn: the SVG document, its size in points and its title (the `<title>` text).
public struct RenderedDiagram: Sendable, Equatable {
    public var svg: String
    public var width: Double
    public var height: Double
    public var title: String
}

/// The `list` view: the screen as it looks.
enum ListView {
    static func draw(_ layout: ListLayout) -> DrawnDiagram {
        var canvas = SVGCanvas()
        let texts = ListDrawing(layout: layout).wholeList(into: &canvas)
        return DrawnDiagram(body: canvas.body, canvas: layout.tableFrame, labels: [], texts: texts)
    }
}
