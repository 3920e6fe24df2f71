/// The `layers` view: the first section pulled apart into the layers UIKit stacks, from the table
/// view at the back to the cells' content views, accessories and separators at the front (the
/// cells, then their background views, which are in front of them; or a decoration view, then
/// the clear cells), each outlined and labelled, with dimension lines for the section inset and the corner
/// radius.
///
/// UIKit has no section container view (uikit-facts.md, "There is no section container view"):
/// the rounded section is the cells' background views stacked, and the drawing says so. A spec
/// with section decorations has one: its background decoration view, behind clear cells.
enum LayersView {
    static let layerGap = 30.0
    static let depthShift = 18.0
    static let tablePadding = 14.0

    static func draw(_ layout: ListLayout) -> DrawnDiagram {
        let drawing = ListDrawing(layout: layout)
        let sectionIndex = shownSection(layout)
        let section = layout.sections[sectionIndex]
        let rows = section.rows
        let specRows = layout.spec.sections[sectionIndex].rows
        let strings = layout.spec.language.listStrings
        let band = section.frame.height + 2 * tablePadding
        var canvas = SVGCanvas()
        var callouts: [Callout] = []
        var texts: [Rect] = []
        var layerBoxes: [Rect] = []

        func offset(_ layer: Int) -> Point {
            Point(x: Double(layer) * depthShift, y: tablePadding + Double(layer) * (band + layerGap) - section.frame.minY)
        }
        func tableBox(_ layer: Int) -> Rect {
            let o = offset(layer)
            return Rect(x: o.x, y: section.frame.minY + o.y - tablePadding, width: layout.tableFrame.width, height: band)
        }

        // Layer 0: the table view.
        let table = tableBox(0)
        canvas.rect(table, fill: .canvas)
        canvas.crispOutline(table, stroke: .tableLayer)
        canvas.crispOutline(section.frame.offsetBy(offset(0).x, offset(0).y), stroke: .separator, dashed: true)
        layerBoxes.append(table)
        let decorated = section.decoration != nil
        callouts.append(Callout(anchor: Point(x: table.minX, y: table.midY),
                                text: decorated ? strings.collectionViewLabel(width: layout.tableFrame.width)
                                    : strings.tableViewLabel(width: layout.tableFrame.width),
                                role: .tableLayer))

        // Layers 1 and 2, back to front as UIKit stacks them: a decoration view behind the cells
        // it groups; else the cells, which paint nothing, then their background views, each in
        // front of its cell (its parent), which together make the rounded section.
        let radius = cornerRadius(of: section)
        func drawCard(_ layer: Int) {
            let o = offset(layer)
            let sectionFrame = section.frame.offsetBy(o.x, o.y)
            canvas.crispOutline(tableBox(layer), stroke: .tableLayer, dashed: true)
            if decorated {
                drawing.sectionBackground(section, into: &canvas, offset: o)
            } else {
                for row in rows { drawing.rowBackground(row, into: &canvas, offset: o) }
            }
            canvas.path(RoundedRectPath.pathData(sectionFrame, radius: radius, mask: radius > 0 ? .all : [], curve: layout.spec.cornerCurve),
                        stroke: .sectionLayer, strokeWidth: 1.5)
            layerBoxes.append(tableBox(layer))
            callouts.append(Callout(anchor: Point(x: sectionFrame.maxX, y: sectionFrame.midY),
                                    text: decorated ? strings.decorationLabel(cells: rows.count)
                                        : strings.sectionLabel(rounded: radius > 0, cells: rows.count),
                                    role: .sectionLayer))
            if layout.sectionInset > 0 {
                let y = sectionFrame.minY - 7
                dimension(from: tableBox(layer).minX, to: sectionFrame.minX, y: y, into: &canvas)
                callouts.append(Callout(anchor: Point(x: (tableBox(layer).minX + sectionFrame.minX) / 2, y: y),
                                        text: strings.sectionInset(layout.sectionInset), inline: [.above, .below]))
            }
            if radius > 0 {
                let center = Point(x: sectionFrame.minX + radius, y: sectionFrame.minY + radius)
                let onCurve = Point(x: center.x - radius * 0.7071, y: center.y - radius * 0.7071)
                canvas.line(from: center, to: onCurve, stroke: .annotation)
                callouts.append(Callout(anchor: center, text: strings.cornerRadiusLabel(radius, curve: layout.spec.cornerCurve),
                                        inline: [.trailing, .below]))
            }
        }
        func drawCells(_ layer: Int) {
            let o = offset(layer)
            canvas.crispOutline(tableBox(layer), stroke: .tableLayer, dashed: true)
            for row in rows { canvas.crispOutline(row.frame.offsetBy(o.x, o.y), stroke: .cellLayer, dashed: true) }
            layerBoxes.append(tableBox(layer))
            if let first = rows.first {
                let frame = first.frame.offsetBy(o.x, o.y)
                callouts.append(Callout(anchor: Point(x: frame.minX, y: frame.midY),
                                        text: decorated ? strings.listCellLabel(width: first.frame.width, height: first.frame.height)
                                            : strings.cellLabel(width: first.frame.width, height: first.frame.height),
                                        role: .cellLayer))
            }
        }
        if decorated {
            drawCard(1)
            drawCells(2)
        } else {
            drawCells(1)
            drawCard(2)
        }

        // Layer 3: the content views, with the text inside, and the accessories and separators.
        let o3 = offset(3)
        canvas.crispOutline(tableBox(3), stroke: .tableLayer, dashed: true)
        for (row, spec) in zip(rows, specRows) {
            canvas.crispOutline(row.contentFrame.offsetBy(o3.x, o3.y), stroke: .contentLayer)
            texts += drawing.rowContent(row, spec: spec, into: &canvas, offset: o3)
            if let accessory = row.accessoryFrame {
                canvas.crispOutline(accessory.offsetBy(o3.x, o3.y).insetBy(-2), stroke: .accessoryLayer)
            }
        }
        // The separators are the cells' subviews in front of their backgrounds, beside the
        // content views as the accessories are.
        drawing.separators(section, into: &canvas, offset: o3)
        layerBoxes.append(tableBox(3))
        if let first = rows.first {
            let direction = layout.spec.layoutDirection
            let content = first.contentFrame.offsetBy(o3.x, o3.y)
            callouts.append(Callout(anchor: Point(x: direction.trailingEdge(of: content), y: content.maxY - 4),
                                    text: "contentView\n\(size(first.contentFrame))", role: .contentLayer))
            if let accessory = rows.first(where: { $0.accessoryFrame != nil })?.accessoryFrame {
                let frame = accessory.offsetBy(o3.x, o3.y).insetBy(-2)
                callouts.append(Callout(anchor: Point(x: direction.trailingEdge(of: frame), y: frame.minY), text: strings.accessoryOutsideContentView,
                                        role: .accessoryLayer))
            }
        }

        // Depth cues: dashed lines joining the layers' corners.
        for (back, front) in zip(layerBoxes, layerBoxes.dropFirst()) {
            canvas.line(from: Point(x: back.minX, y: back.maxY), to: Point(x: front.minX, y: front.minY), stroke: .separator, dashed: true)
            canvas.line(from: Point(x: back.maxX, y: back.maxY), to: Point(x: front.maxX, y: front.minY), stroke: .separator, dashed: true)
        }

        let drawingBox = layerBoxes.dropFirst().reduce(layerBoxes[0]) { $0.union($1) }
        let obstacles = texts + layerBoxes.flatMap { [Rect(x: $0.minX, y: $0.minY, width: $0.width, height: 1)] }
        let (labels, labelCanvas) = CalloutPlacer(drawing: drawingBox, obstacles: obstacles).place(callouts)
        canvas.callouts(labels)
        return DrawnDiagram(body: canvas.body, canvas: labelCanvas.union(drawingBox.insetBy(-8)), labels: labels.map(\.frame), texts: texts)
    }

    /// The radius the section's card is drawn with: its decoration view's, or its rows'.
    static func cornerRadius(of section: SectionLayout) -> Double {
        section.decoration?.cornerRadius ?? section.rows.first?.cornerRadius ?? 0
    }

    /// The section with the most rows (the first of equals): it shows the stacking best.
    static func shownSection(_ layout: ListLayout) -> Int {
        layout.sections.indices.max { layout.sections[$0].rows.count < layout.sections[$1].rows.count || ($0 > $1 && layout.sections[$0].rows.count == layout.sections[$1].rows.count) } ?? 0
    }

    private static func size(_ frame: Rect) -> String {
        "\(SVGCanvas.number(frame.width)) × \(SVGCanvas.number(frame.height)) pt"
    }

    /// A horizontal dimension line with end ticks.
    static func dimension(from startX: Double, to endX: Double, y: Double, into canvas: inout SVGCanvas) {
        canvas.line(from: Point(x: startX, y: y), to: Point(x: endX, y: y), stroke: .annotation)
        canvas.line(from: Point(x: startX, y: y - 4), to: Point(x: startX, y: y + 4), stroke: .annotation)
        canvas.line(from: Point(x: endX, y: y - 4), to: Point(x: endX, y: y + 4), stroke: .annotation)
    }
}
