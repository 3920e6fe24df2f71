import DocgenCore
extension BenchTable {
    /// The chart of the table's `chart` columns, with its own words in `language` and its
    /// numbers in `numberStyle`, or nil when it charts none.
    public func chartData(language: DiagramLanguage = .english, numberStyle: NumberStyle = .english) -> BarChartData? {
        let charted = chartColumns
        guard !charted.isEmpty else { return nil }
        let series = charted.map { column in
            BarChartData.Series(label: column.label, unit: column.unit, higherIsBetter: column.better.map { $0 == .higher },
                                values: column.values, precision: column.precision, best: column.best)
        }
        return BarChartData(id: "\(id)-chart", title: caption ?? charted.map(\.label).joined(separator: ", "),
                            categories: rowLabels, series: series, baseline: baselineRow, language: language, numberStyle: numberStyle)
    }
}
