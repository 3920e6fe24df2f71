/// The `variants:` of a list spec: the settings to draw the same list under, one drawing for every
/// combination of their values, laid out as a grid of small multiples (``VariantGridRenderer``).
///
/// The axes keep the order the spec wrote them in, and so do their values: the first axis picks
/// the grid's rows and the others its columns, the last one changing fastest (with one axis, its
/// values are the columns of a single row). The order of ``cells`` is the grid's, row by row.
public struct ListSpecVariants: Sendable, Equatable {
    /// The most drawings one grid holds: past that a grid is too dense to read, and too slow to draw.
    public static let maximumCells = 16

    public var axes: [VariantAxis]

    public init(axes: [VariantAxis]) {
        self.axes = axes
    }

    /// Every combination of the axes' values, first axis outermost: the grid's cells, row by row.
    public var cells: [[VariantValue]] {
        axes.reduce([[]]) { combinations, axis in
            combinations.flatMap { combination in axis.values.map { combination + [$0] } }
        }
    }

    /// The axis that picks the grid's rows: the first of two or more; none with a single axis.
    public var rowAxis: VariantAxis? { axes.count > 1 ? axes[0] : nil }

    /// The axes that pick the grid's columns, outermost first.
    public var columnAxes: [VariantAxis] { axes.count > 1 ? Array(axes.dropFirst()) : axes }

    /// How many drawings the grid holds.
    public var cellCount: Int { axes.reduce(1) { $0 * $1.values.count } }
}

/// One axis of a variant grid: a setting and the values it takes, in the order written.
public struct VariantAxis: Sendable, Equatable {
    public var kind: VariantAxisKind
    public var values: [VariantValue]

    public init(kind: VariantAxisKind, values: [VariantValue]) {
        self.kind = kind
        self.values = values
    }
}

/// A setting a variant grid can vary, named as the spec's `variants:` key names it.
public enum VariantAxisKind: String, Sendable, CaseIterable {
    /// The colour scheme: each cell is drawn light or dark whatever the reader's scheme.
    case theme
    /// The Dynamic Type size (the spec's `contentSizeCategory`).
    case textSize
    /// The layout direction (the spec's `layoutDirection`).
    case direction
    /// The iOS version whose metrics apply (the spec's `system`).
    case system
}

/// One value of an axis.
public enum VariantValue: Sendable, Hashable {
    case theme(DiagramPalette.Scheme)
    case textSize(ContentSizeCategory)
    case direction(LayoutDirection)
    case system(SystemVersion)

    /// The spec with this value applied; a theme leaves the spec as it is (it is the drawing's).
    public func applied(to spec: ListSpec) -> ListSpec {
        var spec = spec
        switch self {
        case .theme: break
        case .textSize(let category): spec.contentSizeCategory = category
        case .direction(let direction): spec.layoutDirection = direction
        case .system(let system): spec.system = system
        }
        return spec
    }

    /// The value as a spec may write it most briefly: `dark`, `AX5`, `rtl`, `iOS 26`.
    public var shortName: String {
        switch self {
        case .theme(let scheme): scheme.rawValue
        case .textSize(let category): category.shortName
        case .direction(let direction): direction == .leftToRight ? "ltr" : "rtl"
        case .system(let system): system.description
        }
    }
}

extension ContentSizeCategory {
    /// The name Apple's Dynamic Type tables give the size: `xSmall` to `xxxLarge`, then `AX1` to `AX5`.
    public var shortName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// The category a spec names by either name: `accessibilityExtraLarge` or `AX3`.
    public init?(named text: String) {
        guard let category = Self(rawValue: text) ?? Self.allCases.first(where: { $0.shortName == text }) else { return nil }
        self = category
    }
}

extension Array where Element == VariantValue {
    /// The cell's spec: `spec` with each value applied, and without variants of its own.
    func applied(to spec: ListSpec) -> ListSpec {
        var cell = reduce(spec) { $1.applied(to: $0) }
        cell.variants = nil
        return cell
    }

    /// The colour scheme the cell is drawn in: its theme value, or nil to follow the reader's.
    var scheme: DiagramPalette.Scheme? {
        for case .theme(let scheme) in self { return scheme }
        return nil
    }
}
