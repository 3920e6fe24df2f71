import DocgenCore

/// Swift source for the values of a language's data, as the generated file spells them.
enum SwiftLiteral {
    /// A string literal: quotes, backslashes and every control character escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case "\r": literal += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// A `LanguageData(…)` expression that makes `language` again, its dictionaries sorted by key.
    static func language(_ language: LanguageData) -> String {
        func dictionary<Value>(_ values: [String: Value], _ literal: (Value) -> String) -> String {
            guard !values.isEmpty else { return "[:]" }
            let entries = values.sorted { $0.key < $1.key }.map { "\(string($0.key)): \(literal($0.value))" }
            return "[\n" + entries.map { "                \($0),\n" }.joined() + "            ]"
        }
        let numbers = language.numbers
        return """
            LanguageData(
                        code: \(string(language.code)), displayPath: \(string(language.displayPath)),
                        themeStrings: \(dictionary(language.themeStrings, string)),
                        phrases: \(dictionary(language.phrases, phrase)),
                        phraseLines: \(dictionary(language.phraseLines) { String($0) }),
                        numbers: NumberStyle(groupSeparator: \(string(numbers.groupSeparator)), decimalMark: \(string(numbers.decimalMark)),
                                             minimumGroupedDigits: \(numbers.minimumGroupedDigits)),
                        traits: \(traits(language.traits)))
            """
    }

    /// A `PhraseTemplate(pieces:)` expression: the phrase split as LanguageFileReader split it.
    private static func phrase(_ template: PhraseTemplate) -> String {
        let pieces = template.pieces.map { piece in
            switch piece {
            case .text(let text): ".text(\(string(text)))"
            case .value(let name): ".value(\(string(name)))"
            }
        }
        return "PhraseTemplate(pieces: [\(pieces.joined(separator: ", "))])"
    }

    /// The traits as a closure that sets each field of ``LanguageTraits`` (every one, found by
    /// reflection, so that a field added there is carried without a line here).
    private static func traits(_ traits: LanguageTraits) -> String {
        var lines = ["{", "            var traits = LanguageTraits()"]
        for child in Mirror(reflecting: traits).children {
            guard let label = child.label else { continue }
            let value: String
            switch child.value {
            case let text as String: value = string(text)
            case let flag as Bool: value = String(flag)
            case let characters as [Character]: value = "[" + characters.map { string(String($0)) }.joined(separator: ", ") + "]"
            default: fatalError("LanguageFileEmbedder: LanguageTraits.\(label) has a type this tool cannot write")
            }
            lines.append("            traits.\(label) = \(value)")
        }
        return (lines + ["            return traits", "        }()"]).joined(separator: "\n")
    }
}
