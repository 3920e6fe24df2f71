import DocgenDiagrams
@testable import DocgenDiagrams
import Foundation
import Testing

@Suite struct DiagramWebFontTests {
    static let themeStyleSheet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates/assets/docgen.css")
    let font = DiagramWebFont(regular: [0x77, 0x4F, 0x46, 0x32, 1], bold: [0x77, 0x4F, 0x46, 0x32, 2])

    @Test func aDrawingWithoutTextGetsNoFontFace() {
        #expect(font.fontFaceRules(for: "<rect x=\"0\" y=\"0\" width=\"1\" height=\"1\" />\n") == "")
    }

    @Test func onlyTheFacesTheTextUsesAreEmbedded() {
        let regular = font.fontFaceRules(for: "<text x=\"0\" y=\"0\" font-size=\"11\">a</text>\n")
        #expect(regular == "@font-face{font-family:'Docgen Sans';font-style:normal;font-weight:400;"
            + "src:url(data:font/woff2;base64,d09GMgE=) format('woff2');unicode-range:\(DiagramWebFont.unicodeRange)}")
        let both = font.fontFaceRules(for: "<text x=\"0\" y=\"0\" font-size=\"11\">a</text>\n<text x=\"0\" y=\"0\" font-size=\"12\" font-weight=\"bold\">b</text>\n")
        #expect(both.hasPrefix(regular))
        #expect(both.hasSuffix("font-weight:700;src:url(data:font/woff2;base64,d09GMgI=) format('woff2');unicode-range:\(DiagramWebFont.unicodeRange)}"))
    }

    @Test func theRulesGoInsideTheSVGsStyleBeforeThePalette() {
        let drawn = DrawnDiagram(body: "<text x=\"0\" y=\"10\" font-size=\"11\" class=\"dg-fill-label\">a</text>\n",
                                 canvas: Rect(x: 0, y: 0, width: 20, height: 20), labels: [], texts: [])
        let svg = SVGDocument.svg(drawn, id: "t", title: "T", description: "D", language: .english, scheme: .light, font: font)
        #expect(svg.contains("<style>@font-face{font-family:'Docgen Sans';"))
        #expect(svg.contains("format('woff2');unicode-range:\(DiagramWebFont.unicodeRange)}.dg{"))
        #expect(!SVGDocument.svg(drawn, id: "t", title: "T", description: "D", language: .english, scheme: .light).contains("@font-face"))
    }

    @Test func aLinkedFontNamesItsFilesInsteadOfCarryingThem() {
        let linked = DiagramWebFont(regularURL: "../assets/fonts/R.woff2", boldURL: "../assets/fonts/B.woff2")
        let rules = linked.fontFaceRules(for: "<text x=\"0\" y=\"0\" font-size=\"11\">a</text>\n<text x=\"0\" y=\"0\" font-weight=\"bold\">b</text>\n")
        #expect(rules == "@font-face{font-family:'Docgen Sans';font-style:normal;font-weight:400;src:url('../assets/fonts/R.woff2') format('woff2');"
            + "unicode-range:\(DiagramWebFont.unicodeRange)}"
            + "@font-face{font-family:'Docgen Sans';font-style:normal;font-weight:700;src:url('../assets/fonts/B.woff2') format('woff2');"
            + "unicode-range:\(DiagramWebFont.unicodeRange)}")
    }

    @Test func aStandaloneFileIsTheInlineSVGWithTheFontFirstInItsStyle() {
        let drawn = DrawnDiagram(body: "<text x=\"0\" y=\"10\" font-size=\"11\" class=\"dg-fill-label\">a</text>\n",
                                 canvas: Rect(x: 0, y: 0, width: 20, height: 20), labels: [], texts: [])
        let inline = SVGDocument.svg(drawn, id: "t", title: "T", description: "D", language: .english, scheme: .auto)
        let linked = DiagramWebFont(regularURL: "R.woff2", boldURL: "B.woff2")
        let standalone = String(decoding: SVGDocument.standalone(inline, font: linked), as: UTF8.self)
        let unlabelled = inline.replacingOccurrences(of: " aria-labelledby=\"t-title\" aria-describedby=\"t-desc\"", with: "")
        #expect(unlabelled != inline)
        #expect(standalone == unlabelled.replacingOccurrences(of: "<style>", with: "<style>" + linked.fontFaceRules(for: inline)))
        #expect(standalone.contains("<style>@font-face{font-family:'Docgen Sans';font-style:normal;font-weight:400;src:url('R.woff2')"))
        #expect(String(decoding: SVGDocument.standalone(inline, font: nil), as: UTF8.self) == unlabelled)
        let empty = SVGDocument.svg(DrawnDiagram(body: "", canvas: Rect(x: 0, y: 0, width: 1, height: 1), labels: [], texts: []),
                                    id: "e", title: "E", description: "D", language: .english, scheme: .auto)
        #expect(String(decoding: SVGDocument.standalone(empty, font: linked), as: UTF8.self)
            == empty.replacingOccurrences(of: " aria-labelledby=\"e-title\" aria-describedby=\"e-desc\"", with: ""), "no text, no font")
    }

    @Test func aStandaloneVariantGridKeepsNoARIAReferenceInItsDrawings() {
        let spec = ListSpec(id: "g", sections: [SectionSpec(rows: [RowSpec(title: "Wi-Fi")])])
        var grid = spec
        grid.variants = ListSpecVariants(axes: [VariantAxis(kind: .theme, values: [.theme(.light), .theme(.dark)])])
        let inline = DiagramRenderer.svg(ListLayoutEngine().layout(grid), view: .list)
        #expect(inline.components(separatedBy: "aria-labelledby=").count == 4, "the grid and its two drawings name their title and desc inline")
        let file = String(decoding: SVGDocument.standalone(inline, font: nil), as: UTF8.self)
        #expect(!file.contains("aria-labelledby") && !file.contains("aria-describedby"))
        #expect(file.components(separatedBy: "<title id=\"g-list-").count == 4, "the grid and each drawing keep their titles")
    }

    @Test func aStandaloneFileLeavesAloneWhatIsNotAReferencePair() {
        let font = DiagramWebFont(regularURL: "R.woff2", boldURL: "B.woff2")
        let inline = """
            <svg aria-labelledby="a-title"><text x="1" font-weight="bold">aria-labelledby=""</text>\
            <svg aria-labelledby="b" aria-describedby="c"></svg><style>x</style><style>y</style></svg>
            """
        let file = String(decoding: SVGDocument.standalone(inline, font: font), as: UTF8.self)
        #expect(file == """
            <svg aria-labelledby="a-title"><text x="1" font-weight="bold">aria-labelledby=""</text>\
            <svg></svg><style>\(font.fontFaceRules(for: inline))x</style><style>y</style></svg>
            """, "a lone reference and text that looks like one are kept; the rules go in the first style sheet only")
        #expect(font.fontFaceRules(for: inline).contains("font-weight:700"))
        let unterminated = #"<svg aria-labelledby="a" aria-describedby="b"#
        #expect(String(decoding: SVGDocument.standalone(unterminated, font: nil), as: UTF8.self) == unterminated)
    }

    @Test func theThemeDeclaresTheSameFamilyAndCharactersAsAStandaloneSVG() throws {
        let css = try String(contentsOf: Self.themeStyleSheet, encoding: .utf8)
        let faces = css.components(separatedBy: "@font-face {").dropFirst().map { $0.prefix { $0 != "}" } }
        #expect(faces.count == 2)
        for face in faces {
            #expect(face.contains("font-family: \"\(DiagramFont.webFamily)\";"))
            #expect(face.contains("unicode-range: \(DiagramWebFont.unicodeRange);"))
            #expect(face.contains("font-display: swap;"))
        }
        #expect(faces.contains { $0.contains("font-weight: 400;") && $0.contains("url(\"fonts/DocgenSans-Regular.woff2\")") })
        #expect(faces.contains { $0.contains("font-weight: 700;") && $0.contains("url(\"fonts/DocgenSans-Bold.woff2\")") })
    }
}
