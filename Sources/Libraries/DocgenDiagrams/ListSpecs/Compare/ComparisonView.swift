/// Draws a comparison: each panel's list as the screen shows it, side by side at the same scale
/// (one point is one unit in every panel), each under its name and outlined at the screen's
/// edges, with every length that differs marked and labelled.
///
/// Two panels share one column of labels between them, each label with both values ("row height",
/// "44 → 52 pt") and a leader to each panel, whose marks face the column; the labels are as wide
/// as the column, stacked in the order their leaders leave the panels; a leader from inside a
/// panel's dimension lines passes them level, round the end of any at its height. Three panels each have
/// their own column on their right (the first on its left), with their own values. Lengths are
/// marked as vertical dimension lines in the section inset, horizontal ones for the insets and
/// margins, and an arc just outside the rounded corner (never over the rows' text). Text sizes, header case and the list's height are
/// not lengths one can point at; the table and the description give them.
enum ComparisonView {
    /// Room above each panel for its name.
    static let nameBand = 30.0
    static let nameSize = 15.0
    /// Between one panel's labels and the next panel.
    static let panelGap = 28.0

    /// The properties the drawing marks; the others are in the table only.
    static let marked: Set<ComparedProperty> = [.tableWidth, .sectionInset, .cellMargin, .cornerRadius, .spaceAboveFirstSection,
                                                .headerToFirstRow, .rowHeight, .lastRowToFooter, .spaceBetweenSections]

    static func draw(_ figure: ListComparisonFigure) -> DrawnDiagram {
        figure.layouts.count == 2 ? drawPair(figure) : drawPanels(figure)
    }

    /// One panel at `x`: its name above, the list, the screen's outline. Returns the screen's
    /// frame in the figure and the text boxes drawn (the name's among them).
    private static func panel(_ layout: ListLayout, name: String, x: Double, into canvas: inout SVGCanvas) -> (screen: Rect, texts: [Rect]) {
        let screen = layout.tableFrame.offsetBy(x, nameBand)
        let nameFrame = Rect(x: screen.minX, y: 0, width: screen.width, height: nameBand - 8)
        canvas.text(name, in: nameFrame, size: nameSize, role: .label, bold: true, alignment: .center)
        let texts = ListDrawing(layout: layout).wholeList(into: &canvas, offset: Point(x: screen.minX, y: screen.minY))
        canvas.crispOutline(screen, stroke: .separator)
        return (screen, texts + [nameFrame])
    }

    /// Two panels and the column of labels between them.
    private static func drawPair(_ figure: ListComparisonFigure) -> DrawnDiagram {
        let strings = figure.spec.language.comparisonStrings
        let measurer = CalloutPlacer(drawing: Rect(x: 0, y: 0, width: 0, height: 0), obstacles: [])
        let differences = figure.differences.filter { marked.contains($0.property) }
        let texts = differences.map { strings.pairCallout($0.property, $0.values[0], $0.values[1]) }
        let columnWidth = texts.map { measurer.labelSize($0).width }.max() ?? 0
        let gap = CalloutPlacer.marginGap
        let first = figure.layouts[0], second = figure.layouts[1]
        let columnX = first.tableFrame.width + gap
        let secondX = columnWidth > 0 ? columnX + columnWidth + gap : first.tableFrame.width + panelGap

        var canvas = SVGCanvas()
        let (firstScreen, firstTexts) = panel(first, name: figure.labels[0], x: 0, into: &canvas)
        let (secondScreen, secondTexts) = panel(second, name: figure.labels[1], x: secondX, into: &canvas)
        var firstMarks = PanelMarks(layout: first, origin: Point(x: 0, y: nameBand), onLeft: false)
        var secondMarks = PanelMarks(layout: second, origin: Point(x: secondX, y: nameBand), onLeft: true)
        var entries: [(text: String, anchors: [Point])] = []
        for (difference, text) in zip(differences, texts) {
            let anchors = [firstMarks.mark(difference.property, into: &canvas), secondMarks.mark(difference.property, into: &canvas)]
                .compactMap { $0 }
            if !anchors.isEmpty { entries.append((text, anchors)) }
        }
        // Each leader's way past its panel's dimension lines, then the labels in the order the
        // leaders leave, so that no two cross.
        func detour(_ anchor: Point) -> [Point] { (anchor.x < columnX ? firstMarks : secondMarks).detour(from: anchor) }
        func middle(_ anchors: [Point]) -> Double {
            anchors.map { (detour($0).last ?? $0).y }.reduce(0, +) / Double(anchors.count)
        }
        entries.sort { middle($0.anchors) < middle($1.anchors) }

        var leaders: [PlacedCallout] = [], labels: [PlacedCallout] = []
        var nextY = -Double.infinity
        for entry in entries {
            let size = measurer.labelSize(entry.text)
            let frame = Rect(x: columnX, y: max(middle(entry.anchors) - size.height / 2, nextY), width: columnWidth, height: size.height)
            nextY = frame.maxY + CalloutPlacer.gap
            for anchor in entry.anchors {
                let toFirst = anchor.x < columnX
                let edge = Point(x: toFirst ? frame.minX : frame.maxX, y: frame.midY)
                let elbow = Point(x: toFirst ? columnX - gap / 2 : columnX + columnWidth + gap / 2, y: frame.midY)
                leaders.append(PlacedCallout(callout: Callout(anchor: anchor, text: entry.text), frame: frame,
                                             leader: [anchor] + detour(anchor) + [elbow, edge]))
            }
            labels.append(PlacedCallout(callout: Callout(anchor: entry.anchors[0], text: entry.text), frame: frame, leader: []))
        }
        canvas.leaders(leaders)
        canvas.labelBoxes(labels)
        let frames = labels.map(\.frame)
        let drawing = frames.reduce(firstScreen.union(secondScreen).union(Rect(x: 0, y: 0, width: secondScreen.maxX, height: nameBand))) {
            $0.union($1)
        }
        return DrawnDiagram(body: canvas.body, canvas: drawing.insetBy(-CalloutPlacer.canvasPadding), labels: frames,
                            texts: firstTexts + secondTexts)
    }

    /// Three panels, each with its own column of labels.
    private static func drawPanels(_ figure: ListComparisonFigure) -> DrawnDiagram {
        var canvas = SVGCanvas()
        var texts: [Rect] = [], labels: [Rect] = []
        var whole: Rect?
        var x = 0.0
        let strings = figure.spec.language.comparisonStrings
        for (index, layout) in figure.layouts.enumerated() {
            let onLeft = index == 0 && figure.layouts.count > 1
            let (screen, drawn) = panel(layout, name: figure.labels[index], x: x, into: &canvas)
            texts += drawn
            var marks = PanelMarks(layout: layout, origin: Point(x: screen.minX, y: screen.minY), onLeft: onLeft)
            var callouts: [Callout] = []
            for difference in figure.differences where marked.contains(difference.property) {
                guard let anchor = marks.mark(difference.property, into: &canvas) else { continue }
                callouts.append(Callout(anchor: anchor, text: strings.callout(difference.property, difference.values[index])))
            }
            let (placed, labelCanvas) = CalloutPlacer(drawing: screen, obstacles: drawn).place(callouts)
            canvas.callouts(placed)
            labels += placed.map(\.frame)
            let panel = labelCanvas.union(drawn.reduce(screen) { $0.union($1) }.insetBy(-CalloutPlacer.canvasPadding))
            whole = whole.map { $0.union(panel) } ?? panel
            x = panel.maxX + panelGap
        }
        return DrawnDiagram(body: canvas.body, canvas: whole ?? Rect(x: 0, y: 0, width: 1, height: 1), labels: labels, texts: texts)
    }
}

/// Marks a panel's lengths on one side of its screen, in the figure's coordinates.
private struct PanelMarks {
    let layout: ListLayout
    let origin: Point
    /// Marks go on the screen's left side; otherwise on its right.
    let onLeft: Bool
    /// The vertical dimension lines drawn so far, top to bottom in figure coordinates (ticks included).
    private(set) var dimensions: [ClosedRange<Double>] = []
    /// How far a leader keeps from a dimension line's end tick when it goes round it.
    static let clearance = 4.0

    init(layout: ListLayout, origin: Point, onLeft: Bool) {
        self.layout = layout
        self.origin = origin
        self.onLeft = onLeft
    }

    /// The figure's x for a distance `inset` from the marked side of the screen.
    func x(_ inset: Double) -> Double {
        origin.x + (onLeft ? inset : layout.tableFrame.width - inset)
    }

    func y(_ value: Double) -> Double { origin.y + value }

    /// Where vertical dimension lines run: in the middle of the section inset, or near the edge.
    var dimensionX: Double { x(layout.sectionInset > 0 ? layout.sectionInset / 2 : 6) }

    /// The way a leader from `anchor` passes the panel's vertical dimension lines: none when it
    /// starts on them; else level to just past them, first up or down to clear the end of any
    /// run of lines at the anchor's height (by ``clearance`` beyond its end ticks).
    func detour(from anchor: Point) -> [Point] {
        let lineX = dimensionX
        guard abs(anchor.x - lineX) > 0.5 else { return [] }
        let padded = dimensions.map { ($0.lowerBound - Self.clearance)...($0.upperBound + Self.clearance) }
        var y = anchor.y
        if var run = padded.first(where: { $0.contains(anchor.y) }) {
            var grown = true
            while grown {
                grown = false
                for range in padded where range.overlaps(run) && !(run.contains(range.lowerBound) && run.contains(range.upperBound)) {
                    run = min(run.lowerBound, range.lowerBound)...max(run.upperBound, range.upperBound)
                    grown = true
                }
            }
            y = anchor.y - run.lowerBound <= run.upperBound - anchor.y ? run.lowerBound : run.upperBound
        }
        // Past the line on the side away from the anchor, out of reach of the end ticks.
        let beyond = lineX + (lineX > anchor.x ? 1 : -1) * (Self.clearance + 4)
        return (y == anchor.y ? [] : [Point(x: anchor.x, y: y)]) + [Point(x: beyond, y: y)]
    }

    /// Draws the mark of `property` and returns the point its label points at; nil when the
    /// layout has nothing to mark.
    mutating func mark(_ property: ComparedProperty, into canvas: inout SVGCanvas) -> Point? {
        guard let first = layout.sections.first else { return nil }
        switch property {
        case .tableWidth:
            return Point(x: x(0), y: y(0))
        case .sectionInset:
            let at = y(first.frame.minY + min(10, first.frame.height / 2))
            horizontal(from: x(0), to: x(layout.sectionInset), y: at, into: &canvas)
            // A quarter of the way in from the screen's edge: outside the vertical dimension lines
            // (in the inset's middle), so the leader does not start where two lines cross.
            return Point(x: x(layout.sectionInset / 4), y: at)
        case .cellMargin:
            guard let row = first.rows.first else { return nil }
            let at = y(row.frame.maxY - 6)
            let start = x(layout.sectionInset), end = x(layout.sectionInset + layout.cellMargin)
            horizontal(from: start, to: end, y: at, into: &canvas)
            return Point(x: (start + end) / 2, y: at)
        case .cornerRadius:
            guard let radius = ListLayoutComparer.measure(.cornerRadius, in: layout).flatMap(\.points), radius > 0 else { return nil }
            // An arc round the corner, a little outside the card, from one edge to the other.
            let center = Point(x: x(layout.sectionInset + radius), y: y(first.frame.minY + radius))
            let outward = onLeft ? -1.0 : 1.0
            let arcRadius = radius + max(2, min(4, layout.sectionInset / 2))
            let side = Point(x: center.x + outward * arcRadius, y: center.y), top = Point(x: center.x, y: center.y - arcRadius)
            let number = SVGCanvas.number
            canvas.path("M \(number(top.x)) \(number(top.y)) A \(number(arcRadius)) \(number(arcRadius)) 0 0 \(onLeft ? 0 : 1) "
                + "\(number(side.x)) \(number(side.y))", stroke: .annotation)
            return Point(x: center.x + outward * arcRadius * 0.7071, y: center.y - arcRadius * 0.7071)
        case .spaceAboveFirstSection:
            return vertical(from: 0, to: first.header?.frame.minY ?? first.frame.minY, into: &canvas)
        case .headerToFirstRow:
            guard let section = layout.sections.first(where: { $0.header != nil }), let header = section.header else { return nil }
            return vertical(from: header.frame.maxY, to: section.frame.minY, into: &canvas)
        case .rowHeight:
            guard let row = first.rows.first else { return nil }
            return vertical(from: row.frame.minY, to: row.frame.maxY, into: &canvas)
        case .lastRowToFooter:
            guard let section = layout.sections.first(where: { $0.footer != nil }), let footer = section.footer else { return nil }
            return vertical(from: section.frame.maxY, to: footer.frame.minY, into: &canvas)
        case .spaceBetweenSections:
            guard layout.sections.count > 1 else { return nil }
            return vertical(from: ListLayoutComparer.endOfFirstSection(layout), to: ListLayoutComparer.startOfSecondSection(layout),
                            into: &canvas)
        case .bodyTextSize, .headerTextSize, .headerCase, .contentHeight:
            return nil
        }
    }

    /// A vertical dimension line from `top` to `bottom` (layout coordinates), with end ticks;
    /// returns its middle.
    private mutating func vertical(from top: Double, to bottom: Double, into canvas: inout SVGCanvas) -> Point {
        let lineX = dimensionX, start = y(top), end = y(bottom)
        dimensions.append(min(start, end)...max(start, end))
        canvas.line(from: Point(x: lineX, y: start), to: Point(x: lineX, y: end), stroke: .annotation)
        canvas.line(from: Point(x: lineX - 4, y: start), to: Point(x: lineX + 4, y: start), stroke: .annotation)
        canvas.line(from: Point(x: lineX - 4, y: end), to: Point(x: lineX + 4, y: end), stroke: .annotation)
        return Point(x: lineX, y: (start + end) / 2)
    }

    private func horizontal(from start: Double, to end: Double, y: Double, into canvas: inout SVGCanvas) {
        LayersView.dimension(from: min(start, end), to: max(start, end), y: y, into: &canvas)
    }
}

private extension ComparedMeasure {
    var points: Double? {
        if case .points(let value) = self { return value }
        return nil
    }
}
