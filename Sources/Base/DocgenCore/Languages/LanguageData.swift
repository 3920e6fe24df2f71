/// Everything docgen knows of one language, read from its file (`Languages/CODE.yml`): the
/// theme's words, the phrases diagrams and tables write, how it writes numbers, and how it sets
/// text (``LanguageTraits``).
public struct LanguageData: Sendable {
    /// Its BCP 47 code (`en`, `zh-Hans`), the file's name.
    public var code: String
    /// The file as diagnostics name it.
    public var displayPath: String
    /// The theme's words by key (the file's top-level keys), which templates read as
    /// `{{i18n.KEY}}`.
    public var themeStrings: [String: String]
    /// The phrases of `diagrams:`, by their dotted key (`list.tableView.plain`).
    public var phrases: [String: PhraseTemplate]
    /// Each phrase's line in the file, for diagnostics.
    public var phraseLines: [String: Int]
    public var numbers: NumberStyle
    public var traits: LanguageTraits

    public init(code: String, displayPath: String, themeStrings: [String: String] = [:], phrases: [String: PhraseTemplate] = [:],
                phraseLines: [String: Int] = [:], numbers: NumberStyle = .english, traits: LanguageTraits = LanguageTraits()) {
        self.code = code
        self.displayPath = displayPath
        self.themeStrings = themeStrings
        self.phrases = phrases
        self.phraseLines = phraseLines
        self.numbers = numbers
        self.traits = traits
    }

    /// The phrase `key` with `values` in their places. A `count` picks the form for it: the
    /// key with `.one` for 1, `.other` otherwise, then the key itself. A key the file lacks is
    /// returned as it is, which a test of every language's keys rules out.
    public func phrase(_ key: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        let template = count.flatMap { phrases[key + ($0 == 1 ? ".one" : ".other")] } ?? phrases[key]
        guard let template else { return key }
        return template.filled(values, traits: traits)
    }

    /// Whether the file has the phrase `key`, in any of its forms.
    public func hasPhrase(_ key: String) -> Bool {
        phrases[key] != nil || phrases[key + ".one"] != nil || phrases[key + ".other"] != nil
    }
}
