import DocgenCore
import DocgenFontMetrics
import DocgenListLayout

/// Draws one view of a laid-out list spec as a standalone, accessible SVG document.
///
/// Geometry comes only from the ``ListLayout``; labels are placed by ``CalloutPlacer``; colours
/// come from ``DiagramPalette``. The same layout always gives the same bytes.
public enum DiagramRenderer {
    /// The SVG for `view`. Ids inside it start with `<spec id>-<view>`, so several diagrams can
    /// share one page. With `font`, the SVG carries the faces its text uses (for a standalone file).
    public static func svg(_ layout: ListLayout, view: DiagramView, scheme: DiagramPalette.Scheme = .auto,
                           font: DiagramWebFont? = nil) -> String {
        let drawn: DrawnDiagram
        let idPrefix = "\(layout.spec.id)-\(view.rawValue)"
        switch view {
        case .list: drawn = ListView.draw(layout)
        case .layers: drawn = LayersView.draw(layout)
        case .corners: drawn = CornersView.draw(layout, idPrefix: idPrefix)
        case .accessory: drawn = AccessoryView.draw(layout)
        }
        return document(drawn, id: idPrefix, title: DiagramDescription.title(layout, view: view),
                        description: DiagramDescription.text(layout, view: view), language: layout.spec.language, scheme: scheme, font: font)
    }

    /// A caption for the view's figure: the spec's caption or a description of the table, and the view.
    public static func caption(_ layout: ListLayout, view: DiagramView) -> String {
        DiagramDescription.title(layout, view: view)
    }

    /// The SVG document around a drawing. Its root declares the drawing's natural width and its
    /// smallest text size as custom properties (`--dg-natural-width`, `--dg-smallest-text-size`),
    /// so that a page can keep every label above a readable size as it scales the drawing.
    ///
    /// A Chinese drawing names its language (`lang`, `xml:lang`), so a renderer picks Simplified
    /// Chinese glyphs for the ideographs; an English one leaves it to the page.
    static func document(_ drawn: DrawnDiagram, id: String, title: String, description: String, language: DiagramLanguage,
                         scheme: DiagramPalette.Scheme, font: DiagramWebFont? = nil) -> String {
        let box = drawn.canvas
        let n = SVGCanvas.number
        var style = "font-kerning:none"
        if let smallest = DiagramTextSize.smallest(in: drawn.body) {
            style += ";--dg-natural-width:\(n(box.width))px;--dg-smallest-text-size:\(n(smallest))"
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"dg\" viewBox=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))\""
        svg += " width=\"\(n(box.width))\" height=\"\(n(box.height))\" role=\"img\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""
        if language != .english { svg += " lang=\"\(language.rawValue)\" xml:lang=\"\(language.rawValue)\"" }
        svg += " font-family=\"\(XMLText.escape(DiagramFont.cssFamily))\" style=\"\(style)\">\n"
        svg += "<title id=\"\(id)-title\">\(XMLText.escape(title))</title>\n"
        svg += "<desc id=\"\(id)-desc\">\(XMLText.escape(description))</desc>\n"
        let background = "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" class=\"dg-fill-canvas\" />\n"
        svg += "<style>\(font?.fontFaceRules(for: drawn.body) ?? "")\(DiagramPalette.styleSheet(scheme, for: background + drawn.body))</style>\n"
        svg += background
        svg += drawn.body
        svg += "</svg>\n"
        return svg
    }
}

/// A view's drawing: its elements, and the canvas (the SVG's viewBox) that holds them.
struct DrawnDiagram {
    var body: String
    var canvas: Rect
    /// Every label's box, for the tests that check labels never overlap.
    var labels: [Rect]
    /// The drawing's own text boxes.
    var texts: [Rect]
}

/// The `list` view: the screen as it looks.
enum ListView {
    static func draw(_ layout: ListLayout) -> DrawnDiagram {
        var canvas = SVGCanvas()
        let texts = ListDrawing(layout: layout).wholeList(into: &canvas)
        return DrawnDiagram(body: canvas.body, canvas: layout.tableFrame, labels: [], texts: texts)
    }
}
