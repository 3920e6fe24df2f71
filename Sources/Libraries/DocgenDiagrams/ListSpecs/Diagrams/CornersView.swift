/// The `corners` view: every row pulled apart from its neighbours, its rounded corners
/// highlighted and labelled with its `CACornerMask`, so first, middle, last and single rows can
/// be told apart at a glance. A section with a decoration view is drawn as that one view, its
/// rows inside and square. Right to left, a note above the rows says why the masks are the same
/// as left to right, and the labels line up with the rows' leading (right) edges.
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
        let sectionPieces = pieces(layout, strings: strings)
        for (section, pieces) in zip(layout.sections, sectionPieces) {
            for piece in pieces {
                let offset = Point(x: 0, y: y - piece.frame.minY)
                let frame = piece.frame.offsetBy(offset.x, offset.y)
                canvas.path(RoundedRectPath.pathData(frame, radius: piece.radius, mask: piece.mask, curve: curve), fill: .cell, stroke: .separator)
                if piece.showsSeparators { drawing.separators(section, into: &canvas, offset: offset) }
                let extent = RoundedRectPath.cornerExtent(radius: piece.radius, curve: curve, in: frame, mask: piece.mask)
                if !piece.mask.isEmpty && extent > 0 {
                    clipIndex += 1
                    let clipID = "\(idPrefix)-clip-\(clipIndex)"
                    canvas.raw("<clipPath id=\"\(clipID)\">" + cornerBoxes(frame, extent: extent, mask: piece.mask) + "</clipPath>")
                    canvas.raw("<path d=\"\(RoundedRectPath.pathData(frame, radius: piece.radius, mask: piece.mask, curve: curve))\""
                               + " fill=\"none\" class=\"dg-stroke-highlight\" stroke-width=\"3\" stroke-linecap=\"round\" clip-path=\"url(#\(clipID))\" />")
                }
                for (row, spec) in piece.rows {
                    texts += drawing.rowContent(row, spec: spec, into: &canvas, offset: offset)
                }
                let width = CalloutPlacer(drawing: frame, obstacles: []).labelSize(piece.label).width
                callouts.append(Callout(anchor: Point(x: leadingLabelX(frame, width: width), y: frame.maxY), text: piece.label, role: .highlight,
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
        if let firstRounded = sectionPieces.joined().first(where: { !$0.mask.isEmpty }) {
            let extent = RoundedRectPath.cornerExtent(radius: firstRounded.radius, curve: curve, in: firstRounded.frame,
                                                      mask: firstRounded.mask)
            let note = strings.cornerCurveNote(radius: firstRounded.radius, curve: curve, extent: extent)
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

    /// One shape drawn apart: a row with its own mask, or a section's decoration view with its
    /// rows inside it.
    private struct Piece {
        var frame: Rect
        var radius: Double
        var mask: CornerMask
        var label: String
        var rows: [(RowLayout, RowSpec)]
        /// The section's separators are drawn across the piece (a decoration view holds them all).
        var showsSeparators: Bool
    }

    /// The pieces of each section: its rows, or its decoration view when it has one.
    private static func pieces(_ layout: ListLayout, strings: ListDiagramStrings) -> [[Piece]] {
        zip(layout.sections, layout.spec.sections).map { section, specSection in
            let rows = Array(zip(section.rows, specSection.rows))
            if let decoration = section.decoration {
                return [Piece(frame: decoration.frame, radius: decoration.cornerRadius, mask: decoration.cornerMask,
                              label: strings.decorationMaskLabel(mask: maskLiteral(decoration.cornerMask)), rows: rows, showsSeparators: true)]
            }
            return rows.map { row, spec in
                Piece(frame: row.frame, radius: row.cornerRadius, mask: row.cornerMask,
                      label: strings.maskLabel(row.position, mask: maskLiteral(row.cornerMask)), rows: [(row, spec)], showsSeparators: false)
            }
        }
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
