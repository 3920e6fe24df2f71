/// What draws a section's rounded card: each row's own background (UIKit's insetGrouped rows), or
/// one background decoration view behind all of a section's rows
/// (`NSCollectionLayoutDecorationItem.background(elementKind:)` in a compositional layout).
public enum SectionDecoration: String, Sendable, CaseIterable {
    /// Every row rounds its own corners by its position in the section.
    case none
    /// One rounded view per section, all four corners rounded; the rows themselves are square and clear.
    case background
}
