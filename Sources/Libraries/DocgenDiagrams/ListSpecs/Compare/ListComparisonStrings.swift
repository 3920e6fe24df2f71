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
    /// What a callout calls a property, shorter than its name in the table: "row".
    func calloutName(_ property: ComparedProperty) -> String
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

    /// A panel's callout for the property at this panel's value: "row 44 pt".
    func callout(_ property: ComparedProperty, _ measure: ComparedMeasure) -> String {
        "\(calloutName(property)) \(value(measure))"
    }

    /// The callout between two panels, on two lines: "row" over "44 → 52 pt".
    func pairCallout(_ property: ComparedProperty, _ first: ComparedMeasure, _ second: ComparedMeasure) -> String {
        switch (first, second) {
        case (.points(let a), .points(let b)): "\(calloutName(property))\n\(number(a)) → \(number(b)) pt"
        default: "\(calloutName(property))\n\(value(first)) → \(value(second))"
        }
    }
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
