@testable import DocgenDiagrams
import Testing

// At 10 pt every ideograph and every fullwidth punctuation mark is exactly 10 pt wide, so the
// expected lines below can be counted by hand: a 40 pt line holds four of them.

@Suite("Measuring by script")
struct ScriptMeasuringTests {
    @Test("Chinese punctuation counts 1 em, like the ideographs")
    func chinesePunctuation() {
        #expect(close(measurer.width(of: "，。、；：？！（）「」『』", font: .regular, size: 10), 130))
        #expect(close(measurer.width(of: "圆角遮罩", font: .bold, size: 10), 40))
    }

    @Test("Latin inside Chinese text keeps Liberation Sans widths")
    func latinInsideChinese() {
        let latin = measurer.width(of: "cornerRadius", font: .regular, size: 2048)
        let space = measurer.width(of: " ", font: .regular, size: 2048)
        // Liberation Sans advances: c 1024, o 1139, r 682, n 1139, e 1139, r 682, R 1479, a 1139,
        // d 1139, i 455, u 1139, s 1024; the space 569.
        #expect(close(latin, 12_180) && close(space, 569))
        #expect(close(measurer.width(of: "设置 cornerRadius 属性", font: .regular, size: 2048), 4 * 2048 + 2 * space + latin))
    }
}

@Suite("Line breaking")
struct LineBreakingTests {
    func wrap(_ text: String, _ width: Double, maxLines: Int = 0) -> [String] {
        measurer.wrapped(text, toFit: width, font: .regular, size: 10, maxLines: maxLines)
    }

    @Test("No line holds one lone ideograph when a narrower wrap of as many lines avoids it")
    func noLoneIdeographByWrappingNarrower() {
        // Greedy at 70 pt: 飞行模式 蓝牙 / 等.
        #expect(wrap("飞行模式 蓝牙 等", 70) == ["飞行模式", "蓝牙 等"])
        // Greedy at 55 pt: 甲乙 iCloud (51.1 pt) / 等; at 45 pt the Latin word keeps it company.
        #expect(wrap("甲乙 iCloud 等", 55) == ["甲乙", "iCloud 等"])
    }

    @Test("A lone ideograph stays when nothing can keep it company")
    func aLoneIdeographThatMustStay() {
        // Narrower wraps take more lines, and 图 cannot move down: 视图 is one word.
        #expect(wrap("圆角遮罩 附件视图 设", 40) == ["圆角遮罩", "附件视图", "设"])
        let truncated = wrap("圆角遮罩 附件视图 等。", 40, maxLines: 2)
        #expect(truncated.count == 2 && truncated[0] == "圆角遮罩" && truncated[1].hasSuffix("…"), "a truncated text is left as it is")
        #expect(wrap("甲", 40) == ["甲"], "a one-character text")
        #expect(wrap("圆角遮罩\n等", 40) == ["圆角遮罩", "等"], "a paragraph of its own")
        #expect(wrap("甲乙 a", 22) == ["甲乙", "a"], "a lone Latin letter is no ideograph")
    }

    @Test("Chinese wraps between words, by ICU's dictionary, with no spaces added")
    func breaksBetweenWords() {
        #expect(wrap("圆角遮罩附件视图", 35) == ["圆角", "遮罩", "附件", "视图"])
        #expect(wrap("圆角遮罩附件视图", 80) == ["圆角遮罩附件视图"])
        // ICU: 最后|一行|的|分隔|线. 的 (one character) stays with 一行, and 分隔线 with itself.
        #expect(wrap("最后一行的分隔线", 40) == ["最后", "一行的", "分隔线"])
        // 下 leans on 模式 and stands before 蓝牙: a line may end after it, so 飞行模式 stays whole.
        #expect(wrap("飞行模式下蓝牙保持打开等", 50) == ["飞行模式下", "蓝牙保持", "打开等"])
    }

    @Test("A run too long for its line breaks at the least bad place: beside a one-character word, not inside a word")
    func aLongRunBreaksWhereItHurtsLeast() {
        // 设置|圆|角|，: 设置圆角， is one run (five em); 设置 / 圆角， keeps both words whole.
        #expect(wrap("设置圆角，然后加遮罩", 40) == ["设置", "圆角，", "然后加", "遮罩"])
        // 在 leans on 飞行, so a line may end before it: no line of 关闭， alone, no 飞行 / 模式.
        #expect(wrap("除非你手动关闭，否则在飞行模式下蓝牙会保持打开。", 60)
            == ["除非你手动", "关闭，否则", "在飞行模式下", "蓝牙会保持", "打开。"])
    }

    @Test("A line never starts with a closing mark nor ends with an opening one")
    func noLineStartsWithAComma() {
        #expect(wrap("首行。末行", 20) == ["首", "行。", "末行"])
        // Greedy would give "使用（" / "可选）" / "圆角".
        #expect(wrap("使用（可选）圆角", 30) == ["使用", "（可", "选）", "圆角"])
        // Greedy would give "见「" / "分隔" / "线」" / "一节".
        #expect(wrap("见「分隔线」一节", 20) == ["见", "「分", "隔", "线」", "一节"])
    }

    @Test("The rules hold across a space: a word splits before a line starts with '，'")
    func rulesHoldAcrossASpace() {
        #expect(wrap("圆角 ，遮罩", 25) == ["圆", "角 ，", "遮罩"])
        #expect(LineBreakRules.segments(of: "圆角 ，遮罩") == [
            .init(text: "圆角 ，", followsSpace: false), .init(text: "遮罩", followsSpace: false),
        ])
    }

    @Test("Latin words inside Chinese text stay whole")
    func latinWordsStayWhole() {
        let word = measurer.width(of: "maskedCorners", font: .regular, size: 10)
        // Greedy: 设置 / maskedCorners属 / 性; one em narrower leaves no ideograph alone.
        #expect(wrap("设置maskedCorners属性", word + 10) == ["设置", "maskedCorners", "属性"])
        #expect(wrap("设置 maskedCorners 属性", word + 10) == ["设置", "maskedCorners", "属性"])
        #expect(wrap("设置 maskedCorners 属性", 200) == ["设置 maskedCorners 属性"], "spaces in the text are kept")
    }

    @Test("maxLines truncates Chinese text with an ellipsis")
    func maxLines() {
        // "…" is 1 em: "圆角，…" is 40 pt.
        #expect(wrap("设置圆角，然后加遮罩", 40, maxLines: 2) == ["设置", "圆角，…"])
    }

    @Test("ASCII text is cut into the pieces the Character-by-Character reading gives", arguments: [
        "A plain sentence of words.", "  leading and trailing spaces  ", "tabs\tand  runs   of spaces",
        "no break before ( an opening bracket, nor after ) a closing one", "a , b ; c : d ? e ! f ) g ] h } i",
        "( [ { x", "one", "", "   ", "x\t\t(y) [z] {w} , ; : ? !",
    ])
    func asciiPieces(_ text: String) {
        #expect(LineBreakRules.asciiSegments(of: text[...]) == LineBreakRules.characterSegments(of: text[...]))
        #expect(LineBreakRules.asciiSegments(of: "设置 x"[...]) == nil)
    }

    @Test("Latin text wraps at spaces only, as before", arguments: [110.0, 150.0, 220.0])
    func latinBreaksOnlyAtSpaces(width: Double) {
        let text = "so .layerMinXMinYCorner is still top-left (in layer coordinates)"
        let lines = measurer.wrapped(text, toFit: width, font: .regular, size: 10, maxLines: 0)
        #expect(lines.joined(separator: " ") == text)
        #expect(LineBreakRules.segments(of: text[...]).map(\.text) == text.split(separator: " ").map(String.init))
    }

    @Test("Every wrapped line of Chinese text obeys the rules and fits", arguments: [25.0, 33.0, 47.0, 61.0, 110.0])
    func everyLineObeysTheRules(width: Double) {
        let text = "分组样式（insetGrouped）的分区，会在首行和末行切圆角；中间行没有圆角。见「圆角遮罩」一节：maskedCorners 使用图层坐标！"
        let lines = wrap(text, width)
        for line in lines {
            #expect(!LineBreakRules.noLineStart.contains(line.first!), "'\(line)' starts with a closing mark")
            #expect(!LineBreakRules.noLineEnd.contains(line.last!), "'\(line)' ends with an opening mark")
            if line.count > 1 && !line.contains("maskedCorners") {
                #expect(measurer.width(of: line, font: .regular, size: 10) <= width + 1e-9, "'\(line)' is wider than \(width)")
            }
        }
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "nothing is lost or reordered")
    }
}
