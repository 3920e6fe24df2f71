import DocgenDiagrams
import DocgenTestSupport
import Testing

/// Measures footnote text the way the layout does, to check wrapped lines.
struct TextMeasurerProbe {
    let measurer = TextMeasurer()
    func width(_ text: String) -> Double { measurer.width(of: text, font: .regular, size: 13) }
}

@Suite struct ListLayoutPropertyTests {
    static let specs = generatedSpecs(count: 500, seed: 2026) + generatedSpecs(count: 300, seed: 2026, language: .simplifiedChinese)

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
            let direction = layout.spec.layoutDirection
            for row in layout.sections.flatMap(\.rows) {
                #expect(row.frame.contains(row.contentFrame))
                #expect(direction.leadingEdge(of: row.contentFrame) == direction.leadingEdge(of: row.frame),
                        "\(layout.spec.id): the contentView gives way only on the trailing side")
                // Text sits inside the contentView horizontally; vertically whenever the row is tall
                // enough for it (an explicit height may be shorter than the text, as in UIKit).
                let textBottom = [row.titleFrame, row.subtitleFrame, row.detailFrame].compactMap { $0?.maxY }.max()!
                #expect(row.titleFrame.minX >= row.contentFrame.minX - 1e-9 && row.titleFrame.maxX <= row.contentFrame.maxX + 1e-9)
                if textBottom - row.titleFrame.minY <= row.frame.height {
                    #expect(row.contentFrame.contains(row.titleFrame))
                }
                if let accessory = row.accessoryFrame {
                    #expect(row.frame.contains(accessory) || accessory.height > row.frame.height)
                    #expect(direction == .leftToRight ? row.contentFrame.maxX <= accessory.minX : row.contentFrame.minX >= accessory.maxX,
                            "\(layout.spec.id): the accessory sits beyond the contentView's trailing edge")
                }
                if let detail = row.detailFrame {
                    #expect(!detail.intersects(row.titleFrame))
                    #expect(detail.minX >= row.contentFrame.minX - 1e-9 && detail.maxX <= row.contentFrame.maxX + 1e-9)
                }
            }
        }
    }

    @Test func rowsWithoutAnExplicitHeightHoldAllTheirText() {
        for layout in Self.specs.map(ListLayoutEngine().layout) {
            for (section, specSection) in zip(layout.sections, layout.spec.sections) {
                for (row, spec) in zip(section.rows, specSection.rows) where spec.height == nil {
                    for text in [row.titleFrame, row.subtitleFrame, row.detailFrame].compactMap({ $0 }) {
                        #expect(row.frame.contains(text), "\(layout.spec.id): \(text) leaves its row \(row.frame)")
                    }
                }
            }
        }
    }

    @Test func wrappedLinesFitTheirFrames() {
        let measurer = TextMeasurer()
        for layout in Self.specs.map(ListLayoutEngine().layout) where layout.spec.contentSizeCategory.isAccessibilityCategory {
            for row in layout.sections.flatMap(\.rows) {
                let body = layout.fonts.body
                #expect(row.titleFrame.height == Double(row.titleLines.count) * body.lineHeight)
                for line in row.titleLines where line.count > 1 {
                    #expect(measurer.width(of: line, font: .regular, size: body.pointSize) <= row.titleFrame.width + 1e-9,
                            "\(layout.spec.id): '\(line)' is wider than its frame")
                }
            }
        }
    }

    /// Chinese headers, footers and cell labels wrap between ideographs, and wherever a line
    /// holds four ideographs or more no line starts with closing punctuation or ends with an
    /// opening bracket.
    @Test func wrappedChineseLinesKeepPunctuationWithItsText() {
        let closing: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』"]
        let opening: Set<Character> = ["（", "「", "『"]
        var wrappedBlocks = 0
        for layout in Self.specs.map(ListLayoutEngine().layout) where layout.spec.language == .simplifiedChinese {
            let fonts = layout.fonts
            var blocks: [(lines: [String], frame: Rect, size: Double)] = []
            for section in layout.sections {
                for block in [section.header, section.footer].compactMap({ $0 }) {
                    blocks.append((block.lines, block.frame, fonts.footnote.pointSize))
                }
                for row in section.rows {
                    blocks.append((row.titleLines, row.titleFrame, fonts.body.pointSize))
                    if let subtitle = row.subtitleFrame { blocks.append((row.subtitleLines, subtitle, fonts.subheadline.pointSize)) }
                    if let detail = row.detailFrame { blocks.append((row.detailLines, detail, fonts.body.pointSize)) }
                }
            }
            for block in blocks where block.lines.count > 1 && block.frame.width >= 4 * block.size {
                wrappedBlocks += 1
                for line in block.lines {
                    guard let first = line.first, let last = line.last else { continue }
                    #expect(!closing.contains(first), "\(layout.spec.id): '\(line)' starts with closing punctuation")
                    #expect(!opening.contains(last), "\(layout.spec.id): '\(line)' ends with an opening bracket")
                }
            }
        }
        #expect(wrappedBlocks > 200, "the Chinese specs do wrap text")
    }

    /// A right-to-left layout is its left-to-right twin reflected: every frame, and the same masks.
    @Test func rightToLeftMirrorsEveryFrameAndKeepsTheMasks() {
        let engine = ListLayoutEngine()
        for spec in Self.specs where spec.layoutDirection == .rightToLeft {
            var twin = spec
            twin.layoutDirection = .leftToRight
            let right = engine.layout(spec), left = engine.layout(twin)
            let width = spec.device.width
            func reflected(_ rect: Rect?) -> Rect? {
                rect.map { Rect(x: width - $0.maxX, y: $0.y, width: $0.width, height: $0.height) }
            }
            #expect(right.tableFrame == left.tableFrame)
            for (r, l) in zip(right.sections, left.sections) {
                #expect(r.frame == reflected(l.frame))
                #expect(r.header?.frame == reflected(l.header?.frame) && r.header?.lines == l.header?.lines)
                #expect(r.footer?.frame == reflected(l.footer?.frame) && r.footer?.lines == l.footer?.lines)
                #expect(r.separators == l.separators.map { reflected($0)! })
                for (rowR, rowL) in zip(r.rows, l.rows) {
                    #expect(rowR.frame == reflected(rowL.frame))
                    #expect(rowR.contentFrame == reflected(rowL.contentFrame))
                    #expect(rowR.titleFrame == reflected(rowL.titleFrame))
                    #expect(rowR.subtitleFrame == reflected(rowL.subtitleFrame))
                    #expect(rowR.detailFrame == reflected(rowL.detailFrame))
                    #expect(rowR.accessoryFrame == reflected(rowL.accessoryFrame))
                    #expect(rowR.cornerMask == rowL.cornerMask && rowR.cornerRadius == rowL.cornerRadius)
                    #expect(rowR.titleLines == rowL.titleLines && rowR.detailLines == rowL.detailLines)
                }
            }
        }
    }

    /// Rows round their corners in insetGrouped tables; with section decorations the decoration
    /// view does (``SectionDecorationTests``) and every row is square.
    @Test func cornerMasksFollowTheRowPosition() {
        for layout in Self.specs.map(ListLayoutEngine().layout) {
            let rowsRound = layout.spec.style == .insetGrouped && !layout.spec.hasSectionDecorations
            for section in layout.sections {
                for (index, row) in section.rows.enumerated() {
                    let expected: CornerMask
                    if !rowsRound {
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
                    #expect(row.cornerRadius == (rowsRound ? layout.spec.cornerRadius ?? defaultRadius : 0))
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
