/// A measure of a laid-out list that a comparison reads from each panel.
public enum ComparedProperty: String, Sendable, CaseIterable {
    /// The table's width: the device's screen.
    case tableWidth
    /// The horizontal inset of sections from the screen's edges.
    case sectionInset
    /// The cell's layout margin: where its text starts, and where separators start.
    case cellMargin
    /// The section's corner radius.
    case cornerRadius
    /// From the top of the list to the first section's header text (or its first row).
    case spaceAboveFirstSection
    /// From the bottom of a header's text to the first row of its section.
    case headerToFirstRow
    /// The height of the first row.
    case rowHeight
    /// From the last row of a section to its footer's text.
    case lastRowToFooter
    /// From the end of the first section (its rows or footer) to the start of the second.
    case spaceBetweenSections
    /// The body text size of the rows.
    case bodyTextSize
    /// The footnote text size of headers and footers.
    case headerTextSize
    /// Whether headers are shown in capitals.
    case headerCase
    /// The height of the whole list.
    case contentHeight
}

/// A value of a ``ComparedProperty`` in one panel.
public enum ComparedMeasure: Sendable, Hashable {
    /// A length or a text size, in points.
    case points(Double)
    case headerCase(HeaderCase)
}

/// One property whose value is not the same in every panel, with its value in each.
public struct LayoutDifference: Sendable, Equatable {
    public var property: ComparedProperty
    /// One value per panel, in panel order.
    public var values: [ComparedMeasure]

    public init(property: ComparedProperty, values: [ComparedMeasure]) {
        self.property = property
        self.values = values
    }
}
