import DocgenCore

/// A rectangle in points, in the table view's coordinate space (origin top-left, y down).
public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midY: Double { y + height / 2 }

    /// True when the two rectangles share interior area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// True when `other` lies inside this rectangle (edges included), within a rounding tolerance.
    public func contains(_ other: Rect) -> Bool {
        let epsilon = 1e-9
        return other.minX >= minX - epsilon && other.maxX <= maxX + epsilon
            && other.minY >= minY - epsilon && other.maxY <= maxY + epsilon
    }

    /// `(x, y, width, height)` with compact numbers.
    public var description: String {
        "(\(PointFormat.string(x)), \(PointFormat.string(y)), \(PointFormat.string(width)), \(PointFormat.string(height)))"
    }
}

/// Formats point values the same way everywhere: at most two decimals, no trailing zeros, from
/// ``FixedDecimal`` (as a number is written, rounded half away from zero).
public enum PointFormat {
    public static func string(_ value: Double) -> String {
        FixedDecimal.string(value, decimals: 2, trimmingZeros: true)
    }
}
