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
        if language != .english { svg += " xml:lang=\"\(language.code)\"" }
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

    /// The file of its own (UTF-8 bytes) that a page publishes beside an SVG it shows inline: the same
    /// document, with `font`'s `@font-face` rules (for the faces its text uses) first in its
    /// style sheet, since a file opened on its own does not see the page's style sheet. Its
    /// colours already follow the reader's light or dark setting (`.dg:root`).
    ///
    /// Its root, and every `<svg>` inside it (a variant grid's drawings), names its `<title>` and
    /// `<desc>` by being their parent, not with `aria-labelledby` and `aria-describedby`: the W3C
    /// checker's SVG schema refuses ARIA references in a standalone SVG file (it allows them
    /// inline in HTML).
    public static func standalone(_ svg: String, font: DiagramWebFont?) -> [UInt8] {
        var svg = svg
        return svg.withUTF8 { inline in
            // One pass over the bytes (a regular expression over the whole drawing cost more
            // than drawing it): copy, leaving out each reference pair, with the font's rules
            // put first in the first style sheet.
            var file: [UInt8] = []
            file.reserveCapacity(inline.count + 1024)
            var rules = font.map { Array($0.fontFaceRules(for: inline).utf8) } ?? []
            var copied = 0
            var index = 0
            while let found = nextEvent(in: inline, from: index, stylePending: !rules.isEmpty) {
                switch found {
                case .references(let range):
                    file.append(contentsOf: inline[copied..<range.lowerBound])
                    copied = range.upperBound
                    index = range.upperBound
                case .styleContent(let offset):
                    file.append(contentsOf: inline[copied..<offset])
                    file += rules
                    rules = []
                    copied = offset
                    index = offset
                }
            }
            file.append(contentsOf: inline[copied...])
            return file
        }
    }

    /// What `standalone` changes in an inline drawing.
    private enum StandaloneEdit {
        /// ` aria-labelledby="…" aria-describedby="…"` on an `<svg>`.
        case references(Range<Int>)
        /// The start of the first `<style>`'s content.
        case styleContent(Int)
    }

    private static let referencesStart = Array(#" aria-labelledby=""#.utf8)
    private static let descriptionStart = Array(#" aria-describedby=""#.utf8)
    private static let styleStart = Array("<style>".utf8)

    /// The first edit at or after `start`: the next reference pair or, while `stylePending`, the
    /// first style sheet, whichever comes first.
    private static func nextEvent(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, stylePending: Bool) -> StandaloneEdit? {
        let style = stylePending ? styleStart.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: bytes, within: start..<bytes.count) } : nil
        var searchFrom = start
        while let found = referencesStart.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes, within: searchFrom..<bytes.count) }) {
            if let style, style < found { break }
            if let end = referencesEnd(in: bytes, after: found) { return .references(found..<end) }
            searchFrom = found + 1
        }
        return style.map { .styleContent($0 + styleStart.count) }
    }

    /// The end of the reference pair that starts at `start`, or nil when the bytes there are not
    /// exactly ` aria-labelledby="…" aria-describedby="…"`.
    private static func referencesEnd(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        let quote = UInt8(ascii: "\"")
        let labelEnd = ByteSearch.offset(of: quote, in: bytes, from: start + referencesStart.count)
        let description = labelEnd + 1
        guard description + descriptionStart.count <= bytes.count,
              bytes[description..<description + descriptionStart.count].elementsEqual(descriptionStart) else { return nil }
        let descriptionEnd = ByteSearch.offset(of: quote, in: bytes, from: description + descriptionStart.count)
        return descriptionEnd < bytes.count ? descriptionEnd + 1 : nil
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
