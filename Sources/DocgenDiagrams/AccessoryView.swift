import DocgenListLayout

/// The `accessory` view: a row's trailing edge, magnified, with the accessory's frame, the
/// contentView boundary it pushes in, the trailing margin, and where an overlay or mask that
/// should cover the whole row belongs, all measured in points.
enum AccessoryView {
    static let zoom = 3.0
    static let leadingContext = 44.0

    static func draw(_ layout: ListLayout) -> DrawnDiagram {
        let rows = layout.sections.flatMap(\.rows)
        let specs = layout.spec.sections.flatMap(\.rows)
        let withAccessory = rows.indices.filter { rows[$0].accessoryFrame != nil }
        let index = withAccessory.first { specs[$0].detail != nil } ?? withAccessory.first ?? 0
        let row = rows[index], spec = specs[index]
        let textStart = row.detailFrame.map { $0.minX - 8 } ?? .infinity
        let regionStart = min((row.accessoryFrame?.minX ?? row.contentFrame.maxX) - leadingContext, textStart)
        let region = Rect(x: max(regionStart, row.frame.minX - 4), y: row.frame.minY - 6,
                          width: row.frame.maxX + 10 - max(regionStart, row.frame.minX - 4), height: row.frame.height + 12)
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
        canvas.path(RoundedRectPath.pathData(cell, radius: row.cornerRadius * zoom, mask: row.cornerMask, curve: layout.spec.cornerCurve), fill: .cell)
        // Where an overlay or mask meant to cover the row must sit: the cell's bounds.
        canvas.path(RoundedRectPath.pathData(cell.insetBy(3), radius: max(row.cornerRadius * zoom - 3, 0), mask: row.cornerMask,
                                             curve: layout.spec.cornerCurve), stroke: .cellLayer, strokeWidth: 2, dashed: true)
        let content = zoomed(row.contentFrame)
        canvas.rect(content, fill: .contentLayer, opacity: 0.08)
        canvas.line(from: Point(x: content.maxX, y: view.minY), to: Point(x: content.maxX, y: view.maxY), stroke: .contentLayer, dashed: true)
        var texts: [Rect] = []
        var lines: [(Rect, String, DiagramPalette.Role, TextAlignment)] = [(zoomed(row.titleFrame), spec.title, .label, .leading)]
        if let detail = row.detailFrame, let text = spec.detail { lines.append((zoomed(detail), text, .secondaryLabel, .trailing)) }
        for (frame, text, role, alignment) in lines {
            guard let visible = frame.intersection(view) else { continue }
            canvas.text(text, in: frame, size: ListDrawing.bodySize * zoom, role: role, alignment: alignment)
            texts.append(visible)
        }
        if let accessory = row.accessoryFrame.map(zoomed) {
            canvas.raw(AccessoryGlyph.svg(for: spec.accessory, in: accessory))
            canvas.crispOutline(accessory, stroke: .accessoryLayer)
        }
        canvas.raw("</g>")

        var callouts: [Callout] = []
        var obstacles = texts
        let dimensionY = view.maxY + 12
        let dimensionSpacing = 32.0
        var marks: [(Double, Double, String)] = []
        if let accessory = row.accessoryFrame {
            marks.append((row.contentFrame.maxX, accessory.minX, "\(SVGCanvas.number(accessory.minX - row.contentFrame.maxX)) pt gap"))
            marks.append((accessory.minX, accessory.maxX, "accessory \(SVGCanvas.number(accessory.width)) × \(SVGCanvas.number(accessory.height)) pt"))
            marks.append((accessory.maxX, row.frame.maxX, "\(SVGCanvas.number(row.frame.maxX - accessory.maxX)) pt margin"))
        } else {
            marks.append((row.titleFrame.maxX, row.frame.maxX, "\(SVGCanvas.number(row.frame.maxX - row.titleFrame.maxX)) pt margin"))
        }
        for (level, mark) in marks.enumerated() {
            let y = dimensionY + Double(level) * dimensionSpacing
            LayersView.dimension(from: zoomedX(mark.0), to: zoomedX(mark.1), y: y, into: &canvas)
            obstacles.append(Rect(x: zoomedX(mark.0), y: y - 4, width: zoomedX(mark.1) - zoomedX(mark.0), height: 8))
            callouts.append(Callout(anchor: Point(x: (zoomedX(mark.0) + zoomedX(mark.1)) / 2, y: y + 2), text: mark.2, inline: [.below, .trailing, .leading]))
        }
        callouts.append(Callout(anchor: Point(x: content.maxX, y: view.minY + 6),
                                text: "contentView ends here: \(SVGCanvas.number(row.contentFrame.width)) of \(SVGCanvas.number(row.frame.width)) pt",
                                role: .contentLayer, inline: [.leading]))
        callouts.append(Callout(anchor: Point(x: cell.maxX - 3, y: cell.maxY - 10),
                                text: "overlay or mask: cover the cell's bounds, \(SVGCanvas.number(row.frame.width)) × \(SVGCanvas.number(row.frame.height)) pt",
                                role: .cellLayer))
        let drawingBox = view.union(Rect(x: view.minX, y: dimensionY - 6, width: view.width, height: Double(marks.count) * dimensionSpacing + 6))
        let (labels, labelCanvas) = CalloutPlacer(drawing: drawingBox, obstacles: obstacles).place(callouts)
        canvas.callouts(labels)
        return DrawnDiagram(body: canvas.body, canvas: labelCanvas.union(drawingBox.insetBy(-8)), labels: labels.map(\.frame), texts: texts)
    }
}
