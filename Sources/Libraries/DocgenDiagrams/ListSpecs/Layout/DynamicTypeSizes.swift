/// A text style's font at one content size category: its point size and line height (leading).
public struct TextStyleFont: Sendable, Equatable {
    public var pointSize: Double
    public var lineHeight: Double

    public init(pointSize: Double, lineHeight: Double) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
    }
}

/// The three text styles a table view's default cells, headers and footers use, at one content
/// size category: body (titles and detail text), subheadline (subtitles) and footnote (grouped
/// headers and footers).
///
/// Sizes and line heights come from Apple's Human Interface Guidelines, Typography, "Dynamic Type
/// sizes" (iOS), one column per category from extraSmall to AX5. Point sizes: M (the HIG table,
/// and the same sizes measured with `UIFont.preferredFont(forTextStyle:)` in the iOS 13.3
/// simulator by temoki/UIKit_DynamicType). Line heights: L (the HIG table alone, not measured).
/// At `large`, the default, they are 17/22, 15/20 and 13/18, the sizes the rest of the model
/// assumes (the 44 pt row is 2 × 22).
public struct ListFonts: Sendable, Equatable {
    public var body: TextStyleFont
    public var subheadline: TextStyleFont
    public var footnote: TextStyleFont

    public init(_ category: ContentSizeCategory) {
        body = Self.font(Self.bodySizes, category)
        subheadline = Self.font(Self.subheadlineSizes, category)
        footnote = Self.font(Self.footnoteSizes, category)
    }

    /// (point size, line height) from extraSmall to accessibilityExtraExtraExtraLarge.
    static let bodySizes: [(Double, Double)] = [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ]
    static let subheadlineSizes: [(Double, Double)] = [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 51), (49, 58),
    ]
    static let footnoteSizes: [(Double, Double)] = [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 53),
    ]

    private static func font(_ table: [(Double, Double)], _ category: ContentSizeCategory) -> TextStyleFont {
        let (size, leading) = table[category.index]
        return TextStyleFont(pointSize: size, lineHeight: leading)
    }
}
