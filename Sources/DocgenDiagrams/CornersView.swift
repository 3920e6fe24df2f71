import DocgenListLayout

/// The `corners` view: every row pulled apart from its neighbours, its rounded corners
/// highlighted and labelled with its `CACornerMask`, so first, middle, last and single rows can
/// be told apart at a glance.
enum CornersView {
    static let rowGap = 40.0
    static let sectionGap = 56.0

    static func draw(_ layout: ListLayout, idPrefix: String) -> DrawnDiagram {
        let drawing = ListDrawing(layout: layout)
        var canvas = SVGCanvas()
        var callouts: [Callout] = []
        var texts: [Rect] = []
        var y = rowGap + 24
        var bounds: Rect?
        var clipIndex = 0
        let curve = layout.spec.cornerCurve
        for (sectionIndex, section) in layout.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                let offset = Point(x: 0, y: y - row.frame.minY)
                let frame = row.frame.offsetBy(offset.x, offset.y)
                drawing.rowBackground(row, into: &canvas, offset: offset, stroke: .separator)
                let extent = RoundedRectPath.cornerExtent(radius: row.cornerRadius, curve: curve, in: frame, mask: row.cornerMask)
                if !row.cornerMask.isEmpty && extent > 0 {
                    clipIndex += 1
                    let clipID = "\(idPrefix)-clip-\(clipIndex)"
                    canvas.raw("<clipPath id=\"\(clipID)\">" + cornerBoxes(frame, extent: extent, mask: row.cornerMask) + "</clipPath>")
                    canvas.raw("<path d=\"\(RoundedRectPath.pathData(frame, radius: row.cornerRadius, mask: row.cornerMask, curve: curve))\""
                               + " fill=\"none\" class=\"dg-stroke-highlight\" stroke-width=\"3\" stroke-linecap=\"round\" clip-path=\"url(#\(clipID))\" />")
                }
                texts += drawing.rowContent(row, spec: layout.spec.sections[sectionIndex].rows[rowIndex], into: &canvas, offset: offset)
                let label = maskLabel(row)
                let width = CalloutPlacer(drawing: frame, obstacles: []).labelSize(label).width
                callouts.append(Callout(anchor: Point(x: frame.minX + width / 2, y: frame.maxY), text: label, role: .highlight,
                                        inline: [.below]))
                bounds = bounds.map { $0.union(frame) } ?? frame
                y = frame.maxY + rowGap
            }
            y += sectionGap - rowGap
        }
        let rowsBox = bounds ?? Rect(x: 0, y: 0, width: layout.tableFrame.width, height: 0)
        let drawingBox = Rect(x: 0, y: 0, width: layout.tableFrame.width, height: rowsBox.maxY + rowGap)
        if let firstRounded = layout.sections.flatMap(\.rows).first(where: { !$0.cornerMask.isEmpty }) {
            let note = radiusNote(firstRounded, curve: curve)
            let width = CalloutPlacer(drawing: rowsBox, obstacles: []).labelSize(note).width
            callouts.insert(Callout(anchor: Point(x: rowsBox.minX + width / 2, y: rowsBox.minY - 2), text: note,
                                    role: .annotation, inline: [.above]), at: 0)
        }
        let placer = CalloutPlacer(drawing: drawingBox, obstacles: texts)
        let (labels, labelCanvas) = placer.place(callouts)
        canvas.callouts(labels)
        return DrawnDiagram(body: canvas.body, canvas: labelCanvas.union(drawingBox), labels: labels.map(\.frame), texts: texts)
    }

    /// `first row: [.layerMinXMinYCorner, .layerMaxXMinYCorner]`, on two lines when it lists all four.
    private static func maskLabel(_ row: RowLayout) -> String {
        let names = row.cornerMask.names.map { "." + $0 }
        if names.count > 2 {
            return "\(row.position.rawValue) row: [\(names[0]), \(names[1]),\n\(names[2...].joined(separator: ", "))]"
        }
        return "\(row.position.rawValue) row: \(row.cornerMask.swiftLiteral)"
    }

    /// Squares at each rounded corner, as large as the rounding, to clip the highlight to the corners.
    private static func cornerBoxes(_ frame: Rect, extent: Double, mask: CornerMask) -> String {
        let n = SVGCanvas.number
        let reach = extent + 2
        let corners: [(CornerMask, Double, Double)] = [
            (.layerMinXMinYCorner, frame.minX - 2, frame.minY - 2), (.layerMaxXMinYCorner, frame.maxX - extent, frame.minY - 2),
            (.layerMinXMaxYCorner, frame.minX - 2, frame.maxY - extent), (.layerMaxXMaxYCorner, frame.maxX - extent, frame.maxY - extent),
        ]
        return corners.filter { mask.contains($0.0) }
            .map { "<rect x=\"\(n($0.1))\" y=\"\(n($0.2))\" width=\"\(n(reach))\" height=\"\(n(reach))\" />" }.joined()
    }

    private static func radiusNote(_ row: RowLayout, curve: CornerCurve) -> String {
        let extent = RoundedRectPath.cornerExtent(radius: row.cornerRadius, curve: curve, in: row.frame, mask: row.cornerMask)
        return "cornerRadius \(SVGCanvas.number(row.cornerRadius)) pt, \(curve.rawValue):\neach curve spans \(SVGCanvas.number(extent)) pt of edge"
    }
}
