import DocgenListLayout

/// Draws the parts of a laid-out list as the screen shows them: row backgrounds with their
/// corner masks, separators, text and accessories. Shared by every view.
struct ListDrawing {
    let layout: ListLayout

    static let bodySize = 17.0
    static let subtitleSize = 15.0
    static let footnoteSize = 13.0

    /// The background of one row: its system background view, rounded per its mask.
    func rowBackground(_ row: RowLayout, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0),
                       stroke: DiagramPalette.Role? = nil) {
        let frame = row.frame.offsetBy(offset.x, offset.y)
        canvas.path(RoundedRectPath.pathData(frame, radius: row.cornerRadius, mask: row.cornerMask, curve: layout.spec.cornerCurve),
                    fill: .cell, stroke: stroke)
    }

    /// Title, subtitle, detail text and accessory of a row; returns the text boxes drawn.
    @discardableResult
    func rowContent(_ row: RowLayout, spec: RowSpec, into canvas: inout SVGCanvas, offset: Point = Point(x: 0, y: 0)) -> [Rect] {
        var boxes: [Rect] = []
        let title = row.titleFrame.offsetBy(offset.x, offset.y)
        canvas.text(spec.title, in: title, size: Self.bodySize, role: .label)
        boxes.append(title)
        if let subtitle = row.subtitleFrame, let text = spec.subtitle {
            let frame = subtitle.offsetBy(offset.x, offset.y)
            canvas.text(text, in: frame, size: Self.subtitleSize, role: .secondaryLabel)
            boxes.append(frame)
        }
        if let detail = row.detailFrame, let text = spec.detail {
            let frame = detail.offsetBy(offset.x, offset.y)
            canvas.text(text, in: frame, size: Self.bodySize, role: .secondaryLabel, alignment: .trailing)
            boxes.append(frame)
        }
        if let accessory = row.accessoryFrame {
            canvas.raw(AccessoryGlyph.svg(for: spec.accessory, in: accessory.offsetBy(offset.x, offset.y)))
        }
        return boxes
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
        let lineHeight = block.lines.isEmpty ? frame.height : frame.height / Double(block.lines.count)
        for (index, line) in block.lines.enumerated() {
            let lineFrame = Rect(x: frame.minX, y: frame.minY + Double(index) * lineHeight, width: frame.width, height: lineHeight)
            canvas.text(line, in: lineFrame, size: Self.footnoteSize, role: .headerText)
        }
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
            for row in section.rows { rowBackground(row, into: &canvas, offset: offset) }
            separators(section, into: &canvas, offset: offset)
            for (row, spec) in zip(section.rows, specSection.rows) {
                boxes += rowContent(row, spec: spec, into: &canvas, offset: offset)
            }
            if let footer = section.footer { boxes.append(textBlock(footer, into: &canvas, offset: offset)) }
        }
        return boxes
    }
}
