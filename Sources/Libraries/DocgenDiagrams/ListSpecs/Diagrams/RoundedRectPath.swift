
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
/// Clamping follows uikit-facts.md ("Continuous vs. circular corners"): a corner may use half of
/// an edge whose other end is rounded too, and the whole edge when the other end is square. So a
/// 52 pt single row at r = 26 is clamped (its curves would need 2 × 39.7 pt), while first and
/// last rows of that height are not. A corner that is not in `mask` is square.
///
/// Degenerate input: a negative or non-finite width/height counts as 0, a negative or non-finite
/// radius as 0. A zero-size rect gives `M x,y Z`; a zero-height one a closed line
/// (`M x,y L x+w,y Z`), likewise a zero-width one. Both are valid SVG path data that draw nothing visible when filled.
public enum RoundedRectPath {
    /// Control-point coefficients of the top-left continuous corner (× radius), in corner-local
    /// coordinates (corner at 0,0; x right, y down), from uikit-facts.md. Points as `(x, y)`.
    static let continuousCurves: [[(Double, Double)]] = [
        [(0, 1.08849), (0, 0.86840), (0.07491, 0.63149)],
        [(0.16906, 0.37283), (0.37283, 0.16906), (0.63149, 0.07491)],
        [(0.86840, 0), (1.08849, 0), (1.528665, 0)],
    ]

    /// Path data (`M … Z`) for `rect` with the corners in `mask` rounded by `radius` using `curve`; other corners square.
    public static func pathData(_ rect: Rect, radius: Double, mask: CornerMask, curve: CornerCurve) -> String {
        let r = sanitize(rect)
        let extent = mask.isEmpty ? 0 : cornerExtent(radius: radius, curve: curve, in: r, mask: mask)
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
            guard extent > 0, mask.contains(bit) else {
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
            switch curve {
            case .circular:
                let end = point(extent, 0)
                writer.arc(radius: extent, end.0, end.1)
            case .continuous:
                let unit = extent / UIKitMetrics.continuousCornerExtent
                for segment in continuousCurves {
                    let c1 = point(segment[0].0 * unit, segment[0].1 * unit)
                    let c2 = point(segment[1].0 * unit, segment[1].1 * unit)
                    let end = point(segment[2].0 * unit, segment[2].1 * unit)
                    writer.curve(c1, c2, end)
                }
            }
        }
        writer.close()
        return writer.text
    }

    /// How far along each edge the rounding reaches after clamping: `1.528665·r·s` for continuous
    /// corners (s scales the whole corner down so it fits), `r` clamped the same way for circular
    /// ones. An edge whose two ends are both in `mask` gives each corner half its length; an edge
    /// with one rounded end gives it the whole length. 0 for a non-positive radius or an empty rect.
    public static func cornerExtent(radius: Double, curve: CornerCurve, in rect: Rect, mask: CornerMask = .all) -> Double {
        let r = sanitize(rect)
        guard radius.isFinite, radius > 0 else { return 0 }
        let wanted = curve == .continuous ? UIKitMetrics.continuousCornerExtent * radius : radius
        let sharesHorizontalEdge = mask.isSuperset(of: .top) || mask.isSuperset(of: .bottom)
        let sharesVerticalEdge = mask.isSuperset(of: [.layerMinXMinYCorner, .layerMinXMaxYCorner])
            || mask.isSuperset(of: [.layerMaxXMinYCorner, .layerMaxXMaxYCorner])
        let widthLimit = sharesHorizontalEdge ? r.width / 2 : r.width
        let heightLimit = sharesVerticalEdge ? r.height / 2 : r.height
        return max(0, min(wanted, widthLimit, heightLimit))
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
