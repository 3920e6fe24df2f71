import DocgenCore
import DocgenYAML

/// Reads a language's file (the theme's `i18n/CODE.yml`): the theme's words as top-level keys,
/// and three sections, `numbers:` (``NumberStyle``), `text:` (``LanguageTraits``) and
/// `diagrams:` (the phrases diagrams and tables write, nested by topic, with `{name}` places for
/// values). Every problem is located.
public enum LanguageFileReader {
    /// The file's data, or nil with its problems when it is not a mapping at all; with
    /// `themeStringsOnly`, only the theme's words (the sections are checked as mappings, not read).
    public static func read(_ text: String, code: String, displayPath: String, themeStringsOnly: Bool = false)
        -> (LanguageData?, [Diagnostic]) {
        var language = LanguageData(code: code, displayPath: displayPath)
        let node: YAMLNode
        do {
            guard let parsed = try YAMLParser.parse(text) else { return (language, []) }
            node = parsed
        } catch {
            return (nil, [.error("invalid YAML: \(error.message)", at: SourceLocation(file: displayPath, line: error.line, column: error.column))])
        }
        var problems: [Diagnostic] = []
        func at(_ node: YAMLNode) -> SourceLocation { SourceLocation(file: displayPath, line: node.line, column: node.column) }
        guard let pairs = node.mapping else {
            return (nil, [.error("a language file must map keys to text, not \(node.kindDescription)", at: at(node))])
        }
        var seen: Set<String> = []
        for pair in pairs {
            guard let key = pair.key.stringValue else {
                problems.append(.error("a language file's keys must be text", at: at(pair.key)))
                continue
            }
            guard seen.insert(key).inserted else {
                problems.append(.error("duplicate key '\(key)'", at: at(pair.key)))
                continue
            }
            if themeStringsOnly, ["numbers", "text", "diagrams"].contains(key) {
                if pair.value.mapping == nil {
                    problems.append(.error("'\(key)' must be a mapping, not \(pair.value.kindDescription)", at: at(pair.value)))
                }
                continue
            }
            switch key {
            case "numbers": language.numbers = readNumbers(pair.value, at: at, problems: &problems)
            case "text": language.traits = readTraits(pair.value, at: at, problems: &problems)
            case "diagrams": readPhrases(pair.value, prefix: "", into: &language, at: at, problems: &problems)
            default:
                guard let value = pair.value.stringValue else {
                    problems.append(.error("theme strings must map keys to text", at: at(pair.value)))
                    continue
                }
                language.themeStrings[key] = value
            }
        }
        return (language, problems)
    }

    /// `numbers:`: `decimalMark`, `groupSeparator` and `minimumGroupedDigits`.
    private static func readNumbers(_ node: YAMLNode, at: (YAMLNode) -> SourceLocation, problems: inout [Diagnostic]) -> NumberStyle {
        var style = NumberStyle.english
        for pair in fields(of: node, section: "numbers", at: at, problems: &problems) {
            switch pair.key.stringValue {
            case "decimalMark": text(pair.value, at: at, problems: &problems).map { style.decimalMark = $0 }
            case "groupSeparator": text(pair.value, at: at, problems: &problems).map { style.groupSeparator = $0 }
            case "minimumGroupedDigits":
                if let digits = pair.value.intValue, digits >= 1 {
                    style.minimumGroupedDigits = digits
                } else {
                    problems.append(.error("'minimumGroupedDigits' must be a whole number of 1 or more", at: at(pair.value)))
                }
            default:
                problems.append(.error("unknown key '\(pair.key.scalar ?? "")' in 'numbers'; known: decimalMark, groupSeparator, "
                                       + "minimumGroupedDigits", at: at(pair.key)))
            }
        }
        return style
    }

    /// `text:`: the fields of ``LanguageTraits``.
    private static func readTraits(_ node: YAMLNode, at: (YAMLNode) -> SourceLocation, problems: inout [Diagnostic]) -> LanguageTraits {
        var traits = LanguageTraits()
        let texts: [String: WritableKeyPath<LanguageTraits, String>] = [
            "sentenceSeparator": \.sentenceSeparator, "listSeparator": \.listSeparator, "openingBracket": \.openingBracket,
            "closingBracket": \.closingBracket, "fullStop": \.fullStop,
        ]
        let flags: [String: WritableKeyPath<LanguageTraits, Bool>] = [
            "noSpaceBesideFullwidthPunctuation": \.noSpaceBesideFullwidthPunctuation,
            "spaceBetweenIdeographsAndLatin": \.spaceBetweenIdeographsAndLatin,
            "spaceBeforeFigureLink": \.spaceBeforeFigureLink, "capitalizesHeaders": \.capitalizesHeaders,
        ]
        for pair in fields(of: node, section: "text", at: at, problems: &problems) {
            let key = pair.key.scalar ?? ""
            if let path = texts[key] {
                text(pair.value, at: at, problems: &problems).map { traits[keyPath: path] = $0 }
            } else if let path = flags[key] {
                if let flag = pair.value.boolValue {
                    traits[keyPath: path] = flag
                } else {
                    problems.append(.error("'\(key)' must be true or false", at: at(pair.value)))
                }
            } else if key == "sentenceEnds" {
                text(pair.value, at: at, problems: &problems).map { traits.sentenceEnds = Array($0) }
            } else {
                let known = (Array(texts.keys) + Array(flags.keys) + ["sentenceEnds"]).sorted().joined(separator: ", ")
                problems.append(.error("unknown key '\(key)' in 'text'; known: \(known)", at: at(pair.key)))
            }
        }
        return traits
    }

    /// `diagrams:`, nested mappings of phrases, each kept under its dotted key.
    private static func readPhrases(_ node: YAMLNode, prefix: String, into language: inout LanguageData,
                                    at: (YAMLNode) -> SourceLocation, problems: inout [Diagnostic]) {
        for pair in fields(of: node, section: prefix.isEmpty ? "diagrams" : String(prefix.dropLast()), at: at, problems: &problems) {
            guard let key = pair.key.stringValue else { continue }
            if pair.value.mapping != nil {
                readPhrases(pair.value, prefix: prefix + key + ".", into: &language, at: at, problems: &problems)
            } else if let value = pair.value.scalar, !pair.value.isNull {
                language.phrases[prefix + key] = PhraseTemplate(value)
                language.phraseLines[prefix + key] = pair.value.line
            } else {
                problems.append(.error("'\(prefix + key)' must be text, or a mapping of phrases", at: at(pair.value)))
            }
        }
    }

    /// The pairs of a section's mapping, each key once.
    private static func fields(of node: YAMLNode, section: String, at: (YAMLNode) -> SourceLocation,
                               problems: inout [Diagnostic]) -> [YAMLPair] {
        guard let pairs = node.mapping else {
            problems.append(.error("'\(section)' must be a mapping, not \(node.kindDescription)", at: at(node)))
            return []
        }
        var seen: Set<String> = []
        return pairs.filter { pair in
            guard seen.insert(pair.key.scalar ?? "").inserted else {
                problems.append(.error("duplicate key '\(pair.key.scalar ?? "")' in '\(section)'", at: at(pair.key)))
                return false
            }
            return true
        }
    }

    private static func text(_ node: YAMLNode, at: (YAMLNode) -> SourceLocation, problems: inout [Diagnostic]) -> String? {
        guard let text = node.scalar, node.mapping == nil else {
            problems.append(.error("expected text, not \(node.kindDescription)", at: at(node)))
            return nil
        }
        return text
    }
}
