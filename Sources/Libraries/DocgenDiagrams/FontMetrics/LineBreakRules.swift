import DocgenCore

/// Where a line of text may break, for Latin and CJK text alike.
///
/// A line may break at a run of spaces, and between two characters when either is wide (an
/// ideograph, kana, Hangul, CJK punctuation: ``WideCharacters``), so a Latin word such as
/// `maskedCorners` stays whole; between two CJK characters, only where ``CJKWords`` (ICU's
/// dictionary) ends one word of two characters or more and starts another, so `手动关闭` never
/// ends a line with `手动关`. The kinsoku rules then take breaks away: no line starts with
/// closing punctuation (`，。、；：？！）」』` and the like) and none ends with an opening bracket
/// (`（「『`), even across a space, as UAX #14 has it. The ASCII `.` may start a line, so
/// `.layerMinXMinYCorner` can.
enum LineBreakRules {
    /// Characters no line starts with: CJK closing punctuation and brackets, closing quotes, and
    /// the ASCII closers that may follow an ideograph.
    static let noLineStart: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "〉", "】", "〕", "〗", "〙", "〛", "］", "｝",
        "．", "…", "～", "\u{201D}", "\u{2019}", ",", ";", ":", "?", "!", ")", "]", "}",
    ]

    /// Characters no line ends with: opening brackets and quotes.
    static let noLineEnd: Set<Character> = [
        "（", "「", "『", "《", "〈", "【", "〔", "〖", "〘", "〚", "［", "｛", "\u{201C}", "\u{2018}", "(", "[", "{",
    ]

    /// A piece of a paragraph that no line break splits.
    struct Segment: Equatable {
        /// The piece, its inner runs of spaces collapsed to one.
        var text: String
        /// Whether a space separates it from the piece before (a line that puts them together
        /// writes the space; a line that starts with it drops it).
        var followsSpace: Bool
    }

    /// Spaces and tabs separate words; a run of them collapses to one space, as in SVG.
    @inline(__always)
    static func isWordSeparator(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// Whether a line may end after `before` and the next line start with `after`, with spaces
    /// between them in the text (`acrossSpace`) or not.
    static func allowsBreak(between before: Character, and after: Character, acrossSpace: Bool) -> Bool {
        guard !noLineEnd.contains(before), !noLineStart.contains(after) else { return false }
        return acrossSpace || isWide(before) || isWide(after)
    }

    /// The pieces of one paragraph (text without line breaks), in order; none for blank text.
    static func segments(of paragraph: Substring) -> [Segment] {
        asciiSegments(of: paragraph) ?? characterSegments(of: paragraph)
    }

    /// ``segments(of:)`` read `Character` by `Character`, for any text.
    static func characterSegments(of paragraph: Substring) -> [Segment] {
        var segments: [Segment] = []
        var current = Segment(text: "", followsSpace: false)
        var previous: Character?
        var spaceBefore = false
        let words = CJKWords.breaks(in: paragraph)
        for index in paragraph.indices {
            let character = paragraph[index]
            if isWordSeparator(character) {
                spaceBefore = previous != nil
                continue
            }
            if let previous {
                if !words.keeps(index) && allowsBreak(between: previous, and: character, acrossSpace: spaceBefore) {
                    segments.append(current)
                    current = Segment(text: "", followsSpace: spaceBefore)
                } else if spaceBefore {
                    current.text += " "
                }
            }
            current.text.append(character)
            previous = character
            spaceBefore = false
        }
        if !current.text.isEmpty { segments.append(current) }
        return segments
    }

    /// ``segments(of:)`` of an ASCII paragraph, read as bytes, or nil for any other. No ASCII
    /// character is wide, so a line breaks only at spaces, where the kinsoku rules allow; by
    /// `Character`, with the rules' sets, a figure's labels cost some 130,000 instructions a wrap.
    static func asciiSegments(of paragraph: Substring) -> [Segment]? {
        guard !ByteSearch.containsByte(in: paragraph, where: { $0 >= 0x80 }) else { return nil }
        var segments: [Segment] = []
        var current: [UInt8] = [], followsSpace = false
        var previous: UInt8?
        var spaceBefore = false
        for byte in paragraph.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                spaceBefore = previous != nil
                continue
            }
            if let previous, spaceBefore {
                if !asciiNoLineEnd.contains(previous) && !asciiNoLineStart.contains(byte) {
                    segments.append(Segment(text: String(decoding: current, as: UTF8.self), followsSpace: followsSpace))
                    current.removeAll(keepingCapacity: true)
                    followsSpace = true
                } else {
                    current.append(UInt8(ascii: " "))
                }
            }
            current.append(byte)
            previous = byte
            spaceBefore = false
        }
        if !current.isEmpty { segments.append(Segment(text: String(decoding: current, as: UTF8.self), followsSpace: followsSpace)) }
        return segments
    }

    /// The ASCII characters of ``noLineStart`` and ``noLineEnd``, as bytes.
    private static let asciiNoLineStart = Set(noLineStart.compactMap(\.asciiValue))
    private static let asciiNoLineEnd = Set(noLineEnd.compactMap(\.asciiValue))

    /// A CJK character or fullwidth form, which a line may break before or after.
    @inline(__always)
    static func isWide(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { WideCharacters.contains($0.value) } ?? false
    }
}
