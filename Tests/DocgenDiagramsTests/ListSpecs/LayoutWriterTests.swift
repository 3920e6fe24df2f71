import DocgenDiagrams
import Foundation
import Testing

/// What `docgen layout` prints about the text size and direction.
@Suite struct LayoutWriterTests {
    let spec = ListSpec(id: "s", device: .named("iPhone SE")!, contentSizeCategory: .accessibilityExtraExtraExtraLarge,
                        layoutDirection: .rightToLeft, sections: [SectionSpec(rows: [RowSpec(title: "A")])])

    @Test func aComparisonOrAGridPrintsEachOfItsLayoutsOnce() throws {
        var compared = spec
        compared.comparison = ListComparison(values: [.system(.classic(18)), .system(.liquidGlass)])
        #expect(compared.laidOutSpecs.map(\.system) == [.classic(18), .liquidGlass])
        #expect(compared.laidOutSpecs.allSatisfy { $0.comparison == nil })
        var grid = spec
        grid.variants = ListSpecVariants(axes: [
            VariantAxis(kind: .theme, values: [.theme(.light), .theme(.dark)]),
            VariantAxis(kind: .textSize, values: [.textSize(.large), .textSize(.accessibilityMedium)]),
        ])
        #expect(grid.laidOutSpecs.map(\.contentSizeCategory) == [.large, .accessibilityMedium], "the dark row repeats the light one's layouts")
        #expect(spec.laidOutSpecs == [spec])

        let engine = ListLayoutEngine()
        let layouts = compared.laidOutSpecs.map { engine.layout($0) }
        let json = LayoutJSONWriter.json(layouts)
        #expect(json.hasPrefix("""
            {
              "$schema": "https://rounded-cells.example/docgen/schema/layout-v2.schema.json",
              "schemaVersion": 2,
              "layouts": [
                {
                  "$schema": "https://rounded-cells.example/docgen/schema/layout-v2.schema.json",
                  "schemaVersion": 2,
                  "device": "iPhone SE",

            """))
        let inner = layouts.map { LayoutJSONWriter.json($0).dropLast().split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n") }
        #expect(json.hasSuffix("  \"layouts\": [\n" + inner.joined(separator: ",\n") + "\n  ]\n}\n"), "each layout whole, in order")
        #expect(LayoutJSONWriter.json([layouts[0]]) == LayoutJSONWriter.json(layouts[0]), "one layout is a document of its own")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((decoded?["layouts"] as? [[String: Any]])?.compactMap { $0["system"] as? String } == ["iOS 18", "iOS 26"])
    }

    @Test func theJSONNamesTheTextSizeDirectionAndHeaderCaseAfterTheCornerCurve() {
        let json = LayoutJSONWriter.json(ListLayoutEngine().layout(spec))
        #expect(json.hasPrefix("""
            {
              "$schema": "https://rounded-cells.example/docgen/schema/layout-v2.schema.json",
              "schemaVersion": 2,
              "device": "iPhone SE",
              "width": 375,
              "style": "insetGrouped",
              "system": "iOS 17",
              "cornerCurve": "continuous",
              "contentSizeCategory": "accessibilityExtraExtraExtraLarge",
              "layoutDirection": "rightToLeft",
              "headerCase": "upper",
              "decoration": "none",
              "confidence": {"level": "medium", "evidence": "decompiled", "source": null, "values": {}},
              "tableFrame": {"x": 0, "y": 0, "width": 375, "height": 143.5},
              "scale": 2,
              "sectionInset": 16,
              "cellMargin": 16,
            """))
    }

    @Test func theJSONNamesItsSchemaAndTheSchemaFileHasThatID() throws {
        #expect(LayoutJSONWriter.schemaVersion == 2)
        let schemaFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/schema/layout-v\(LayoutJSONWriter.schemaVersion).schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaFile)) as? [String: Any])
        #expect(schema["$id"] as? String == LayoutJSONWriter.schemaID)
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        for document in ["layout", "layouts"] {
            let properties = try #require(definitions[document]?["properties"] as? [String: Any])
            #expect((properties["schemaVersion"] as? [String: Any])?["const"] as? Int == LayoutJSONWriter.schemaVersion)
            #expect((properties["$schema"] as? [String: Any])?["const"] as? String == LayoutJSONWriter.schemaID)
        }
    }

    @Test func eachRowCarriesItsWrittenTextsAndTheSeparatorUnderItInTheLayoutDirection() {
        let rows = [RowSpec(title: "A", subtitle: "a"), RowSpec(title: "B", detail: "b", accessory: .checkmark)]
        let leftToRight = LayoutJSONWriter.json(ListLayoutEngine().layout(ListSpec(id: "s", sections: [SectionSpec(header: "Head", rows: rows)])))
        #expect(leftToRight.contains("""
                      "position": "first",
                      "title": "A",
                      "subtitle": "a",
                      "detail": null,
                      "accessory": "none",
            """))
        #expect(leftToRight.contains("\"headerText\": \"Head\",\n      \"footerText\": null,"))
        #expect(leftToRight.contains("\"accessory\": \"checkmark\","))
        let insets = leftToRight.components(separatedBy: "\"separatorInset\": ").dropFirst().map { $0.prefix { $0 != "\n" } }
        #expect(insets == ["{\"leading\": 16, \"trailing\": 0},", "null,"], "none under an insetGrouped section's last row")
        let rightToLeft = LayoutJSONWriter.json(ListLayoutEngine().layout(ListSpec(id: "s", layoutDirection: .rightToLeft,
                                                                                    sections: [SectionSpec(rows: rows)])))
        #expect(rightToLeft.contains("\"separatorInset\": {\"leading\": 16, \"trailing\": 0},"), "leading is the right side")
        let grouped = LayoutJSONWriter.json(ListLayoutEngine().layout(ListSpec(id: "s", style: .grouped, sections: [SectionSpec(rows: rows)])))
        #expect(grouped.components(separatedBy: "\"separatorInset\": ").dropFirst().map { $0.prefix { $0 != "\n" } }
            == ["{\"leading\": 16, \"trailing\": 0},", "{\"leading\": 0, \"trailing\": 0},"], "grouped: full width under the last row")
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
