// Declarations only: UITableView, its cells, and swipe actions.

@MainActor open class UIScrollView: UIView {}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

@MainActor public protocol UITableViewDelegate: NSObjectProtocol {}

public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}

@MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var style: UITableView.Style { .plain }
    weak open var dataSource: (any UITableViewDataSource)?
    weak open var delegate: (any UITableViewDelegate)?
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    @available(iOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat { get { UITableView.automaticDimension } set {} }
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var separatorStyle: UITableView.SeparatorStyle = .singleLine
    open var separatorInset: UIEdgeInsets = .zero
    @available(iOS 11.0, *)
    open var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges
    open var cellLayoutMarginsFollowReadableWidth: Bool = false
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { nil }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: identifier) }
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open func beginUpdates() {}
    open func endUpdates() {}
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    @available(iOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {}
}

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var contentView: UIView { UIView() }
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var accessoryView: UIView?
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset: UIEdgeInsets = .zero
    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) {}
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {}

    @available(iOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? { get { fatalError() } set {} }
    @available(iOS 14.0, *)
    open var backgroundConfiguration: UIBackgroundConfiguration? { get { fatalError() } set {} }
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() {}
    @available(iOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {}
}

@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! { UITableView(frame: .zero, style: .plain) }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    @available(iOS 11.0, *)
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

@available(iOS 11.0, *)
@MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    /// Main-actor isolated, as Apple declares it (`@MainActor typealias Handler`).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) { self.init() }
    open var backgroundColor: UIColor!
    open var image: UIImage?
}

@available(iOS 11.0, *)
@MainActor open class UISwipeActionsConfiguration: NSObject {
    public convenience init(actions: [UIContextualAction]) { self.init() }
    open var performsFirstActionWithFullSwipe: Bool = true
}

/// UIKit's additions to Foundation's `IndexPath`.
extension IndexPath {
    public init(row: Int, section: Int) { self.init() }
    public init(item: Int, section: Int) { self.init() }
    public var section: Int { get { 0 } set {} }
    public var row: Int { get { 0 } set {} }
    public var item: Int { get { 0 } set {} }
}
