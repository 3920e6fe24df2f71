@testable import DocgenDiagrams
import DocgenDiagrams
import Foundation
import Testing

/// A tiny evaluator for the path data RoundedRectPath emits (M, L, C, A with rx = ry and no
/// rotation, Z): samples points along every segment.
struct SampledPath {
    struct Point { var x: Double; var y: Double }
    /// Segment end points (M, L, C, A targets), in order.
    var vertices: [Point] = []
    /// Dense samples along the whole outline, including the closing segment.
    var samples: [Point] = []
    var commands: [Character] = []

    init(_ data: String, steps: Int = 200) {
        let tokens = data.split(separator: " ").map(String.init)
        var i = 0
        var current = Point(x: 0, y: 0), start = current
        func point(_ token: String) -> Point {
            let parts = token.split(separator: ",").map { Double($0)! }
            return Point(x: parts[0], y: parts[1])
        }
        func line(to p: Point) {
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                samples.append(Point(x: current.x + (p.x - current.x) * t, y: current.y + (p.y - current.y) * t))
            }
        }
        while i < tokens.count {
            let command = Character(tokens[i]); i += 1
            commands.append(command)
            switch command {
            case "M":
                current = point(tokens[i]); start = current; i += 1
                samples.append(current); vertices.append(current)
            case "L":
                let p = point(tokens[i]); i += 1
                line(to: p); current = p; vertices.append(p)
            case "C":
                let c1 = point(tokens[i]), c2 = point(tokens[i + 1]), p = point(tokens[i + 2]); i += 3
                let p0 = current
                for k in 1...steps {
                    let t = Double(k) / Double(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    samples.append(Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                         y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p; vertices.append(p)
            case "A":
                let r = point(tokens[i]).x
                #expect(tokens[i + 1] == "0" && tokens[i + 2] == "0" && tokens[i + 3] == "1")
                let p = point(tokens[i + 4]); i += 5
                // Small arc, positive sweep (clockwise on a y-down screen): the centre lies to the
                // right of the chord direction rotated by +90°.
                let dx = p.x - current.x, dy = p.y - current.y, d = (dx * dx + dy * dy).squareRoot()
                let h = max(0, r * r - d * d / 4).squareRoot()
                let centre = Point(x: (current.x + p.x) / 2 - dy / d * h, y: (current.y + p.y) / 2 + dx / d * h)
                let a0 = atan2(current.y - centre.y, current.x - centre.x)
                var a1 = atan2(p.y - centre.y, p.x - centre.x)
                while a1 <= a0 { a1 += 2 * .pi }
                let radius = ((current.x - centre.x) * (current.x - centre.x) + (current.y - centre.y) * (current.y - centre.y)).squareRoot()
                for k in 1...steps {
                    let angle = a0 + (a1 - a0) * Double(k) / Double(steps)
                    samples.append(Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)))
                }
                current = p; vertices.append(p)
            case "Z":
                line(to: start); current = start
            default:
                Issue.record("unexpected command \(command)")
                return
            }
        }
    }

    func distance(to p: Point) -> Double {
        samples.map { (($0.x - p.x) * ($0.x - p.x) + ($0.y - p.y) * ($0.y - p.y)).squareRoot() }.min() ?? .infinity
    }
}

@Suite("RoundedRectPath geometry")
struct PathGeometryTests {
    static let cases: [(Rect, Double)] = [
        (Rect(x: 16, y: 0, width: 361, height: 44), 10),
        (Rect(x: 16, y: 100, width: 361, height: 52), 26),
        (Rect(x: 20, y: 35.5, width: 353, height: 44), 26),
        (Rect(x: 0, y: 0, width: 40, height: 40), 30),
        (Rect(x: 2.5, y: 7.25, width: 60, height: 300), 12),
    ]
    static let masks: [CornerMask] = [[], .top, .bottom, .all, .layerMinXMinYCorner, .layerMaxXMaxYCorner,
                                      [.layerMaxXMinYCorner, .layerMinXMaxYCorner]]

    @Test(arguments: CornerCurve.allCases)
    func pointsStayInsideAndMeetEdgesAtExtent(curve: CornerCurve) {
        for (rect, radius) in Self.cases {
            for mask in Self.masks {
                let data = RoundedRectPath.pathData(rect, radius: radius, mask: mask, curve: curve)
                let path = SampledPath(data)
                #expect(path.commands.first == "M" && path.commands.last == "Z")
                #expect(path.commands.filter { $0 == "M" }.count == 1)
                for p in path.samples {
                    #expect(p.x >= rect.minX - 0.01 && p.x <= rect.maxX + 0.01
                            && p.y >= rect.minY - 0.01 && p.y <= rect.maxY + 0.01,
                            "\(data) leaves \(rect) at \(p.x),\(p.y)")
                }
                let e = RoundedRectPath.cornerExtent(radius: radius, curve: curve, in: rect, mask: mask)
                // Per corner: (bit, corner, unit vector along the horizontal edge, along the vertical one).
                let corners: [(CornerMask, SampledPath.Point, Double, Double)] = [
                    (.layerMinXMinYCorner, .init(x: rect.minX, y: rect.minY), 1, 1),
                    (.layerMaxXMinYCorner, .init(x: rect.maxX, y: rect.minY), -1, 1),
                    (.layerMinXMaxYCorner, .init(x: rect.minX, y: rect.maxY), 1, -1),
                    (.layerMaxXMaxYCorner, .init(x: rect.maxX, y: rect.maxY), -1, -1),
                ]
                for (bit, c, hx, vy) in corners {
                    let rounded = mask.contains(bit) && e > 0
                    let reach = rounded ? e : 0
                    // The outline passes through the edge points `reach` from the corner (a vertex there) ...
                    let onHorizontal = SampledPath.Point(x: c.x + hx * reach, y: c.y)
                    let onVertical = SampledPath.Point(x: c.x, y: c.y + vy * reach)
                    #expect(path.vertices.contains { abs($0.x - onHorizontal.x) < 0.01 && abs($0.y - onHorizontal.y) < 0.01 },
                            "\(data): no vertex at \(onHorizontal)")
                    #expect(path.vertices.contains { abs($0.x - onVertical.x) < 0.01 && abs($0.y - onVertical.y) < 0.01 },
                            "\(data): no vertex at \(onVertical)")
                    // ... and touches neither edge any closer to the corner.
                    if rounded {
                        let touchesEarly = path.samples.contains { p in
                            let alongH = (p.x - c.x) * hx, alongV = (p.y - c.y) * vy
                            let onH = abs(p.y - c.y) < 1e-9 && alongH < e - 0.02
                            let onV = abs(p.x - c.x) < 1e-9 && alongV < e - 0.02
                            return onH || onV
                        }
                        #expect(!touchesEarly, "\(data) touches an edge inside the extent near \(c)")
                        // The corner itself is cut off.
                        #expect(path.distance(to: c) > 0.2 * e)
                    } else {
                        #expect(path.distance(to: c) < 0.01)
                    }
                }
            }
        }
    }

    @Test func joinsAreTangentToTheEdges() {
        // Sample a hair after the join: the distance from the edge grows quadratically (tangent),
        // not linearly. Checked on the top-right corner leaving the top edge.
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        for curve in CornerCurve.allCases {
            let data = RoundedRectPath.pathData(rect, radius: 20, mask: .layerMaxXMinYCorner, curve: curve)
            let path = SampledPath(data, steps: 2000)
            let e = RoundedRectPath.cornerExtent(radius: 20, curve: curve, in: rect)
            let near = path.samples.filter { $0.x > rect.maxX - e + 0.4 && $0.x < rect.maxX - e + 0.6 && $0.y < e / 2 }
            #expect(!near.isEmpty)
            for p in near { #expect(p.y < 0.05, "\(curve): \(p.y) below the top edge 0.5 pt after the join") }
        }
    }

    /// Distance from the corner to the outline along the 45° diagonal, for a top-left corner.
    static func diagonalDepth(curve: CornerCurve, radius: Double) -> Double {
        let rect = Rect(x: 0, y: 0, width: 400, height: 400)
        let path = SampledPath(RoundedRectPath.pathData(rect, radius: radius, mask: .layerMinXMinYCorner, curve: curve), steps: 4000)
        let onDiagonal = path.samples.filter { $0.x < 2 * radius && $0.y < 2 * radius }
            .min { abs($0.x - $0.y) < abs($1.x - $1.y) }!
        return (onDiagonal.x * onDiagonal.x + onDiagonal.y * onDiagonal.y).squareRoot()
    }

    @Test func continuousVersusCircular() {
        let r = 100.0
        let circular = Self.diagonalDepth(curve: .circular, radius: r)
        let continuous = Self.diagonalDepth(curve: .continuous, radius: r)
        // Circular: r(√2 − 1) = 0.41421 r. Continuous: the middle Bézier's midpoint,
        // (0.07491 + 3·0.16906 + 3·0.37283 + 0.63149)/8 = 0.29151 r on each axis, 0.41226 r away.
        #expect(abs(circular - 41.421) < 0.05)
        #expect(abs(continuous - 41.226) < 0.05)
        // True statement: on the diagonal the continuous corner sits (very slightly, ~0.5 %) closer
        // to the corner than the circular arc, while it leaves the edges 1.53× further out.
        #expect(continuous < circular)
        #expect((circular - continuous) / circular < 0.01)
        let rect = Rect(x: 0, y: 0, width: 400, height: 400)
        #expect(RoundedRectPath.cornerExtent(radius: r, curve: .continuous, in: rect)
            > 1.5 * RoundedRectPath.cornerExtent(radius: r, curve: .circular, in: rect))
        // So neither outline contains the other: they cross twice. Near the edges (0.9 r from the
        // corner along the top edge: 1.87 vs 0.50 below it) the continuous corner cuts off more; near
        // the diagonal (0.3 r: 28.31 vs 28.59) it cuts off slightly less.
        let contPath = SampledPath(RoundedRectPath.pathData(rect, radius: r, mask: .layerMinXMinYCorner, curve: .continuous), steps: 4000)
        let circPath = SampledPath(RoundedRectPath.pathData(rect, radius: r, mask: .layerMinXMinYCorner, curve: .circular), steps: 4000)
        func depth(_ path: SampledPath, atX x: Double) -> Double {
            path.samples.filter { $0.y < 60 }.min { abs($0.x - x) < abs($1.x - x) }!.y
        }
        #expect(depth(contPath, atX: 90) > depth(circPath, atX: 90))
        #expect(depth(contPath, atX: 70) > depth(circPath, atX: 70))
        #expect(depth(contPath, atX: 30) < depth(circPath, atX: 30))
    }
}
