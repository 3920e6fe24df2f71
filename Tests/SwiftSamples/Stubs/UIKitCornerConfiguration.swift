// Declarations only: the corner configuration API of iOS 26.

@available(iOS 26.0, *)
public struct UICornerRadius: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(floatLiteral: radius) }
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius { UICornerRadius(integerLiteral: 0) }
}

@available(iOS 26.0, *)
public struct UICornerConfiguration {
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration { fatalError() }
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration { fatalError() }
    public static func corners(topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
                               bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration { fatalError() }
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration { fatalError() }
}

extension UIView {
    @available(iOS 26.0, *)
    public var cornerConfiguration: UICornerConfiguration { get { fatalError() } set {} }
}
