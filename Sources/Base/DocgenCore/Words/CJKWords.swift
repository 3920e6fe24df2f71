import CICU

/// Where Chinese and Japanese text, written without spaces, may break between lines without
/// splitting a word: ICU's dictionary-based word breaking (the toolchain's ICU, C target `CICU`,
/// the only code that calls it), read as a typesetter reads it.
///
/// ICU splits `除非你手动关闭` into `除非|你|手|动|关闭`: its dictionary knows the long words and
/// leaves a word it does not know as single characters. So a line may break between two CJK
/// words when both are at least two characters long, and after a word of one character that
/// stands between two such words (`否则在|飞行`, `一行的|分隔线`: never before it, so no line
/// starts with `的`); any other word of one character (`等` at the end, or a word the dictionary
/// missed, `手|动`) stays with its neighbours. Between a CJK word and anything else (Latin
/// words, numbers, spaces, punctuation) this says nothing: the caller's rules (``UAX #14``,
/// kinsoku) decide there.
public enum CJKWords {
    /// The places in `text` where a line may break between two CJK words (each of them two
    /// characters or more), and the places between two CJK characters where it may not: inside
    /// a word, or beside a word of one character. Empty for text without CJK words.
    ///
    /// A word too long for its line must break somewhere: the kept places are told apart for
    /// that, from the least bad to the worst: between a word and a word of one character
    /// (`设置|圆`), between two words of one character (`圆|角`: often one word the dictionary
    /// does not know), inside a word.
    public struct Breaks: Equatable, Sendable {
        public var allowed: [String.Index] = []
        public var besideOneCharacterWords: Set<String.Index> = []
        public var betweenOneCharacterWords: Set<String.Index> = []
        public var insideWords: Set<String.Index> = []

        /// Every place between two CJK characters where a line may not break.
        public func keeps(_ index: String.Index) -> Bool {
            insideWords.contains(index) || besideOneCharacterWords.contains(index) || betweenOneCharacterWords.contains(index)
        }

        /// How bad a forced break at `index` is: 0 where a line may break, up to 3 inside a word.
        public func cost(at index: String.Index) -> Int {
            if insideWords.contains(index) { return 3 }
            if betweenOneCharacterWords.contains(index) { return 2 }
            return besideOneCharacterWords.contains(index) ? 1 : 0
        }
    }

    /// The breaks of `text` (see ``Breaks``); text with no character from U+2E80 up (UTF-8
    /// E2 BA 80) is not given to ICU at all, so Latin text with curly quotes or dashes costs a
    /// byte scan.
    public static func breaks(in text: Substring) -> Breaks {
        guard zip(text.utf8, text.utf8.dropFirst()).contains(where: { $0 >= 0xE3 || ($0 == 0xE2 && $1 >= 0xBA) }) else { return Breaks() }
        var breaks = Breaks()
        // The last CJK word's end and length in characters, and whether a word of two characters
        // or more came right before it, while words follow one another.
        var previous: (end: Int, characters: Int, afterLongWord: Bool)?
        // Words come in order, so each index is found from the last one's.
        var position = (offset: 0, index: text.startIndex)
        func index(_ offset: Int) -> String.Index {
            position = (offset, text.utf16.index(position.index, offsetBy: offset - position.offset))
            return position.index
        }
        for word in words(in: text) {
            guard word.isCJK else {
                previous = nil
                continue
            }
            let range = index(word.start)..<index(word.end)
            let characters = text[range].count
            for inside in text[range].indices.dropFirst() { breaks.insideWords.insert(inside) }
            let adjacent = previous.map { $0.end == word.start } ?? false
            if let previous, adjacent {
                switch (previous.characters >= 2, characters >= 2) {
                case (true, true): breaks.allowed.append(range.lowerBound)
                case (false, true) where previous.afterLongWord: breaks.allowed.append(range.lowerBound)
                case (false, false): breaks.betweenOneCharacterWords.insert(range.lowerBound)
                default: breaks.besideOneCharacterWords.insert(range.lowerBound)
                }
            }
            previous = (word.end, characters, adjacent && (previous?.characters ?? 0) >= 2)
        }
        return breaks
    }

    /// A word as ICU gives it: UTF-16 offsets, and whether its rule status is kana or ideographs.
    private struct Word {
        var start: Int
        var end: Int
        var isCJK: Bool
    }

    /// ICU's words of `text`, in order.
    private static func words(in text: Substring) -> [Word] {
        let units = Array(text.utf16)
        var status: DocgenUErrorCode = 0
        guard let template = wordIterator, let iterator = swift_ubrk_clone(template, &status), status <= 0 else { return [] }
        defer { swift_ubrk_close(iterator) }
        return units.withUnsafeBufferPointer { buffer in
            swift_ubrk_setText(iterator, buffer.baseAddress, Int32(buffer.count), &status)
            guard status <= 0 else { return [] }
            var words: [Word] = []
            var start = swift_ubrk_first(iterator)
            while true {
                let end = swift_ubrk_next(iterator)
                guard end != DOCGEN_UBRK_DONE else { break }
                // UBRK_WORD_KANA is 300..<400 and UBRK_WORD_IDEO 400..<500.
                let rule = swift_ubrk_getRuleStatus(iterator)
                words.append(Word(start: Int(start), end: Int(end), isCJK: rule >= 300 && rule < 500))
                start = end
            }
            return words
        }
    }

    /// A word iterator for Chinese, opened once and cloned for each text (a clone costs less
    /// than an open, and the template itself is never iterated, so threads share it safely).
    nonisolated(unsafe) private static let wordIterator: OpaquePointer? = {
        var status: DocgenUErrorCode = 0
        let iterator = swift_ubrk_open(DOCGEN_UBRK_WORD, "zh", nil, 0, &status)
        return status <= 0 ? iterator : nil
    }()
}

extension CJKWords {
    /// `text` escaped for XHTML, with `<wbr />` wherever a line may break between two CJK words
    /// (``breaks(in:)``): for text that a style sheet keeps whole otherwise (`word-break:
    /// keep-all`), so that a browser breaks Chinese between words, never inside one.
    public static func escapedWithBreaks(_ text: String) -> String {
        let allowed = breaks(in: text[...]).allowed
        guard !allowed.isEmpty else { return XMLText.escape(text) }
        var html = ""
        var start = text.startIndex
        for index in allowed {
            html += XMLText.escape(String(text[start..<index])) + "<wbr />"
            start = index
        }
        return html + XMLText.escape(String(text[start...]))
    }
}
