import DocgenCore
import Testing

@Suite struct CJKWordsTests {
    /// The text with `|` where a line may break between two CJK words.
    func marked(_ text: String) -> String {
        let allowed = Set(CJKWords.breaks(in: text[...]).allowed)
        var marked = ""
        for index in text.indices {
            if allowed.contains(index) { marked += "|" }
            marked.append(text[index])
        }
        return marked
    }

    @Test("Chinese breaks between words of two characters or more, by ICU's dictionary, and beside a one-character word away from the word it leans on")
    func betweenWords() {
        #expect(marked("分组样式的圆角半径") == "分组|样式的圆角半径", "的 and 圆|角 (one character each to ICU) stay with their neighbours")
        #expect(marked("最后一行的分隔线") == "最后|一行的|分隔线", "after 的, never before it")
        #expect(marked("飞行模式") == "飞行|模式")
        #expect(marked("否则在飞行模式下") == "否则|在飞行|模式下", "在 leans on 飞行, 下 on 模式 (and ends the run)")
        #expect(marked("依据反编译代码") == "依据反编译|代码", "反 leans nowhere docgen knows: 反|编译 may be one word ICU missed")
    }

    @Test("Inside a word and beside a one-character word, no break between two ideographs")
    func keptTogether() {
        let text = "除非你手动关闭"
        let breaks = CJKWords.breaks(in: text[...])
        let kept = text.indices.dropFirst().filter(breaks.keeps).map { text.distance(from: text.startIndex, to: $0) }
        #expect(kept == [1, 2, 3, 4, 5, 6], "除非|你|手|动|关闭: every place is kept")
        #expect(breaks.allowed.isEmpty)
    }

    @Test("Latin text, numbers and punctuation are left to the caller's rules")
    func otherText() {
        let latin = CJKWords.breaks(in: "maskedCorners and cornerRadius"[...])
        #expect(latin.allowed.isEmpty && latin.insideWords.isEmpty && latin.besideOneCharacterWords.isEmpty)
        let mixed = "设置 cornerRadius 属性，然后加遮罩"
        let breaks = CJKWords.breaks(in: mixed[...])
        let space = mixed.firstIndex(of: " ")!
        #expect(!breaks.keeps(space) && !breaks.keeps(mixed.index(after: space)))
        #expect(!breaks.keeps(mixed.firstIndex(of: "，")!), "punctuation is no word")
    }

    @Test("In XHTML, <wbr /> marks the breaks and the text is escaped")
    func escaped() {
        #expect(CJKWords.escapedWithBreaks("飞行模式 & 蓝牙") == "飞行<wbr />模式 &amp; 蓝牙")
        #expect(CJKWords.escapedWithBreaks("a < b") == "a &lt; b")
        #expect(CJKWords.escapedWithBreaks("") == "")
    }
}
