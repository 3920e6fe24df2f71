// Declarations only: the part of Core Graphics the guide's samples use.
// CGFloat is Double here; Swift converts between the two implicitly on Apple platforms too.

public typealias CGFloat = Double

public struct CGPoint: Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

public struct CGSize: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public static var zero: CGSize { CGSize(width: 0, height: 0) }
}

public struct CGRect: Equatable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
}

public struct CGAffineTransform: Equatable, Sendable {
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
    public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
}

public final class CGColor {
    public var alpha: CGFloat { 1 }
}

public final class CGPath {}
