import DocgenCore
import DocgenListSpecs
import DocgenSVG
import Foundation
import Testing

/// What a chapter says about one of its figures holds for that edition's figure. The editions
/// draw the same specs in their own words, and Chinese text wraps where English does not (and
/// the other way round), so each edition's sentence is checked against its own layout.
@Suite struct GuideFigureClaimsTests {
    /// The texts of a figure that wrap onto more than one line, by kind, in spec order.
    struct Wrapping: Equatable, Sendable, CustomStringConvertible {
        var titles: [String] = []
        var subtitles: [String] = []
        var details: [String] = []
        var headers: [String] = []
        var footers: [String] = []

        var description: String {
            "titles \(titles), subtitles \(subtitles), details \(details), headers \(headers), footers \(footers)"
        }
    }

    /// A sentence of a chapter about a figure, quoted exactly, and what it says the figure shows.
    struct Claim: CustomTestStringConvertible, Sendable {
        var edition: String
        var chapter: String
        var figure: String
        var sentence: String
        var wraps: Wrapping
        /// The sentence says every value (detail text) sits under its title, not beside it.
        var valuesUnderTitles = false

        var testDescription: String { "\(edition)/\(chapter) #\(figure)" }
    }

    static let claims: [Claim] = [
        Claim(edition: "en", chapter: "accessibility.md", figure: "settings-largest-text",
              sentence: "the longer titles (\"Jane Appleseed\", \"Airplane Mode\"), the subtitle and the footer wrap, each value moves under its title",
              wraps: Wrapping(titles: ["Jane Appleseed", "Airplane Mode"], subtitles: ["Apple Account, iCloud and more"],
                              footers: ["Wi-Fi and Bluetooth stay on in Airplane Mode unless you turn them off."]),
              valuesUnderTitles: true),
        Claim(edition: "zh-Hans", chapter: "accessibility.md", figure: "settings-largest-text",
              sentence: "副标题和分区尾换了行，标题都很短，各占一行；每个值都移到了标题下方",
              wraps: Wrapping(subtitles: ["Apple 账户、iCloud 等"], footers: ["除非你手动关闭，否则在飞行模式下 Wi-Fi 和蓝牙会保持打开。"]),
              valuesUnderTitles: true),
    ]

    /// The figure `id` of a chapter, laid out in its edition's language as the build lays it out.
    static func layout(of id: String, in path: String, edition: String) throws -> ListLayout? {
        for fence in try GuideEditionsTests.fences("listspec", in: path) {
            let (spec, _) = ListSpecReader.read(fence.body, defaultID: "list", origin: SourceLocation(file: path, line: fence.line))
            if let spec, spec.id == id {
                return ListLayoutEngine().layout(spec.written(in: DiagramLanguage(matchingTag: edition)))
            }
        }
        return nil
    }

    static func wrapping(_ layout: ListLayout) -> Wrapping {
        var wrapping = Wrapping()
        for (section, spec) in zip(layout.sections, layout.spec.sections) {
            if let header = section.header, header.lines.count > 1 { wrapping.headers.append(spec.header ?? "") }
            for (row, rowSpec) in zip(section.rows, spec.rows) {
                if row.titleLines.count > 1 { wrapping.titles.append(rowSpec.title) }
                if row.subtitleLines.count > 1 { wrapping.subtitles.append(rowSpec.subtitle ?? "") }
                if row.detailLines.count > 1 { wrapping.details.append(rowSpec.detail ?? "") }
            }
            if let footer = section.footer, footer.lines.count > 1 { wrapping.footers.append(spec.footer ?? "") }
        }
        return wrapping
    }

    @Test(arguments: claims)
    func theChapterSaysWhatItsFigureShows(_ claim: Claim) throws {
        let path = "\(GuideEditionsTests.content)/\(claim.edition)/\(claim.chapter)"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(claim.sentence), "the sentence changed: check it against the figure again and update this claim")
        let layout = try #require(try Self.layout(of: claim.figure, in: path, edition: claim.edition), "no figure \(claim.figure)")
        #expect(Self.wrapping(layout) == claim.wraps)
        if claim.valuesUnderTitles {
            for row in layout.sections.flatMap(\.rows) {
                guard let detail = row.detailFrame else { continue }
                #expect(detail.y >= row.titleFrame.maxY && detail.x == row.titleFrame.x, "a value beside its title: \(row.detailLines)")
            }
        }
    }

    /// The editions' figures wrap differently, which is why each edition has its own claim.
    @Test func theEditionsWrapTheSameFigureDifferently() throws {
        let english = try #require(try Self.layout(of: "settings-largest-text", in: "\(GuideEditionsTests.content)/en/accessibility.md", edition: "en"))
        let chinese = try #require(try Self.layout(of: "settings-largest-text", in: "\(GuideEditionsTests.content)/zh-Hans/accessibility.md",
                                                   edition: "zh-Hans"))
        #expect(Self.wrapping(english).titles.count == 2)
        #expect(Self.wrapping(chinese).titles.isEmpty)
        #expect(chinese.spec.language == .simplifiedChinese && english.spec.language == .english)
    }
}
