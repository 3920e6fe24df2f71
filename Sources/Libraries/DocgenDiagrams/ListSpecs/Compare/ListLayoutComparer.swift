import DocgenCore

/// Compares laid-out lists property by property: what a comparison figure calls out and its
/// table lists.
///
/// Pure: it reads only the layouts. A property counts as different when its values do not print
/// the same (`PointFormat`, two decimals), so a difference of a thousandth of a point, which no
/// reader could see, is not one. A property that a layout does not have (no header, one section)
/// is left out, and so is the header case where capitals change no header (Chinese text).
public enum ListLayoutComparer {
    /// The properties whose values differ between `layouts`, in ``ComparedProperty`` order.
    public static func differences(_ layouts: [ListLayout]) -> [LayoutDifference] {
        guard layouts.count > 1 else { return [] }
        return ComparedProperty.allCases.compactMap { property in
            let values = layouts.compactMap { measure(property, in: $0) }
            guard values.count == layouts.count else { return nil }
            let printed = Set(values.map(\.comparisonKey))
            return printed.count > 1 ? LayoutDifference(property: property, values: values) : nil
        }
    }

    /// The value of `property` in `layout`, or nil when the layout has no such thing.
    public static func measure(_ property: ComparedProperty, in layout: ListLayout) -> ComparedMeasure? {
        let first = layout.sections.first
        switch property {
        case .tableWidth: return .points(layout.tableFrame.width)
        case .sectionInset: return .points(layout.sectionInset)
        case .cellMargin: return .points(layout.cellMargin)
        case .cornerRadius:
            guard layout.spec.style == .insetGrouped, let first else { return nil }
            return (first.decoration?.cornerRadius ?? first.rows.first?.cornerRadius).map(ComparedMeasure.points)
        case .spaceAboveFirstSection:
            guard let first else { return nil }
            return .points(first.header?.frame.minY ?? first.frame.minY)
        case .headerToFirstRow:
            guard let section = layout.sections.first(where: { $0.header != nil }), let header = section.header else { return nil }
            return .points(section.frame.minY - header.frame.maxY)
        case .rowHeight:
            return first?.rows.first.map { .points($0.frame.height) }
        case .lastRowToFooter:
            guard let section = layout.sections.first(where: { $0.footer != nil }), let footer = section.footer else { return nil }
            return .points(footer.frame.minY - section.frame.maxY)
        case .spaceBetweenSections:
            guard layout.sections.count > 1 else { return nil }
            return .points(startOfSecondSection(layout) - endOfFirstSection(layout))
        case .bodyTextSize: return .points(layout.fonts.body.pointSize)
        case .headerTextSize:
            guard layout.sections.contains(where: { $0.header != nil || $0.footer != nil }) else { return nil }
            return .points(layout.fonts.footnote.pointSize)
        case .headerCase:
            // Only where capitals would change a header: Chinese has no case, and "DISPLAY" is
            // already in capitals.
            let headers = layout.spec.sections.compactMap(\.header)
            guard headers.contains(where: { HeaderCase.upper.shown($0) != $0 }) else { return nil }
            return .headerCase(layout.spec.resolvedHeaderCase)
        case .contentHeight: return .points(layout.tableFrame.height)
        }
    }

    /// Where the first section ends: its footer's text, or else its last row.
    static func endOfFirstSection(_ layout: ListLayout) -> Double {
        let first = layout.sections[0]
        return first.footer?.frame.maxY ?? first.frame.maxY
    }

    /// Where the second section starts: its header's text, or else its first row.
    static func startOfSecondSection(_ layout: ListLayout) -> Double {
        let second = layout.sections[1]
        return second.header?.frame.minY ?? second.frame.minY
    }
}

private extension ComparedMeasure {
    /// The value as a reader sees it, which decides whether two values differ.
    var comparisonKey: String {
        switch self {
        case .points(let value): PointFormat.string(value)
        case .headerCase(let headerCase): headerCase.rawValue
        }
    }
}
