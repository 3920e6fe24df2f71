// Declarations only: UICollectionView lists, compositional layout and diffable data sources.

@MainActor open class UICollectionViewLayout: NSObject {
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}

@MainActor open class UICollectionReusableView: UIView {}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { UIView() }
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? { get { fatalError() } set {} }
    @available(iOS 14.0, *)
    open var backgroundConfiguration: UIBackgroundConfiguration? { get { fatalError() } set {} }
    @available(iOS 16.0, *)
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { fatalError() }
    @available(iOS 14.0, *)
    open var configurationState: UICellConfigurationState { fatalError() }
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() {}
    @available(iOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {}
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? { get { fatalError() } set {} }
}

@available(iOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    open var accessories: [UICellAccessory] = []
    open var indentationLevel: Int = 0
}

@available(iOS 14.0, *)
public struct UICellAccessory {
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }
    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always) -> UICellAccessory { fatalError() }
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always) -> UICellAccessory { fatalError() }
    public static func reorder(displayed: UICellAccessory.DisplayedState = .whenEditing) -> UICellAccessory { fatalError() }
    public static func delete(displayed: UICellAccessory.DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory { fatalError() }
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always,
                                         options: UICellAccessory.OutlineDisclosureOptions = UICellAccessory.OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory { fatalError() }

    public struct OutlineDisclosureOptions {
        public enum Style: Sendable { case automatic, header, cell }
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }
}

@MainActor open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var isEditing: Bool = false
    open func numberOfItems(inSection section: Int) -> Int { 0 }

    @available(iOS 14.0, *)
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
    }

    @available(iOS 14.0, *)
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {}
    }

    @available(iOS 14.0, *)
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell { fatalError() }

    @available(iOS 14.0, *)
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary { fatalError() }

    public class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    public class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }
}

@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    @available(iOS 14.0, *)
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    }

    public init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {}
    open var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?
    @available(iOS 14.0, *)
    open var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers { get { fatalError() } set {} }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
    @available(iOS 14.0, *)
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    public init() {}
    public var sectionIdentifiers: [SectionIdentifierType] { [] }
    public var itemIdentifiers: [ItemIdentifierType] { [] }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { [] }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { nil }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { nil }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    @available(iOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
}

@available(iOS 14.0, *)
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> {
    public init() {}
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {}
    public mutating func expand(_ items: [ItemIdentifierType]) {}
    public mutating func collapse(_ items: [ItemIdentifierType]) {}
}

@available(iOS 14.0, *)
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    public var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
    public var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
}

@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration {
    public enum Visibility: Sendable { case automatic, visible, hidden }
    public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility
    public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility
    public var topSeparatorInsets: NSDirectionalEdgeInsets
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets
    public var color: UIColor
    public var multipleSelectionColor: UIColor
    @available(iOS 15.0, *)
    public var visualEffect: UIVisualEffect? { get { fatalError() } set {} }
    /// The insets that stand for the list's own choice, the default of both inset properties.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
}

@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Sendable { case none, supplementary }
    @available(iOS 14.5, *)
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {}
    public var appearance: UICollectionLayoutListConfiguration.Appearance { .plain }
    public var backgroundColor: UIColor?
    public var showsSeparators: Bool
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode
    @available(iOS 15.0, *)
    public var headerTopPadding: CGFloat? { get { fatalError() } set {} }
    @available(iOS 14.5, *)
    public var separatorConfiguration: UIListSeparatorConfiguration { get { fatalError() } set {} }
    @available(iOS 14.5, *)
    public var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler? { get { fatalError() } set {} }
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
}

@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

@MainActor open class NSCollectionLayoutSection: NSObject {
    @available(iOS 14.0, *)
    public class func list(using configuration: UICollectionLayoutListConfiguration,
                           layoutEnvironment: any NSCollectionLayoutEnvironment) -> Self { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    @available(iOS 14.0, *)
    open var contentInsetsReference: UIContentInsetsReference { get { fatalError() } set {} }
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
}

@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable { case automatic, none, safeArea, layoutMargins, readableContent }

@MainActor open class NSCollectionLayoutDecorationItem: NSObject {
    public class func background(elementKind: String) -> Self { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets = .zero
}

@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayout.SectionProvider) {}
    @available(iOS 14.0, *)
    public class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout { fatalError() }
}
