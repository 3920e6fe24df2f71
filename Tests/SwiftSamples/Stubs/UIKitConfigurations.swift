// Declarations only: cell configurations (iOS 14 and later) and the cell state they read.

@MainActor public protocol UIConfigurationState {}

@available(iOS 14.0, *)
@MainActor public protocol UIContentConfiguration {}

@available(iOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState {
    public enum DragState: Hashable, Sendable { case none, lifting, dragging }
    public var traitCollection: UITraitCollection
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isDisabled: Bool
    public var isEditing: Bool
    public var isExpanded: Bool
    public var isSwiped: Bool
    public var isReordering: Bool
    public var cellDragState: UICellConfigurationState.DragState
}

@available(iOS 14.0, *)
public struct UIBackgroundConfiguration {
    public static func clear() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS, deprecated: 18.0, message: "use listCell()")
    public static func listPlainCell() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS, deprecated: 18.0, message: "use listCell()")
    public static func listGroupedCell() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS 18.0, *)
    public static func listCell() -> UIBackgroundConfiguration { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
    public var customView: UIView?
    public var cornerRadius: CGFloat
    public var backgroundInsets: NSDirectionalEdgeInsets
    public var backgroundColor: UIColor?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat
}

@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration {
    public static func cell() -> UIListContentConfiguration { fatalError() }
    public static func valueCell() -> UIListContentConfiguration { fatalError() }
    public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
    @available(iOS, deprecated: 18.0, message: "use header()")
    public static func groupedHeader() -> UIListContentConfiguration { fatalError() }
    @available(iOS 18.0, *)
    public static func header() -> UIListContentConfiguration { fatalError() }
    @available(iOS 15.0, *)
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { fatalError() }
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
}
