@testable import DocgenDiagrams
import Testing

@Suite struct DiagramLanguageTests {
    @Test func knownCodesParseExactly() throws {
        #expect(try DiagramLanguage(code: "en") == .english)
        #expect(try DiagramLanguage(code: "zh-Hans") == .simplifiedChinese)
    }

    @Test func anUnknownCodeNamesTheKnownOnes() {
        for code in ["xx", "zh", "zh-hans", "EN", ""] {
            #expect(throws: UnknownDiagramLanguage(code: code)) { try DiagramLanguage(code: code) }
        }
        #expect(UnknownDiagramLanguage(code: "xx").description == "unknown language 'xx'; known: en, zh-Hans")
    }

    @Test(arguments: ["zh", "zh-Hans", "zh-hans", "ZH-HANS-CN", "zh-CN", "zh-SG", "zh-Hans-HK"])
    func simplifiedChineseTagsGetChineseDiagrams(_ tag: String) {
        #expect(DiagramLanguage(matchingTag: tag) == .simplifiedChinese)
    }

    @Test(arguments: ["en", "en-GB", "fr", "", "zh-Hant", "zh-TW", "zh-HK", "zh-Hant-CN", "jp", "zhx"])
    func everyOtherTagGetsEnglishDiagrams(_ tag: String) {
        #expect(DiagramLanguage(matchingTag: tag) == .english)
    }
}
