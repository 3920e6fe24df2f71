/// Every word a bench table and its chart write themselves, in the language of their page: the
/// table's headers and marks, the chart's baseline mark, best value, panel titles and the
/// `<desc>` that reads the chart out. Whole phrases, as in the list diagrams' table, so each
/// language keeps its own word order. The author's words (caption, labels, units, notes) come
/// from the chapter.
protocol BenchTableStrings: Sendable {
    // MARK: Tables

    func better(_ direction: BenchTableSpec.Direction) -> String
    /// A compared column's ratio header: each row as a multiple of the baseline's value.
    func ratioHeader(baseline: String, hasDirection: Bool) -> String
    /// A column's unit and better direction, under its label: `fps, higher is better`.
    func columnNotes(_ notes: [String]) -> String
    var baselineMark: String { get }
    /// Read out after the best and the worst value of a column.
    var bestMark: String { get }
    var worstMark: String { get }
    var noValue: String { get }

    // MARK: Charts

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
    /// The bench table strings of this language.
    var benchTableStrings: any BenchTableStrings {
        switch self {
        case .english: EnglishBenchTableStrings()
        case .simplifiedChinese: SimplifiedChineseBenchTableStrings()
        }
    }
}
