/// Every word a comparison writes, in one language: the panels' callouts, the figure's `<title>`
/// and `<desc>`, and the table of differences under it.
///
/// Whole phrases, as ``ListDiagramStrings`` holds them, so each language keeps its own word
/// order; lengths are printed as every diagram prints them (`10 pt`, `15.29 pt`), and the values
/// compared (`iOS 18`, `iPad`, `accessibilityLarge`) as Swift and Apple spell them.
protocol ListComparisonStrings: Sendable {
    var language: DiagramLanguage { get }
    /// A property as the table's row header names it: "Corner radius".
    func propertyName(_ property: ComparedProperty) -> String
    /// A value as the table and the description print it: "10 pt", "in capitals".
    func value(_ measure: ComparedMeasure) -> String
    /// A panel's callout for the property at this panel's value: "corner radius 10 pt".
    func callout(_ property: ComparedProperty, _ measure: ComparedMeasure) -> String
    /// The figure's title: what is compared, and with what.
    func comparisonTitle(subject: String, values: [String]) -> String
    /// The description's first sentence: what the panels are.
    func comparisonOverview(subject: String, values: [String], device: String?, width: Double?) -> String
    /// One sentence per difference: the property and its value in each panel.
    func differenceSentence(_ property: ComparedProperty, values: [(label: String, value: String)]) -> String
    /// The last sentence when nothing differs.
    func noDifferences(values: [String]) -> String
    /// The table's caption.
    func tableCaption(values: [String]) -> String
    /// The header of the table's first column, the properties.
    var propertyHeader: String { get }
}

extension ListComparisonStrings {
    func number(_ value: Double) -> String { PointFormat.string(value) }
}

extension DiagramLanguage {
    /// The comparison strings of this language.
    var comparisonStrings: any ListComparisonStrings {
        switch self {
        case .english: EnglishListComparisonStrings()
        case .simplifiedChinese: SimplifiedChineseListComparisonStrings()
        }
    }
}
