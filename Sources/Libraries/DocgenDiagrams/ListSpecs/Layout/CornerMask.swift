/// `CACornerMask`: which corners of a layer are rounded, with UIKit's bit values
/// (uikit-facts.md, "CACornerMask bits": MinXMinY = 1, MaxXMinY = 2, MinXMaxY = 4, MaxXMaxY = 8).
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)

    public static let top: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    public static let bottom: CornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public static let all: CornerMask = [.top, .bottom]

    /// The set corners' Swift names in bit order, e.g. `["layerMinXMinYCorner", "layerMaxXMinYCorner"]`.
    public var names: [String] {
        [(CornerMask.layerMinXMinYCorner, "layerMinXMinYCorner"), (.layerMaxXMinYCorner, "layerMaxXMinYCorner"),
         (.layerMinXMaxYCorner, "layerMinXMaxYCorner"), (.layerMaxXMaxYCorner, "layerMaxXMaxYCorner")]
            .filter { contains($0.0) }.map(\.1)
    }

    /// The mask as Swift source: `[.layerMinXMinYCorner, .layerMaxXMinYCorner]`, or `[]`.
    public var swiftLiteral: String {
        "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    }
}
