@testable import DocgenDiagrams
import DocgenDiagrams
import Foundation
import Testing

// Expected strings below were worked out by hand from the constants in uikit-facts.md
// (1.528665, 1.08849, 0.86840, 0.63149, 0.37283, 0.16906, 0.07491), rounded to two decimals.

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

    @Test func continuousClampedSingleRow() {
        // 52 pt single row, r = 26: 1.528665·26 = 39.75 > 26 = h/2, so s = 26 / 39.745 = 0.654166
        // and the unit is r·s = 17.0083: c1 18.5134, c2 14.77, c3 10.7406, c4 6.3412, c5 2.8754, c6 1.2741.
        let rect = Rect(x: 0, y: 0, width: 361, height: 52)
        let s = RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: rect) / (1.528665 * 26)
        #expect(abs(s - 0.654166) < 1e-6)
        #expect(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: rect) == 26)
        let expected = "M 26,0 L 335,0 "
            + "C 342.49,0 346.23,0 350.26,1.27 C 354.66,2.88 358.12,6.34 359.73,10.74 C 361,14.77 361,18.51 361,26 "
            + "C 361,33.49 361,37.23 359.73,41.26 C 358.12,45.66 354.66,49.12 350.26,50.73 C 346.23,52 342.49,52 335,52 "
            + "L 26,52 "
            + "C 18.51,52 14.77,52 10.74,50.73 C 6.34,49.12 2.88,45.66 1.27,41.26 C 0,37.23 0,33.49 0,26 "
            + "C 0,18.51 0,14.77 1.27,10.74 C 2.88,6.34 6.34,2.88 10.74,1.27 C 14.77,0 18.51,0 26,0 Z"
        #expect(RoundedRectPath.pathData(rect, radius: 26, mask: .all, curve: .continuous) == expected)
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
    /// uikit-facts.md: at r = 26 a single 52 pt row needs 2 × 39.7 pt vertically and is clamped;
    /// first and last rows (39.7 ≤ 52) are not.
    @Test func cornersShareAnEdgeOnlyWithARoundedNeighbour() {
        let row = Rect(x: 0, y: 0, width: 343, height: 52)
        let full = 1.528665 * 26
        #expect(abs(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: row, mask: .top) - full) < 1e-9)
        #expect(abs(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: row, mask: .bottom) - full) < 1e-9)
        #expect(RoundedRectPath.cornerExtent(radius: 26, curve: .continuous, in: row, mask: .all) == 26)
        #expect(RoundedRectPath.cornerExtent(radius: 26, curve: .circular, in: Rect(x: 0, y: 0, width: 343, height: 20), mask: .top) == 20)
    }
}
