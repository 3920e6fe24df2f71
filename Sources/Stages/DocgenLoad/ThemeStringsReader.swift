import DocgenCore
import DocgenModel
import DocgenYAML

/// Reads a theme's `i18n/<language>.yml` (a mapping of keys to text), and picks each site
/// language's words from a theme's files.
enum ThemeStringsReader {
    /// The table in `bytes`, or nil with its problems.
    static func read(_ bytes: [UInt8], displayPath: String) -> (ThemeStringTable?, [Diagnostic]) {
        let text: String
        switch UTF8Validation.decode(bytes, displayPath: displayPath) {
        case .failure(let problem): return (nil, [problem])
        case .success(let decoded): text = decoded
        }
        let node: YAMLNode
        do {
            guard let parsed = try YAMLParser.parse(text) else { return (ThemeStringTable(displayPath: displayPath, strings: [:]), []) }
            node = parsed
        } catch {
            return (nil, [.error("invalid YAML: \(error.message)", at: SourceLocation(file: displayPath, line: error.line, column: error.column))])
        }
        func at(_ node: YAMLNode) -> SourceLocation { SourceLocation(file: displayPath, line: node.line, column: node.column) }
        guard let pairs = node.mapping else {
            return (nil, [.error("theme strings must map keys to text, not \(node.kindDescription)", at: at(node))])
        }
        var strings: [String: String] = [:]
        var problems: [Diagnostic] = []
        for pair in pairs {
            guard let key = pair.key.stringValue, let value = pair.value.stringValue else {
                problems.append(.error("theme strings must map keys to text", at: at(pair.value)))
                continue
            }
            if strings[key] != nil {
                problems.append(.error("duplicate key '\(key)'", at: at(pair.key)))
                continue
            }
            strings[key] = value
        }
        return (ThemeStringTable(displayPath: displayPath, strings: strings), problems)
    }

    /// Each of `languages`' words: its own table (the file of its code, or of a shorter form of
    /// it: `zh-Hans` for `zh-Hans-CN`, `zh-Hans` for `zh` and `zh-CN`), with the English text for
    /// every key it lacks, and a warning for what is missing.
    static func resolve(_ theme: Theme, for languages: [String]) -> ([String: [String: String]], [Diagnostic]) {
        let english = theme.strings["en"]?.strings ?? [:]
        var resolved: [String: [String: String]] = [:]
        var warnings: [Diagnostic] = []
        for language in languages {
            guard let table = table(for: language, in: theme) else {
                resolved[language] = english
                if !english.isEmpty && !language.lowercased().hasPrefix("en") {
                    warnings.append(.warning("the theme has no strings for '\(language)' (i18n/\(language).yml); English is used",
                                             at: SourceLocation(file: theme.strings["en"]!.displayPath)))
                }
                continue
            }
            let missing = english.keys.filter { table.strings[$0] == nil }.sorted()
            if !missing.isEmpty {
                warnings.append(.warning("'\(language)' lacks \(missing.map { "'\($0)'" }.joined(separator: ", ")); English is used for "
                                         + (missing.count == 1 ? "it" : "them"), at: SourceLocation(file: table.displayPath)))
            }
            resolved[language] = english.merging(table.strings) { _, own in own }
        }
        return (resolved, warnings)
    }

    /// The theme's table for `language`, matched without regard to case.
    private static func table(for language: String, in theme: Theme) -> ThemeStringTable? {
        let byCode = Dictionary(theme.strings.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        var subtags = language.lowercased().split(separator: "-").map(String.init)
        while !subtags.isEmpty {
            if let table = byCode[subtags.joined(separator: "-")] { return table }
            subtags.removeLast()
        }
        // Chinese without a script: Simplified in mainland China and Singapore, and by default.
        let tags = language.lowercased().split(separator: "-")
        if tags.first == "zh", !tags.contains(where: { $0 == "hant" || $0 == "tw" || $0 == "hk" || $0 == "mo" }) {
            return byCode["zh-hans"]
        }
        return nil
    }
}
