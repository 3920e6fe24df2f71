/// A table view described by an author: what a ```` ```listspec ```` block says, with defaults applied.
public struct ListSpec: Sendable, Equatable {
    public var id: String
    public var caption: String?
    public var style: TableStyle
    public var device: Device
    /// The section corner radius; nil means the style's and system's default.
    public var cornerRadius: Double?
    public var cornerCurve: CornerCurve
    public var system: SystemVersion
    /// The reader's text size (Dynamic Type).
    public var contentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    /// How headers show their text; nil means as UIKit's own headers do for the style and system
    /// (``resolvedHeaderCase``).
    public var headerCase: HeaderCase?
    /// What draws each section's rounded card: the rows' backgrounds, or one decoration view.
    public var decoration: SectionDecoration
    /// How far a highlighted row's background is inset from the row's edges; 0 fills the row.
    public var highlightInset: Double
    /// The language of the diagrams' own text; a spec inherits its chapter's.
    public var language: DiagramLanguage
    /// The diagrams to draw, in order.
    public var views: [DiagramView]
    public var sections: [SectionSpec]
    /// The values of one setting to draw side by side (`compare:`); nil draws the spec's `views`.
    public var comparison: ListComparison? = nil
    /// Settings to draw the list under, one drawing per combination, in a grid; nil draws it once.
    public var variants: ListSpecVariants? = nil
    /// How sure the metrics are, as the spec says (`confidence:`); nil for the system's default.
    public var confidence: MetricConfidence? = nil

    public init(id: String, caption: String? = nil, style: TableStyle = .insetGrouped, device: Device = .named("iPhone 15")!,
                cornerRadius: Double? = nil, cornerCurve: CornerCurve = .continuous, system: SystemVersion = .classic(17),
                contentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
                headerCase: HeaderCase? = nil, decoration: SectionDecoration = .none, highlightInset: Double = 0,
                language: DiagramLanguage = .english, views: [DiagramView] = [.list], sections: [SectionSpec]) {
        self.id = id
        self.caption = caption
        self.style = style
        self.device = device
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.system = system
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.headerCase = headerCase
        self.decoration = decoration
        self.highlightInset = highlightInset
        self.language = language
        self.views = views
        self.sections = sections
    }

    /// How headers show their text: the spec's `headerCase`, or UIKit's default for its style and system.
    public var resolvedHeaderCase: HeaderCase {
        headerCase ?? .default(style: style, system: system)
    }

    /// How sure the metrics are: the spec's `confidence`, or what docgen knows of UIKit's
    /// (``MetricConfidence/uikitDefault(for:)``).
    public var resolvedConfidence: MetricConfidence {
        confidence ?? .uikitDefault(for: self)
    }

    /// A corner radius the spec sets without rating its metrics itself: the figure's own value,
    /// not UIKit's, which the confidence note says (the rest still comes from UIKit's metrics).
    public var chosenCornerRadius: Double? { confidence == nil ? cornerRadius : nil }

    /// Whether each section is drawn as one background decoration view: asked for, on the only
    /// style whose sections are cards.
    public var hasSectionDecorations: Bool { decoration == .background && style == .insetGrouped }

    /// The same spec with its diagrams' text in `language`: how a spec inherits its chapter's language.
    public func written(in language: DiagramLanguage) -> ListSpec {
        var spec = self
        spec.language = language
        return spec
    }
}

/// One section: optional header and footer text around its rows.
public struct SectionSpec: Sendable, Equatable {
    public var header: String?
    public var footer: String?
    public var rows: [RowSpec]

    public init(header: String? = nil, footer: String? = nil, rows: [RowSpec]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// One row (cell) of a section.
public struct RowSpec: Sendable, Equatable {
    public var title: String
    /// A second line under the title (UIKit's subtitle cell).
    public var subtitle: String?
    /// Trailing value text (UIKit's value1 cell).
    public var detail: String?
    public var accessory: Accessory
    /// An explicit row height; nil means UIKit's default for the row's content.
    public var height: Double?
    /// The row is drawn highlighted (pressed or selected).
    public var isHighlighted: Bool

    public init(title: String, subtitle: String? = nil, detail: String? = nil, accessory: Accessory = .none, height: Double? = nil,
                isHighlighted: Bool = false) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.accessory = accessory
        self.height = height
        self.isHighlighted = isHighlighted
    }
}

/// `UITableView.Style`.
public enum TableStyle: String, Sendable, CaseIterable {
    case plain, grouped, insetGrouped
}

/// `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, CaseIterable {
    case continuous, circular
}

/// What ends a row: a `UITableViewCell.AccessoryType`, or a `UISwitch` set as the cell's
/// `accessoryView` (off or on), as Settings' rows such as Airplane Mode have.
public enum Accessory: String, Sendable, CaseIterable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton, switchOff, switchOn

    /// A `UISwitch`: a control of fixed size, not a glyph that grows with Dynamic Type.
    public var isSwitch: Bool { self == .switchOff || self == .switchOn }
}

/// A diagram docgen can draw from a spec.
public enum DiagramView: String, Sendable, CaseIterable {
    case list, layers, corners, accessory
}

/// The iOS version whose metrics apply: iOS 13 to 18 share the classic metrics; iOS 26 has Liquid Glass.
public enum SystemVersion: Sendable, Hashable, CustomStringConvertible {
    case classic(Int)
    case liquidGlass

    /// Reads `iOS 17`, `iOS 26`; nil for versions without insetGrouped (before 13) or unknown ones.
    public init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 2, parts[0] == "iOS",
              let major = parts[1].split(separator: ".", omittingEmptySubsequences: false).first.flatMap({ Int($0) }) else { return nil }
        switch major {
        case 13...18: self = .classic(major)
        case 26: self = .liquidGlass
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .classic(let major): "iOS \(major)"
        case .liquidGlass: "iOS 26"
        }
    }

    public var isLiquidGlass: Bool { self == .liquidGlass }
}
