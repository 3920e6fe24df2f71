import DocgenDiagrams

extension DiagramLanguage {
    /// Simplified Chinese, which the tests of both built-in languages' output name.
    public static let simplifiedChinese = DiagramLanguage(matchingTag: "zh-Hans")

    /// Every built-in language, in the order of their codes: what a test of every language's
    /// drawing walks.
    public static var allCases: [DiagramLanguage] {
        BuiltInLanguages.all.keys.sorted().compactMap { BuiltInLanguages.all[$0].map(DiagramLanguage.init(data:)) }
    }
}
