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

/// Formats point values the same way everywhere: at most two decimals, no trailing zeros.
public enum PointFormat {
    public static func string(_ value: Double) -> String {
        // Beyond 10^15 (and for NaN and the infinities) the integer arithmetic below would trap.
        guard value.magnitude < 1e15 else { return trimmed(FixedDecimal.string(value, decimals: 2)) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(.towardZero) {
            return String(Int(rounded))
        }
        return trimmed(String(format2: rounded))
    }

    /// `12.50` → `12.5`, `3.00` → `3`.
    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

private extension String {
    /// Two decimals without Foundation (locale-independent), for magnitudes below 10^15.
    init(format2 value: Double) {
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 ? "-" : ""
        let fraction = hundredths % 100
        self = "\(sign)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
