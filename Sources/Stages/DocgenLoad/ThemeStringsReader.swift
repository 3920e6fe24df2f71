import DocgenCore
import DocgenDiagrams
import DocgenLanguages
import DocgenModel

/// Reads the theme's words from a theme's `i18n/<language>.yml` (a language's file: its top-level
/// keys, ``LanguageFileReader``), and picks each site language's words from a theme's files.
enum ThemeStringsReader {
    /// The table in `bytes`, or nil with its problems. A copy of a built-in file is not read
    /// again: its words were read when docgen was built (``BuiltInLanguages``).
    static func read(_ bytes: [UInt8], displayPath: String) -> (ThemeStringTable?, [Diagnostic]) {
        if let builtIn = BuiltInLanguages.data(ofFileWith: bytes) {
            return (ThemeStringTable(displayPath: displayPath, strings: builtIn.themeStrings), [])
        }
        let text: String
        switch UTF8Validation.decode(bytes, displayPath: displayPath) {
        case .failure(let problem): return (nil, [problem])
        case .success(let decoded): text = decoded
        }
        let code = String(displayPath.split(separator: "/").last?.dropLast(".yml".count) ?? "")
        let (language, problems) = LanguageFileReader.read(text, code: code, displayPath: displayPath, themeStringsOnly: true)
        return (language.map { ThemeStringTable(displayPath: displayPath, strings: $0.themeStrings) }, problems)
    }

    /// Each of `languages`' words: the table of the theme's language that best fits its code
    /// (``LanguageMatcher``: `zh-Hans` for `zh`, `zh-CN` and `zh-Hans-CN`, `en` for `en-GB`),
    /// with the English text for every key it lacks, and a warning for what is missing. A
    /// language with no table gets English, with a warning at its setting (`settings`, by code);
    /// so does one whose words only a theme of the site's own has, as its diagrams are drawn from
    /// the built-in files (``BuiltInLanguages``).
    static func resolve(_ theme: Theme, for languages: [String], settings: [String: SourceLocation] = [:])
        -> ([String: [String: String]], [Diagnostic]) {
        let english = theme.strings["en"]?.strings ?? [:]
        let matcher = LanguageMatcher(codes: Array(theme.strings.keys))
        var resolved: [String: [String: String]] = [:]
        var warnings: [Diagnostic] = []
        for language in languages {
            guard let table = matcher.bestMatch(for: language).flatMap({ theme.strings[$0] }) else {
                resolved[language] = english
                if !english.isEmpty {
                    let known = theme.strings.keys.sorted().joined(separator: ", ")
                    warnings.append(.warning("there are no words for the language '\(language)' (i18n/\(language).yml; there are: \(known)); "
                                             + "English is used", at: settings[language] ?? SourceLocation(file: theme.strings["en"]!.displayPath), rule: .themeLanguage))
                }
                continue
            }
            if BuiltInLanguages.data(for: language) == nil {
                warnings.append(.warning("docgen has no diagram phrases for '\(language)' (only the theme's \(table.displayPath) has its words); "
                                         + "diagrams and tables are drawn in English", at: settings[language] ?? SourceLocation(file: table.displayPath), rule: .themeLanguage))
            }
            let missing = english.keys.filter { table.strings[$0] == nil }.sorted()
            if !missing.isEmpty {
                warnings.append(.warning("'\(language)' lacks \(missing.map { "'\($0)'" }.joined(separator: ", ")); English is used for "
                                         + (missing.count == 1 ? "it" : "them"), at: SourceLocation(file: table.displayPath), rule: .themeLanguage))
            }
            resolved[language] = english.merging(table.strings) { _, own in own }
        }
        return (resolved, warnings)
    }
}
