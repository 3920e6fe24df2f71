import DocgenFontMetrics
import DocgenListLayout
import DocgenTestSupport
import Testing

/// Measures footnote text the way the layout does, to check wrapped lines.
struct TextMeasurerProbe {
    let measurer = TextMeasurer()
    func width(_ text: String) -> Double { measurer.width(of: text, font: .regular, size: 13) }
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
