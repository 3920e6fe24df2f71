/// `UIContentSizeCategory`: the reader's preferred text size (Dynamic Type), smallest to largest.
///
/// The raw values are UIKit's Swift names, so a spec says `contentSizeCategory: accessibilityLarge`
/// as code would say `.accessibilityLarge`.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// True for the five "Larger Accessibility Sizes" (AX1 to AX5), as `isAccessibilityCategory` says.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The position in Apple's table of sizes, from 0 (extraSmall) to 11 (AX5).
    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
