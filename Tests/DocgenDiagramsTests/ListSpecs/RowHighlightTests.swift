import DocgenCore
@testable import DocgenDiagrams
import DocgenDiagrams
import DocgenTestSupport
import Testing

/// `highlighted: true` on a row and `highlightInset` on the spec: a pressed row's background,
/// filling the row or inset with corners concentric with the card.
@Suite struct RowHighlightTests {
    static let rows = [RowSpec(title: "Recently Added", isHighlighted: true), RowSpec(title: "Playlists"), RowSpec(title: "Downloads")]

    private func read(_ yaml: String) -> (ListSpec?, [String]) {
        let (spec, problems) = ListSpecReader.read(yaml, defaultID: "list-1", origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        return (spec, problems.sorted().map(\.description))
    }

    private func highlight(_ spec: ListSpec) -> RoundedShape? {
        ListLayoutEngine().layout(spec).sections[0].rows[0].highlight
    }

    // MARK: Reading

    @Test func theKeysAreReadWithTheirDefaults() throws {
        let (spec, problems) = read("highlightInset: 4\nsections:\n  - rows:\n      - title: A\n        highlighted: true\n      - B\n")
        #expect(problems == [])
        let read = try #require(spec)
        #expect(read.highlightInset == 4)
        #expect(read.sections[0].rows.map(\.isHighlighted) == [true, false])
        #expect(self.read("sections:\n  - rows: [A]\n").0?.highlightInset == 0)
    }

    @Test func wrongValuesAreLocated() {
        #expect(read("sections:\n  - rows:\n      - title: A\n        highlighted: 2\n").1
            == ["guide.md:13:22: error: 'highlighted' must be true or false, not '2'"])
        #expect(read("highlightInset: 30\nsections:\n  - rows:\n      - title: A\n        highlighted: true\n").1
            == ["guide.md:10:17: error: 'highlightInset' must be between 0 and 20, not 30"])
        #expect(read("sections:\n  - rows:\n      - title: A\n        highligted: true\n").1
            == ["guide.md:13:9: error: unknown key 'highligted'; did you mean 'highlighted'?"])
    }

    @Test func anInsetWithoutAHighlightedRowIsAWarning() {
        #expect(read("highlightInset: 4\nsections:\n  - rows: [A]\n").1
            == ["guide.md:10:17: warning: 'highlightInset' has no effect: no row is 'highlighted' [diagram-setting]"])
    }

    // MARK: Layout

    @Test func withoutAnInsetTheHighlightIsTheRowRoundedAsTheRowIs() throws {
        let rounded = try #require(highlight(ListSpec(id: "rows", sections: [SectionSpec(rows: Self.rows)])))
        #expect(rounded == RoundedShape(frame: Rect(x: 16, y: 35, width: 361, height: 44), cornerRadius: 10, cornerMask: .top))
        let onACard = try #require(highlight(ListSpec(id: "card", decoration: .background, sections: [SectionSpec(rows: Self.rows)])))
        #expect(onACard == RoundedShape(frame: Rect(x: 16, y: 35, width: 361, height: 44), cornerRadius: 0, cornerMask: []),
                "a square highlight that reaches past the card's corners")
    }

    @Test func anInsetHighlightIsConcentricWithTheCard() throws {
        let spec = ListSpec(id: "card", cornerRadius: 12, decoration: .background, highlightInset: 4, sections: [SectionSpec(rows: Self.rows)])
        #expect(highlight(spec) == RoundedShape(frame: Rect(x: 20, y: 39, width: 353, height: 36), cornerRadius: 8, cornerMask: .all))
        var glass = spec
        glass.cornerRadius = nil
        glass.system = .liquidGlass
        #expect(highlight(glass)?.cornerRadius == 22)
        var plain = spec
        plain.style = .plain
        #expect(highlight(plain)?.cornerRadius == 0, "a plain table's rows are square, and so is their highlight")
        #expect(highlight(plain)?.cornerMask == [])
    }

    @Test func aRowThinnerThanTwiceTheInsetKeepsALine() throws {
        let thin = [RowSpec(title: "A", height: 6, isHighlighted: true)]
        let spec = ListSpec(id: "thin", decoration: .background, highlightInset: 8, sections: [SectionSpec(rows: thin)])
        #expect(try #require(highlight(spec)).frame.height == 0)
        #expect(try #require(highlight(spec)).frame.width == 361 - 6)
    }

    @Test func rightToLeftMirrorsTheHighlight() throws {
        let spec = ListSpec(id: "card", device: .named("iPhone SE")!, cornerRadius: 12, decoration: .background, highlightInset: 4,
                            sections: [SectionSpec(rows: [RowSpec(title: "A", accessory: .checkmark, isHighlighted: true)])])
        var mirrored = spec
        mirrored.layoutDirection = .rightToLeft
        let leftToRight = try #require(highlight(spec))
        #expect(highlight(mirrored) == RoundedShape(frame: leftToRight.frame.mirrored(within: 375), cornerRadius: 8, cornerMask: .all))
    }

    // MARK: Output

    @Test func theListDrawsTheHighlightOverTheCardAndSaysSo() throws {
        let spec = ListSpec(id: "card", cornerRadius: 12, decoration: .background, highlightInset: 4, sections: [SectionSpec(rows: Self.rows)])
        let layout = ListLayoutEngine().layout(spec)
        let svg = DiagramRenderer.svg(layout, view: .list)
        let pill = RoundedRectPath.pathData(Rect(x: 20, y: 39, width: 353, height: 36), radius: 8, mask: .all, curve: .continuous)
        #expect(svg.contains("d=\"\(pill)\" class=\"dg-fill-selectedCell\""))
        #expect(svg.contains(".dg-fill-selectedCell{fill:#e5e5ea;fill:var(--dg-selectedCell)}"))
        #expect(DiagramRenderer.rendered(layout, view: .list).description.contains(
            "“Recently Added” is highlighted: its background keeps 4 points from the row's edges, with 8-point corners."))
        let chinese = ListLayoutEngine().layout(spec.written(in: .simplifiedChinese))
        #expect(DiagramRenderer.rendered(chinese, view: .list).description.contains("“Recently Added”处于高亮状态：它的背景与行的各边相距 4 pt，圆角为 8 pt。"))
        #expect(!DiagramRenderer.svg(ListLayoutEngine().layout(ListSpec(id: "none", sections: [SectionSpec(rows: [RowSpec(title: "A")])])),
                                     view: .list).contains("selectedCell"))
    }

    @Test func theJSONAndTheOutlineGiveTheHighlight() {
        let spec = ListSpec(id: "card", cornerRadius: 12, decoration: .background, highlightInset: 4, sections: [SectionSpec(rows: Self.rows)])
        let layout = ListLayoutEngine().layout(spec)
        let json = LayoutJSONWriter.json(layout)
        #expect(json.contains("""
                      "cornerRadius": 0,
                      "highlight": {"frame": {"x": 20, "y": 39, "width": 353, "height": 36}, "cornerMask": ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"], "cornerRadius": 8}
            """))
        #expect(json.contains("\"cornerRadius\": 0,\n          \"highlight\": null\n"))
        #expect(LayoutTextWriter.text(layout).contains(
            "    highlight   (20, 39, 353, 36)  corners [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] radius 8\n"))
    }

    @Test func everyGeneratedHighlightStaysInsideItsRow() {
        let layouts = generatedSpecs(count: 300, seed: 31).map(ListLayoutEngine().layout)
        #expect(layouts.contains { $0.sections.contains { $0.rows.contains { $0.highlight != nil } } })
        for layout in layouts {
            for (section, specSection) in zip(layout.sections, layout.spec.sections) {
                for (row, spec) in zip(section.rows, specSection.rows) {
                    #expect((row.highlight != nil) == spec.isHighlighted, "\(layout.spec.id)")
                    if let highlight = row.highlight { #expect(row.frame.contains(highlight.frame), "\(layout.spec.id)") }
                }
            }
        }
    }
}
