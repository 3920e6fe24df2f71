import DocgenCore

/// A point in a diagram, in points.
public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Collects the elements of one SVG drawing as text, with the escaping and number formatting
/// every element needs. Coordinates are points; one point is one CSS pixel.
public struct SVGCanvas {
    public private(set) var body = ""
    public let measurer = TextMeasurer()

    public init() {}

    /// A number as SVG writes it (at most two decimals).
    public static func number(_ value: Double) -> String {
        PointFormat.string(value)
    }

    public mutating func raw(_ element: String) {
        body += element
        body += "\n"
    }

    public mutating func rect(_ rect: Rect, fill: DiagramPalette.Role? = nil, stroke: DiagramPalette.Role? = nil,
                       strokeWidth: Double = 1, dashed: Bool = false, radius: Double = 0, opacity: Double? = nil) {
        var element = "<rect x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\" width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\""
        if radius > 0 { element += " rx=\"\(Self.number(radius))\"" }
        element += paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, dashed: dashed)
        if let opacity { element += " fill-opacity=\"\(Self.number(opacity))\"" }
        raw(element + " />")
    }

    /// A rectangle outline whose 1 px stroke falls on whole pixels: the edges are moved to the
    /// half-pixel grid, so the line is one crisp pixel wide, not two blurred ones.
    public mutating func crispOutline(_ rect: Rect, stroke: DiagramPalette.Role, dashed: Bool = false) {
        let x = (rect.minX).rounded() + 0.5, y = (rect.minY).rounded() + 0.5
        let maxX = (rect.maxX).rounded() - 0.5, maxY = (rect.maxY).rounded() - 0.5
        self.rect(Rect(x: x, y: y, width: max(maxX - x, 0), height: max(maxY - y, 0)), stroke: stroke, dashed: dashed)
    }

    public mutating func path(_ data: String, fill: DiagramPalette.Role? = nil, stroke: DiagramPalette.Role? = nil,
                       strokeWidth: Double = 1, dashed: Bool = false, opacity: Double? = nil) {
        var element = "<path d=\"\(data)\"" + paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, dashed: dashed)
        if let opacity { element += " fill-opacity=\"\(Self.number(opacity))\"" }
        raw(element + " />")
    }

    /// A 1 px line snapped to the pixel grid (horizontal or vertical lines come out crisp).
    public mutating func line(from start: Point, to end: Point, stroke: DiagramPalette.Role, width: Double = 1, dashed: Bool = false) {
        func snap(_ value: Double, _ isAcross: Bool) -> Double { isAcross ? value.rounded(.down) + 0.5 : value }
        let horizontal = start.y == end.y, vertical = start.x == end.x
        let x1 = snap(start.x, vertical), x2 = snap(end.x, vertical)
        let y1 = snap(start.y, horizontal), y2 = snap(end.y, horizontal)
        raw("<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
            + paint(fill: nil, stroke: stroke, strokeWidth: width, dashed: dashed) + " />")
    }

    /// One line of text in `frame`, vertically centred on its cap height, truncated with "…" to
    /// fit the frame's width as UIKit truncates labels.
    public mutating func text(_ string: String, in frame: Rect, size: Double, role: DiagramPalette.Role,
                       bold: Bool = false, alignment: TextAlignment = .left) {
        let font: DiagramFont = bold ? .bold : .regular
        let fitted = measurer.truncated(string, toFit: frame.width, font: font, size: size)
        guard !fitted.isEmpty else { return }
        let baseline = frame.midY + measurer.capHeight(font: font, size: size) / 2
        let x: Double
        var anchor = ""
        switch alignment {
        case .left: x = frame.minX
        case .right:
            x = frame.maxX
            anchor = " text-anchor=\"end\""
        case .center:
            x = frame.midX
            anchor = " text-anchor=\"middle\""
        }
        raw("<text x=\"\(Self.number(x))\" y=\"\(Self.number(baseline))\" font-size=\"\(Self.number(size))\""
            + (bold ? " font-weight=\"bold\"" : "") + anchor + " class=\"dg-fill-\(role.rawValue)\">\(XMLText.escape(fitted))</text>")
    }

    private func paint(fill: DiagramPalette.Role?, stroke: DiagramPalette.Role?, strokeWidth: Double, dashed: Bool) -> String {
        var classes: [String] = []
        var attributes = ""
        if let fill { classes.append("dg-fill-\(fill.rawValue)") } else { attributes += " fill=\"none\"" }
        if let stroke {
            classes.append("dg-stroke-\(stroke.rawValue)")
            if strokeWidth != 1 { attributes += " stroke-width=\"\(Self.number(strokeWidth))\"" }
            if dashed { attributes += " stroke-dasharray=\"4 3\"" }
        }
        return (classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"") + attributes
    }
}

/// Horizontal placement of a line of text in its frame: against its left or right edge, or
/// centred. The canvas knows no layout direction; ``ListDrawing`` picks the side.
public enum TextAlignment {
    case left, right, center
}

extension Rect {
    public var midX: Double { x + width / 2 }

    /// The rectangle grown by `amount` on every side.
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The overlap of two rectangles, or nil when they share no area.
    public func intersection(_ other: Rect) -> Rect? {
        let minX = Swift.max(self.minX, other.minX), maxX = Swift.min(self.maxX, other.maxX)
        let minY = Swift.max(self.minY, other.minY), maxY = Swift.min(self.maxY, other.maxY)
        return minX < maxX && minY < maxY ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }

    /// The same size, moved by (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
