extension BenchTable {
    /// The chart of the table's `chart` columns, or nil when it charts none.
    public var chartData: BarChartData? {
        let charted = chartColumns
        guard !charted.isEmpty else { return nil }
        let series = charted.map { column in
            BarChartData.Series(label: column.label, unit: column.unit, higherIsBetter: column.better.map { $0 == .higher },
                                values: column.values, precision: column.precision, best: column.best)
        }
        return BarChartData(id: "\(id)-chart", title: caption ?? charted.map(\.label).joined(separator: ", "),
                            categories: rows, series: series, baseline: baselineRow)
    }
}
