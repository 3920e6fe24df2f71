/// A comparison's English.
struct EnglishListComparisonStrings: ListComparisonStrings {
    let language = DiagramLanguage.english

    func propertyName(_ property: ComparedProperty) -> String {
        switch property {
        case .tableWidth: "Screen width"
        case .sectionInset: "Section inset"
        case .cellMargin: "Cell margin (text and separators)"
        case .cornerRadius: "Corner radius"
        case .spaceAboveFirstSection: "Space above the first section"
        case .headerToFirstRow: "Header to first row"
        case .rowHeight: "Row height (first row)"
        case .lastRowToFooter: "Last row to footer"
        case .spaceBetweenSections: "Space between sections"
        case .bodyTextSize: "Row text size"
        case .headerTextSize: "Header and footer text size"
        case .headerCase: "Header text"
        case .contentHeight: "Height of the whole list"
        }
    }

    func value(_ measure: ComparedMeasure) -> String {
        switch measure {
        case .points(let value): "\(number(value)) pt"
        case .headerCase(.upper): "in capitals"
        case .headerCase(.asWritten): "as written"
        }
    }

    func calloutName(_ property: ComparedProperty) -> String {
        switch property {
        case .tableWidth: "screen"
        case .sectionInset: "inset"
        case .cellMargin: "cell margin"
        case .cornerRadius: "cornerRadius"
        case .spaceAboveFirstSection: "above the first section"
        case .headerToFirstRow: "header to first row"
        case .rowHeight: "row height"
        case .lastRowToFooter: "last row to footer"
        case .spaceBetweenSections: "between sections"
        case .bodyTextSize: "row text"
        case .headerTextSize: "header text"
        case .headerCase: "header text"
        case .contentHeight: "list"
        }
    }

    func comparisonTitle(subject: String, values: [String]) -> String {
        "\(subject): \(both(values)) side by side"
    }

    func comparisonOverview(subject: String, values: [String], device: String?, width: Double?) -> String {
        var sentence = "\(subject), laid out for \(both(values)) and drawn side by side at the same scale"
        if let device, let width { sentence += ", on \(device) (\(number(width)) points wide)" }
        return sentence + "."
    }

    func differenceSentence(_ property: ComparedProperty, values: [(label: String, value: String)]) -> String {
        "\(propertyName(property)): " + values.map { "\($0.value) in \($0.label)" }.joined(separator: ", ") + "."
    }

    func noDifferences(values: [String]) -> String {
        "Nothing docgen measures differs between \(both(values))."
    }

    func tableCaption(values: [String]) -> String { "What differs between \(both(values))" }

    var propertyHeader: String { "Measure" }

    /// `A and B`, `A, B and C`.
    private func both(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " and " + last
    }
}
