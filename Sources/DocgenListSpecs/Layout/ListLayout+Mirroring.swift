import DocgenSVG

/// Right to left: UIKit mirrors a table view's horizontal geometry, so a right-to-left layout is
/// the left-to-right one reflected about the table's vertical centre line.
///
/// Every frame moves, separators included: Apple's `separatorInset` documentation says a table
/// flips an inset's left and right values in a right-to-left interface, so a separator stays
/// inset from the text's (leading) side. Corner masks do not change, because `maskedCorners` is
/// in layer coordinates (`layerMinXMinYCorner` is the top-left corner in either direction) and
/// UIKit rounds both corners of an edge (uikit-facts.md, "Corners by row position"), which a
/// reflection keeps.
extension ListLayout {
    /// The layout reflected horizontally within the table's width.
    public func mirrored() -> ListLayout {
        var layout = self
        let width = tableFrame.width
        layout.sections = sections.map { section in
            var section = section
            section.frame = section.frame.mirrored(within: width)
            section.header = section.header.map { TextBlock(frame: $0.frame.mirrored(within: width), lines: $0.lines) }
            section.footer = section.footer.map { TextBlock(frame: $0.frame.mirrored(within: width), lines: $0.lines) }
            section.separators = section.separators.map { $0.mirrored(within: width) }
            section.rows = section.rows.map { row in
                var row = row
                row.frame = row.frame.mirrored(within: width)
                row.contentFrame = row.contentFrame.mirrored(within: width)
                row.titleFrame = row.titleFrame.mirrored(within: width)
                row.subtitleFrame = row.subtitleFrame?.mirrored(within: width)
                row.detailFrame = row.detailFrame?.mirrored(within: width)
                row.accessoryFrame = row.accessoryFrame?.mirrored(within: width)
                return row
            }
            return section
        }
        return layout
    }
}

extension Rect {
    /// The rectangle reflected about the vertical line x = width / 2.
    public func mirrored(within width: Double) -> Rect {
        Rect(x: width - maxX, y: y, width: self.width, height: height)
    }
}
