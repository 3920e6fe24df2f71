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

    /// Two phrases side by side: a space between them, except in Chinese where either side is
    /// fullwidth punctuation, whose glyph carries its own space (`混合方案（私有 API）54.1`).
    public func spaced(_ left: String, _ right: String) -> String {
        let touchesFullwidth = [left.unicodeScalars.last, right.unicodeScalars.first].contains {
            $0.map(Self.isFullwidthPunctuation) ?? false
        }
        return left + (self == .simplifiedChinese && touchesFullwidth ? "" : " ") + right
    }

    /// `text` with `notes` in one pair of brackets: `insetGrouped (baseline, best)`,
    /// `insetGrouped（基准，最佳）`. When `text` already ends in a bracket, the notes join it rather
    /// than open a second one: `Hybrid (private API, baseline)`, `混合方案（私有 API，基准）`. A
    /// call's parentheses are no bracket: `draw(_:) (ms)`.
    public func bracketed(_ text: String, _ notes: [String]) -> String {
        guard !notes.isEmpty else { return text }
        let (open, close) = self == .english ? (" (", ")") : ("（", "）")
        if text.hasSuffix(close), let start = text.range(of: open, options: .backwards) {
            let inside = text[start.upperBound..<text.index(text.endIndex, offsetBy: -close.count)]
            if !inside.contains(where: { "()（）".contains($0) }) {
                return String(text.dropLast(close.count)) + (self == .english ? ", " : "，") + list(notes) + close
            }
        }
        return text + open + list(notes) + close
    }

    /// CJK punctuation and fullwidth forms (`，。、：；（）《》「」`), and the curly quotes that
    /// Chinese text sets full width.
    private static func isFullwidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: true
        case 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2014: true
        default: false
        }
    }

    /// `text` without the full stop (`.` or `。`) it ends with, for a caption that more words
    /// follow; an ellipsis (`...`) and a closing `?` or `!` stay.
    public func withoutFullStop(_ text: String) -> String {
        if text.hasSuffix("。") || (text.hasSuffix(".") && !text.hasSuffix("..")) { return String(text.dropLast()) }
        return text
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
