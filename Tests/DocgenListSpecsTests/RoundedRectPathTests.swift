@testable import DocgenListSpecs
import DocgenSVG
import Foundation
import Testing

// Expected strings below were worked out by hand from the constants in uikit-facts.md
// (1.528665, 1.08849, 0.86840, 0.63149, 0.37283, 0.16906, 0.07491) and, for clamped continuous
// corners, the circular quarter in RoundedRectPath.circularCurves, rounded to two decimals.

@Suite("RoundedRectPath exact strings")
struct RoundedRectPathStringTests {
    let box = Rect(x: 0, y: 0, width: 100, height: 44)

    @Test func emptyMaskIsAPlainRectangle() {
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: [], curve: .continuous)
            == "M 0,0 L 100,0 L 100,44 L 0,44 Z")
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: [], curve: .circular)
            == "M 0,0 L 100,0 L 100,44 L 0,44 Z")
    }

    @Test func zeroRadiusIsAPlainRectangle() {
        #expect(RoundedRectPath.pathData(box, radius: 0, mask: .all, curve: .continuous)
            == "M 0,0 L 100,0 L 100,44 L 0,44 Z")
        #expect(RoundedRectPath.pathData(box, radius: -3, mask: .all, curve: .circular)
            == "M 0,0 L 100,0 L 100,44 L 0,44 Z")
    }

    @Test func squareRect() {
        #expect(RoundedRectPath.pathData(Rect(x: 5, y: 5, width: 40, height: 40), radius: 8, mask: [], curve: .circular)
            == "M 5,5 L 45,5 L 45,45 L 5,45 Z")
        // Square with all corners, radius larger than half: circular clamps to 20 (a circle).
        #expect(RoundedRectPath.pathData(Rect(x: 0, y: 0, width: 40, height: 40), radius: 30, mask: .all, curve: .circular)
            == "M 20,0 A 20,20 0 0 1 40,20 A 20,20 0 0 1 20,40 A 20,20 0 0 1 0,20 A 20,20 0 0 1 20,0 Z")
    }

    @Test func circularAllCorners() {
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: .all, curve: .circular)
            == "M 10,0 L 90,0 A 10,10 0 0 1 100,10 L 100,34 A 10,10 0 0 1 90,44 L 10,44 A 10,10 0 0 1 0,34 L 0,10 A 10,10 0 0 1 10,0 Z")
    }

    @Test func continuousTopLeftOnly() {
        // r = 10: extent 15.28665 (< 22, no clamping); c1 10.8849, c2 8.684, c3 6.3149, c4 3.7283, c5 1.6906, c6 0.7491.
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: .layerMinXMinYCorner, curve: .continuous)
            == "M 15.29,0 L 100,0 L 100,44 L 0,44 L 0,15.29 "
            + "C 0,10.88 0,8.68 0.75,6.31 C 1.69,3.73 3.73,1.69 6.31,0.75 C 8.68,0 10.88,0 15.29,0 Z")
    }

    @Test func aContinuousSingleRowTooShortForItsCurveBecomesACapsule() {
        // 52 pt single row, r = 26: the full curve needs 1.528665·26 = 39.75 pt of each 26 pt half
        // edge. The radius stays 26 and all the smoothing goes: each end is a semicircle, exactly
        // the path of circular corners.
        let rect = Rect(x: 0, y: 0, width: 361, height: 52)
        #expect(RoundedRectPath.cornerShape(radius: 26, curve: .continuous, in: rect, mask: .all)
            == RoundedRectPath.CornerShape(radius: 26, smoothing: 0, extent: 26))
        let capsule = "M 26,0 L 335,0 A 26,26 0 0 1 361,26 A 26,26 0 0 1 335,52 L 26,52 A 26,26 0 0 1 0,26 A 26,26 0 0 1 26,0 Z"
        #expect(RoundedRectPath.pathData(rect, radius: 26, mask: .all, curve: .continuous) == capsule)
        #expect(RoundedRectPath.pathData(rect, radius: 26, mask: .all, curve: .circular) == capsule)
    }

    @Test func aContinuousCornerWithSomeRoomLeftKeepsItsRadiusAndPartOfItsSmoothing() {
        // 44 pt single row, r = 16 (the guide's cards): 22 pt per corner, between r and 1.528665·r =
        // 24.46, so smoothing (22 / 16 − 1) / 0.528665 = 0.70933 remains, and every control point
        // lies 70.933 % of the way from the circular quarter's to Core Animation's: the first one
        // after the top edge, 16·(0.87326 + 0.70933·(1.08849 − 0.87326)) = 16.41 pt from the corner.
        let rect = Rect(x: 0, y: 0, width: 361, height: 44)
        let shape = RoundedRectPath.cornerShape(radius: 16, curve: .continuous, in: rect, mask: .all)!
        #expect(shape.radius == 16 && shape.extent == 22)
        #expect(abs(shape.smoothing - 0.70933) < 1e-5)
        #expect(RoundedRectPath.pathData(rect, radius: 16, mask: .all, curve: .continuous)
            == "M 22,0 L 339,0 "
            + "C 344.59,0 347.67,0.11 350.9,1.18 C 355.03,2.72 358.28,5.97 359.82,10.1 C 360.89,13.33 361,16.41 361,22 "
            + "C 361,27.59 360.89,30.67 359.82,33.9 C 358.28,38.03 355.03,41.28 350.9,42.82 C 347.67,43.89 344.59,44 339,44 "
            + "L 22,44 "
            + "C 16.41,44 13.33,43.89 10.1,42.82 C 5.97,41.28 2.72,38.03 1.18,33.9 C 0.11,30.67 0,27.59 0,22 "
            + "C 0,16.41 0.11,13.33 1.18,10.1 C 2.72,5.97 5.97,2.72 10.1,1.18 C 13.33,0.11 16.41,0 22,0 Z")
    }

    @Test func onlyWhenNotEvenACircularArcFitsDoesTheRadiusShrink() {
        // 40 × 40 with r = 30: 20 pt per corner is less than r, so the radius becomes 20 and the
        // square becomes a circle, whichever the curve.
        let square = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(RoundedRectPath.cornerShape(radius: 30, curve: .continuous, in: square, mask: .all)
            == RoundedRectPath.CornerShape(radius: 20, smoothing: 0, extent: 20))
        #expect(RoundedRectPath.pathData(square, radius: 30, mask: .all, curve: .continuous)
            == RoundedRectPath.pathData(square, radius: 30, mask: .all, curve: .circular))
    }

    @Test func theCircularQuarterIsSplitWhereTheContinuousCurveJoins() {
        // Recomputed: the joins of the continuous curve sit at 21.72° on the unit circle about
        // (1, 1), and each piece of the quarter is a cubic arc with handles 4/3·tan(θ/4).
        let join = RoundedRectPath.continuousCurves[0][2]
        let split = atan2(1 - join.1, 1 - join.0)
        let angles = [0, split, Double.pi / 2 - split, Double.pi / 2]
        func point(_ angle: Double) -> (Double, Double) { (1 - cos(angle), 1 - sin(angle)) }
        for (index, piece) in RoundedRectPath.circularCurves.enumerated() {
            let from = angles[index], to = angles[index + 1]
            let handle = 4.0 / 3.0 * tan((to - from) / 4)
            let start = point(from), end = point(to)
            let expected = [(start.0 + handle * sin(from), start.1 - handle * cos(from)),
                            (end.0 - handle * sin(to), end.1 + handle * cos(to)), end]
            for (written, computed) in zip(piece, expected) {
                #expect(abs(written.0 - computed.0) < 1e-5 && abs(written.1 - computed.1) < 1e-5, "piece \(index): \(written)")
            }
        }
        #expect(abs(split * 180 / .pi - 21.72) < 0.005)
    }

    // Row positions of an inset-grouped section at x = 16, width 361, height 44, r = 10.
    let row = Rect(x: 16, y: 0, width: 361, height: 44)

    @Test func circularRowPositions() {
        #expect(RoundedRectPath.pathData(row, radius: 10, mask: .top, curve: .circular)
            == "M 26,0 L 367,0 A 10,10 0 0 1 377,10 L 377,44 L 16,44 L 16,10 A 10,10 0 0 1 26,0 Z")
        #expect(RoundedRectPath.pathData(row, radius: 10, mask: [], curve: .circular)
            == "M 16,0 L 377,0 L 377,44 L 16,44 Z")
        #expect(RoundedRectPath.pathData(row, radius: 10, mask: .bottom, curve: .circular)
            == "M 16,0 L 377,0 L 377,34 A 10,10 0 0 1 367,44 L 26,44 A 10,10 0 0 1 16,34 Z")
        #expect(RoundedRectPath.pathData(row, radius: 10, mask: .all, curve: .circular)
            == "M 26,0 L 367,0 A 10,10 0 0 1 377,10 L 377,34 A 10,10 0 0 1 367,44 L 26,44 A 10,10 0 0 1 16,34 L 16,10 A 10,10 0 0 1 26,0 Z")
    }

    @Test func continuousRowPositions() {
        let first = "M 31.29,0 L 361.71,0 "
            + "C 366.12,0 368.32,0 370.69,0.75 C 373.27,1.69 375.31,3.73 376.25,6.31 C 377,8.68 377,10.88 377,15.29 "
            + "L 377,44 L 16,44 L 16,15.29 "
            + "C 16,10.88 16,8.68 16.75,6.31 C 17.69,3.73 19.73,1.69 22.31,0.75 C 24.68,0 26.88,0 31.29,0 Z"
        #expect(RoundedRectPath.pathData(row, radius: 10, mask: .top, curve: .continuous) == first)
        #expect(RoundedRectPath.pathData(row, radius: 10, mask: [], curve: .continuous)
            == "M 16,0 L 377,0 L 377,44 L 16,44 Z")
        let last = "M 16,0 L 377,0 L 377,28.71 "
            + "C 377,33.12 377,35.32 376.25,37.69 C 375.31,40.27 373.27,42.31 370.69,43.25 C 368.32,44 366.12,44 361.71,44 "
            + "L 31.29,44 "
            + "C 26.88,44 24.68,44 22.31,43.25 C 19.73,42.31 17.69,40.27 16.75,37.69 C 16,35.32 16,33.12 16,28.71 Z"
        #expect(RoundedRectPath.pathData(row, radius: 10, mask: .bottom, curve: .continuous) == last)
        let single = RoundedRectPath.pathData(row, radius: 10, mask: .all, curve: .continuous)
        #expect(single.hasPrefix("M 31.29,0 L 361.71,0 C 366.12,0"))
        #expect(single.contains("L 377,28.71 C 377,33.12"))
        #expect(single.contains("L 31.29,44 C 26.88,44"))
        #expect(single.hasSuffix("L 16,15.29 C 16,10.88 16,8.68 16.75,6.31 C 17.69,3.73 19.73,1.69 22.31,0.75 C 24.68,0 26.88,0 31.29,0 Z"))
    }

    @Test func singleCornersEachBit() {
        // Each corner alone, circular, on the 100 × 44 box.
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: .layerMaxXMinYCorner, curve: .circular)
            == "M 0,0 L 90,0 A 10,10 0 0 1 100,10 L 100,44 L 0,44 Z")
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: .layerMaxXMaxYCorner, curve: .circular)
            == "M 0,0 L 100,0 L 100,34 A 10,10 0 0 1 90,44 L 0,44 Z")
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: .layerMinXMaxYCorner, curve: .circular)
            == "M 0,0 L 100,0 L 100,44 L 10,44 A 10,10 0 0 1 0,34 Z")
        #expect(RoundedRectPath.pathData(box, radius: 10, mask: .layerMinXMinYCorner, curve: .circular)
            == "M 10,0 L 100,0 L 100,44 L 0,44 L 0,10 A 10,10 0 0 1 10,0 Z")
    }

    @Test func degenerateRects() {
        #expect(RoundedRectPath.pathData(Rect(x: 3, y: 4, width: 0, height: 0), radius: 10, mask: .all, curve: .continuous)
            == "M 3,4 Z")
        #expect(RoundedRectPath.pathData(Rect(x: 3, y: 4, width: -20, height: -5), radius: 10, mask: .all, curve: .circular)
            == "M 3,4 Z")
        #expect(RoundedRectPath.pathData(Rect(x: 0, y: 0, width: 50, height: 0), radius: 10, mask: .all, curve: .circular)
            == "M 0,0 L 50,0 Z")
        #expect(RoundedRectPath.pathData(Rect(x: 0, y: 0, width: .nan, height: 10), radius: .infinity, mask: .all, curve: .circular)
            == "M 0,0 L 0,10 Z")
        #expect(RoundedRectPath.cornerExtent(radius: 10, curve: .continuous, in: Rect(x: 0, y: 0, width: -1, height: 44)) == 0)
    }

    @Test func cornerExtents() {
        #expect(abs(RoundedRectPath.cornerExtent(radius: 10, curve: .continuous, in: box) - 15.28665) < 1e-9)
        #expect(RoundedRectPath.cornerExtent(radius: 10, curve: .circular, in: box) == 10)
        #expect(RoundedRectPath.cornerExtent(radius: 30, curve: .circular, in: box) == 22)
        #expect(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: box) == 22)
        // A 44 pt tall row at r = 10 fits: 15.29 < 22.
        #expect(abs(RoundedRectPath.cornerExtent(radius: 10, curve: .continuous, in: row) - 15.28665) < 1e-9)
    }

    @Test func deterministic() {
        let a = RoundedRectPath.pathData(row, radius: 10.3, mask: .all, curve: .continuous)
        let b = RoundedRectPath.pathData(row, radius: 10.3, mask: .all, curve: .continuous)
        #expect(a == b)
    }
}

@Suite struct CornerClampingTests {
    /// At r = 26 a single 52 pt row needs 2 × 39.75 pt vertically and is clamped; first and last
    /// rows (39.75 ≤ 52) are not.
    @Test func cornersShareAnEdgeOnlyWithARoundedNeighbour() {
        let row = Rect(x: 0, y: 0, width: 343, height: 52)
        let full = 1.528665 * 26
        #expect(abs(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: row, mask: .top) - full) < 1e-9)
        #expect(abs(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: row, mask: .bottom) - full) < 1e-9)
        #expect(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: row, mask: .all) == 26)
        #expect(RoundedRectPath.cornerExtent(radius: 26, curve: .circular, in: Rect(x: 0, y: 0, width: 343, height: 20), mask: .top) == 20)
    }

    /// Clamping keeps the radius: where a partly clamped corner crosses its diagonal, it is as far
    /// from the centre of its radius as the radius (within 1 %), as the unclamped curve is. Scaling
    /// the whole corner down to fit (the guide's earlier model) would miss by 4 %.
    @Test func aPartlyClampedCornerStillTurnsOnItsRadius() {
        let rect = Rect(x: 0, y: 0, width: 361, height: 44)
        let path = SampledPath(RoundedRectPath.pathData(rect, radius: 16, mask: .all, curve: .continuous), steps: 400)
        let nearDiagonal = path.samples.filter { $0.x < 16 && $0.y < 16 && abs($0.x - $0.y) < 0.2 }
        #expect(!nearDiagonal.isEmpty)
        for point in nearDiagonal {
            let distance = ((16 - point.x) * (16 - point.x) + (16 - point.y) * (16 - point.y)).squareRoot()
            #expect(abs(distance - 16) < 0.16, "\(point.x),\(point.y) is \(distance) pt from the centre")
        }
    }
}
