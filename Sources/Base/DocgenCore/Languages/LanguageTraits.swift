/// How a language sets the text docgen puts together: what goes between sentences and between
/// the items of a list, its brackets and full stop, and where spaces fall. Read from the
/// `text:` section of a language's file; every field has the English value by default.
public struct LanguageTraits: Sendable, Equatable {
    /// Between two sentences: a space in English, nothing in Chinese.
    public var sentenceSeparator = " "
    /// Between the items of a short list: `, ` in English, `，` in Chinese.
    public var listSeparator = ", "
    /// What opens and closes a bracketed note: ` (` and `)`, or `（` and `）`.
    public var openingBracket = " ("
    public var closingBracket = ")"
    /// The full stop a sentence gets when it has none.
    public var fullStop = "."
    /// The marks that end a sentence already.
    public var sentenceEnds: [Character] = [".", "!", "?"]
    /// True where fullwidth punctuation carries its own space, so none is set beside it
    /// (`混合方案（私有 API）54.1`).
    public var noSpaceBesideFullwidthPunctuation = false
    /// True where a space is set wherever a value put into a phrase meets text of the other
    /// script: an ideograph and a Latin letter or digit (`设备为 iPhone`, `文字大小 Large 和`).
    public var spaceBetweenIdeographsAndLatin = false
    /// True where a figure's caption and its link are separated by a space; false where the
    /// theme sets the link on a line of its own (Chinese).
    public var spaceBeforeFigureLink = true
    /// True where a header starts with a capital letter though the same words inside a sentence
    /// do not (`Text size AX5` and `text size AX5`).
    public var capitalizesHeaders = true

    public init() {}

    /// Sentences written one after another.
    public func paragraph(_ sentences: [String]) -> String { sentences.joined(separator: sentenceSeparator) }

    /// Items of a short list: `ms, lower is better`, `ms，越低越好`.
    public func list(_ items: [String]) -> String { items.joined(separator: listSeparator) }

    /// Two phrases side by side, with a space between them unless either side is fullwidth
    /// punctuation in a language that sets none there.
    public func spaced(_ left: String, _ right: String) -> String {
        guard noSpaceBesideFullwidthPunctuation else { return left + " " + right }
        let touchesFullwidth = [left.unicodeScalars.last, right.unicodeScalars.first].contains {
            $0.map(Self.isFullwidthPunctuation) ?? false
        }
        return left + (touchesFullwidth ? "" : " ") + right
    }

    /// `text` with `notes` in one pair of brackets: `insetGrouped (baseline, best)`,
    /// `insetGrouped（基准，最佳）`. When `text` already ends in a bracket, the notes join it rather
    /// than open a second one: `Hybrid (private API, baseline)`. A call's parentheses are no
    /// bracket: `draw(_:) (ms)`.
    public func bracketed(_ text: String, _ notes: [String]) -> String {
        guard !notes.isEmpty else { return text }
        if text.hasSuffix(closingBracket), let start = text.range(of: openingBracket, options: .backwards) {
            let inside = text[start.upperBound..<text.index(text.endIndex, offsetBy: -closingBracket.count)]
            if !inside.contains(where: { "()（）".contains($0) }) {
                return String(text.dropLast(closingBracket.count)) + listSeparator + list(notes) + closingBracket
            }
        }
        return text + openingBracket + list(notes) + closingBracket
    }

    /// The sentence with its full stop, unless it already ends with a stop, inside a closing
    /// quote or not (`”`, or the `“` that closes a quote in some languages).
    public func finished(_ sentence: String) -> String {
        let last = sentence.last == "”" || sentence.last == "“" ? sentence.dropLast().last : sentence.last
        guard let last, sentenceEnds.contains(last) else { return sentence + fullStop }
        return sentence
    }

    /// `text` without the full stop (`.` or `。`) it ends with, for a caption that more words
    /// follow; an ellipsis (`...`) and a closing `?` or `!` stay.
    public func withoutFullStop(_ text: String) -> String {
        if text.hasSuffix("。") || (text.hasSuffix(".") && !text.hasSuffix("..")) { return String(text.dropLast()) }
        return text
    }

    /// A header's form of a phrase: its first letter in capitals where the language capitalizes
    /// headers, unless it starts with a name that keeps its case (`iOS 26`).
    public func header(_ phrase: String) -> String {
        guard capitalizesHeaders, let first = phrase.first, first.isLowercase, !phrase.hasPrefix("iOS") else { return phrase }
        return phrase.prefix(1).uppercased() + phrase.dropFirst()
    }

    /// `a` before `b`, as a phrase's text and the values put into it meet (``append(_:to:)``).
    public func joining(_ a: String, _ b: String) -> String {
        var text = a
        append(b, to: &text)
        return text
    }

    /// Appends `b` to `text` as a phrase's text and the values put into it meet: with a space
    /// between them where an ideograph meets a Latin letter or digit in a language that asks for
    /// one, and without the space beside fullwidth punctuation in a language that sets none there
    /// (`{baseline} = 1` gives `混合方案（私有 API）= 1`). In place, so a long phrase is not copied
    /// at every value.
    public func append(_ b: String, to text: inout String) {
        // Only the scalars where the two meet are looked at, the cheap test first: this runs for
        // every piece of every phrase a diagram writes.
        guard noSpaceBesideFullwidthPunctuation || spaceBetweenIdeographsAndLatin, let last = text.unicodeScalars.last,
              let first = b.unicodeScalars.first else {
            text += b
            return
        }
        if noSpaceBesideFullwidthPunctuation {
            if last == " ", Self.isFullwidthPunctuation(first) {
                text.unicodeScalars.removeLast()
                text += b
                return
            }
            if first == " ", Self.isFullwidthPunctuation(last) {
                text.unicodeScalars.append(contentsOf: b.unicodeScalars.dropFirst())
                return
            }
        }
        if spaceBetweenIdeographsAndLatin,
           (Self.isLatin(last) && Self.isIdeograph(first)) || (Self.isLatin(first) && Self.isIdeograph(last)) {
            text += " "
        }
        text += b
    }

    /// CJK punctuation and fullwidth forms (`，。、：；（）《》「」`), and the curly quotes that
    /// Chinese text sets full width.
    static func isFullwidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: true
        case 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2014: true
        default: false
        }
    }

    /// An ASCII letter or digit.
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        default: false
        }
    }

    private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isIdeographic }
}
