import DocgenSVG


/// SVG path data for rectangles with some corners rounded, as Core Animation draws them.
///
/// Coordinates are y-down. The path starts on the top edge (just after the top-left corner's
/// rounding) and runs clockwise on screen: top edge, top-right corner, right edge, bottom-right,
/// bottom edge, bottom-left, left edge, top-left, then `Z`. It is a single closed subpath.
///
/// Number format: every point is `x,y` (PointFormat, at most two decimals), tokens are separated
/// by single spaces, e.g. `M 10,0 L 90,0 A 10,10 0 0 1 100,10 … Z`. Straight segments of zero
/// length (after formatting) are left out, so a fully clamped side has no `L` at all, and so is a
/// final `L` back to the start point, which `Z` draws.
///
/// Clamping, when a corner's curve needs more of an edge than the edge has: a corner may use half
/// of an edge whose other end is rounded too, and the whole edge when the other end is square (its
/// budget). A circular corner shrinks its radius to the budget. A continuous corner first keeps its
/// radius and gives up smoothing: its curve is blended from Core Animation's towards a circular
/// quarter of the same radius (every control point moved the same fraction of the way), so that it
/// reaches exactly the budget along each edge; only when even a circular arc does not fit does
/// the radius shrink. A 52 pt single row at r = 26 therefore has no smoothing left, and its ends
/// are semicircles: a capsule. First and last rows of that height keep the full curve (39.75 pt of
/// a 52 pt edge). This is how public reimplementations of the curve treat short edges (Figma's
/// corner smoothing, as figma-squircle implements it), not a measurement of UIKit, which Apple
/// documents only as "adjusts the corner curve and radius to fit". A corner that is not in `mask` is square.
///
/// Degenerate input: a negative or non-finite width/height counts as 0, a negative or non-finite
/// radius as 0. A zero-size rect gives `M x,y Z`; a zero-height one a closed line
/// (`M x,y L x+w,y Z`), likewise a zero-width one. Both are valid SVG path data that draw nothing visible when filled.
public enum RoundedRectPath {
    /// Control-point coefficients of the top-left continuous corner (× radius), in corner-local
    /// coordinates (corner at 0,0; x right, y down), from uikit-facts.md. Points as `(x, y)`; the
    /// curve starts at `(0, 1.528665)` on the left edge.
    static let continuousCurves: [[(Double, Double)]] = [
        [(0, 1.08849), (0, 0.86840), (0.07491, 0.63149)],
        [(0.16906, 0.37283), (0.37283, 0.16906), (0.63149, 0.07491)],
        [(0.86840, 0), (1.08849, 0), (1.528665, 0)],
    ]

    /// The circular quarter of radius 1 about `(1, 1)`, from `(0, 1)` to `(1, 0)`, split at
    /// 21.72° and 68.28°, where the continuous curve's Béziers meet (its joins lie within 0.005 of
    /// this circle), each piece the usual cubic approximation of an arc (handles 4/3·tan(θ/4) long).
    /// Blending ``continuousCurves`` towards these moves the joins hardly at all.
    static let circularCurves: [[(Double, Double)]] = [
        [(0, 0.87326), (0.02409, 0.74767), (0.07100, 0.62993)],
        [(0.17264, 0.37477), (0.37477, 0.17264), (0.62993, 0.07100)],
        [(0.74767, 0.02409), (0.87326, 0), (1, 0)],
    ]

    /// How a corner is drawn after clamping: its radius, how much of Core Animation's smoothing it
    /// keeps (1 all of it, 0 none: a circular arc), and how far along each edge it reaches.
    struct CornerShape: Equatable {
        var radius: Double
        var smoothing: Double
        var extent: Double
    }

    /// Path data (`M … Z`) for `rect` with the corners in `mask` rounded by `radius` using `curve`; other corners square.
    public static func pathData(_ rect: Rect, radius: Double, mask: CornerMask, curve: CornerCurve) -> String {
        let r = sanitize(rect)
        let shape = mask.isEmpty ? nil : cornerShape(radius: radius, curve: curve, in: r, mask: mask)
        let extent = shape?.extent ?? 0
        var writer = PathWriter()

        // Each corner: its point, the unit vector pointing back along the incoming edge (d1)
        // and the one along the outgoing edge (d2), walking clockwise on screen.
        let corners: [(CornerMask, (Double, Double), (Double, Double), (Double, Double))] = [
            (.layerMaxXMinYCorner, (r.maxX, r.minY), (-1, 0), (0, 1)),   // top-right
            (.layerMaxXMaxYCorner, (r.maxX, r.maxY), (0, -1), (-1, 0)),  // bottom-right
            (.layerMinXMaxYCorner, (r.minX, r.maxY), (1, 0), (0, -1)),   // bottom-left
            (.layerMinXMinYCorner, (r.minX, r.minY), (0, 1), (1, 0)),    // top-left
        ]
        let startInset = (extent > 0 && mask.contains(.layerMinXMinYCorner)) ? extent : 0
        writer.move(r.minX + startInset, r.minY)

        for (bit, p, d1, d2) in corners {
            guard let shape, extent > 0, mask.contains(bit) else {
                writer.line(p.0, p.1)
                continue
            }
            // Corner-local (a, b) with a along x and b along y of the top-left reference maps to
            // p + b·d1 + a·d2 (the reference runs from the left edge to the top edge: clockwise).
            func point(_ a: Double, _ b: Double) -> (Double, Double) {
                (p.0 + b * d1.0 + a * d2.0, p.1 + b * d1.1 + a * d2.1)
            }
            let start = point(0, extent)
            writer.line(start.0, start.1)
            if curve == .circular || shape.smoothing == 0 {
                let end = point(extent, 0)
                writer.arc(radius: extent, end.0, end.1)
                continue
            }
            for (continuous, circular) in zip(continuousCurves, circularCurves) {
                let points = zip(continuous, circular).map { full, arc in
                    point(shape.radius * (arc.0 + shape.smoothing * (full.0 - arc.0)),
                          shape.radius * (arc.1 + shape.smoothing * (full.1 - arc.1)))
                }
                writer.curve(points[0], points[1], points[2])
            }
        }
        writer.close()
        return writer.text
    }

    /// How far along each edge the rounding reaches after clamping: `1.528665·r` for a continuous
    /// corner that fits, `r` for a circular one, and otherwise the corner's budget (half an edge
    /// whose two ends are both in `mask`, the whole of one with a single rounded end). 0 for a
    /// non-positive radius or an empty rect.
    public static func cornerExtent(radius: Double, curve: CornerCurve, in rect: Rect, mask: CornerMask = .all) -> Double {
        cornerShape(radius: radius, curve: curve, in: sanitize(rect), mask: mask)?.extent ?? 0
    }

    /// The corner `radius` and `curve` give in `rect` once clamped to its budget, or nil when it
    /// is not rounded at all.
    static func cornerShape(radius: Double, curve: CornerCurve, in rect: Rect, mask: CornerMask) -> CornerShape? {
        guard radius.isFinite, radius > 0 else { return nil }
        let sharesHorizontalEdge = mask.isSuperset(of: .top) || mask.isSuperset(of: .bottom)
        let sharesVerticalEdge = mask.isSuperset(of: [.layerMinXMinYCorner, .layerMinXMaxYCorner])
            || mask.isSuperset(of: [.layerMaxXMinYCorner, .layerMaxXMaxYCorner])
        let budget = min(sharesHorizontalEdge ? rect.width / 2 : rect.width, sharesVerticalEdge ? rect.height / 2 : rect.height)
        guard budget > 0 else { return nil }
        let fullExtent = curve == .continuous ? UIKitMetrics.continuousCornerExtent * radius : radius
        if fullExtent <= budget { return CornerShape(radius: radius, smoothing: curve == .continuous ? 1 : 0, extent: fullExtent) }
        if curve == .continuous && radius < budget {
            let smoothing = (budget / radius - 1) / (UIKitMetrics.continuousCornerExtent - 1)
            return CornerShape(radius: radius, smoothing: smoothing, extent: budget)
        }
        return CornerShape(radius: budget, smoothing: 0, extent: budget)
    }

    /// Non-finite coordinates become 0; negative or non-finite sizes become 0.
    private static func sanitize(_ rect: Rect) -> Rect {
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        func size(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        return Rect(x: finite(rect.x), y: finite(rect.y), width: size(rect.width), height: size(rect.height))
    }
}

/// Accumulates path commands, dropping straight segments that do not move (after formatting).
private struct PathWriter {
    private var parts: [String] = []
    private var current = ""
    private var start = ""

    var text: String { parts.joined(separator: " ") }

    private static func pair(_ x: Double, _ y: Double) -> String {
        "\(PointFormat.string(x)),\(PointFormat.string(y))"
    }

    mutating func move(_ x: Double, _ y: Double) {
        current = Self.pair(x, y)
        start = current
        parts.append("M \(current)")
    }

    mutating func line(_ x: Double, _ y: Double) {
        let target = Self.pair(x, y)
        guard target != current else { return }
        current = target
        parts.append("L \(target)")
    }

    mutating func arc(radius: Double, _ x: Double, _ y: Double) {
        current = Self.pair(x, y)
        let r = PointFormat.string(radius)
        parts.append("A \(r),\(r) 0 0 1 \(current)")
    }

    mutating func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
        current = Self.pair(end.0, end.1)
        parts.append("C \(Self.pair(c1.0, c1.1)) \(Self.pair(c2.0, c2.1)) \(current)")
    }

    /// Closes the subpath; a final straight line back to the start is left to `Z`.
    mutating func close() {
        if parts.count > 1, parts.last == "L \(start)" { parts.removeLast() }
        parts.append("Z")
    }
}
