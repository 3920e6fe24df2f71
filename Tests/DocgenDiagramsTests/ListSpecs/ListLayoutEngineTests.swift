import DocgenDiagrams
import Testing

@Suite struct ListLayoutEngineTests {
    let engine = ListLayoutEngine()

    /// "iOS ." trapped the reader (found by FuzzListSpec): every malformed version is nil.
    @Test func systemVersionsAreReadOrRefusedNeverTrapped() {
        #expect(SystemVersion("iOS 17") == .classic(17))
        #expect(SystemVersion("iOS 17.4") == .classic(17))
        #expect(SystemVersion("iOS 26") == .liquidGlass)
        for text in ["iOS .", "iOS .5", "iOS ", "iOS 12", "iOS 19", "ios 17", "iOS 17 beta", ""] {
            #expect(SystemVersion(text) == nil, "\(text)")
        }
    }

    @Test func insetGroupedOnAStandardPhone() {
        let spec = ListSpec(id: "s", device: .named("iPhone 15")!, sections: [SectionSpec(rows: [
            RowSpec(title: "Wi-Fi", accessory: .disclosureIndicator),
            RowSpec(title: "Bluetooth", detail: "On", accessory: .disclosureIndicator),
            RowSpec(title: "Airplane Mode"),
        ])])
        let layout = engine.layout(spec)
        #expect(layout.sectionInset == 16)
        #expect(layout.cellMargin == 16)
        #expect(layout.tableFrame == Rect(x: 0, y: 0, width: 393, height: 184.5))
        let section = layout.sections[0]
        #expect(section.frame == Rect(x: 16, y: 35, width: 361, height: 132))
        #expect(section.rows.map(\.frame) == [
            Rect(x: 16, y: 35, width: 361, height: 44),
            Rect(x: 16, y: 79, width: 361, height: 44),
            Rect(x: 16, y: 123, width: 361, height: 44),
        ])
        let first = section.rows[0]
        #expect(first.accessoryFrame == Rect(x: 353, y: 50.5, width: 8, height: 13))
        #expect(first.contentFrame == Rect(x: 16, y: 35, width: 329, height: 44))
        #expect(first.titleFrame == Rect(x: 32, y: 46, width: 313, height: 22))
        #expect(section.rows[2].contentFrame == section.rows[2].frame)
        #expect(section.rows[2].titleFrame == Rect(x: 32, y: 134, width: 329, height: 22))
        #expect(section.rows.map(\.position) == [.first, .middle, .last])
        #expect(section.rows.map(\.cornerMask) == [.top, [], .bottom])
        #expect(section.rows.map(\.cornerRadius) == [10, 10, 10])
        #expect(section.separators == [
            Rect(x: 32, y: 79 - 1.0 / 3, width: 345, height: 1.0 / 3),
            Rect(x: 32, y: 123 - 1.0 / 3, width: 345, height: 1.0 / 3),
        ])
    }

    @Test func detailTextSitsAtTheTrailingEdgeOfTheText() throws {
        let spec = ListSpec(id: "s", sections: [SectionSpec(rows: [RowSpec(title: "Bluetooth", detail: "On", accessory: .disclosureIndicator)])])
        let row = engine.layout(spec).sections[0].rows[0]
        let detail = try #require(row.detailFrame)
        #expect(detail.maxX == row.contentFrame.maxX)
        #expect(detail.y == row.titleFrame.y)
        #expect(row.titleFrame.maxX + 8 == detail.minX)
        #expect(detail.width > 10 && detail.width < 30, "\"On\" at 17 pt is about 20 pt wide")
    }

    @Test func iPadHasWideMarginsAndHeadersAndFootersUseTheirMargins() {
        let spec = ListSpec(id: "s", device: .named("iPad")!, sections: [
            SectionSpec(header: "Account", footer: "Shown under the section", rows: [RowSpec(title: "Name")]),
        ])
        let layout = engine.layout(spec)
        #expect(layout.sectionInset == 20)
        let section = layout.sections[0]
        #expect(section.header == TextBlock(frame: Rect(x: 40, y: 32, width: 740, height: 18), lines: ["ACCOUNT"]), "iOS 17 capitalizes grouped headers")
        #expect(section.rows[0].frame == Rect(x: 20, y: 56, width: 780, height: 44))
        #expect(section.rows[0].cornerMask == .all)
        #expect(section.footer == TextBlock(frame: Rect(x: 40, y: 106, width: 740, height: 18), lines: ["Shown under the section"]))
        #expect(section.separators == [])
        #expect(layout.tableFrame.height == 136)
    }

    @Test func groupedOnIOS26HasSquareFullWidthRowsAndEdgeSeparators() {
        let spec = ListSpec(id: "s", style: .grouped, device: .named("iPhone SE")!, system: .liquidGlass,
                            sections: [SectionSpec(rows: [RowSpec(title: "A"), RowSpec(title: "B")])])
        let layout = engine.layout(spec)
        let section = layout.sections[0]
        #expect(section.rows.map(\.frame) == [Rect(x: 0, y: 35, width: 375, height: 52), Rect(x: 0, y: 87, width: 375, height: 52)])
        #expect(section.rows.map(\.cornerMask) == [[], []])
        #expect(section.rows.map(\.cornerRadius) == [0, 0])
        #expect(section.separators == [
            Rect(x: 0, y: 35, width: 375, height: 0.5),
            Rect(x: 16, y: 86.5, width: 359, height: 0.5),
            Rect(x: 0, y: 138.5, width: 375, height: 0.5),
        ])
        #expect(layout.tableFrame.height == 156.5)
    }

    @Test func liquidGlassInsetGroupedUses26PointCornersAnd52PointRows() {
        let spec = ListSpec(id: "s", system: .liquidGlass, sections: [SectionSpec(rows: [RowSpec(title: "A")])])
        let row = engine.layout(spec).sections[0].rows[0]
        #expect(row.frame.height == 52)
        #expect(row.cornerRadius == 26)
    }

    @Test func explicitRadiusAndHeightWin() {
        let spec = ListSpec(id: "s", cornerRadius: 16, sections: [SectionSpec(rows: [RowSpec(title: "A", height: 60)])])
        let row = engine.layout(spec).sections[0].rows[0]
        #expect(row.frame.height == 60)
        #expect(row.cornerRadius == 16)
        #expect(row.titleFrame.y == 35 + 30 - 11)
    }

    @Test func subtitleRowsGrowToFitBothLines() throws {
        let spec = ListSpec(id: "s", sections: [SectionSpec(rows: [RowSpec(title: "Jane", subtitle: "jane@example.com")])])
        let row = engine.layout(spec).sections[0].rows[0]
        #expect(row.frame.height == 67)
        #expect(row.titleFrame == Rect(x: 32, y: 46, width: 329, height: 22))
        #expect(row.subtitleFrame == Rect(x: 32, y: 71, width: 329, height: 20))
    }

    @Test func plainRowsSpanTheWidthWithASeparatorUnderEveryRow() {
        let spec = ListSpec(id: "s", style: .plain, device: .named("iPhone SE")!, sections: [
            SectionSpec(header: "Recent", rows: [RowSpec(title: "A"), RowSpec(title: "B")]),
        ])
        let section = engine.layout(spec).sections[0]
        #expect(section.header?.frame == Rect(x: 16, y: 22, width: 343, height: 28))
        #expect(section.rows.map(\.frame) == [Rect(x: 0, y: 50, width: 375, height: 44), Rect(x: 0, y: 94, width: 375, height: 44)])
        #expect(section.separators == [Rect(x: 16, y: 93.5, width: 359, height: 0.5), Rect(x: 16, y: 137.5, width: 359, height: 0.5)])
    }

    @Test func wideMarginDevicesFallBackTo16PointsAtNarrowWidths() {
        let narrow = Device(name: "narrow", width: 320, hasWideMargins: true, scale: 2)
        let layout = engine.layout(ListSpec(id: "s", device: narrow, sections: [SectionSpec(rows: [RowSpec(title: "A")])]))
        #expect(layout.sectionInset == 16)
        #expect(engine.layout(ListSpec(id: "s", device: .named("iPhone 15 Pro Max")!, sections: [SectionSpec(rows: [RowSpec(title: "A")])])).sectionInset == 20)
    }

    @Test func accessoriesOfEveryKind() {
        let rows = Accessory.allCases.map { RowSpec(title: $0.rawValue, accessory: $0) }
        let layout = engine.layout(ListSpec(id: "s", sections: [SectionSpec(rows: rows)]))
        #expect(layout.sections[0].rows.map { $0.accessoryFrame.map { [$0.width, $0.height] } } == [
            nil, [8, 13], [14, 13], [22, 22], [38, 22], [51, 31], [51, 31],
        ])
        #expect(layout.sections[0].rows.allSatisfy { ($0.accessoryFrame?.maxX ?? 361) == 361 })
    }

    @Test func footersWrapToTheTextWidth() throws {
        let long = String(repeating: "Rounded sections follow the layout margins. ", count: 4)
        let layout = engine.layout(ListSpec(id: "s", device: .named("iPhone SE")!, sections: [SectionSpec(footer: long, rows: [RowSpec(title: "A")])]))
        let footer = try #require(layout.sections[0].footer)
        #expect(footer.lines.count > 1)
        #expect(footer.frame.height == Double(footer.lines.count) * 18)
        let measurer = TextMeasurerProbe()
        #expect(footer.lines.allSatisfy { measurer.width($0) <= footer.frame.width })
    }
}
