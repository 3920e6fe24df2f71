/// A variant grid's words in English.
struct EnglishVariantGridStrings: VariantGridStrings {
    func header(_ value: VariantValue) -> String {
        sentenceCase(phrase(value))
    }

    func phrase(_ value: VariantValue) -> String {
        switch value {
        case .theme(let scheme): scheme == .dark ? "dark" : "light"
        case .textSize(let category): "text size \(category.shortName)"
        case .direction(let direction): direction == .leftToRight ? "left to right" : "right to left"
        case .system(let system): system.description
        }
    }

    func cellTitle(_ values: [VariantValue]) -> String {
        sentenceCase(values.map(phrase).joined(separator: ", "))
    }

    /// The first letter in capitals, unless the text starts with a name that keeps its case (`iOS 26`).
    private func sentenceCase(_ text: String) -> String {
        text.hasPrefix("iOS") ? text : text.prefix(1).uppercased() + text.dropFirst()
    }

    func variantCount(_ count: Int) -> String { "\(count) variants" }

    func gridDescription(count: Int, rows: VariantAxis?, columns: [VariantAxis], fixedSchemes: Bool) -> String {
        var sentences = ["\(count) drawings of the same list, one for each combination of settings."]
        if let rows { sentences.append("The rows are \(series(rows.values.map(phrase))).") }
        if let outer = columns.first {
            var sentence = "The columns are \(series(outer.values.map(phrase)))"
            for inner in columns.dropFirst() { sentence += ", each split into \(series(inner.values.map(phrase)))" }
            sentences.append(sentence + ".")
        }
        if fixedSchemes { sentences.append("The light and dark drawings keep their colours whatever the reader’s appearance setting.") }
        sentences.append("Each drawing is described on its own.")
        return sentences.joined(separator: " ")
    }

    /// `a`, `a and b`, `a, b and c`.
    private func series(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
