/// A label that points at something in a drawing.
public struct Callout: Sendable, Equatable {
    /// Where the label points.
    public var anchor: Point
    /// The label; `\n` separates lines.
    public var text: String
    public var role: DiagramPalette.Role
    /// Positions beside the anchor to try before the label goes to a margin.
    public var inline: [InlinePosition]

    public init(anchor: Point, text: String, role: DiagramPalette.Role = .annotation, inline: [InlinePosition] = []) {
        self.anchor = anchor
        self.text = text
        self.role = role
        self.inline = inline
    }
}

/// Where a label may sit right next to its anchor.
public enum InlinePosition: Sendable, Equatable {
    case above, below, leading, trailing
}

/// A label with its final box and the leader line (empty when the label sits by its anchor).
public struct PlacedCallout: Sendable, Equatable {
    public var callout: Callout
    /// The label's box, background included.
    public var frame: Rect
    public var leader: [Point]
}

/// Places callout labels so that none overlaps another label, the drawing's text, or the edge
/// of the canvas.
///
/// Each label first tries its inline positions beside the anchor, accepted only when the box
/// stays inside the drawing and clear of every obstacle and earlier label. Labels that find no
/// room go to a margin column left or right of the drawing (the side nearer the anchor), where
/// they are stacked in anchor order and pushed apart, and reach their anchors with leader lines.
/// The canvas grows to hold the margins, so every label always fits.
public struct CalloutPlacer {
    public static let fontSize = 11.0
    static let padding = 3.0
    static let gap = 4.0
    static let marginGap = 20.0
    static let canvasPadding = 8.0

    let drawing: Rect
    let obstacles: [Rect]
    private let measurer = TextMeasurer()

    /// - Parameters:
    ///   - drawing: the area the drawing covers; inline labels must stay inside it.
    ///   - obstacles: boxes labels must not cover (the drawing's own text).
    public init(drawing: Rect, obstacles: [Rect]) {
        self.drawing = drawing
        self.obstacles = obstacles
    }

    /// The size of a label's box for `text` (one line per `\n`).
    public func labelSize(_ text: String) -> (width: Double, height: Double) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map { measurer.width(of: String($0), font: .regular, size: Self.fontSize) }.max() ?? 0
        return (widest + 2 * Self.padding, Double(lines.count) * Self.lineHeight + 2 * Self.padding)
    }

    /// The height of one line of label text.
    static let lineHeight = TextMeasurer().lineHeight(font: .regular, size: fontSize)

    /// Places every callout; returns the labels and the canvas that holds drawing and labels.
    public func place(_ callouts: [Callout]) -> (labels: [PlacedCallout], canvas: Rect) {
        var placed: [PlacedCallout?] = Array(repeating: nil, count: callouts.count)
        var occupied = RectIndex()
        for obstacle in obstacles { occupied.insert(obstacle) }
        var leftColumn: [Int] = [], rightColumn: [Int] = []
        for (index, callout) in callouts.enumerated() {
            let size = labelSize(callout.text)
            let candidate = callout.inline.lazy.map { self.frame(at: $0, of: callout.anchor, size: size) }.first { frame in
                self.drawing.contains(frame) && !occupied.intersects(frame)
            }
            if let candidate {
                occupied.insert(candidate)
                placed[index] = PlacedCallout(callout: callout, frame: candidate, leader: [])
            } else if callout.anchor.x < drawing.midX {
                leftColumn.append(index)
            } else {
                rightColumn.append(index)
            }
        }
        let leftWidth = leftColumn.map { labelSize(callouts[$0].text).width }.max() ?? 0
        let rightWidth = rightColumn.map { labelSize(callouts[$0].text).width }.max() ?? 0
        let leftX = drawing.minX - Self.marginGap - leftWidth
        let rightX = drawing.maxX + Self.marginGap
        var bottom = drawing.maxY
        var top = drawing.minY
        for (column, isLeft) in [(leftColumn, true), (rightColumn, false)] {
            var nextY = -Double.infinity
            for index in column.sorted(by: { callouts[$0].anchor.y < callouts[$1].anchor.y || (callouts[$0].anchor.y == callouts[$1].anchor.y && $0 < $1) }) {
                let callout = callouts[index]
                let size = labelSize(callout.text)
                let y = max(callout.anchor.y - size.height / 2, nextY)
                let x = isLeft ? leftX + leftWidth - size.width : rightX
                let frame = Rect(x: x, y: y, width: size.width, height: size.height)
                nextY = frame.maxY + Self.gap
                bottom = max(bottom, frame.maxY)
                top = min(top, frame.minY)
                let edge = Point(x: isLeft ? frame.maxX : frame.minX, y: frame.midY)
                let elbow = Point(x: isLeft ? drawing.minX - Self.marginGap / 2 : drawing.maxX + Self.marginGap / 2, y: frame.midY)
                placed[index] = PlacedCallout(callout: callout, frame: frame, leader: [callout.anchor, elbow, edge])
            }
        }
        let minX = leftColumn.isEmpty ? drawing.minX : leftX
        let maxX = rightColumn.isEmpty ? drawing.maxX : rightX + rightWidth
        let canvas = Rect(x: minX - Self.canvasPadding, y: top - Self.canvasPadding,
                          width: maxX - minX + 2 * Self.canvasPadding, height: bottom - top + 2 * Self.canvasPadding)
        return (placed.map { $0! }, canvas)
    }

    private func frame(at position: InlinePosition, of anchor: Point, size: (width: Double, height: Double)) -> Rect {
        switch position {
        case .above: Rect(x: anchor.x - size.width / 2, y: anchor.y - Self.gap - size.height, width: size.width, height: size.height)
        case .below: Rect(x: anchor.x - size.width / 2, y: anchor.y + Self.gap, width: size.width, height: size.height)
        case .leading: Rect(x: anchor.x - Self.gap - size.width, y: anchor.y - size.height / 2, width: size.width, height: size.height)
        case .trailing: Rect(x: anchor.x + Self.gap, y: anchor.y - size.height / 2, width: size.width, height: size.height)
        }
    }
}

extension SVGCanvas {
    /// Draws placed callouts: leader lines first, then each label on its own background box.
    mutating func callouts(_ labels: [PlacedCallout]) {
        leaders(labels)
        labelBoxes(labels)
    }

    /// The leader lines of placed callouts, each ending in a dot at its anchor.
    mutating func leaders(_ labels: [PlacedCallout]) {
        for label in labels where !label.leader.isEmpty {
            let points = label.leader.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
            raw("<polyline points=\"\(points)\" fill=\"none\" class=\"dg-stroke-\(label.callout.role.rawValue)\" stroke-width=\"0.75\" />")
            raw("<circle cx=\"\(Self.number(label.callout.anchor.x))\" cy=\"\(Self.number(label.callout.anchor.y))\" r=\"1.75\" class=\"dg-fill-\(label.callout.role.rawValue)\" />")
        }
    }

    /// The labels of placed callouts, each on its own background box.
    mutating func labelBoxes(_ labels: [PlacedCallout]) {
        for label in labels {
            rect(label.frame, fill: .annotationBackground, stroke: label.callout.role, strokeWidth: 0.75, radius: 3)
            let inner = label.frame.insetBy(CalloutPlacer.padding)
            for (index, line) in label.callout.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let lineFrame = Rect(x: inner.minX, y: inner.minY + Double(index) * CalloutPlacer.lineHeight,
                                     width: inner.width + 1, height: CalloutPlacer.lineHeight)
                text(String(line), in: lineFrame, size: CalloutPlacer.fontSize, role: label.callout.role)
            }
        }
    }
}

/// Rectangles bucketed by horizontal bands, so checking a label against thousands of others
/// looks only at its neighbours (tall diagrams of thousands of rows stay linear).
struct RectIndex {
    private static let band = 64.0
    private var buckets: [Int: [Rect]] = [:]

    private static func bands(of rect: Rect) -> ClosedRange<Int> {
        Int((rect.minY / band).rounded(.down))...Int((rect.maxY / band).rounded(.down))
    }

    mutating func insert(_ rect: Rect) {
        for band in Self.bands(of: rect) { buckets[band, default: []].append(rect) }
    }

    func intersects(_ rect: Rect) -> Bool {
        Self.bands(of: rect).contains { band in buckets[band]?.contains { $0.intersects(rect) } ?? false }
    }
}
