import DocgenCore
@testable import DocgenDiagrams
import DocgenDiagrams
import DocgenTestSupport
import Testing

/// `decoration: background`: one background decoration view per section draws the card, and the
/// rows are square.
@Suite struct SectionDecorationTests {
    static let sections = [
        SectionSpec(header: "Library", rows: [RowSpec(title: "Recently Added", accessory: .disclosureIndicator),
                                              RowSpec(title: "Playlists"), RowSpec(title: "Downloads")]),
        SectionSpec(rows: [RowSpec(title: "Settings", accessory: .disclosureIndicator)]),
    ]
    let spec = ListSpec(id: "cards", device: .named("iPhone 15")!, decoration: .background, sections: Self.sections)

    private func read(_ yaml: String) -> (ListSpec?, [String]) {
        let (spec, problems) = ListSpecReader.read(yaml, defaultID: "list-1", origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        return (spec, problems.sorted().map(\.description))
    }

    // MARK: Reading

    @Test func theKeyReadsEitherValueAndDefaultsToNone() throws {
        #expect(read("sections:\n  - rows: [A]\n").0?.decoration == SectionDecoration.none)
        for decoration in SectionDecoration.allCases {
            let (spec, problems) = read("decoration: \(decoration.rawValue)\nsections:\n  - rows: [A]\n")
            #expect(problems == [])
            #expect(try #require(spec).decoration == decoration)
        }
    }

    @Test func aMisspeltValueOrKeyIsLocatedWithASuggestion() {
        let (spec, problems) = read("decoration: backgroud\nsections:\n  - rows: [A]\n")
        #expect(spec?.decoration == SectionDecoration.none, "an unknown value is not applied")
        #expect(problems == ["guide.md:10:13: error: unknown decoration 'backgroud'; did you mean 'background'?"])
        #expect(read("decoration: [background]\nsections:\n  - rows: [A]\n").1
            == ["guide.md:10:13: error: 'decoration' must be one of none, background, not a list"])
        #expect(read("decorations: background\nsections:\n  - rows: [A]\n").1
            == ["guide.md:10:1: error: unknown key 'decorations'; did you mean 'decoration'?"])
    }

    @Test func aDecorationOnATableWithoutCardsIsAWarningAndDrawsNothing() throws {
        let (spec, problems) = read("style: plain\ndecoration: background\nsections:\n  - rows: [A, B]\n")
        #expect(problems == ["guide.md:11:13: warning: 'decoration' has no effect on a plain table: only insetGrouped sections are drawn as cards [diagram-setting]"])
        let layout = ListLayoutEngine().layout(try #require(spec))
        #expect(layout.sections[0].decoration == nil)
        #expect(layout.sections[0].rows.map(\.cornerMask) == [[], []])
    }

    // MARK: Layout

    @Test func eachSectionIsOneViewWithFourRoundedCornersAndItsRowsAreSquare() {
        let layout = ListLayoutEngine().layout(spec)
        let plain = ListLayoutEngine().layout(ListSpec(id: "rows", device: .named("iPhone 15")!, sections: Self.sections))
        for (section, rowRounded) in zip(layout.sections, plain.sections) {
            #expect(section.decoration == RoundedShape(frame: section.frame, cornerRadius: 10, cornerMask: .all))
            #expect(section.decoration?.cornerMask == .all)
            #expect(section.rows.allSatisfy { $0.cornerMask.isEmpty && $0.cornerRadius == 0 })
            #expect(section.rows.map(\.frame) == rowRounded.rows.map(\.frame), "the geometry is insetGrouped's")
            #expect(section.separators == rowRounded.separators)
        }
        #expect(layout.sections.map(\.frame) == [Rect(x: 16, y: 56, width: 361, height: 132), Rect(x: 16, y: 223, width: 361, height: 44)])
    }

    @Test func theDecorationTakesTheSpecsRadiusOrTheSystems() {
        var custom = spec
        custom.cornerRadius = 16
        #expect(ListLayoutEngine().layout(custom).sections.map { $0.decoration?.cornerRadius } == [16, 16])
        var glass = spec
        glass.system = .liquidGlass
        #expect(ListLayoutEngine().layout(glass).sections.map { $0.decoration?.cornerRadius } == [26, 26])
    }

    @Test func rightToLeftMirrorsTheDecorationWithTheRows() {
        var mirrored = spec
        mirrored.layoutDirection = .rightToLeft
        let layout = ListLayoutEngine().layout(mirrored)
        let width = layout.tableFrame.width
        for (section, leftToRight) in zip(layout.sections, ListLayoutEngine().layout(spec).sections) {
            #expect(section.decoration?.frame == leftToRight.decoration?.frame.mirrored(within: width))
            #expect(section.decoration?.frame == section.frame)
        }
    }

    @Test func everyGeneratedDecorationCoversExactlyItsRows() {
        let layouts = (generatedSpecs(count: 300, seed: 29) + generatedSpecs(count: 100, seed: 29, language: .simplifiedChinese))
            .map(ListLayoutEngine().layout)
        #expect(layouts.contains { $0.spec.hasSectionDecorations }, "the generated specs include decorated lists")
        for layout in layouts {
            for section in layout.sections {
                if layout.spec.hasSectionDecorations {
                    let rows = section.rows.dropFirst().reduce(section.rows[0].frame) { $0.union($1.frame) }
                    #expect(section.decoration?.frame == rows, "\(layout.spec.id)")
                    #expect(section.rows.allSatisfy { $0.cornerMask.isEmpty })
                } else {
                    #expect(section.decoration == nil, "\(layout.spec.id)")
                }
            }
        }
    }

    // MARK: Output

    @Test func theJSONNamesTheDecorationAndGivesEachSectionsFrame() {
        let json = LayoutJSONWriter.json(ListLayoutEngine().layout(spec))
        #expect(json.contains("  \"headerCase\": \"upper\",\n  \"decoration\": \"background\",\n  \"confidence\": {\"level\": \"medium\", \"evidence\": \"decompiled\", \"source\": null, \"values\": {\"separators\": \"low\", \"accessory\": \"low\", \"headerCase\": \"low\"}},\n  \"tableFrame\""))
        #expect(json.contains("""
                  "separators": [{"x": 32, "y": 99.67, "width": 345, "height": 0.33}, {"x": 32, "y": 143.67, "width": 345, "height": 0.33}],
                  "decoration": {"frame": {"x": 16, "y": 56, "width": 361, "height": 132}, "cornerMask": ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"], "cornerRadius": 10},
            """))
        #expect(json.contains("\"cornerMask\": [],\n          \"cornerRadius\": 0"))
        let undecorated = LayoutJSONWriter.json(ListLayoutEngine().layout(ListSpec(id: "rows", sections: Self.sections)))
        #expect(undecorated.contains("\"decoration\": \"none\","))
        #expect(undecorated.contains("\"decoration\": null,"))
    }

    @Test func theOutlineShowsTheDecorationUnderItsSection() {
        let lines = LayoutTextWriter.text(ListLayoutEngine().layout(spec)).split(separator: "\n").map(String.init)
        #expect(lines[1] == "insetGrouped on iOS 17, continuous corners, one background decoration per section")
        #expect(lines.contains("  decoration  (16, 56, 361, 132)  corners [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] radius 10"))
        #expect(lines.contains("    corners     [] radius 0"))
    }

    // MARK: Drawing

    @Test func theListDrawsOneCardPerSectionAndNoRowBackgrounds() {
        let layout = ListLayoutEngine().layout(spec)
        let svg = DiagramRenderer.svg(layout, view: .list)
        for section in layout.sections {
            let card = RoundedRectPath.pathData(section.frame, radius: 10, mask: .all, curve: .continuous)
            #expect(svg.components(separatedBy: "d=\"\(card)\"").count == 2, "one card for \(section.frame)")
        }
        let rowShapes = layout.sections.flatMap(\.rows).map { RoundedRectPath.pathData($0.frame, radius: 0, mask: [], curve: .continuous) }
        #expect(rowShapes.allSatisfy { !svg.contains("d=\"\($0)\"") }, "square rows draw no background of their own")
    }

    @Test func theDescriptionsSayWhatDrawsTheCard() {
        let layout = ListLayoutEngine().layout(spec)
        #expect(DiagramRenderer.rendered(layout, view: .list).title
            == "A collection view list whose sections are each one background decoration view with 10-point corners (confidence: medium)")
        #expect(DiagramRenderer.rendered(layout, view: .corners).description.contains(
            "Section 1: the decoration view [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] behind 3 rows, each row []."))
        let chinese = ListLayoutEngine().layout(spec.written(in: .simplifiedChinese))
        #expect(DiagramRenderer.rendered(chinese, view: .list).description.contains("由各行下层的一个背景装饰视图绘制，四个角都是 10 pt 的连续曲线圆角"))
    }
}
