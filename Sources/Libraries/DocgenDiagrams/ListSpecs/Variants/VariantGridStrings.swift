/// The words of a variant grid, in one language: its headers, each drawing's title, and the
/// grid's own title and description. Whole phrases, as ``ListDiagramStrings`` keeps them.
protocol VariantGridStrings: Sendable {
    /// A value as a header shows it: "Text size AX5", "Right to left", "Dark".
    func header(_ value: VariantValue) -> String
    /// A value inside a sentence: "text size AX5", "right to left", "dark".
    func phrase(_ value: VariantValue) -> String
    /// A drawing's title: its values, "Text size AX5, right to left".
    func cellTitle(_ values: [VariantValue]) -> String
    /// How many drawings the grid holds, to follow the view's title: "4 variants".
    func variantCount(_ count: Int) -> String
    /// What the grid shows: how many drawings, what its rows and columns are, and how each
    /// drawing is described; `fixedSchemes` when theme drawings keep their colours.
    func gridDescription(count: Int, rows: VariantAxis?, columns: [VariantAxis], fixedSchemes: Bool) -> String
}

extension DiagramLanguage {
    /// The variant grid's string table in this language.
    var variantStrings: any VariantGridStrings {
        switch self {
        case .english: EnglishVariantGridStrings()
        case .simplifiedChinese: SimplifiedChineseVariantGridStrings()
        }
    }
}
