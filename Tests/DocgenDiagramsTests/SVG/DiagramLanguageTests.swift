@testable import DocgenDiagrams
import Testing

@Suite struct DiagramLanguageTests {
    @Test func knownCodesParseExactly() throws {
        #expect(try DiagramLanguage(code: "en") == .english)
        #expect(try DiagramLanguage(code: "zh-Hans") == .simplifiedChinese)
    }

    @Test func aCodeIsMatchedAsASitesLanguageIs() throws {
        #expect(try DiagramLanguage(code: "EN") == .english)
        #expect(try DiagramLanguage(code: "en-GB") == .english)
        #expect(try DiagramLanguage(code: "zh") == .simplifiedChinese)
    }

    @Test func anUnknownCodeNamesTheKnownOnes() {
        for code in ["xx", "zh-TW", ""] {
            #expect(throws: UnknownDiagramLanguage(code: code)) { try DiagramLanguage(code: code) }
        }
        let known = BuiltInLanguages.all.keys.sorted().joined(separator: ", ")
        #expect(UnknownDiagramLanguage(code: "xx").description == "unknown language 'xx'; known: \(known)")
        #expect(known.contains("en, zh-Hans"))
    }

    @Test(arguments: ["zh", "zh-Hans", "zh-hans", "ZH-HANS-CN", "zh-CN", "zh-SG", "zh-Hans-HK"])
    func simplifiedChineseTagsGetChineseDiagrams(_ tag: String) {
        #expect(DiagramLanguage(matchingTag: tag) == .simplifiedChinese)
    }

    @Test(arguments: ["en", "en-GB", "fr", "", "zh-Hant", "zh-TW", "zh-HK", "zh-Hant-CN", "jp", "zhx"])
    func everyOtherTagGetsEnglishDiagrams(_ tag: String) {
        #expect(DiagramLanguage(matchingTag: tag) == .english)
    }

    @Test func chineseLeavesOutTheSpaceBesideFullwidthPunctuation() {
        let chinese = DiagramLanguage.simplifiedChinese
        #expect(chinese.spaced("混合方案（私有 API）", "54.1") == "混合方案（私有 API）54.1")
        #expect(chinese.spaced("“飞行模式”", "52 pt") == "“飞行模式”52 pt")
        #expect(chinese.spaced("值", "（最佳）") == "值（最佳）")
        #expect(chinese.spaced("自定义圆角 Cell", "59.2") == "自定义圆角 Cell 59.2")
        #expect(chinese.spaced("insetGrouped", "基准") == "insetGrouped 基准")
        #expect(DiagramLanguage.english.spaced("Hybrid (private API)", "54.1") == "Hybrid (private API) 54.1")
        #expect(DiagramLanguage.english.spaced("“Wi-Fi”", "on") == "“Wi-Fi” on")
    }

    @Test func notesShareOneBracket() {
        let chinese = DiagramLanguage.simplifiedChinese, english = DiagramLanguage.english
        #expect(chinese.bracketed("insetGrouped 59.8", ["基准", "最佳"]) == "insetGrouped 59.8（基准，最佳）")
        #expect(english.bracketed("insetGrouped 59.8", ["baseline", "best"]) == "insetGrouped 59.8 (baseline, best)")
        #expect(chinese.bracketed("平均帧率", []) == "平均帧率")
        #expect(english.bracketed("Average", []) == "Average")
    }

    @Test func notesJoinABracketTheTextEndsWith() {
        #expect(DiagramLanguage.simplifiedChinese.bracketed("混合方案（私有 API）", ["基准"]) == "混合方案（私有 API，基准）")
        #expect(DiagramLanguage.english.bracketed("Hybrid (private API)", ["baseline"]) == "Hybrid (private API, baseline)")
    }

    @Test func aCallsParenthesesAreNoBracket() {
        #expect(DiagramLanguage.english.bracketed("draw(_:)", ["ms"]) == "draw(_:) (ms)")
        #expect(DiagramLanguage.english.bracketed("a (b) c (draw(_:))", ["ms"]) == "a (b) c (draw(_:)) (ms)")
        #expect(DiagramLanguage.simplifiedChinese.bracketed("draw(_:)", ["ms"]) == "draw(_:)（ms）")
        #expect(DiagramLanguage.simplifiedChinese.bracketed("甲（乙（丙））", ["基准"]) == "甲（乙（丙））（基准）")
    }

    @Test func aFullStopGoesWhereMoreWordsFollow() {
        for language in DiagramLanguage.allCases {
            #expect(language.withoutFullStop("两者都未经测量。") == "两者都未经测量")
            #expect(language.withoutFullStop("Neither is measured.") == "Neither is measured")
            for kept in ["Which one?", "Stop!", "And so on...", "iOS 26", "v1.2", "", "。 "] {
                #expect(language.withoutFullStop(kept) == kept, "\(kept)")
            }
        }
    }
}
