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

    @Test func theOutlineNamesThemOnlyWhenTheyAreNotTheDefaults() {
        let lines = LayoutTextWriter.text(ListLayoutEngine().layout(spec)).split(separator: "\n")
        #expect(lines[1] == "insetGrouped on iOS 17, continuous corners, text size accessibilityExtraExtraExtraLarge, right to left")
        var plain = spec
        plain.contentSizeCategory = .large
        plain.layoutDirection = .leftToRight
        #expect(LayoutTextWriter.text(ListLayoutEngine().layout(plain)).split(separator: "\n")[1] == "insetGrouped on iOS 17, continuous corners")
    }
}
