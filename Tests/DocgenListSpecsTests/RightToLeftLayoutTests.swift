import DocgenListSpecs
import DocgenSVG
import Testing

/// `layoutDirection: rightToLeft`: the same table, mirrored, with the same corner masks.
@Suite struct RightToLeftLayoutTests {
    let spec = ListSpec(id: "s", device: .named("iPhone 15")!, layoutDirection: .rightToLeft, sections: [SectionSpec(rows: [
        RowSpec(title: "Wi-Fi", accessory: .disclosureIndicator),
        RowSpec(title: "Bluetooth", detail: "On", accessory: .disclosureIndicator),
        RowSpec(title: "Airplane Mode"),
    ])])

    @Test func accessoriesMoveLeftAndTextStartsAtTheRight() throws {
        let section = ListLayoutEngine().layout(spec).sections[0]
        #expect(section.frame == Rect(x: 16, y: 35, width: 361, height: 132))
        let first = section.rows[0]
        #expect(first.accessoryFrame == Rect(x: 32, y: 50.5, width: 8, height: 13))
        #expect(first.contentFrame == Rect(x: 48, y: 35, width: 329, height: 44), "the contentView gives way on the left")
        #expect(first.titleFrame == Rect(x: 48, y: 46, width: 313, height: 22))
        #expect(first.titleFrame.maxX == 377 - 16, "text starts at the right cell margin")
        let detail = try #require(section.rows[1].detailFrame)
        #expect(detail.minX == section.rows[1].contentFrame.minX, "detail text sits at the trailing (left) edge")
        #expect(section.rows[1].titleFrame.minX == detail.maxX + 8)
        #expect(section.rows[2].titleFrame == Rect(x: 32, y: 134, width: 329, height: 22))
    }

    /// Apple: in a right-to-left interface a table flips `separatorInset`'s left and right, so
    /// the inset stays on the leading side, now the right.
    @Test func separatorsAreInsetFromTheRight() {
        let section = ListLayoutEngine().layout(spec).sections[0]
        #expect(section.separators == [
            Rect(x: 16, y: 79 - 1.0 / 3, width: 345, height: 1.0 / 3),
            Rect(x: 16, y: 123 - 1.0 / 3, width: 345, height: 1.0 / 3),
        ])
    }

    /// maskedCorners are in layer coordinates and UIKit rounds an edge's pair, so masks do not flip.
    @Test func cornerMasksAreTheSameAsLeftToRight() {
        let rows = ListLayoutEngine().layout(spec).sections[0].rows
        #expect(rows.map(\.cornerMask) == [.top, [], .bottom])
        #expect(rows.map(\.cornerRadius) == [10, 10, 10])
    }

    @Test func headersAndFootersKeepTheirWidthAndMirrorTheirPlace() {
        let spec = ListSpec(id: "s", style: .plain, device: .named("iPhone SE")!, layoutDirection: .rightToLeft, sections: [
            SectionSpec(header: "Recent", rows: [RowSpec(title: "A")]),
        ])
        let section = ListLayoutEngine().layout(spec).sections[0]
        #expect(section.header?.frame == Rect(x: 16, y: 22, width: 343, height: 28))
        #expect(section.separators == [Rect(x: 0, y: 93.5, width: 359, height: 0.5)])
    }

    @Test func leadingAndTrailingEdgesFollowTheDirection() {
        let rect = Rect(x: 10, y: 0, width: 30, height: 5)
        #expect(LayoutDirection.leftToRight.leadingEdge(of: rect) == 10 && LayoutDirection.leftToRight.trailingEdge(of: rect) == 40)
        #expect(LayoutDirection.rightToLeft.leadingEdge(of: rect) == 40 && LayoutDirection.rightToLeft.trailingEdge(of: rect) == 10)
        #expect(rect.mirrored(within: 100) == Rect(x: 60, y: 0, width: 30, height: 5))
    }
}
