/// The `accessory` view: a row's trailing edge, magnified, with the accessory's frame, the
/// contentView boundary it pushes in, the trailing margin, and where a background that
/// should cover the whole row belongs, all measured in points. Right to left, the trailing edge
/// is the row's left edge, and the view shows that side. With section decorations, the card
/// behind the row is the section's decoration view; the row itself is square.
enum AccessoryView {
    static let leadingContext = 44.0

    /// How much the view magnifies: three times, or twice at accessibility sizes, whose text and
    /// accessories are large already.
    static func zoom(_ layout: ListLayout) -> Double {
        layout.spec.contentSizeCategory.isAccessibilityCategory ? 2 : 3
    }

    /// The row shown, counted through all sections: the first with an accessory and detail text,
    /// else the first with an accessory, else the first.
    static func shownRow(_ layout: ListLayout) -> Int {
        let rows = layout.sections.flatMap(\.rows)
        let specs = layout.spec.sections.flatMap(\.rows)
        let withAccessory = rows.indices.filter { rows[$0].accessoryFrame != nil }
        return withAccessory.first { specs[$0].detail != nil } ?? withAccessory.first ?? 0
    }

    /// The section that row `index`, counted through all sections, belongs to.
    static func section(containingRow index: Int, in layout: ListLayout) -> SectionLayout {
        var first = 0
        for section in layout.sections {
            if index < first + section.rows.count { return section }
            first += section.rows.count
        }
        return layout.sections[layout.sections.count - 1]
    }

    static func draw(_ layout: ListLayout) -> DrawnDiagram {
        let direction = layout.spec.layoutDirection
        let drawing = ListDrawing(layout: layout)
        let strings = layout.spec.language.listStrings
        let index = shownRow(layout)
        let row = layout.sections.flatMap(\.rows)[index], spec = layout.spec.sections.flatMap(\.rows)[index]
        let zoom = zoom(layout)

        // The region runs from a little inside the accessory's leading side (far enough to show
        // detail text beside the title) to just past the cell's trailing edge. `toward` is +1 when
        // trailing is to the right, -1 in right to left.
        let toward = direction == .leftToRight ? 1.0 : -1.0
        func furtherLeading(_ a: Double, _ b: Double) -> Double { toward > 0 ? min(a, b) : max(a, b) }
        let accessoryLeading = row.accessoryFrame.map(direction.leadingEdge) ?? direction.trailingEdge(of: row.contentFrame)
        var inner = accessoryLeading - toward * leadingContext
        if let detail = row.detailFrame, layout.prefersSideBySideTextAndSecondaryText {
            inner = furtherLeading(inner, direction.leadingEdge(of: detail) - toward * 8)
        }
        inner = toward > 0 ? max(inner, row.frame.minX - 4) : min(inner, row.frame.maxX + 4)
        let outer = direction.trailingEdge(of: row.frame) + toward * 10
        let region = Rect(x: min(inner, outer), y: row.frame.minY - 6, width: abs(outer - inner), height: row.frame.height + 12)
        func zoomed(_ rect: Rect) -> Rect {
            Rect(x: (rect.x - region.x) * zoom, y: (rect.y - region.y) * zoom, width: rect.width * zoom, height: rect.height * zoom)
        }
        func zoomedX(_ x: Double) -> Double { (x - region.x) * zoom }

        var canvas = SVGCanvas()
        let view = zoomed(region)
        let cell = zoomed(row.frame)
        canvas.raw("<clipPath id=\"\(layout.spec.id)-accessory-view\"><rect x=\"0\" y=\"0\" width=\"\(SVGCanvas.number(view.width))\" height=\"\(SVGCanvas.number(view.height))\" /></clipPath>")
        canvas.raw("<g clip-path=\"url(#\(layout.spec.id)-accessory-view)\">")
        canvas.rect(view, fill: .canvas)
        if let decoration = section(containingRow: index, in: layout).decoration {
            canvas.path(RoundedRectPath.pathData(zoomed(decoration.frame), radius: decoration.cornerRadius * zoom, mask: decoration.cornerMask,
                                                 curve: layout.spec.cornerCurve), fill: .cell)
        } else {
            canvas.path(RoundedRectPath.pathData(cell, radius: row.cornerRadius * zoom, mask: row.cornerMask, curve: layout.spec.cornerCurve),
                        fill: .cell)
        }
        // Where a background meant to fill the row must sit: the cell's bounds, behind the content and accessory.
        canvas.path(RoundedRectPath.pathData(cell.insetBy(3), radius: max(row.cornerRadius * zoom - 3, 0), mask: row.cornerMask,
                                             curve: layout.spec.cornerCurve), stroke: .cellLayer, strokeWidth: 2, dashed: true)
        let content = zoomed(row.contentFrame)
        let contentEnd = direction.trailingEdge(of: content)
        canvas.rect(content, fill: .contentLayer, opacity: 0.08)
        canvas.line(from: Point(x: contentEnd, y: view.minY), to: Point(x: contentEnd, y: view.maxY), stroke: .contentLayer, dashed: true)
        var texts: [Rect] = []
        var blocks: [(Rect, [String], DiagramPalette.Role, TextAlignment)] = [(zoomed(row.titleFrame), row.titleLines, .label, drawing.leading)]
        if let detail = row.detailFrame {
            blocks.append((zoomed(detail), row.detailLines, .secondaryLabel,
                           layout.prefersSideBySideTextAndSecondaryText ? drawing.trailing : drawing.leading))
        }
        for (frame, lines, role, alignment) in blocks {
            guard let visible = frame.intersection(view) else { continue }
            drawing.lines(lines, in: frame, font: layout.fonts.body, zoom: zoom, role: role, alignment: alignment, into: &canvas)
            texts.append(visible)
        }
        if let accessory = row.accessoryFrame.map(zoomed) {
            canvas.raw(AccessoryGlyph.svg(for: spec.accessory, in: accessory, rightToLeft: direction == .rightToLeft,
                                          liquidGlass: layout.spec.system.isLiquidGlass))
            canvas.crispOutline(accessory, stroke: .accessoryLayer)
        }
        canvas.raw("</g>")

        var callouts: [Callout] = []
        var obstacles = texts
        let dimensionY = view.maxY + 12
        let dimensionSpacing = 32.0
        var marks: [(Double, Double, String)] = []
        let cellEnd = direction.trailingEdge(of: row.frame)
        if let accessory = row.accessoryFrame {
            let start = direction.leadingEdge(of: accessory), end = direction.trailingEdge(of: accessory)
            let contentEnd = direction.trailingEdge(of: row.contentFrame)
            marks.append((contentEnd, start, strings.accessoryGap(abs(start - contentEnd))))
            marks.append((start, end, strings.accessorySize(width: accessory.width, height: accessory.height)))
            marks.append((end, cellEnd, strings.trailingMargin(abs(cellEnd - end))))
        } else {
            let textEnd = direction.trailingEdge(of: row.titleFrame)
            marks.append((textEnd, cellEnd, strings.trailingMargin(abs(cellEnd - textEnd))))
        }
        for (level, mark) in marks.enumerated() {
            let y = dimensionY + Double(level) * dimensionSpacing
            let from = zoomedX(mark.0), to = zoomedX(mark.1)
            LayersView.dimension(from: from, to: to, y: y, into: &canvas)
            obstacles.append(Rect(x: min(from, to), y: y - 4, width: abs(to - from), height: 8))
            callouts.append(Callout(anchor: Point(x: (from + to) / 2, y: y + 2), text: mark.2, inline: [.below, .trailing, .leading]))
        }
        callouts.append(Callout(anchor: Point(x: contentEnd, y: view.minY + 6),
                                text: strings.contentViewEnds(width: row.contentFrame.width, cellWidth: row.frame.width),
                                role: .contentLayer, inline: [direction == .leftToRight ? .leading : .trailing]))
        callouts.append(Callout(anchor: Point(x: direction.trailingEdge(of: cell) - toward * 3, y: cell.maxY - 10),
                                text: strings.cellBoundsBackground(width: row.frame.width, height: row.frame.height),
                                role: .cellLayer))
        let drawingBox = view.union(Rect(x: view.minX, y: dimensionY - 6, width: view.width, height: Double(marks.count) * dimensionSpacing + 6))
        let (labels, labelCanvas) = CalloutPlacer(drawing: drawingBox, obstacles: obstacles).place(callouts)
        canvas.callouts(labels)
        return DrawnDiagram(body: canvas.body, canvas: labelCanvas.union(drawingBox.insetBy(-8)), labels: labels.map(\.frame), texts: texts)
    }
}
