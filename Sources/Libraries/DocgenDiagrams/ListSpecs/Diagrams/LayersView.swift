/// The `layers` view: the first section pulled apart into the layers UIKit stacks, from the table
/// view at the back to the cells' content views, accessories and separators at the front (the
/// cells, then their background views, which are in front of them; or a decoration view, then
/// the clear cells), each outlined and labelled, with dimension lines for the section inset and the corner
/// radius. Each layer's labels sit in a band above it, inside the drawing's width, so the figure
/// is no wider than the list and its labels stay readable on a phone.
///
/// UIKit has no section container view (uikit-facts.md, "There is no section container view"):
/// the rounded section is the cells' background views stacked, and the drawing says so. A spec
/// with section decorations has one: its background decoration view, behind clear cells.
enum LayersView {
    /// The least room between one layer's box and the next one's labels.
    static let layerGap = 12.0
    /// How far each layer sits right of the one behind it: enough to read as depth, little enough
    /// that a 402-point list's figure fits a 375 px phone at 9 px labels.
    static let depthShift = 6.0
    static let tablePadding = 14.0
    /// Room between a band of labels and the layer its leaders point into.
    static let leaderRoom = 10.0

    /// A label that goes in the band above its layer, pointing down into it.
    private struct BandLabel {
        var layer: Int
        var text: String
        var role: DiagramPalette.Role
        /// Where it points, without the layer's vertical offset (x is final).
        var anchor: Point
    }

    static func draw(_ layout: ListLayout) -> DrawnDiagram {
        let drawing = ListDrawing(layout: layout)
        let sectionIndex = shownSection(layout)
        let section = layout.sections[sectionIndex]
        let rows = section.rows
        let specRows = layout.spec.sections[sectionIndex].rows
        let strings = layout.spec.language.listStrings
        let direction = layout.spec.layoutDirection
        let band = section.frame.height + 2 * tablePadding
        let decorated = section.decoration != nil
        let radius = cornerRadius(of: section)
        let (cardLayer, cellLayer) = decorated ? (1, 2) : (2, 1)

        // The labels first, layer by layer (x is known: each layer is shifted by depthShift), so
        // each band's height is known before the layers are placed under them.
        func shiftX(_ layer: Int) -> Double { Double(layer) * depthShift }
        func layerBox(_ layer: Int) -> (minX: Double, maxX: Double) { (shiftX(layer), shiftX(layer) + layout.tableFrame.width) }
        var bandLabels: [BandLabel] = []
        bandLabels.append(BandLabel(layer: 0, text: decorated ? strings.collectionViewLabel(width: layout.tableFrame.width)
                                        : strings.tableViewLabel(width: layout.tableFrame.width),
                                    role: .tableLayer, anchor: Point(x: shiftX(0) + 24, y: section.frame.minY - tablePadding)))
        if let first = rows.first {
            bandLabels.append(BandLabel(layer: cellLayer, text: decorated ? strings.listCellLabel(width: first.frame.width, height: first.frame.height)
                                            : strings.cellLabel(width: first.frame.width, height: first.frame.height),
                                        role: .cellLayer, anchor: Point(x: first.frame.minX + shiftX(cellLayer) + 24, y: first.frame.minY)))
        }
        if layout.sectionInset > 0 {
            bandLabels.append(BandLabel(layer: cardLayer, text: strings.sectionInset(layout.sectionInset), role: .annotation,
                                        anchor: Point(x: shiftX(cardLayer) + layout.sectionInset / 2, y: section.frame.minY - 7)))
        }
        bandLabels.append(BandLabel(layer: cardLayer, text: decorated ? strings.decorationLabel(cells: rows.count)
                                        : strings.sectionLabel(rounded: radius > 0, cells: rows.count),
                                    role: .sectionLayer, anchor: Point(x: section.frame.maxX + shiftX(cardLayer) - 40, y: section.frame.minY)))
        if let first = rows.first {
            let content = first.contentFrame
            let inward = direction == .rightToLeft ? 12.0 : -12.0
            bandLabels.append(BandLabel(layer: 3, text: "contentView\n\(size(first.contentFrame))", role: .contentLayer,
                                        anchor: Point(x: direction.trailingEdge(of: content) + inward + shiftX(3), y: content.minY)))
            if let accessory = rows.first(where: { $0.accessoryFrame != nil })?.accessoryFrame {
                bandLabels.append(BandLabel(layer: 3, text: strings.accessoryOutsideContentView, role: .accessoryLayer,
                                            anchor: Point(x: accessory.midX + shiftX(3), y: accessory.minY - 2)))
            }
        }
        let measurer = CalloutPlacer(drawing: Rect(x: 0, y: 0, width: 0, height: 0), obstacles: [])
        var packed: [Int: (frames: [Rect], height: Double)] = [:]
        for layer in 0...3 {
            let labels = bandLabels.filter { $0.layer == layer }
            let box = layerBox(layer)
            packed[layer] = packBand(labels.map { (measurer.labelSize($0.text), $0.anchor.x) }, minX: box.minX, maxX: box.maxX)
        }

        // The layers, top to bottom, each under its band of labels.
        // Text taller than its row (a fixed `height`) spills out of the front layer's box; its
        // band keeps clear of it.
        let contentTop = rows.flatMap { [$0.titleFrame, $0.subtitleFrame, $0.detailFrame, $0.accessoryFrame].compactMap { $0?.minY } }
            .min() ?? section.frame.minY
        let spill = max(0, section.frame.minY - tablePadding - contentTop)
        var tops: [Double] = []
        var nextTop = 0.0
        for layer in 0...3 {
            let bandHeight = packed[layer]!.height
            let top = nextTop + (bandHeight > 0 ? bandHeight + leaderRoom : 0) + (layer == 3 ? spill : 0)
            tops.append(top)
            nextTop = top + band + layerGap
        }
        func offset(_ layer: Int) -> Point {
            Point(x: shiftX(layer), y: tops[layer] + tablePadding - section.frame.minY)
        }
        func tableBox(_ layer: Int) -> Rect {
            Rect(x: shiftX(layer), y: tops[layer], width: layout.tableFrame.width, height: band)
        }
        var canvas = SVGCanvas()
        var callouts: [Callout] = []
        var texts: [Rect] = []
        var layerBoxes: [Rect] = []

        // Layer 0: the table view.
        let table = tableBox(0)
        canvas.rect(table, fill: .canvas)
        canvas.crispOutline(table, stroke: .tableLayer)
        canvas.crispOutline(section.frame.offsetBy(offset(0).x, offset(0).y), stroke: .separator, dashed: true)
        layerBoxes.append(table)

        // Layers 1 and 2, back to front as UIKit stacks them: a decoration view behind the cells
        // it groups; else the cells, which paint nothing, then their background views, each in
        // front of its cell (its parent), which together make the rounded section.
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
            if layout.sectionInset > 0 {
                dimension(from: tableBox(layer).minX, to: sectionFrame.minX, y: sectionFrame.minY - 7, into: &canvas)
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

        // Depth cues: dashed lines joining the layers' corners.
        for (back, front) in zip(layerBoxes, layerBoxes.dropFirst()) {
            canvas.line(from: Point(x: back.minX, y: back.maxY), to: Point(x: front.minX, y: front.minY), stroke: .separator, dashed: true)
            canvas.line(from: Point(x: back.maxX, y: back.maxY), to: Point(x: front.maxX, y: front.minY), stroke: .separator, dashed: true)
        }

        // Each band's labels above their layer, a leader straight down (or as near as the label
        // allows) to what they name.
        var placed: [PlacedCallout] = []
        for layer in 0...3 {
            let labels = bandLabels.filter { $0.layer == layer }
            let bandTop = tops[layer] - leaderRoom - packed[layer]!.height - (layer == 3 ? spill : 0)
            for (label, frame) in zip(labels, packed[layer]!.frames) {
                let anchor = Point(x: label.anchor.x, y: label.anchor.y + offset(layer).y)
                let box = frame.offsetBy(0, bandTop)
                let foot = Point(x: min(max(anchor.x, box.minX + 4), box.maxX - 4), y: box.maxY)
                placed.append(PlacedCallout(callout: Callout(anchor: anchor, text: label.text, role: label.role), frame: box, leader: [anchor, foot]))
            }
        }

        let drawingBox = layerBoxes.dropFirst().reduce(layerBoxes[0]) { $0.union($1) }
        let obstacles = texts + placed.map(\.frame) + layerBoxes.flatMap { [Rect(x: $0.minX, y: $0.minY, width: $0.width, height: 1)] }
        let (inline, labelCanvas) = CalloutPlacer(drawing: drawingBox, obstacles: obstacles).place(callouts)
        let labels = placed + inline
        canvas.callouts(labels)
        let whole = labels.map(\.frame).reduce(labelCanvas.union(drawingBox.insetBy(-8))) { $0.union($1.insetBy(-8)) }
        return DrawnDiagram(body: canvas.body, canvas: whole, labels: labels.map(\.frame), texts: texts)
    }

    /// Lays out one band's labels (their sizes, and the x each points at) in rows between
    /// `minX` and `maxX`: each as near above its anchor as the others allow, in anchor order,
    /// a new row when a row is full. Returns their frames (y from the band's top) and its height.
    private static func packBand(_ labels: [(size: (width: Double, height: Double), anchorX: Double)], minX: Double, maxX: Double)
        -> (frames: [Rect], height: Double) {
        guard !labels.isEmpty else { return ([], 0) }
        let gap = CalloutPlacer.gap + 2
        var frames = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: labels.count)
        var rowTop = 0.0
        var remaining = labels.indices.sorted { labels[$0].anchorX < labels[$1].anchorX || (labels[$0].anchorX == labels[$1].anchorX && $0 < $1) }
        while !remaining.isEmpty {
            // As many as fit side by side, in anchor order.
            var row: [Int] = []
            var width = 0.0
            for index in remaining {
                let needed = width + (row.isEmpty ? 0 : gap) + labels[index].size.width
                if !row.isEmpty && needed > maxX - minX { break }
                row.append(index)
                width = needed
            }
            remaining.removeFirst(row.count)
            // Centred over the anchors, pushed right past each other, then back left inside the band.
            var xs = row.map { min(max(labels[$0].anchorX - labels[$0].size.width / 2, minX), maxX - labels[$0].size.width) }
            for i in xs.indices.dropFirst() { xs[i] = max(xs[i], xs[i - 1] + labels[row[i - 1]].size.width + gap) }
            xs[xs.count - 1] = min(xs[xs.count - 1], maxX - labels[row[row.count - 1]].size.width)
            for i in xs.indices.dropLast().reversed() { xs[i] = min(xs[i], xs[i + 1] - gap - labels[row[i]].size.width) }
            xs[0] = max(xs[0], minX)
            let height = row.map { labels[$0].size.height }.max() ?? 0
            for (i, index) in row.enumerated() {
                frames[index] = Rect(x: xs[i], y: rowTop + height - labels[index].size.height, width: labels[index].size.width,
                                     height: labels[index].size.height)
            }
            rowTop += height + gap
        }
        return (frames, rowTop - gap)
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
