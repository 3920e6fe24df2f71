import DocgenCore

/// Draws ``BarChartData`` as an accessible SVG: horizontal bars on a zero-based axis with "nice"
/// ticks, a value at the end of every bar, the best bar and the baseline marked, and the same
/// palette, text metrics and determinism as the diagrams.
///
/// Series that share a unit are grouped on one axis; series with different units get a panel
/// each, so no axis mixes frames per second with milliseconds.
public enum BarChartRenderer {
    static let padding = 8.0
    static let barHeight = 14.0
    static let barGap = 2.0
    static let groupGap = 10.0
    static let plotWidth = 320.0
    /// Labels, values and ticks: the smallest text the diagrams draw (see ``CalloutPlacer/fontSize``).
    static let fontSize = 11.0
    static let titleSize = 12.0
    static let maxCategoryWidth = 180.0
    static let seriesRoles: [DiagramPalette.Role] = [.series1, .series2, .series3, .series4]

    public static func svg(_ data: BarChartData, scheme: DiagramPalette.Scheme = .auto) -> String {
        let drawn = draw(data)
        return SVGDocument.svg(drawn, id: data.id, title: data.title, description: description(data), language: data.language,
                                        scheme: scheme)
    }

    /// Splits the series into panels: one for all series when they share a unit, else one each.
    static func panels(_ data: BarChartData) -> [[Int]] {
        let units = Set(data.series.map { $0.unit ?? "" })
        if data.series.isEmpty { return [] }
        return units.count == 1 ? [Array(data.series.indices)] : data.series.indices.map { [$0] }
    }

    static func draw(_ data: BarChartData) -> DrawnDiagram {
        let measurer = TextMeasurer()
        let strings = data.language.benchTableStrings
        var canvas = SVGCanvas()
        var texts: [Rect] = []
        let categoryLabels = data.categories.enumerated().map { index, name in
            index == data.baseline ? strings.baselineCategory(name) : name
        }
        let labelWidth = min(categoryLabels.map { measurer.width(of: $0, font: .regular, size: fontSize) }.max() ?? 0, maxCategoryWidth)
        let plotX = padding + labelWidth + 8
        let lineHeight = measurer.lineHeight(font: .regular, size: fontSize)
        var y = padding
        var rightEdge = plotX + plotWidth

        for panel in panels(data) {
            let title = panelTitle(data, panel)
            let titleFrame = Rect(x: padding, y: y, width: measurer.width(of: title, font: .bold, size: titleSize) + 1, height: 18)
            canvas.text(title, in: titleFrame, size: titleSize, role: .label, bold: true)
            texts.append(titleFrame)
            rightEdge = max(rightEdge, titleFrame.maxX)
            y = titleFrame.maxY + 4
            if panel.count > 1 {
                var x = padding
                for (position, series) in panel.enumerated() {
                    canvas.rect(Rect(x: x, y: y + 3, width: 10, height: 10), fill: seriesRoles[position % seriesRoles.count])
                    let frame = Rect(x: x + 14, y: y, width: measurer.width(of: data.series[series].label, font: .regular, size: fontSize) + 1, height: 16)
                    canvas.text(data.series[series].label, in: frame, size: fontSize, role: .label)
                    texts.append(frame)
                    x = frame.maxX + 12
                }
                rightEdge = max(rightEdge, x)
                y += 20
            }
            let values = panel.flatMap { data.series[$0].values.compactMap { $0 } }
            let axis = NiceAxis(minimum: min(values.min() ?? 0, 0), maximum: max(values.max() ?? 0, 0))
            func x(_ value: Double) -> Double { plotX + axis.fraction(of: value) * plotWidth }
            let plotTop = y
            let groupHeight = Double(panel.count) * (barHeight + barGap) - barGap
            let plotBottom = plotTop + Double(categoryLabels.count) * (groupHeight + groupGap) - groupGap + 4
            for (tick, text) in zip(axis.ticks, tickLabels(axis, measurer: measurer, style: data.numberStyle)) {
                canvas.line(from: Point(x: x(tick), y: plotTop - 2), to: Point(x: x(tick), y: plotBottom), stroke: tick == 0 ? .secondaryLabel : .grid)
                let width = measurer.width(of: text, font: .regular, size: fontSize) + 1
                let frame = Rect(x: max(x(tick) - width / 2, 0), y: plotBottom + 2, width: width, height: lineHeight)
                canvas.text(text, in: frame, size: fontSize, role: .secondaryLabel, alignment: .center)
                texts.append(frame)
                rightEdge = max(rightEdge, frame.maxX)
            }
            for (category, label) in categoryLabels.enumerated() {
                let labelFrame = Rect(x: padding, y: y + groupHeight / 2 - lineHeight / 2, width: labelWidth, height: lineHeight)
                canvas.text(label, in: labelFrame, size: fontSize, role: .label, alignment: .right)
                texts.append(labelFrame)
                for (position, seriesIndex) in panel.enumerated() {
                    let series = data.series[seriesIndex]
                    let barY = y + Double(position) * (barHeight + barGap)
                    let role = seriesRoles[position % seriesRoles.count]
                    var valueText = "\u{2014}"
                    var end = x(0)
                    if let value = series.values[category] {
                        let start = min(x(0), x(value)), width = abs(x(value) - x(0))
                        canvas.rect(Rect(x: start, y: barY, width: max(width, 0.5), height: barHeight), fill: role)
                        if category == data.baseline {
                            canvas.crispOutline(Rect(x: start - 1, y: barY - 1, width: max(width, 0.5) + 2, height: barHeight + 2), stroke: .label, dashed: true)
                        }
                        end = max(x(0), x(value))
                        valueText = BarChartRenderer.format(value, precision: series.precision, style: data.numberStyle) + (series.unit.map { " \($0)" } ?? "")
                        if series.best.contains(category) { valueText = strings.bestValue(valueText) }
                    }
                    let valueFrame = Rect(x: end + 4, y: barY + barHeight / 2 - lineHeight / 2,
                                          width: measurer.width(of: valueText, font: .regular, size: fontSize) + 1, height: lineHeight)
                    canvas.text(valueText, in: valueFrame, size: fontSize, role: .label)
                    texts.append(valueFrame)
                    rightEdge = max(rightEdge, valueFrame.maxX)
                }
                y += groupHeight + groupGap
            }
            y = plotBottom + lineHeight + 14
        }
        let canvasRect = Rect(x: 0, y: 0, width: rightEdge + padding, height: y - 6)
        return DrawnDiagram(body: canvas.body, canvas: canvasRect, labels: [], texts: texts)
    }

    /// The ticks' labels: plain decimals (`20`, `0.5`), or in exponent form (`2e9`, `1.5e-7`)
    /// when a plain label would be wider than the room between two ticks.
    private static func tickLabels(_ axis: NiceAxis, measurer: TextMeasurer, style: NumberStyle) -> [String] {
        let plain = axis.ticks.map { format($0, precision: axis.decimals, style: style) }
        let room = plotWidth / Double(max(axis.ticks.count - 1, 1)) - 4
        guard plain.contains(where: { measurer.width(of: $0, font: .regular, size: fontSize) + 1 > room }) else { return plain }
        return axis.ticks.map { FixedDecimal.exponential($0) }
    }

    /// The series' label (or, for several sharing a unit, the unit), and the better direction
    /// when the panel's series agree on one.
    private static func panelTitle(_ data: BarChartData, _ panel: [Int]) -> String {
        let first = data.series[panel[0]]
        let directions = Set(panel.map { data.series[$0].higherIsBetter })
        return data.language.benchTableStrings.panelTitle(label: panel.count == 1 ? first.label : nil, unit: first.unit,
                                                higherIsBetter: directions.count == 1 ? directions.first ?? nil : nil)
    }

    /// The values in words, for `<desc>`.
    /// What the chart shows, in words: its `<desc>`.
    public static func description(_ data: BarChartData) -> String {
        let strings = data.language.benchTableStrings
        var sentences = [strings.chartOverview(rows: data.categories.count)]
        for series in data.series {
            let values = data.categories.enumerated().map { index, name in
                strings.chartValue(category: name, value: series.values[index].map { format($0, precision: series.precision, style: data.numberStyle) },
                                   isBaseline: index == data.baseline, isBest: series.best.contains(index))
            }
            sentences.append(strings.chartSeries(label: series.label, unit: series.unit, higherIsBetter: series.higherIsBetter, values: values))
        }
        return data.language.paragraph(sentences)
    }

    /// A number with exactly `precision` decimals, locale-independent, for any magnitude.
    /// A value as the chart and its table write it, in the page's ``NumberStyle``.
    public static func format(_ value: Double, precision: Int, style: NumberStyle = .english) -> String {
        style.string(value, decimals: precision)
    }
}
