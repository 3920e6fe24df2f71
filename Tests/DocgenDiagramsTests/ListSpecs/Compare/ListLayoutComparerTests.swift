import DocgenDiagrams
import Testing

/// What a comparison finds different between two laid-out lists, property by property.
@Suite struct ListLayoutComparerTests {
    static let sections = [
        SectionSpec(header: "Account", rows: [RowSpec(title: "Jane Appleseed", accessory: .disclosureIndicator)]),
        SectionSpec(footer: "Shown under the section.", rows: [RowSpec(title: "Airplane Mode"), RowSpec(title: "Wi-Fi")]),
    ]

    private func layouts(_ values: [ComparedValue], base: ListSpec = ListSpec(id: "l", sections: sections)) -> [ListLayout] {
        var spec = base
        spec.comparison = ListComparison(values: values)
        return spec.comparedSpecs.map(ListLayoutEngine().layout)
    }

    @Test func iOS18AndIOS26DifferInRadiusSpacingRowHeightAndHeaderCase() {
        let differences = ListLayoutComparer.differences(layouts([.system(.classic(18)), .system(.liquidGlass)]))
        #expect(differences == [
            LayoutDifference(property: .cornerRadius, values: [.points(10), .points(26)]),
            LayoutDifference(property: .spaceAboveFirstSection, values: [.points(32), .points(10)]),
            LayoutDifference(property: .headerToFirstRow, values: [.points(6), .points(10)]),
            LayoutDifference(property: .rowHeight, values: [.points(44), .points(52)]),
            LayoutDifference(property: .lastRowToFooter, values: [.points(6), .points(8)]),
            LayoutDifference(property: .headerCase, values: [.headerCase(.upper), .headerCase(.asWritten)]),
            LayoutDifference(property: .contentHeight, values: [.points(259), .points(261)]),
        ])
    }

    @Test func aPhoneAndAnIPadDifferInWidthAndMargins() {
        let differences = ListLayoutComparer.differences(layouts([.device(.named("iPhone 15")!), .device(.named("iPad")!)]))
        #expect(differences.map(\.property) == [.tableWidth, .sectionInset, .cellMargin])
        #expect(differences.map(\.values) == [[.points(393), .points(820)], [.points(16), .points(20)], [.points(16), .points(20)]])
    }

    @Test func aLargerTextSizeChangesTextSizesRowHeightsAndHeight() {
        let differences = ListLayoutComparer.differences(layouts([.contentSizeCategory(.large), .contentSizeCategory(.extraExtraExtraLarge)]))
        #expect(differences.map(\.property) == [.rowHeight, .bodyTextSize, .headerTextSize, .contentHeight])
        #expect(differences.first { $0.property == .bodyTextSize }?.values == [.points(17), .points(23)])
    }

    @Test func sameLayoutsHaveNoDifferences() {
        let layout = ListLayoutEngine().layout(ListSpec(id: "l", sections: Self.sections))
        #expect(ListLayoutComparer.differences([layout, layout]) == [])
        #expect(ListLayoutComparer.differences([layout]) == [])
    }

    /// A thousandth of a point prints the same, so it is no difference a reader could see.
    @Test func aDifferenceTooSmallToPrintIsNone() {
        let layout = ListLayoutEngine().layout(ListSpec(id: "l", sections: Self.sections))
        var nudged = layout
        nudged.tableFrame.height += 0.001
        #expect(ListLayoutComparer.differences([layout, nudged]) == [])
        nudged.tableFrame.height += 0.01
        #expect(ListLayoutComparer.differences([layout, nudged]).map(\.property) == [.contentHeight])
    }

    /// Without headers, footers or a second section, the properties about them are left out.
    @Test func propertiesALayoutLacksAreLeftOut() {
        let bare = ListSpec(id: "l", sections: [SectionSpec(rows: [RowSpec(title: "Only")])])
        let differences = ListLayoutComparer.differences(layouts([.system(.classic(17)), .system(.liquidGlass)], base: bare))
        #expect(differences.map(\.property) == [.cornerRadius, .rowHeight, .contentHeight])
        #expect(ListLayoutComparer.measure(.headerToFirstRow, in: ListLayoutEngine().layout(bare)) == nil)
        #expect(ListLayoutComparer.measure(.spaceBetweenSections, in: ListLayoutEngine().layout(bare)) == nil)
    }

    /// Capitals change no Chinese header, so the header case is no difference there.
    @Test func theHeaderCaseCountsOnlyWhereCapitalsChangeAHeader() {
        let chinese = ListSpec(id: "l", sections: [SectionSpec(header: "显示", rows: [RowSpec(title: "亮度")])])
        #expect(ListLayoutComparer.measure(.headerCase, in: ListLayoutEngine().layout(chinese)) == nil)
        #expect(!ListLayoutComparer.differences(layouts([.system(.classic(18)), .system(.liquidGlass)], base: chinese))
            .contains { $0.property == .headerCase })
    }

    /// Only insetGrouped rounds its sections: a plain table has no corner radius to compare.
    @Test func aPlainTableHasNoCornerRadius() {
        let plain = ListSpec(id: "l", style: .plain, sections: Self.sections)
        #expect(ListLayoutComparer.measure(.cornerRadius, in: ListLayoutEngine().layout(plain)) == nil)
        #expect(!ListLayoutComparer.differences(layouts([.system(.classic(18)), .system(.liquidGlass)], base: plain))
            .contains { $0.property == .cornerRadius })
    }
}
