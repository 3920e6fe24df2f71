/// `UIUserInterfaceLayoutDirection`: which horizontal side is leading.
///
/// Right to left mirrors a table view's geometry: text starts at the right, accessories sit on
/// the left, and the contentView gives way on the left.
public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft

    /// The x coordinate of `rect`'s leading edge: its left edge, or its right edge in right to left.
    public func leadingEdge(of rect: Rect) -> Double {
        self == .leftToRight ? rect.minX : rect.maxX
    }

    /// The x coordinate of `rect`'s trailing edge.
    public func trailingEdge(of rect: Rect) -> Double {
        self == .leftToRight ? rect.maxX : rect.minX
    }
}
