import DocgenSVG

/// Every word a bar chart writes, in one language: the axis's baseline mark, the best value,
/// the panel titles, and the `<desc>` that reads the chart out. Whole phrases, as in the list
/// diagrams' table, so each language keeps its own word order.
protocol ChartStrings: Sendable {
    /// A category's name on the axis when the others are compared with it.
    func baselineCategory(_ name: String) -> String
    /// A bar's value text when it is the best of its series.
    func bestValue(_ value: String) -> String
    /// A panel's title: one series (`label`) or several sharing a unit (`label` nil), and the
    /// direction that is better when the panel's series agree on one.
    func panelTitle(label: String?, unit: String?, higherIsBetter: Bool?) -> String
    func chartOverview(rows: Int) -> String
    /// One category's value in the chart's description; nil `value` for a missing one.
    func chartValue(category: String, value: String?, isBaseline: Bool, isBest: Bool) -> String
    /// One series in the chart's description, its values already described.
    func chartSeries(label: String, unit: String?, higherIsBetter: Bool?, values: [String]) -> String
}

extension DiagramLanguage {
    /// The chart strings of this language.
    var chartStrings: any ChartStrings {
        switch self {
        case .english: EnglishChartStrings()
        case .simplifiedChinese: SimplifiedChineseChartStrings()
        }
    }
}
