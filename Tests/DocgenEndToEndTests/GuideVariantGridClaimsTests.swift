import DocgenCore
import DocgenDiagrams
import Foundation
import Testing

/// What the accessibility chapter says of its variant grid holds for each edition's drawings:
/// which texts wrap at AX5, where the values go, which side text and chevrons take right to
/// left, and the corner radius, each checked against the drawing the grid makes of it.
@Suite struct GuideVariantGridClaimsTests {
    struct Claim: CustomTestStringConvertible, Sendable {
        var edition: String
        var sentence: String
        /// What wraps at AX5, in both directions; nothing wraps at Large.
        var wrapsAtAX5: GuideFigureClaimsTests.Wrapping

        var testDescription: String { edition }
    }

    static let claims = [
        Claim(edition: "en",
              sentence: "At AX5, \"Jane Appleseed\", \"Airplane Mode\" and the subtitle wrap, and \"Home\" moves under \"Wi-Fi\"; right to left, "
                  + "every text starts at the right edge and every chevron sits at the left, at both sizes. "
                  + "The corners keep their 10 pt radius in all four drawings.",
              wrapsAtAX5: .init(titles: ["Jane Appleseed", "Airplane Mode"], subtitles: ["Apple Account, iCloud and more"])),
        Claim(edition: "zh-Hans",
              sentence: "在 AX5 下，标题都很短，各占一行，只有副标题换了行，“我家”移到了“Wi-Fi”下方；从右到左时，两种字号下的文字都从右边开始，箭头都在左边。"
                  + "四幅图中的圆角都保持 10 pt 的半径。",
              wrapsAtAX5: .init(subtitles: ["Apple 账户、iCloud 等"])),
    ]

    @Test(arguments: claims)
    func theChapterSaysWhatItsGridShows(_ claim: Claim) throws {
        let path = "\(GuideEditionsTests.content)/\(claim.edition)/accessibility.md"
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(claim.sentence),
                "the sentence changed: check it against the figure again and update this claim")
        let grid = try #require(try GuideFigureClaimsTests.layout(of: "settings-variants", in: path, edition: claim.edition))
        let variants = try #require(grid.spec.variants)
        #expect(variants.cells.map { $0.map(\.shortName) } == [["Large", "ltr"], ["Large", "rtl"], ["AX5", "ltr"], ["AX5", "rtl"]])
        for values in variants.cells {
            var spec = grid.spec
            spec.variants = nil
            for case .textSize(let size) in values { spec.contentSizeCategory = size }
            for case .direction(let direction) in values { spec.layoutDirection = direction }
            let layout = ListLayoutEngine().layout(spec)
            let isLargest = spec.contentSizeCategory == .accessibilityExtraExtraExtraLarge
            #expect(GuideFigureClaimsTests.wrapping(layout) == (isLargest ? claim.wrapsAtAX5 : .init()), "\(values)")
            let rows = layout.sections.flatMap(\.rows)
            for row in rows {
                #expect(row.cornerRadius == 10)
                if let detail = row.detailFrame {
                    #expect((detail.y >= row.titleFrame.maxY) == isLargest, "the value is under its title only at AX5")
                }
                guard spec.layoutDirection == .rightToLeft else { continue }
                #expect(row.titleFrame.maxX > row.frame.midX, "right to left, text starts at the right")
                if let accessory = row.accessoryFrame { #expect(accessory.maxX < row.frame.midX, "right to left, the chevron is at the left") }
            }
        }
    }
}
