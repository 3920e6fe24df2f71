import DocgenCore
import Testing

/// A phrase with named places for values, and the spaces a language sets where they meet.
@Suite struct PhraseTemplateTests {
    @Test func valuesGoInTheirPlaces() {
        let template = PhraseTemplate("{count} cells, {count} rows of {name}")
        #expect(template.valueNames == ["count", "name"])
        #expect(template.filled(["count": "3", "name": "a list"], traits: LanguageTraits()) == "3 cells, 3 rows of a list")
    }

    @Test func otherBracesAndAMissingValueStayAsWritten() {
        #expect(PhraseTemplate("{} {a-b} {{x}} {y").filled(["x": "1"], traits: LanguageTraits()) == "{} {a-b} {1} {y")
        #expect(PhraseTemplate("rows: {rows}").filled([:], traits: LanguageTraits()) == "rows: {rows}")
    }

    @Test func chineseSetsSpacesBetweenScriptsAndNoneBesideFullwidthPunctuation() {
        var chinese = LanguageTraits()
        chinese.spaceBetweenIdeographsAndLatin = true
        chinese.noSpaceBesideFullwidthPunctuation = true
        let device = PhraseTemplate("设备为{device}（宽 {width} pt）")
        #expect(device.filled(["device": "iPhone 15", "width": "393"], traits: chinese) == "设备为 iPhone 15（宽 393 pt）")
        #expect(device.filled(["device": "手机", "width": "393"], traits: chinese) == "设备为手机（宽 393 pt）")
        #expect(PhraseTemplate("{baseline} = 1").filled(["baseline": "混合方案（私有 API）"], traits: chinese) == "混合方案（私有 API）= 1")
        #expect(device.filled(["device": "iPhone 15", "width": "393"], traits: LanguageTraits()) == "设备为iPhone 15（宽 393 pt）")
    }
}
