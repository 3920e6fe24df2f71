/// A spec laid out: every frame in points, in the table view's coordinates.
public struct ListLayout: Sendable, Equatable {
    public var spec: ListSpec
    /// The table view's frame: the device width and the height of its content.
    public var tableFrame: Rect
    /// The horizontal inset of sections from the table's edges (0 for plain and grouped).
    public var sectionInset: Double
    /// The cell layout margin: where text starts inside a cell, and where accessories end.
    public var cellMargin: Double
    /// The text styles at the spec's content size category.
    public var fonts: ListFonts
    /// False at accessibility sizes, where UIKit stacks detail text under the title instead of
    /// beside it (`UIListContentConfiguration.prefersSideBySideTextAndSecondaryText`).
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var sections: [SectionLayout]
}

/// One section: its rounded background (the union of its rows), header, footer and rows.
public struct SectionLayout: Sendable, Equatable {
    /// The area its rows cover: what the reader sees as the rounded section.
    public var frame: Rect
    public var header: TextBlock?
    public var footer: TextBlock?
    public var rows: [RowLayout]
    /// Separator lines, drawn at the bottom edge of the row above them.
    public var separators: [Rect]
    /// The section's background decoration view (`NSCollectionLayoutDecorationItem.background`),
    /// when the spec asks for one: the rows' union with all four corners rounded, whatever the
    /// number of rows. Nil when each row draws its own piece.
    public var decoration: RoundedShape?
}

/// Header or footer text with its frame and its lines as wrapped.
public struct TextBlock: Sendable, Equatable {
    public var frame: Rect
    public var lines: [String]

    public init(frame: Rect, lines: [String]) {
        self.frame = frame
        self.lines = lines
    }
}

/// Where a row sits within its section, which decides its corners.
public enum RowPosition: String, Sendable {
    case first, middle, last, single
}

/// One row: the cell, its contentView, text and accessory frames, and its corner mask.
///
/// Each text frame holds its lines one under the other. Text wraps only at accessibility sizes;
/// elsewhere it is one line, which the drawing truncates to the frame as UIKit does.
public struct RowLayout: Sendable, Equatable {
    public var frame: Rect
    /// The contentView: the cell's frame shrunk on the trailing side by the accessory.
    public var contentFrame: Rect
    public var titleFrame: Rect
    public var titleLines: [String]
    public var subtitleFrame: Rect?
    public var subtitleLines: [String]
    public var detailFrame: Rect?
    public var detailLines: [String]
    public var accessoryFrame: Rect?
    public var position: RowPosition
    public var cornerMask: CornerMask
    public var cornerRadius: Double
    /// The background of a highlighted row (its selected background configuration), over the
    /// card; nil when the row is not highlighted.
    public var highlight: RoundedShape?
}

/// A rounded rectangle the layout places over or behind rows: a section's background decoration
/// view, or a highlighted row's background.
public struct RoundedShape: Sendable, Equatable {
    public var frame: Rect
    public var cornerRadius: Double
    public var cornerMask: CornerMask

    public init(frame: Rect, cornerRadius: Double, cornerMask: CornerMask) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.cornerMask = cornerMask
    }

    /// The same shape reflected about the vertical line x = width / 2; its mask stays, as masks do.
    public func mirrored(within width: Double) -> RoundedShape {
        RoundedShape(frame: frame.mirrored(within: width), cornerRadius: cornerRadius, cornerMask: cornerMask)
    }
}
