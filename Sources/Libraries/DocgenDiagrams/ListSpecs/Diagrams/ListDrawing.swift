/// Draws the parts of a laid-out list as the screen shows them: row backgrounds with their
/// corner masks (or a section's decoration view), separators, text and accessories. Shared by
/// every view.
///
/// Text comes at the layout's Dynamic Type sizes, aligned to the leading edge of its frame (the
/// right edge in right to left, so Latin sample text still reads naturally in its mirrored box).
struct ListDrawing {
    let layout: ListLayout

    var isRightToLeft: Bool { layout.spec.layoutDirection == .rightToLeft }
    /// The frame edge text starts from, and the opposite one.
    var leading: TextAlignment { isRightToLeft ? .right : .left }
    var trailing: TextAlignment { isRightToLeft ? .left : .right }

    /// The background of one row: its system background view, rounded per its mask.
    func rowBackground(_ row: RowLayout, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0),
                       stroke: DiagramPalette.Role? = nil) {
        let frame = row.frame.offsetBy(offset.x, offset.y)
        canvas.path(RoundedRectPath.pathData(frame, radius: row.cornerRadius, mask: row.cornerMask, curve: layout.spec.cornerCurve),
                    fill: .cell, stroke: stroke)
    }

    /// A section's card as the screen shows it: its background decoration view when it has one,
    /// or else each row's background.
    func sectionBackground(_ section: SectionLayout, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0),
                           stroke: DiagramPalette.Role? = nil) {
        guard let decoration = section.decoration else {
            for row in section.rows { rowBackground(row, into: &canvas, offset: offset, stroke: stroke) }
            return
        }
        shape(decoration, fill: .cell, into: &canvas, offset: offset, stroke: stroke)
    }

    /// A decoration view or a highlight, filled with `fill`.
    func shape(_ shape: RoundedShape, fill: DiagramPalette.Role, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0),
               stroke: DiagramPalette.Role? = nil) {
        canvas.path(RoundedRectPath.pathData(shape.frame.offsetBy(offset.x, offset.y), radius: shape.cornerRadius, mask: shape.cornerMask,
                                             curve: layout.spec.cornerCurve),
                    fill: fill, stroke: stroke)
    }

    /// Title, subtitle, detail text and accessory of a row; returns the text boxes drawn.
    @discardableResult
    func rowContent(_ row: RowLayout, spec: RowSpec, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0)) -> [Rect] {
        let fonts = layout.fonts
        var boxes: [Rect] = []
        let title = row.titleFrame.offsetBy(offset.x, offset.y)
        lines(row.titleLines, in: title, font: fonts.body, role: .label, alignment: leading, into: &canvas)
        boxes.append(title)
        if let subtitle = row.subtitleFrame {
            let frame = subtitle.offsetBy(offset.x, offset.y)
            lines(row.subtitleLines, in: frame, font: fonts.subheadline, role: .secondaryLabel, alignment: leading, into: &canvas)
            boxes.append(frame)
        }
        if let detail = row.detailFrame {
            let frame = detail.offsetBy(offset.x, offset.y)
            lines(row.detailLines, in: frame, font: fonts.body, role: .secondaryLabel,
                  alignment: layout.prefersSideBySideTextAndSecondaryText ? trailing : leading, into: &canvas)
            boxes.append(frame)
        }
        if let accessory = row.accessoryFrame {
            canvas.raw(AccessoryGlyph.svg(for: spec.accessory, in: accessory.offsetBy(offset.x, offset.y), rightToLeft: isRightToLeft,
                                          liquidGlass: layout.spec.system.isLiquidGlass))
        }
        return boxes
    }

    /// Lines of text one under the other, `font.lineHeight × zoom` apart, centred vertically in
    /// `frame`; each is truncated to the frame's width.
    func lines(_ lines: [String], in frame: Rect, font: TextStyleFont, zoom: Double = 1, role: DiagramPalette.Role,
               alignment: TextAlignment, into canvas: inout SVGCanvas) {
        let lineHeight = font.lineHeight * zoom
        let top = frame.midY - Double(lines.count) * lineHeight / 2
        for (index, line) in lines.enumerated() {
            let lineFrame = Rect(x: frame.minX, y: top + Double(index) * lineHeight, width: frame.width, height: lineHeight)
            canvas.text(line, in: lineFrame, size: font.pointSize * zoom, role: role, alignment: alignment)
        }
    }

    /// Separator hairlines, drawn as crisp 1 px lines.
    func separators(_ section: SectionLayout, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0)) {
        for separator in section.separators {
            let y = separator.minY + offset.y
            canvas.line(from: Point(x: separator.minX + offset.x, y: y), to: Point(x: separator.maxX + offset.x, y: y), stroke: .separator)
        }
    }

    /// Header or footer lines; returns the box drawn.
    @discardableResult
    func textBlock(_ block: TextBlock, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0)) -> Rect {
        let frame = block.frame.offsetBy(offset.x, offset.y)
        lines(block.lines, in: frame, font: layout.fonts.footnote, role: .headerText, alignment: leading, into: &canvas)
        return frame
    }

    /// The whole list as the screen shows it; returns the text boxes drawn (label obstacles).
    @discardableResult
    func wholeList(into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0)) -> [Rect] {
        var boxes: [Rect] = []
        canvas.rect(layout.tableFrame.offsetBy(offset.x, offset.y), fill: .canvas)
        for (sectionIndex, section) in layout.sections.enumerated() {
            let specSection = layout.spec.sections[sectionIndex]
            if let header = section.header { boxes.append(textBlock(header, into: &canvas, offset: offset)) }
            sectionBackground(section, into: &canvas, offset: offset)
            separators(section, into: &canvas, offset: offset)
            for highlight in section.rows.compactMap(\.highlight) { shape(highlight, fill: .selectedCell, into: &canvas, offset: offset) }
            for (row, spec) in zip(section.rows, specSection.rows) {
                boxes += rowContent(row, spec: spec, into: &canvas, offset: offset)
            }
            if let footer = section.footer { boxes.append(textBlock(footer, into: &canvas, offset: offset)) }
        }
        return boxes
    }
}
