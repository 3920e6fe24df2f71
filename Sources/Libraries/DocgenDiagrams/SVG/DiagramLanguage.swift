/// The language a diagram writes its own text in: callouts, dimension labels, `<title>` and
/// `<desc>`. The author's text (row titles, captions) is drawn as written, and API names
/// (`contentView`, `.layerMinXMinYCorner`) stay as Swift spells them in every language.
public enum DiagramLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language whose BCP 47 code is exactly `code` (`en`, `zh-Hans`).
    public init(code: String) throws(UnknownDiagramLanguage) {
        guard let language = DiagramLanguage(rawValue: code) else { throw UnknownDiagramLanguage(code: code) }
        self = language
    }

    /// The language to draw a chapter's diagrams in, from its language tag (`language` in
    /// docgen.yml): Simplified Chinese for `zh`, `zh-Hans…`, `zh-CN` and `zh-SG`, any case;
    /// English for every other tag, Traditional Chinese included, as docgen has no strings for it.
    public init(matchingTag tag: String) {
        let subtags = tag.lowercased().split(separator: "-")
        guard subtags.first == "zh" else {
            self = .english
            return
        }
        let script = subtags.dropFirst().first { $0.count == 4 }
        let region = subtags.dropFirst().first { $0.count == 2 }
        switch (script, region) {
        case ("hans"?, _), (nil, nil), (nil, "cn"?), (nil, "sg"?): self = .simplifiedChinese
        default: self = .english
        }
    }
}

extension DiagramLanguage {
    /// Sentences written one after another: a space between them in English, none in Chinese.
    public func paragraph(_ sentences: [String]) -> String {
        sentences.joined(separator: self == .english ? " " : "")
    }

    /// Items of a short list: `ms, lower is better` in English, `ms，越低越好` in Chinese.
    public func list(_ items: [String]) -> String {
        items.joined(separator: self == .english ? ", " : "，")
    }

    /// The sentence with its full stop (`.` or `。`), unless it already ends with a stop,
    /// inside a closing quote or not.
    public func finished(_ sentence: String) -> String {
        let last = sentence.last == "”" ? sentence.dropLast().last : sentence.last
        let stops: [Character] = self == .english ? [".", "!", "?"] : ["。", "！", "？", ".", "!", "?"]
        guard let last, stops.contains(last) else { return sentence + (self == .english ? "." : "。") }
        return sentence
    }
}

/// A language code docgen has no diagram strings for.
public struct UnknownDiagramLanguage: Error, Equatable, CustomStringConvertible {
    public var code: String

    /// `unknown language 'xx'; known: en, zh-Hans`.
    public var description: String {
        "unknown language '\(code)'; known: \(DiagramLanguage.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
