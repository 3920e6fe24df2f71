@testable import DocgenDiagrams
import Testing

// Expected widths below were computed independently of the generated Swift table, in
// Python with fontTools 4.68.0, by summing glyph-set advance widths (no kerning):
//
//   from fontTools.ttLib import TTFont
//   t = TTFont("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf")  # or -Bold
//   gs, cm = t.getGlyphSet(), t.getBestCmap()
//   q = gs[cm[ord("?")]].width   # what an unmapped character counts
//   units = sum(gs[cm[ord(c)]].width if ord(c) in cm else q for c in s); points = units * 17 / 2048
//
// Fonts: Liberation Sans / Liberation Sans Bold, name-table version "Version 2.1.5" (Debian
// fonts-liberation2, the fonts the theme's web font is cut from).

let measurer = TextMeasurer()

/// Exact comparison with a tiny tolerance for the Double arithmetic.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

@Suite("Widths")
struct WidthTests {
    @Test("Exact widths match fontTools (Regular, 17 pt)", arguments: [
        ("Settings", 7400),
        ("Hello, World!", 11722),
        ("General", 7286),
        ("Привет, мир", 11749),
        ("Ωμέγα", 5832),
        ("a × b ≤ c → d", 12223),
        ("• Wi\u{2011}Fi …", 9136), // U+2011 is not in the font: it counts as "?"
        ("AVATAR", 8194), // kerning pairs (AV, VA, TA) deliberately not applied
        ("€9.99™", 7173),
    ] as [(String, Int)])
    func regularWidths(text: String, units: Int) {
        #expect(close(measurer.width(of: text, font: .regular, size: 17), Double(units) * 17 / 2048))
    }

    @Test("Exact widths match fontTools (Bold, 17 pt)", arguments: [
        ("Settings", 8079),
        ("Hello, World!", 12628),
        ("General", 7627),
        ("Привет, мир", 12546),
        ("Ωμέγα", 6217),
        ("a × b ≤ c → d", 12562),
        ("• Wi\u{2011}Fi …", 9476),
        ("AVATAR", 8533),
        ("€9.99™", 7173),
    ] as [(String, Int)])
    func boldWidths(text: String, units: Int) {
        #expect(close(measurer.width(of: text, font: .bold, size: 17), Double(units) * 17 / 2048))
    }

    @Test("A few literal point values")
    func literalPoints() {
        #expect(close(measurer.width(of: "Settings", font: .regular, size: 17), 61.42578125))
        #expect(close(measurer.width(of: "Settings", font: .bold, size: 17), 67.06201171875))
        #expect(close(measurer.width(of: "Hello, World!", font: .regular, size: 17), 97.3017578125))
        #expect(close(measurer.width(of: "…", font: .regular, size: 17), 17))
        #expect(close(measurer.width(of: "", font: .regular, size: 17), 0))
    }

    @Test("Width scales linearly with size")
    func scalesWithSize() {
        let w10 = measurer.width(of: "Settings", font: .regular, size: 10)
        let w20 = measurer.width(of: "Settings", font: .regular, size: 20)
        #expect(close(w20, 2 * w10))
    }

    @Test("Bold is wider than regular for the same text", arguments: [
        "Settings", "Hello, World!", "General", "Привет", "Wi-Fi", "Airplane Mode",
    ])
    func boldWider(text: String) {
        #expect(measurer.width(of: text, font: .bold, size: 17) > measurer.width(of: text, font: .regular, size: 17))
    }

    @Test("CJK, kana, Hangul and fullwidth forms count 1 em")
    func cjk() {
        #expect(close(measurer.width(of: "日本語", font: .regular, size: 17), 51))
        #expect(close(measurer.width(of: "你好", font: .bold, size: 17), 34))
        #expect(close(measurer.width(of: "ひらがなカタカナ", font: .regular, size: 10), 80))
        #expect(close(measurer.width(of: "한국어", font: .regular, size: 10), 30))
        #expect(close(measurer.width(of: "ＡＢ", font: .regular, size: 10), 20))   // fullwidth A, B
        #expect(close(measurer.width(of: "、。", font: .regular, size: 10), 20))   // CJK punctuation
        #expect(close(measurer.width(of: "ｶ", font: .regular, size: 10), 5))       // halfwidth katakana
        // Mixed with Latin: "A" is 1366 units.
        #expect(close(measurer.width(of: "A日", font: .regular, size: 2048), 1366 + 2048))
    }

    @Test("Emoji 1 em, combining marks 0, zero-width characters 0, unknown = '?'")
    func fallbacks() {
        #expect(close(measurer.width(of: "👍", font: .regular, size: 17), 17))
        #expect(close(measurer.width(of: "🚀🎉", font: .bold, size: 10), 20))
        #expect(close(measurer.width(of: "👍🏽", font: .regular, size: 17), 17))  // skin tone merges
        #expect(close(measurer.width(of: "🇫🇷", font: .regular, size: 17), 17))  // flag = 2 regional indicators
        // e + COMBINING ACUTE ACCENT is as wide as "e" (1139 units).
        #expect(close(measurer.width(of: "e\u{301}", font: .regular, size: 2048), 1139))
        #expect(close(measurer.width(of: "a\u{200B}b", font: .regular, size: 17),
                      measurer.width(of: "ab", font: .regular, size: 17)))
        // U+2713 CHECK MARK is not in Liberation Sans: counts as "?" (1139 regular, 1251 bold).
        #expect(close(measurer.width(of: "✓", font: .regular, size: 2048), 1139))
        #expect(close(measurer.width(of: "✓", font: .bold, size: 2048), 1251))
    }

    @Test("Every table entry is reachable and matches the direct lookup")
    func tableConsistency() {
        for m in [FontFaceMetrics.liberationSansRegular, .liberationSansBold] {
            #expect(m.runStarts.count + 1 == m.runOffsets.count)
            #expect(Int(m.runOffsets.last!) == m.advances.count)
            #expect(m.runStarts == m.runStarts.sorted())
            for (i, start) in m.runStarts.enumerated() {
                let n = Int(m.runOffsets[i + 1] - m.runOffsets[i])
                #expect(n > 0)
                for k in 0..<n {
                    #expect(m.tableAdvance(start + UInt32(k)) == Int(m.advances[Int(m.runOffsets[i]) + k]))
                }
                #expect(m.tableAdvance(start &- 1) == nil)  // runs are maximal
            }
            #expect(m.tableAdvance(0x1F) == nil)
            #expect(m.tableAdvance(0x4E00) == nil)
            #expect(m.version == "Version 2.1.5")
        }
    }

    @Test("Vertical metrics (hhea: 1854 / -434 / 67, OS/2 cap 1409, x 1082)")
    func verticalMetrics() {
        #expect(close(measurer.lineHeight(font: .regular, size: 17), 2355.0 * 17 / 2048))
        #expect(close(measurer.lineHeight(font: .bold, size: 2048), 2355))
        #expect(close(measurer.ascent(font: .regular, size: 17), 15.3896484375))
        #expect(close(measurer.capHeight(font: .regular, size: 17), 11.69580078125))
        #expect(close(measurer.xHeight(font: .regular, size: 2048), 1082))
    }

    @Test("CSS strings")
    func css() {
        #expect(DiagramFont.cssFamily == "'Docgen Sans', 'Liberation Sans', Arimo, Arial, Helvetica, "
                + "'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif")
        #expect(DiagramFont.regular.cssWeight == "normal")
        #expect(DiagramFont.bold.cssWeight == "bold")
    }
}

@Suite("Truncation")
struct TruncationTests {
    // Regular 17 pt, from fontTools: "Hello, World!" is 97.3017578125 pt; "…" is 17 pt (2048 units).
    // Prefix + "…" widths: "Hello…" 55.740, "Hello,…" 60.463, "Hello, …" 65.186,
    // "Hello, W…" 81.231, "Hello, Wor…" 96.347, "Hello, Worl…" 100.124.
    let text = "Hello, World!"

    @Test("Text that fits is returned unchanged")
    func fits() {
        #expect(measurer.truncated(text, toFit: 200, font: .regular, size: 17) == text)
    }

    @Test("Text that does not fit gets a trailing ellipsis")
    func needsEllipsis() {
        #expect(measurer.truncated(text, toFit: 60, font: .regular, size: 17) == "Hello…")
        #expect(measurer.truncated(text, toFit: 97.30, font: .regular, size: 17) == "Hello, Wor…")
        let r = measurer.truncated("The quick brown fox jumps", toFit: 100, font: .bold, size: 17)
        #expect(r.hasSuffix("…"))
        #expect(measurer.width(of: r, font: .bold, size: 17) <= 100)
    }

    @Test("Whitespace before the ellipsis is dropped")
    func trimsSpace() {
        // "Hello, …" (65.186) fits 66 but the space is dropped; "Hello, W…" (81.231) does not fit.
        #expect(measurer.truncated(text, toFit: 66, font: .regular, size: 17) == "Hello,…")
    }

    @Test("Exactly at the boundary")
    func boundary() {
        let exact = measurer.width(of: text, font: .regular, size: 17)
        #expect(exact == 97.3017578125)
        #expect(measurer.truncated(text, toFit: exact, font: .regular, size: 17) == text)
        #expect(measurer.truncated(text, toFit: exact.nextDown - 1e-6, font: .regular, size: 17) == "Hello, Wor…")
        // "Hello…" is exactly 4667 + 2048 = 6715 units = 55.73974609375 pt.
        let helloEllipsis = 6715.0 * 17 / 2048
        #expect(measurer.truncated(text, toFit: helloEllipsis, font: .regular, size: 17) == "Hello…")
        #expect(measurer.truncated(text, toFit: helloEllipsis - 0.001, font: .regular, size: 17) == "Hell…")
    }

    @Test("Empty text stays empty")
    func empty() {
        #expect(measurer.truncated("", toFit: 100, font: .regular, size: 17) == "")
        #expect(measurer.truncated("", toFit: 0, font: .regular, size: 17) == "")
    }

    @Test("Nothing fits: \"\" when not even the ellipsis fits, \"…\" when only it does")
    func nothingFits() {
        #expect(measurer.truncated(text, toFit: 16.99, font: .regular, size: 17) == "")
        #expect(measurer.truncated(text, toFit: 0, font: .regular, size: 17) == "")
        #expect(measurer.truncated(text, toFit: 17, font: .regular, size: 17) == "…")
        #expect(measurer.truncated(text, toFit: 20, font: .regular, size: 17) == "…")  // "H…" is 29.3
    }

    @Test("Truncation never splits a grapheme cluster")
    func graphemes() {
        let r = measurer.truncated("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", toFit: 30, font: .regular, size: 17)
        #expect(r == "e\u{301}…")  // each "é" is 9.4546 pt; "éé…" = 35.9 > 30
        let flags = measurer.truncated("🇫🇷🇩🇪🇯🇵", toFit: 40, font: .regular, size: 17)
        #expect(flags == "🇫🇷…")
    }
}

@Suite("Wrapping")
struct WrappingTests {
    // Regular 17 pt: "The quick" = "brown fox" = 73.70 pt; "The quick brown" > 80.
    @Test("Breaks at spaces")
    func breaksAtSpaces() {
        #expect(measurer.wrapped("The quick brown fox", toFit: 80, font: .regular, size: 17, maxLines: 0)
                == ["The quick", "brown fox"])
        #expect(measurer.wrapped("The quick brown fox", toFit: 1000, font: .regular, size: 17, maxLines: 3)
                == ["The quick brown fox"])
        // Runs of spaces collapse.
        #expect(measurer.wrapped("  The   quick  brown fox ", toFit: 80, font: .regular, size: 17, maxLines: 5)
                == ["The quick", "brown fox"])
    }

    @Test("Every wrapped line fits", arguments: [40.0, 60.0, 100.0, 150.0])
    func linesFit(maxWidth: Double) {
        let text = "Wi-Fi networks nearby will be listed here when Airplane Mode is off and Bluetooth is enabled"
        let lines = measurer.wrapped(text, toFit: maxWidth, font: .bold, size: 15, maxLines: 0)
        #expect(!lines.isEmpty)
        for line in lines { #expect(measurer.width(of: line, font: .bold, size: 15) <= maxWidth) }
        // Nothing is lost or reordered (narrow widths split long words, so compare without spaces).
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        if maxWidth >= 100 { #expect(lines.joined(separator: " ") == text) }
    }

    @Test("A word wider than the line is split")
    func longWord() {
        // fontTools greedy split at 50 pt: "Super" 45.36 ("Superc" 53.86), "califra", "gilistic".
        let lines = measurer.wrapped("Supercalifragilistic", toFit: 50, font: .regular, size: 17, maxLines: 0)
        #expect(lines == ["Super", "califra", "gilistic"])
        // Words after a split word share its last line when they fit.
        // (fontTools: "Supercalif" fits 80 pt, "ragilistic is" is 78.40 pt.)
        #expect(measurer.wrapped("Supercalifragilistic is", toFit: 80, font: .regular, size: 17, maxLines: 0)
                == ["Supercalif", "ragilistic is"])
        // Even if not one character fits, progress is made one Character per line.
        #expect(measurer.wrapped("abc", toFit: 1, font: .regular, size: 17, maxLines: 0) == ["a", "b", "c"])
    }

    @Test("maxLines truncates the last line with an ellipsis")
    func maxLines() {
        let text = "The quick brown fox jumps over the lazy dog"
        // Line 2 is "brown fox jumps ..." truncated to 80 pt: "brown f…" (fontTools: 72.75 pt).
        #expect(measurer.wrapped(text, toFit: 80, font: .regular, size: 17, maxLines: 2) == ["The quick", "brown f…"])
        // One line: the whole text truncated; fontTools gives "The qui…".
        #expect(measurer.wrapped(text, toFit: 80, font: .regular, size: 17, maxLines: 1) == ["The qui…"])
        // Exactly enough lines: no ellipsis.
        #expect(measurer.wrapped("The quick brown fox", toFit: 80, font: .regular, size: 17, maxLines: 2)
                == ["The quick", "brown fox"])
        let three = measurer.wrapped(text, toFit: 80, font: .regular, size: 17, maxLines: 3)
        #expect(three.count == 3)
        #expect(three.last!.hasSuffix("…"))
        for line in three { #expect(measurer.width(of: line, font: .regular, size: 17) <= 80) }
    }

    @Test("Line breaks in the text")
    func newlines() {
        #expect(measurer.wrapped("One\nTwo", toFit: 200, font: .regular, size: 17, maxLines: 0) == ["One", "Two"])
        #expect(measurer.wrapped("One\n\nTwo\n", toFit: 200, font: .regular, size: 17, maxLines: 0) == ["One", "", "Two"])
        // A later paragraph remains, so the last allowed line gets an ellipsis even though it fits.
        #expect(measurer.wrapped("One\nTwo\nThree", toFit: 200, font: .regular, size: 17, maxLines: 2) == ["One", "Two…"])
    }

    @Test("Empty and whitespace-only text give no lines")
    func empty() {
        #expect(measurer.wrapped("", toFit: 100, font: .regular, size: 17, maxLines: 2) == [])
        #expect(measurer.wrapped("   \n ", toFit: 100, font: .regular, size: 17, maxLines: 2) == [])
    }
}
