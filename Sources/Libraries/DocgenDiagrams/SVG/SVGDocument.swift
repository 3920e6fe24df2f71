import DocgenCore

/// The SVG document around a drawing: a list spec's view or a bench table's chart.
public enum SVGDocument {
    /// The SVG document around a drawing. Its root declares the drawing's natural width and its
    /// smallest text size as custom properties (`--dg-natural-width`, `--dg-smallest-text-size`),
    /// so that a page can keep every label above a readable size as it scales the drawing.
    ///
    /// A Chinese drawing names its language with `xml:lang` (SVG's own attribute: the W3C checker
    /// refuses HTML's `lang` on an inline `<svg>`), so a renderer picks Simplified Chinese glyphs
    /// for the ideographs; an English one leaves it to the page.
    ///
    /// The root is one image (`role="img"`), or, with `isImage` false, a graphics document (no
    /// role, which SVG maps to `graphics-document`): a variant grid, whose drawings are images of
    /// their own that assistive technology must reach, while an image's children are hidden from
    /// it. The W3C checker refuses `group` and `graphics-document` on an inline `<svg>`.
    public static func svg(_ drawn: DrawnDiagram, id: String, title: String, description: String, language: DiagramLanguage,
                         scheme: DiagramPalette.Scheme, font: DiagramWebFont? = nil, isImage: Bool = true) -> String {
        let box = drawn.canvas
        let n = SVGCanvas.number
        var style = "font-kerning:none"
        if let smallest = DiagramTextSize.smallest(in: drawn.body) {
            style += ";--dg-natural-width:\(n(box.width))px;--dg-smallest-text-size:\(n(smallest))"
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"dg\" viewBox=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))\""
        svg += " width=\"\(n(box.width))\" height=\"\(n(box.height))\" \(isImage ? "role=\"img\" " : "")aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""
        if language != .english { svg += " xml:lang=\"\(language.rawValue)\"" }
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

    /// The file of its own that a page publishes beside an SVG it shows inline: the same
    /// document, with `font`'s `@font-face` rules (for the faces its text uses) first in its
    /// style sheet, since a file opened on its own does not see the page's style sheet. Its
    /// colours already follow the reader's light or dark setting (`.dg:root`).
    ///
    /// Its root, and every `<svg>` inside it (a variant grid's drawings), names its `<title>` and
    /// `<desc>` by being their parent, not with `aria-labelledby` and `aria-describedby`: the W3C
    /// checker's SVG schema refuses ARIA references in a standalone SVG file (it allows them
    /// inline in HTML).
    public static func standalone(_ svg: String, font: DiagramWebFont?) -> String {
        let file = svg.replacing(#/ aria-labelledby="[^"]*" aria-describedby="[^"]*"/#, with: "")
        guard let font, let style = file.range(of: "<style>") else { return file }
        let rules = font.fontFaceRules(for: file)
        return rules.isEmpty ? file : file.replacingCharacters(in: style, with: "<style>" + rules)
    }
}

/// A view's drawing: its elements, and the canvas (the SVG's viewBox) that holds them.
public struct DrawnDiagram {
    public var body: String
    public var canvas: Rect
    /// Every label's box, for the tests that check labels never overlap.
    public var labels: [Rect]
    /// The drawing's own text boxes.
    public var texts: [Rect]

    public init(body: String, canvas: Rect, labels: [Rect], texts: [Rect]) {
        self.body = body
        self.canvas = canvas
        self.labels = labels
        self.texts = texts
    }
}
