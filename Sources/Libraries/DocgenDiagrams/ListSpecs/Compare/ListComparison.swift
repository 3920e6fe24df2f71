/// What a spec's `compare:` names: one setting and the values to lay the spec out with, each drawn
/// as a panel of one figure at the same scale.
///
/// Every value is of the same setting (a system, a device or a text size); a comparison of two
/// settings at once would not say which of them made a number change.
public struct ListComparison: Sendable, Hashable {
    /// The values in the order the author gave them: the panels, left to right.
    public var values: [ComparedValue]

    /// Two to ``maximumCount`` values of one setting, none twice (``ListComparisonReader`` checks).
    public init(values: [ComparedValue]) {
        self.values = values
    }

    /// The most panels one figure holds: beyond three, each panel is too narrow on a page.
    public static let maximumCount = 3

    /// The setting the values vary.
    public var setting: ComparedSetting { values.first?.setting ?? .system }
}

/// A setting a comparison can vary.
public enum ComparedSetting: String, Sendable, CaseIterable {
    case system, device, contentSizeCategory
}

/// One value of a compared setting.
public enum ComparedValue: Sendable, Hashable {
    case system(SystemVersion)
    case device(Device)
    case contentSizeCategory(ContentSizeCategory)

    public var setting: ComparedSetting {
        switch self {
        case .system: .system
        case .device: .device
        case .contentSizeCategory: .contentSizeCategory
        }
    }

    /// How a panel and a table column name the value, the same in every language: `iOS 18`,
    /// `iPad`, or a text size as Swift spells it (`accessibilityLarge`).
    public var label: String {
        switch self {
        case .system(let system): "\(system)"
        case .device(let device): device.name
        case .contentSizeCategory(let category): category.rawValue
        }
    }

    /// `spec` with this value in place of its own.
    public func applied(to spec: ListSpec) -> ListSpec {
        var spec = spec
        switch self {
        case .system(let system): spec.system = system
        case .device(let device): spec.device = device
        case .contentSizeCategory(let category): spec.contentSizeCategory = category
        }
        return spec
    }
}

extension ListSpec {
    /// The spec once per compared value, each without the comparison: what each panel lays out.
    /// Empty when the spec compares nothing.
    public var comparedSpecs: [ListSpec] {
        guard let comparison else { return [] }
        var base = self
        base.comparison = nil
        return comparison.values.map { $0.applied(to: base) }
    }
}
