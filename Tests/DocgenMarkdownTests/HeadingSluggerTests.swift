@testable import DocgenMarkdown
import Testing

@Suite struct HeadingSluggerTests {
    @Test func followsGitHubRules() {
        #expect(HeadingSlugger.baseSlug("Why insetGrouped?") == "why-insetgrouped")
        #expect(HeadingSlugger.baseSlug("CACornerMask & maskedCorners") == "cacornermask--maskedcorners")
        #expect(HeadingSlugger.baseSlug("iOS 26: Liquid Glass") == "ios-26-liquid-glass")
        #expect(HeadingSlugger.baseSlug("snake_case-and-dash") == "snake_case-and-dash")
        #expect(HeadingSlugger.baseSlug("圆角 Cells") == "圆角-cells")
    }

    /// CJK headings keep their characters and drop full-width punctuation, as GitHub's ids do.
    @Test func chineseHeadingsKeepTheirCharacters() {
        #expect(HeadingSlugger.baseSlug("圆角遮罩") == "圆角遮罩")
        #expect(HeadingSlugger.baseSlug("`maskedCorners` 与 `CACornerMask`") == "maskedcorners-与-cacornermask")
        #expect(HeadingSlugger.baseSlug("方案 A：用视觉分量代替更大的圆角") == "方案-a用视觉分量代替更大的圆角")
        #expect(HeadingSlugger.baseSlug("iOS 14 把圆角交给了背景配置（UIBackgroundConfiguration）") == "ios-14-把圆角交给了背景配置uibackgroundconfiguration")
        #expect(HeadingSlugger.baseSlug("「分组」样式、圆角，与遮罩。") == "分组样式圆角与遮罩")
    }

    /// What GitHub keeps beyond letters: numbers of every kind, combining marks, connector
    /// punctuation; what it drops: symbols and emoji.
    @Test func numbersMarksAndConnectorsAreKeptSymbolsDropped() {
        #expect(HeadingSlugger.baseSlug("x² and ①") == "x²-and-①")
        #expect(HeadingSlugger.baseSlug("Cafe\u{301}") == "cafe\u{301}")
        #expect(HeadingSlugger.baseSlug("a＿b‿c") == "a＿b‿c")
        #expect(HeadingSlugger.baseSlug("Fast 🚀 → done ✓") == "fast---done-")
    }

    @Test func repeatsAreNumbered() {
        var slugger = HeadingSlugger()
        #expect(["Notes", "Notes", "Notes-1", "Notes"].map { slugger.slug(for: $0) } == ["notes", "notes-1", "notes-1-1", "notes-2"])
    }

    @Test func emptyHeadingsStillGetAnId() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "!!!") == "section")
        #expect(slugger.slug(for: "") == "section-1")
    }

    /// ASCII is judged without the Unicode tables: each printable character is kept exactly
    /// when its general category is one GitHub keeps (letters, digits, `_`), and `-` and the
    /// space as always.
    @Test func asciiIsKeptByItsGeneralCategory() {
        let kept: Set<Unicode.GeneralCategory> = [.uppercaseLetter, .lowercaseLetter, .decimalNumber, .connectorPunctuation]
        for value in UInt8(0x21)..<0x7F {
            let scalar = Unicode.Scalar(value)
            let expected = scalar == "-" || kept.contains(scalar.properties.generalCategory) ? String(scalar).lowercased() : ""
            #expect(HeadingSlugger.baseSlug("\(scalar)") == expected, "\(scalar)")
        }
        #expect(HeadingSlugger.baseSlug(" ") == "-")
    }

    /// An ASCII heading's slug, made from its bytes, is the one its scalars give: every printable
    /// character and the controls, upper and lower case, runs of spaces and hyphens.
    @Test func anASCIISlugIsTheSlugItsScalarsGive() {
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for text in [everyASCII, "Hello, World!", "  A -- B  ", "Caret, Mark & Tilde", "snake_case and CamelCase 42", ""] {
            #expect(HeadingSlugger.asciiSlug(text) == HeadingSlugger.scalarSlug(text), "\(text.debugDescription)")
        }
        #expect(HeadingSlugger.asciiSlug("圆角遮罩") == nil)
    }
}
