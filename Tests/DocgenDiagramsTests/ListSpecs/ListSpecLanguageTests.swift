import DocgenDiagrams
import Testing

@Suite struct ListSpecLanguageTests {
    @Test func aSpecInheritsALanguageAndKeepsTheRest() {
        let spec = ListSpec(id: "s", caption: "设置", sections: [SectionSpec(rows: [RowSpec(title: "蓝牙")])])
        #expect(spec.language == .english)
        var expected = spec
        expected.language = .simplifiedChinese
        #expect(spec.written(in: .simplifiedChinese) == expected)
    }
}
