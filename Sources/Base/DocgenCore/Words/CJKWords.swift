import CICU

/// Where Chinese and Japanese text, written without spaces, may break between lines without
/// splitting a word: ICU's dictionary-based word breaking (the toolchain's ICU, C target `CICU`,
/// the only code that calls it), read as a typesetter reads it.
///
/// ICU splits `除非你手动关闭` into `除非|你|手|动|关闭`: its dictionary knows the long words and
/// leaves a word it does not know as single characters. So a line may break between two CJK
/// words when both are at least two characters long, and beside a word of one character that
/// stands between two such words on the side away from the word it leans on: before a
/// preposition, conjunction or adverb (`否则|在飞行`, ``leansForward``), after a particle or
/// postposition (`一行的|分隔线`, ``leansBack``). Any other word of one character (`等` at the
/// end, a word the dictionary missed, `反|编译`, `手|动`) stays with its neighbours. ICU says
/// nothing of which way a word leans, so these two short lists are docgen's own. Between a CJK
/// word and anything else (Latin words, numbers, spaces, punctuation) this says nothing: the
/// caller's rules (``UAX #14``, kinsoku) decide there.
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
        // Text without a byte that starts a CJK character (most text: ASCII) is passed over at once.
        guard ByteSearch.containsByte(in: text, where: { $0 >= 0xE2 }),
              zip(text.utf8, text.utf8.dropFirst()).contains(where: { $0 >= 0xE3 || ($0 == 0xE2 && $1 >= 0xBA) }) else { return Breaks() }
        var breaks = Breaks()
        // Words come in order, so each index is found from the last one's.
        var position = (offset: 0, index: text.startIndex)
        func index(_ offset: Int) -> String.Index {
            position = (offset, text.utf16.index(position.index, offsetBy: offset - position.offset))
            return position.index
        }
        // The CJK words, each with its range and length in characters; nil between runs.
        let cjkWords: [(range: Range<String.Index>, characters: Int, text: Substring)?] = words(in: text).map { word in
            guard word.isCJK else { return nil }
            let range = index(word.start)..<index(word.end)
            return (range, text[range].count, text[range])
        }
        for (offset, word) in cjkWords.enumerated() {
            guard let word else { continue }
            for inside in word.text.indices.dropFirst() { breaks.insideWords.insert(inside) }
            guard offset > 0, let previous = cjkWords[offset - 1], previous.range.upperBound == word.range.lowerBound else { continue }
            switch (previous.characters >= 2, word.characters >= 2) {
            case (true, true): breaks.allowed.append(word.range.lowerBound)
            case (false, false): breaks.betweenOneCharacterWords.insert(word.range.lowerBound)
            case (true, false):
                // Before a word of one character that leans on the word after it (在飞行).
                let next = offset + 1 < cjkWords.count ? cjkWords[offset + 1] : nil
                if let next, next.range.lowerBound == word.range.upperBound, next.characters >= 2, leansForward.contains(word.text) {
                    breaks.allowed.append(word.range.lowerBound)
                } else {
                    breaks.besideOneCharacterWords.insert(word.range.lowerBound)
                }
            case (false, true):
                // After a word of one character that leans on the word before it (一行的).
                let before = offset > 1 ? cjkWords[offset - 2] : nil
                if let before, before.range.upperBound == previous.range.lowerBound, before.characters >= 2, leansBack.contains(previous.text) {
                    breaks.allowed.append(word.range.lowerBound)
                } else {
                    breaks.besideOneCharacterWords.insert(word.range.lowerBound)
                }
            }
        }
        return breaks
    }

    /// Words of one character that belong with the word after them: prepositions,
    /// conjunctions, adverbs and auxiliaries (`在`, `和`, `会`).
    static let leansForward: Set<Substring> = ["在", "和", "与", "及", "或", "把", "被", "对", "从", "向", "给", "为", "让", "使", "将",
                                               "会", "能", "要", "可", "也", "都", "就", "才", "又", "还", "很", "更", "最", "是", "有",
                                               "并", "而", "不", "没", "已", "再", "每", "各", "该", "这", "那", "用", "以", "比", "跟", "同"]

    /// Words of one character that belong with the word before them: particles and
    /// postpositions (`的`, `了`, `下`).
    static let leansBack: Set<Substring> = ["的", "地", "得", "了", "着", "过", "等", "们", "上", "下", "中", "里", "内", "外", "后",
                                            "前", "时", "处", "间"]

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
