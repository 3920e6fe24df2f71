
/// The `corners` view: every row pulled apart from its neighbours, its rounded corners
/// highlighted and labelled with its `CACornerMask`, so first, middle, last and single rows can
/// be told apart at a glance. Right to left, a note above the rows says why the masks are the
/// same as left to right, and the labels line up with the rows' leading (right) edges.
enum CornersView {
    static let rowGap = 40.0
    static let sectionGap = 56.0
    /// Extra room above the rows for the right-to-left note.
    static let rightToLeftNoteRoom = 48.0

    static func draw(_ layout: ListLayout, idPrefix: String) -> DrawnDiagram {
        let drawing = ListDrawing(layout: layout)
        let strings = layout.spec.language.listStrings
        var canvas = SVGCanvas()
        var callouts: [Callout] = []
        var texts: [Rect] = []
        let rightToLeft = layout.spec.layoutDirection == .rightToLeft
        var y = rowGap + 24 + (rightToLeft ? rightToLeftNoteRoom : 0)
        var bounds: Rect?
        var clipIndex = 0
        let curve = layout.spec.cornerCurve
        /// The x at which a label `width` wide is centred when it lines up with `frame`'s leading edge.
        func leadingLabelX(_ frame: Rect, width: Double) -> Double {
            rightToLeft ? frame.maxX - width / 2 : frame.minX + width / 2
        }
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
                let label = strings.maskLabel(row.position, mask: maskLiteral(row.cornerMask))
                let width = CalloutPlacer(drawing: frame, obstacles: []).labelSize(label).width
                callouts.append(Callout(anchor: Point(x: leadingLabelX(frame, width: width), y: frame.maxY), text: label, role: .highlight,
                                        inline: [.below]))
                bounds = bounds.map { $0.union(frame) } ?? frame
                y = frame.maxY + rowGap
            }
            y += sectionGap - rowGap
        }
        let rowsBox = bounds ?? Rect(x: 0, y: 0, width: layout.tableFrame.width, height: 0)
        let drawingBox = Rect(x: 0, y: 0, width: layout.tableFrame.width, height: rowsBox.maxY + rowGap)
        let sizer = CalloutPlacer(drawing: rowsBox, obstacles: [])
        var noteBottom = rowsBox.minY - 2
        var notes: [Callout] = []
        if let firstRounded = layout.sections.flatMap(\.rows).first(where: { !$0.cornerMask.isEmpty }) {
            let extent = RoundedRectPath.cornerExtent(radius: firstRounded.cornerRadius, curve: curve, in: firstRounded.frame,
                                                      mask: firstRounded.cornerMask)
            let note = strings.cornerCurveNote(radius: firstRounded.cornerRadius, curve: curve, extent: extent)
            let size = sizer.labelSize(note)
            notes.append(Callout(anchor: Point(x: leadingLabelX(rowsBox, width: size.width), y: noteBottom), text: note,
                                 role: .annotation, inline: [.above]))
            noteBottom -= size.height + CalloutPlacer.gap
        }
        if rightToLeft {
            let width = sizer.labelSize(strings.masksStayTheSameNote).width
            notes.append(Callout(anchor: Point(x: leadingLabelX(rowsBox, width: width), y: noteBottom), text: strings.masksStayTheSameNote,
                                 role: .highlight, inline: [.above]))
        }
        callouts.insert(contentsOf: notes, at: 0)
        let placer = CalloutPlacer(drawing: drawingBox, obstacles: texts)
        let (labels, labelCanvas) = placer.place(callouts)
        canvas.callouts(labels)
        return DrawnDiagram(body: canvas.body, canvas: labelCanvas.union(drawingBox), labels: labels.map(\.frame), texts: texts)
    }

    /// `[.layerMinXMinYCorner, .layerMaxXMinYCorner]`, on two lines when it lists more than two corners.
    private static func maskLiteral(_ mask: CornerMask) -> String {
        let names = mask.names.map { "." + $0 }
        guard names.count > 2 else { return mask.swiftLiteral }
        return "[\(names[0]), \(names[1]),\n\(names[2...].joined(separator: ", "))]"
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
}
