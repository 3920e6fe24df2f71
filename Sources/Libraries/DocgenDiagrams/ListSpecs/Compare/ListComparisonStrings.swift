/// Every word a comparison writes, in one language: the panels' callouts, the figure's `<title>`
/// and `<desc>`, and the table of differences under it: the `diagrams.compare` phrases of the
/// language's file.
///
/// Whole phrases, as ``ListDiagramStrings`` holds them, so each language keeps its own word
/// order; lengths are printed as every diagram prints them (`10 pt`, `15.29 pt`), and the values
/// compared (`iOS 18`, `iPad`, `accessibilityLarge`) as Swift and Apple spell them.
struct ListComparisonStrings: Sendable {
    let language: DiagramLanguage

    private func phrase(_ key: String, _ values: [String: String] = [:]) -> String {
        language.phrase("compare." + key, values)
    }

    func number(_ value: Double) -> String { language.length(value) }

    /// A property as the table's row header names it: "Corner radius".
    func propertyName(_ property: ComparedProperty) -> String { phrase("property.\(property.rawValue)") }

    /// A value as the table and the description print it: "10 pt", "in capitals".
    func value(_ measure: ComparedMeasure) -> String {
        switch measure {
        case .points(let value): phrase("points", ["value": number(value)])
        case .headerCase(.upper): phrase("headerCase.upper")
        case .headerCase(.asWritten): phrase("headerCase.asWritten")
        }
    }

    /// What a callout calls a property, shorter than its name in the table: "row".
    func calloutName(_ property: ComparedProperty) -> String { phrase("callout.\(property.rawValue)") }

    /// The figure's title: what is compared, and with what.
    func comparisonTitle(subject: String, values: [String]) -> String {
        phrase("title", ["subject": subject, "values": series(values)])
    }

    /// The description's first sentence: what the panels are.
    func comparisonOverview(subject: String, values: [String], device: String?, width: Double?) -> String {
        guard let device, let width else { return phrase("overview", ["subject": subject, "values": series(values)]) }
        return phrase("overviewOnDevice", ["subject": subject, "values": series(values), "device": device, "width": number(width)])
    }

    /// One sentence per difference: the property and its value in each panel.
    func differenceSentence(_ property: ComparedProperty, values: [(label: String, value: String)]) -> String {
        let values = values.map { phrase("differenceValue", ["label": $0.label, "value": $0.value]) }
        return phrase("difference", ["property": propertyName(property), "values": language.list(values)])
    }

    /// The last sentence when nothing differs.
    func noDifferences(values: [String]) -> String { phrase("noDifferences", ["values": series(values)]) }

    /// The table's caption.
    func tableCaption(values: [String]) -> String { phrase("tableCaption", ["values": series(values)]) }

    /// The header of the table's first column, the properties.
    var propertyHeader: String { phrase("propertyHeader") }

    /// A panel's callout for the property at this panel's value: "row 44 pt".
    func callout(_ property: ComparedProperty, _ measure: ComparedMeasure) -> String {
        "\(calloutName(property)) \(value(measure))"
    }

    /// The callout between two panels, on two lines: "row" over "44 → 52 pt".
    func pairCallout(_ property: ComparedProperty, _ first: ComparedMeasure, _ second: ComparedMeasure) -> String {
        switch (first, second) {
        case (.points(let a), .points(let b)): "\(calloutName(property))\n" + phrase("pointsChange", ["from": number(a), "to": number(b)])
        default: "\(calloutName(property))\n\(value(first)) → \(value(second))"
        }
    }

    /// `A and B`, `A, B and C` (`series.separator`, `series.last`).
    private func series(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.first ?? "" }
        return phrase("series.last", ["rest": values.dropLast().joined(separator: phrase("series.separator")), "last": last])
    }
}

extension DiagramLanguage {
    /// The comparison strings of this language.
    var comparisonStrings: ListComparisonStrings { ListComparisonStrings(language: self) }
}
