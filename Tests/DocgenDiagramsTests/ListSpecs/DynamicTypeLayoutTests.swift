import DocgenDiagrams
import Testing

/// Text sizes (`contentSizeCategory`): fonts, row heights, wrapping and stacking.
@Suite struct DynamicTypeLayoutTests {
    let engine = ListLayoutEngine()

    private func row(_ row: RowSpec, _ category: ContentSizeCategory, system: SystemVersion = .classic(17),
                     device: String = "iPhone 15") -> RowLayout {
        let spec = ListSpec(id: "s", device: .named(device)!, system: system, contentSizeCategory: category,
                            sections: [SectionSpec(rows: [row])])
        return engine.layout(spec).sections[0].rows[0]
    }

    @Test func fontsComeFromApplesTableForEachCategory() {
        let sizes = ContentSizeCategory.allCases.map { ListFonts($0) }
        #expect(sizes.map(\.body.pointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(sizes.map(\.body.lineHeight) == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        #expect(sizes.map(\.subheadline.pointSize) == [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49])
        #expect(sizes.map(\.footnote.pointSize) == [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])
        #expect(ListFonts(.large).footnote == TextStyleFont(pointSize: 13, lineHeight: 18))
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    }

    /// 2 × the body line height, up to extraExtraExtraLarge; Liquid Glass adds 30 to one line.
    @Test func oneLineRowsFollowTheBodyLineHeightUpToXXXL() {
        let classic: [(ContentSizeCategory, Double)] = [(.extraSmall, 38), (.medium, 42), (.large, 44), (.extraLarge, 48), (.extraExtraExtraLarge, 58)]
        for (category, height) in classic {
            #expect(row(RowSpec(title: "A"), category).frame.height == height, "\(category)")
        }
        let glass: [(ContentSizeCategory, Double)] = [(.extraSmall, 49), (.large, 52), (.extraExtraExtraLarge, 59)]
        for (category, height) in glass {
            #expect(row(RowSpec(title: "A"), category, system: .liquidGlass).frame.height == height, "\(category)")
        }
    }

    /// Past XXXL the default height stays at 58 pt (29 pt of margins) and rows grow to fit the text.
    @Test func atAccessibilitySizesRowsGrowToFitTheirText() {
        #expect(row(RowSpec(title: "A"), .accessibilityMedium).frame.height == 29 + 34)
        #expect(row(RowSpec(title: "A"), .accessibilityExtraExtraExtraLarge).frame.height == 29 + 62)
        #expect(row(RowSpec(title: "A"), .accessibilityExtraExtraExtraLarge, system: .liquidGlass).frame.height == 30 + 62)
        let subtitled = row(RowSpec(title: "A", subtitle: "B"), .accessibilityLarge)
        #expect(subtitled.frame.height == 29 + 40 + 3 + 37)
        #expect(subtitled.subtitleFrame == Rect(x: 32, y: subtitled.titleFrame.maxY + 3, width: 329, height: 37))
        #expect(row(RowSpec(title: "A", height: 44), .accessibilityExtraExtraExtraLarge).frame.height == 44, "an explicit height wins")
    }

    @Test func titlesWrapOnlyAtAccessibilitySizes() throws {
        let title = "Sounds & Haptics and Notifications"
        let large = row(RowSpec(title: title), .extraExtraExtraLarge, device: "iPhone SE")
        #expect(large.titleLines == [title], "one line, truncated when drawn")
        let wrapped = row(RowSpec(title: title), .accessibilityExtraLarge, device: "iPhone SE")
        #expect(wrapped.titleLines.count == 3)
        #expect(wrapped.titleLines.joined(separator: " ") == title)
        let measurer = TextMeasurer()
        #expect(wrapped.titleLines.allSatisfy { measurer.width(of: $0, font: .regular, size: 40) <= 311 })
        #expect(wrapped.titleFrame == Rect(x: 32, y: 35 + 14.5, width: 311, height: 3 * 48))
        #expect(wrapped.frame.height == 29 + 3 * 48)
    }

    /// `prefersSideBySideTextAndSecondaryText` is false at accessibility sizes: detail text moves
    /// under the title, to the title's leading edge, and wraps at the full text width.
    @Test func detailTextStacksUnderTheTitleAtAccessibilitySizes() throws {
        let spec = RowSpec(title: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator)
        let beside = row(spec, .extraExtraExtraLarge)
        let besideDetail = try #require(beside.detailFrame)
        #expect(besideDetail.y == beside.titleFrame.y && besideDetail.maxX == beside.contentFrame.maxX)

        let stacked = row(spec, .accessibilityMedium)
        let detail = try #require(stacked.detailFrame)
        let chevronWidth = 8 * 28 / 17.0
        let textWidth = 361 - 16 - chevronWidth - 8 - 16
        #expect(stacked.titleFrame == Rect(x: 32, y: 35 + 14.5, width: textWidth, height: 34))
        #expect(detail == Rect(x: 32, y: stacked.titleFrame.maxY + 3, width: textWidth, height: 34))
        #expect(stacked.detailLines == ["Home"])
        #expect(stacked.frame.height == 29 + 34 + 3 + 34)
        #expect(!engine.layout(ListSpec(id: "s", contentSizeCategory: .accessibilityMedium, sections: [SectionSpec(rows: [spec])]))
            .prefersSideBySideTextAndSecondaryText)
    }

    @Test func accessoriesScaleWithTheBodyTextAndStayCentred() throws {
        let chevron = try #require(row(RowSpec(title: "A", accessory: .disclosureIndicator), .accessibilityExtraExtraExtraLarge).accessoryFrame)
        let scale = 53 / 17.0
        #expect(chevron.width == 8 * scale && chevron.height == 13 * scale)
        #expect(chevron.maxX == 377 - 16)
        #expect(chevron.midY == 35 + 91 / 2.0)
        let pair = try #require(row(RowSpec(title: "A", accessory: .detailDisclosureButton), .extraSmall).accessoryFrame)
        #expect(pair.width == 38 * 14 / 17.0 && pair.height == 22 * 14 / 17.0)
    }

    /// A UISwitch does not follow Dynamic Type: 51 × 31 (63 × 28 with Liquid Glass) at every size,
    /// centred in the row, its trailing edge at the cell margin, the text stopping 8 pt before it.
    @Test func aSwitchKeepsItsSizeAtEveryTextSize() throws {
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let classic = row(RowSpec(title: "Airplane Mode", accessory: .switchOff), category)
            let toggle = try #require(classic.accessoryFrame)
            #expect(toggle.width == 51 && toggle.height == 31, "\(category)")
            #expect(toggle.maxX == 377 - 16 && toggle.midY == classic.frame.midY)
            #expect(classic.contentFrame.maxX == toggle.minX - 8)
            let glass = try #require(row(RowSpec(title: "Bold Text", accessory: .switchOn), category, system: .liquidGlass).accessoryFrame)
            #expect(glass.width == 63 && glass.height == 28, "\(category)")
        }
    }

    @Test func headersAndFootersUseTheFootnoteSizeAndWrapWithoutALimitAtAccessibilitySizes() throws {
        let footer = String(repeating: "Rounded sections follow the layout margins. ", count: 12)
        func section(_ category: ContentSizeCategory) -> SectionLayout {
            engine.layout(ListSpec(id: "s", device: .named("iPad")!, contentSizeCategory: category,
                                   sections: [SectionSpec(header: "Account", footer: footer, rows: [RowSpec(title: "A")])])).sections[0]
        }
        let extraLarge = section(.extraLarge)
        #expect(extraLarge.header == TextBlock(frame: Rect(x: 40, y: 32, width: 740, height: 20), lines: ["ACCOUNT"]))
        let standard = try #require(section(.extraExtraExtraLarge).footer)
        #expect(standard.lines.count == 6 && standard.lines.last!.hasSuffix("…"), "six lines at most below AX sizes")
        let accessibility = try #require(section(.accessibilityExtraExtraLarge).footer)
        #expect(accessibility.lines.count > 6)
        #expect(!accessibility.lines.contains { $0.hasSuffix("…") })
        #expect(accessibility.frame.height == Double(accessibility.lines.count) * 46)
    }

    @Test func plainHeadersWrapAtAccessibilitySizes() throws {
        let spec = ListSpec(id: "s", style: .plain, device: .named("iPhone SE")!, contentSizeCategory: .accessibilityExtraExtraExtraLarge,
                            sections: [SectionSpec(header: "Recently Deleted Items", rows: [RowSpec(title: "A")])])
        let header = try #require(engine.layout(spec).sections[0].header)
        #expect(header.lines.count == 2)
        #expect(header.frame == Rect(x: 16, y: 22, width: 343, height: 2 * 53 + 10))
    }
}
