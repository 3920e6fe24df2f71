/// The languages Pygments highlights for docgen, by every alias Pygments gives them (the
/// embedded `pygments-languages.txt`, written by `Scripts/pygments-languages` from the pinned
/// Pygments), read without starting Python: a fence decides from this table alone whether it
/// needs Pygments.
public enum PygmentsLanguages {
    /// The Pygments alias an info string's language (case-insensitive) is highlighted with, or
    /// nil when Pygments does not know it. Besides Pygments' own aliases, a few names Apple and
    /// Android sources use (`kt`, `plist`, `mm`, `h` …) `cmd` (Windows' command lines) and `wasm` lead to the lexer they mean.
    public static func alias(for language: String) -> String? {
        let name = language.lowercased()
        if let alias = extraAliases[name] { return alias }
        return lexerNames[name] == nil ? nil : name
    }

    /// The lexer's name of an alias, such as `Objective-C` for `objc`.
    public static func lexerName(of alias: String) -> String? {
        lexerNames[alias.lowercased()] ?? extraAliases[alias.lowercased()].flatMap { lexerNames[$0] }
    }

    /// Every name a fence may give for Pygments: its aliases and docgen's extra ones.
    public static var allAliases: [String] {
        Array(lexerNames.keys) + Array(extraAliases.keys)
    }

    /// The Pygments version the table was written from.
    public static let tableVersion: String = {
        let header = table.first ?? ""
        return header.split(separator: " ").dropFirst(2).first.map { String($0.dropLast()) } ?? ""
    }()

    private static let extraAliases: [String: String] = [
        "kt": "kotlin", "kts": "kotlin", "gradle": "groovy", "plist": "xml", "mm": "objective-c++", "h": "c", "hpp": "c++",
        "cc": "c++", "hh": "c++", "cmd": "batch", "wasm": "wat",
    ]

    private static let table: [Substring] = {
        String(decoding: PackageResources.pygments_languages_txt, as: UTF8.self).split(separator: "\n")
    }()

    private static let lexerNames: [String: String] = {
        var names: [String: String] = [:]
        for line in table where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            if fields.count == 2 { names[String(fields[0])] = String(fields[1]) }
        }
        return names
    }()
}
