import DocgenFontMetrics
import DocgenListLayout
import Testing

/// Measures footnote text the way the layout does, to check wrapped lines.
struct TextMeasurerProbe {
    let measurer = TextMeasurer()
    func width(_ text: String) -> Double { measurer.width(of: text, font: .regular, size: 13) }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates varied specs: every style, device, system and accessory, optional texts and heights.
func generatedSpecs(count: Int, seed: UInt64) -> [ListSpec] {
    var random = SeededGenerator(state: seed)
    let words = ["Wi-Fi", "Bluetooth", "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General",
                 "A much longer title that will not fit on a small phone at all", "名前", "Ünïcödé"]
    func text() -> String { words.randomElement(using: &random)! }
    func maybe(_ value: @autoclosure () -> String) -> String? { Bool.random(using: &random) ? value() : nil }
    return (0..<count).map { index in
        let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            SectionSpec(header: maybe(text()), footer: maybe(text() + " " + text() + " " + text()),
                        rows: (0..<Int.random(in: 1...6, using: &random)).map { _ in
                            RowSpec(title: text(), subtitle: maybe(text()), detail: maybe(text()),
                                    accessory: Accessory.allCases.randomElement(using: &random)!,
                                    height: Bool.random(using: &random) ? nil : Double(Int.random(in: 30...120, using: &random)))
                        })
        }
        let device = Bool.random(using: &random) ? Device.catalogue.randomElement(using: &random)! : .phone(width: Double(Int.random(in: 280...600, using: &random)))
        return ListSpec(id: "spec-\(index)", style: TableStyle.allCases.randomElement(using: &random)!, device: device,
                        cornerRadius: Bool.random(using: &random) ? nil : Double(Int.random(in: 0...30, using: &random)),
                        system: Bool.random(using: &random) ? .liquidGlass : .classic(Int.random(in: 13...18, using: &random)),
                        sections: sections)
    }
}

@Suite struct ListLayoutPropertyTests {
    static let specs = generatedSpecs(count: 500, seed: 2026)

    @Test func rowsTileTheirSectionWithoutGapsOrOverlap() {
        for layout in Self.specs.map(ListLayoutEngine().layout) {
            for section in layout.sections {
                #expect(section.rows.first?.frame.minY == section.frame.minY)
                #expect(section.rows.last?.frame.maxY == section.frame.maxY)
                for (above, below) in zip(section.rows, section.rows.dropFirst()) {
                    #expect(above.frame.maxY == below.frame.minY)
                }
                #expect(section.rows.allSatisfy { $0.frame.minX == section.frame.minX && $0.frame.width == section.frame.width })
            }
        }
    }

    @Test func sectionsHeadersAndFootersNeverOverlap() {
        for layout in Self.specs.map(ListLayoutEngine().layout) {
            var blocks: [Rect] = []
            for section in layout.sections {
                if let header = section.header { blocks.append(header.frame) }
                blocks.append(section.frame)
                if let footer = section.footer { blocks.append(footer.frame) }
            }
            for (above, below) in zip(blocks, blocks.dropFirst()) {
                #expect(above.maxY <= below.minY, "\(layout.spec.id): \(above) overlaps \(below)")
            }
            #expect(layout.tableFrame.contains(blocks.last!))
        }
    }

    @Test func contentViewAndAccessoryFitTheCell() {
        for layout in Self.specs.map(ListLayoutEngine().layout) {
            for row in layout.sections.flatMap(\.rows) {
                #expect(row.frame.contains(row.contentFrame))
                // Text sits inside the contentView horizontally; vertically whenever the row is tall
                // enough for it (an explicit height may be shorter than the text, as in UIKit).
                let textBottom = row.subtitleFrame?.maxY ?? row.titleFrame.maxY
                #expect(row.titleFrame.minX >= row.contentFrame.minX && row.titleFrame.maxX <= row.contentFrame.maxX + 1e-9)
                if textBottom - row.titleFrame.minY <= row.frame.height {
                    #expect(row.contentFrame.contains(row.titleFrame))
                }
                if let accessory = row.accessoryFrame {
                    #expect(row.frame.contains(accessory) || accessory.height > row.frame.height)
                    #expect(row.contentFrame.maxX <= accessory.minX)
                }
                if let detail = row.detailFrame {
                    #expect(!detail.intersects(row.titleFrame))
                    #expect(detail.maxX <= row.contentFrame.maxX + 1e-9)
                }
            }
        }
    }

    @Test func cornerMasksFollowTheRowPosition() {
        for layout in Self.specs.map(ListLayoutEngine().layout) {
            for section in layout.sections {
                for (index, row) in section.rows.enumerated() {
                    let expected: CornerMask
                    if layout.spec.style != .insetGrouped {
                        expected = []
                    } else if section.rows.count == 1 {
                        expected = .all
                    } else if index == 0 {
                        expected = .top
                    } else if index == section.rows.count - 1 {
                        expected = .bottom
                    } else {
                        expected = []
                    }
                    #expect(row.cornerMask == expected)
                    let defaultRadius = layout.spec.system.isLiquidGlass ? 26.0 : 10.0
                    #expect(row.cornerRadius == (layout.spec.style == .insetGrouped ? layout.spec.cornerRadius ?? defaultRadius : 0))
                }
            }
        }
    }

    @Test func layoutIsDeterministic() {
        let engine = ListLayoutEngine()
        for spec in Self.specs.prefix(50) {
            #expect(LayoutJSONWriter.json(engine.layout(spec)) == LayoutJSONWriter.json(engine.layout(spec)))
        }
    }
}
