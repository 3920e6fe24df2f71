import DocgenCore

/// The language a diagram writes its own text in: callouts, dimension labels, `<title>` and
/// `<desc>`. The author's text (row titles, captions) is drawn as written, and API names
/// (`contentView`, `.layerMinXMinYCorner`) stay as Swift spells them in every language.
///
/// Its words, number format and text setting are data: the `diagrams:`, `numbers:` and `text:`
/// sections of the language's file (``BuiltInLanguages``). No code branches on a language.
public struct DiagramLanguage: Sendable, Equatable, CustomStringConvertible {
    public let data: LanguageData

    /// The language's data as read from its file.
    public init(data: LanguageData) {
        self.data = data
    }

    /// English, the reference language and the fallback of every other.
    public static let english = DiagramLanguage(data: BuiltInLanguages.english)

    /// The built-in language that best fits `code` (``LanguageMatcher``: `en-GB` is English).
    public init(code: String) throws(UnknownDiagramLanguage) {
        guard let data = BuiltInLanguages.data(for: code) else { throw UnknownDiagramLanguage(code: code) }
        self.init(data: data)
    }

    /// The language to draw a chapter's diagrams in, from its language tag (`language` in
    /// docgen.yml): the best built-in match, or English when there is none (the Load stage warns
    /// about a site language without data).
    public init(matchingTag tag: String) {
        self = (try? DiagramLanguage(code: tag)) ?? .english
    }

    /// Its BCP 47 code (`en`, `zh-Hans`), as `xml:lang` names it.
    public var code: String { data.code }
    public var description: String { code }

    public static func == (lhs: DiagramLanguage, rhs: DiagramLanguage) -> Bool { lhs.code == rhs.code }

    /// How it writes numbers.
    public var numbers: NumberStyle { data.numbers }
    /// How it sets text.
    public var traits: LanguageTraits { data.traits }

    /// The phrase `key` of the file's `diagrams:` with `values` in their places, in its form for
    /// `count` when given (``LanguageData/phrase(_:count:_:)``).
    func phrase(_ key: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        data.phrase(key, count: count, values)
    }

    /// A length as every diagram prints it: at most two decimals (``PointFormat``), with the
    /// language's decimal mark (`15.29`, `15,29`) and no grouping.
    func length(_ value: Double) -> String {
        let plain = PointFormat.string(value)
        return numbers.decimalMark == "." ? plain : plain.replacing(".", with: numbers.decimalMark)
    }

    /// Sentences written one after another.
    public func paragraph(_ sentences: [String]) -> String { traits.paragraph(sentences) }

    /// Items of a short list: `ms, lower is better` in English, `ms，越低越好` in Chinese.
    public func list(_ items: [String]) -> String { traits.list(items) }

    /// Two phrases side by side (``LanguageTraits/spaced(_:_:)``).
    public func spaced(_ left: String, _ right: String) -> String { traits.spaced(left, right) }

    /// `text` with `notes` in one pair of brackets (``LanguageTraits/bracketed(_:_:)``).
    public func bracketed(_ text: String, _ notes: [String]) -> String { traits.bracketed(text, notes) }

    /// `text` without the full stop it ends with (``LanguageTraits/withoutFullStop(_:)``).
    public func withoutFullStop(_ text: String) -> String { traits.withoutFullStop(text) }

    /// The sentence with its full stop (``LanguageTraits/finished(_:)``).
    public func finished(_ sentence: String) -> String { traits.finished(sentence) }
}

/// A language code docgen has no diagram strings for.
public struct UnknownDiagramLanguage: Error, Equatable, CustomStringConvertible {
    public var code: String

    /// `unknown language 'xx'; known: en, zh-Hans`.
    public var description: String {
        "unknown language '\(code)'; known: \(BuiltInLanguages.all.keys.sorted().joined(separator: ", "))"
    }
}
