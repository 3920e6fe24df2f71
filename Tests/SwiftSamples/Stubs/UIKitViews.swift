// Declarations only: UIKit's views, colours, traits and geometry that the guide's samples use.

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static var zero: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { self }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public struct UIContentSizeCategory: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let large = UIContentSizeCategory(rawValue: "large")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "a-xxxl")
    public var isAccessibilityCategory: Bool { false }
}

open class UITraitCollection: NSObject {
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
    open var displayScale: CGFloat { 3 }
    open var layoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// Traits are types in Swift; `[UITrait]` lists the ones to observe.
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
@available(iOS 17.0, *) public enum UITraitUserInterfaceStyle: UITraitDefinition {}
@available(iOS 17.0, *) public enum UITraitAccessibilityContrast: UITraitDefinition {}
@available(iOS 17.0, *) public enum UITraitDisplayScale: UITraitDefinition {}
@available(iOS 17.0, *) public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
@available(iOS 17.0, *) public enum UITraitLayoutDirection: UITraitDefinition {}

@MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

@available(iOS 17.0, *)
public protocol UITraitChangeRegistration {}

open class UIColor: NSObject {
    public init(white: CGFloat, alpha: CGFloat) {}
    open var cgColor: CGColor { CGColor() }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var systemBackground: UIColor { .white }
    open class var secondarySystemBackground: UIColor { .white }
    open class var systemGroupedBackground: UIColor { .white }
    open class var secondarySystemGroupedBackground: UIColor { .white }
    open class var systemGray4: UIColor { .white }
    open class var separator: UIColor { .white }
    open class var label: UIColor { .black }
    open class var secondaryLabel: UIColor { .black }
    open class var tertiaryLabel: UIColor { .black }
    open class var systemRed: UIColor { .black }
    open class var systemOrange: UIColor { .black }
}

open class UIImage: NSObject {
    public init?(systemName name: String) {}
}

open class UIFont: NSObject {
    public struct TextStyle: Hashable, Sendable {
        public init(rawValue: String) {}
        public static let body = TextStyle(rawValue: "body")
        public static let footnote = TextStyle(rawValue: "footnote")
    }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

@available(iOS 11.0, *)
@MainActor open class UIFontMetrics: NSObject {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

@MainActor open class UIBezierPath: NSObject {
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {}
    open var cgPath: CGPath { CGPath() }
}

public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder, UITraitEnvironment {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 2)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 4)
    }

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public override init() { super.init() }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var backgroundColor: UIColor?
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var layer: CALayer { CALayer() }
    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open var autoresizingMask: AutoresizingMask = []
    open var layoutMargins: UIEdgeInsets = .zero
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    open var preservesSuperviewLayoutMargins: Bool = false
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open func addSubview(_ view: UIView) {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}

    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}

    @available(iOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { fatalError() }

    // Accessibility (NSObject's informal protocol in UIKit).
    open var isAccessibilityElement: Bool = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
}

@MainActor open class UIViewController: UIResponder, UITraitEnvironment {
    public init(nibName: String?, bundle: AnyObject?) {}
    public required init?(coder: NSCoder) {}
    public override init() { super.init() }
    open var view: UIView! { UIView() }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func viewDidLoad() {}
}

@MainActor public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
}
