/// The words of a variant grid, in one language: its headers, each drawing's title, and the
/// grid's own title and description: the `diagrams.variants` phrases of the language's file.
struct VariantGridStrings: Sendable {
    let language: DiagramLanguage

    private func phrase(_ key: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        language.phrase("variants." + key, count: count, values)
    }

    /// A value as a header shows it: "Text size AX5", "Right to left", "Dark".
    func header(_ value: VariantValue) -> String { language.traits.header(phrase(value)) }

    /// A value inside a sentence: "text size AX5", "right to left", "dark".
    func phrase(_ value: VariantValue) -> String {
        switch value {
        case .theme(let scheme): phrase(scheme == .dark ? "dark" : "light")
        case .textSize(let category): phrase("textSize", ["size": category.shortName])
        case .direction(let direction): phrase(direction == .leftToRight ? "leftToRight" : "rightToLeft")
        case .system(let system): system.description
        }
    }

    /// A drawing's title: its values, "Text size AX5, right to left".
    func cellTitle(_ values: [VariantValue]) -> String { language.traits.header(language.list(values.map(phrase))) }

    /// How many drawings the grid holds, to follow the view's title: "4 variants".
    func variantCount(_ count: Int) -> String { phrase("count", count: count, ["count": "\(count)"]) }

    /// What the grid shows: how many drawings, what its rows and columns are, and how each
    /// drawing is described; `fixedSchemes` when theme drawings keep their colours.
    func gridDescription(count: Int, rows: VariantAxis?, columns: [VariantAxis], fixedSchemes: Bool) -> String {
        var sentences = [phrase("description.drawings", count: count, ["count": "\(count)"])]
        if let rows { sentences.append(phrase("description.rows", ["series": series(rows.values.map(phrase))])) }
        if let outer = columns.first {
            let splits = columns.dropFirst().map { phrase("description.split", ["series": series($0.values.map(phrase))]) }
            sentences.append(phrase("description.columns", ["series": series(outer.values.map(phrase)), "splits": splits.joined()]))
        }
        if fixedSchemes { sentences.append(phrase("description.fixedSchemes")) }
        sentences.append(phrase("description.each"))
        return language.paragraph(sentences)
    }

    /// `a`, `a and b`, `a, b and c` (`series.separator`, `series.last`).
    private func series(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return phrase("series.last", ["rest": items.dropLast().joined(separator: phrase("series.separator")), "last": last])
    }
}

extension DiagramLanguage {
    /// The variant grid's string table in this language.
    var variantStrings: VariantGridStrings { VariantGridStrings(language: self) }
}
