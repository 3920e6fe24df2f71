/// A screen a spec is laid out for: its width in points, whether UIKit gives it wide layout
/// margins, and its pixel scale (for hairline separators and pixel-aligned drawing).
public struct Device: Sendable, Hashable {
    public var name: String
    public var width: Double
    /// True on devices whose screen reports `_wantsWideContentMargins` (Plus/Max phones, iPad):
    /// 20 pt margins instead of 16 (uikit-facts.md, "Horizontal section inset").
    public var hasWideMargins: Bool
    public var scale: Double

    public init(name: String, width: Double, hasWideMargins: Bool, scale: Double) {
        self.name = name
        self.width = width
        self.hasWideMargins = hasWideMargins
        self.scale = scale
    }

    /// A phone of the given width with standard margins, for `width:` without `device:`.
    public static func phone(width: Double) -> Device {
        Device(name: "\(PointFormat.string(width)) pt phone", width: width, hasWideMargins: false, scale: 3)
    }

    /// The named devices a spec may use; portrait widths in points.
    public static let catalogue: [Device] = [
        Device(name: "iPhone SE", width: 375, hasWideMargins: false, scale: 2),
        Device(name: "iPhone 13 mini", width: 375, hasWideMargins: false, scale: 3),
        Device(name: "iPhone 13 Pro", width: 390, hasWideMargins: false, scale: 3),
        Device(name: "iPhone 15", width: 393, hasWideMargins: false, scale: 3),
        Device(name: "iPhone 15 Pro", width: 393, hasWideMargins: false, scale: 3),
        Device(name: "iPhone 15 Plus", width: 430, hasWideMargins: true, scale: 3),
        Device(name: "iPhone 15 Pro Max", width: 430, hasWideMargins: true, scale: 3),
        Device(name: "iPhone 16 Pro", width: 402, hasWideMargins: false, scale: 3),
        Device(name: "iPhone 16 Pro Max", width: 440, hasWideMargins: true, scale: 3),
        Device(name: "iPad mini", width: 744, hasWideMargins: true, scale: 2),
        Device(name: "iPad", width: 820, hasWideMargins: true, scale: 2),
        Device(name: "iPad Pro 13-inch", width: 1032, hasWideMargins: true, scale: 2),
    ]

    /// The catalogue device with this name.
    public static func named(_ name: String) -> Device? {
        catalogue.first { $0.name == name }
    }
}
