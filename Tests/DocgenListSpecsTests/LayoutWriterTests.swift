import DocgenListSpecs
import Testing

/// What `docgen layout` prints about the text size and direction.
@Suite struct LayoutWriterTests {
    let spec = ListSpec(id: "s", device: .named("iPhone SE")!, contentSizeCategory: .accessibilityExtraExtraExtraLarge,
                        layoutDirection: .rightToLeft, sections: [SectionSpec(rows: [RowSpec(title: "A")])])

    @Test func theJSONNamesTheTextSizeDirectionAndHeaderCaseAfterTheCornerCurve() {
        let json = LayoutJSONWriter.json(ListLayoutEngine().layout(spec))
        #expect(json.hasPrefix("""
            {
              "device": "iPhone SE",
              "width": 375,
              "style": "insetGrouped",
              "system": "iOS 17",
              "cornerCurve": "continuous",
              "contentSizeCategory": "accessibilityExtraExtraExtraLarge",
              "layoutDirection": "rightToLeft",
              "headerCase": "upper",
              "tableFrame": {"x": 0, "y": 0, "width": 375, "height": 143.5},
            """))
    }

    @Test func theJSONGivesEveryTextItsWrappedLines() {
        let wrapping = ListSpec(id: "w", device: .named("iPhone SE")!, contentSizeCategory: .accessibilityExtraExtraExtraLarge, sections: [
            SectionSpec(header: "Account", footer: "Sync needs iOS 26", rows: [RowSpec(title: "Jane Appleseed", detail: "On")]),
            SectionSpec(rows: [RowSpec(title: "Wi-Fi")]),
        ])
        let json = LayoutJSONWriter.json(ListLayoutEngine().layout(wrapping))
        #expect(json.contains("\"headerLines\": [\"ACCOUNT\"],\n      \"footer\": {"), "as shown: in capitals on iOS 17")
        #expect(json.contains("\"footerLines\": [\"Sync needs\", \"iOS\u{A0}26\"],"), "a platform stays with its version")
        #expect(json.contains("\"titleLines\": [\"Jane\", \"Appleseed\"],\n          \"subtitleFrame\": null,\n          \"subtitleLines\": [],"))
        #expect(json.contains("\"detailLines\": [\"On\"],"))
        #expect(json.contains("\"header\": null,\n      \"headerLines\": [],\n      \"footer\": null,\n      \"footerLines\": [],"))
    }

    @Test func theOutlineNamesThemOnlyWhenTheyAreNotTheDefaults() {
        let lines = LayoutTextWriter.text(ListLayoutEngine().layout(spec)).split(separator: "\n")
        #expect(lines[1] == "insetGrouped on iOS 17, continuous corners, text size accessibilityExtraExtraExtraLarge, right to left")
        var plain = spec
        plain.contentSizeCategory = .large
        plain.layoutDirection = .leftToRight
        #expect(LayoutTextWriter.text(ListLayoutEngine().layout(plain)).split(separator: "\n")[1] == "insetGrouped on iOS 17, continuous corners")
    }
}
