// Declarations only: the part of QuartzCore (Core Animation) the guide's samples use.

public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

@available(iOS 13.0, *)
public struct CALayerCornerCurve: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

open class CALayer: NSObject {
    open var bounds: CGRect = .zero
    open var frame: CGRect = .zero
    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    @available(iOS 13.0, *)
    open var cornerCurve: CALayerCornerCurve = .circular
    @available(iOS 13.0, *)
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat { 1 }
    open var masksToBounds: Bool = false
    open var mask: CALayer?
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open func addSublayer(_ layer: CALayer) {}
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
}
