@testable import DocgenDiagrams
import DocgenTestSupport
import DocgenXML
import Foundation
import Testing

/// The comparison figure: golden SVGs, its table, its words in both languages, and what must hold
/// of every figure (well-formed, labels clear of each other and of the text, the same bytes twice).
@Suite struct ComparisonRenderingTests {
    static let settings = DiagramSnapshotTests.settings

    static func spec(_ id: String, _ values: [ComparedValue], device: String = "iPhone 15", language: DiagramLanguage = .english,
                     sections: [SectionSpec] = settings) -> ListSpec {
        var spec = ListSpec(id: id, device: .named(device)!, language: language, sections: sections)
        spec.comparison = ListComparison(values: values)
        return spec
    }

    static let figures: [ListComparisonFigure] = [
        spec("ios18-ios26", [.system(.classic(18)), .system(.liquidGlass)]),
        spec("ios18-ios26-zh", [.system(.classic(18)), .system(.liquidGlass)], language: .simplifiedChinese,
             sections: DiagramSnapshotTests.chineseSettings),
        spec("phone-pad", [.device(.named("iPhone SE")!), .device(.named("iPad mini")!)]),
        spec("text-sizes", [.contentSizeCategory(.large), .contentSizeCategory(.extraExtraExtraLarge),
                            .contentSizeCategory(.accessibilityLarge)]),
    ].map { ListComparisonFigure($0)! }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path

    @Test func everyComparisonMatchesItsGoldenFiles() {
        var files: [String: Data] = [:]
        for figure in Self.figures {
            files["\(figure.id).svg"] = Data(ComparisonRenderer.rendered(figure).svg.utf8)
            files["\(figure.id).html"] = Data(ComparisonRenderer.tableHTML(figure).utf8)
        }
        let differences = Snapshot.differences(files, snapshotFolder: Self.folder)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func theTableListsEachDifferenceWithAColumnPerPanel() {
        #expect(ComparisonRenderer.tableHTML(Self.figures[2]) == """
            <div class="table-scroll" tabindex="0">
            <table class="compare" id="phone-pad-differences">
            <caption>What differs between iPhone\u{A0}SE and iPad\u{A0}mini</caption>
            <thead>
            <tr>
            <th scope="col">Measure</th>
            <th scope="col">iPhone\u{A0}SE</th>
            <th scope="col">iPad\u{A0}mini</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <th scope="row">Screen width</th>
            <td>375\u{A0}pt</td>
            <td>744\u{A0}pt</td>
            </tr>
            <tr>
            <th scope="row">Section inset</th>
            <td>16\u{A0}pt</td>
            <td>20\u{A0}pt</td>
            </tr>
            <tr>
            <th scope="row">Cell margin (text and separators)</th>
            <td>16\u{A0}pt</td>
            <td>20\u{A0}pt</td>
            </tr>
            <tr>
            <th scope="row">Height of the whole list</th>
            <td>344\u{A0}pt</td>
            <td>326\u{A0}pt</td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
    }

    @Test func nothingDifferentIsSaidInAParagraph() {
        let same = ListComparisonFigure(Self.spec("same", [.system(.classic(15)), .system(.classic(17))]))!
        #expect(same.differences == [])
        #expect(ComparisonRenderer.tableHTML(same) == "<p class=\"compare-none\">Nothing docgen measures differs between iOS\u{A0}15 and iOS\u{A0}17.</p>\n")
        #expect(same.description.contains("Nothing docgen measures differs between iOS 15 and iOS 17."))
    }

    @Test func theTitleAndDescriptionSayWhatIsComparedInEachLanguage() {
        let english = Self.figures[0], chinese = Self.figures[1]
        #expect(english.title == "An insetGrouped table view: iOS 18 and iOS 26 side by side (confidence: medium)")
        #expect(english.description.hasPrefix("An insetGrouped table view, laid out for iOS 18 and iOS 26 and drawn side by side at the "
            + "same scale, on iPhone 15 (393 points wide). Corner radius: 10 pt in iOS 18, 26 pt in iOS 26. "))
        #expect(chinese.title == "insetGrouped 样式的表格视图：iOS 18 与 iOS 26 并排对比（可信度：中）")
        #expect(chinese.description.hasPrefix("insetGrouped 样式的表格视图，按 iOS 18 与 iOS 26 分别布局，以相同比例并排绘制，"
            + "设备为 iPhone 15（宽 393 pt）。圆角半径：iOS 18 为 10 pt，iOS 26 为 26 pt。"))
        #expect(ComparisonRenderer.tableHTML(chinese).contains("<caption>iOS\u{A0}18 与 iOS\u{A0}26 之间的<wbr />差别</caption>"))
        #expect(ComparisonRenderer.tableHTML(chinese).contains("<th scope=\"row\">行高（第一行）</th>\n<td>67\u{A0}pt</td>\n<td>75\u{A0}pt</td>"))
        // Capitals change no Chinese header ("账户"), but they do change a Latin one.
        #expect(!ComparisonRenderer.tableHTML(chinese).contains("分区头文字"))
        let latinHeader = ListComparisonFigure(Self.spec("icloud", [.system(.classic(18)), .system(.liquidGlass)], language: .simplifiedChinese,
                                                         sections: [SectionSpec(header: "iCloud", rows: [RowSpec(title: "照片")])]))!
        #expect(ComparisonRenderer.tableHTML(latinHeader).contains("<th scope=\"row\">分区头文字</th>\n<td>全部大写</td>\n<td>按原样<wbr />显示</td>"))
    }

    /// A comparison of no values, which only code can make, draws nothing rather than trap.
    @Test func aComparisonOfNoValuesIsNoFigure() {
        #expect(ListComparisonFigure(Self.spec("none", [])) == nil)
        var plain = Self.spec("plain", [])
        plain.comparison = nil
        #expect(ListComparisonFigure(plain) == nil)
    }

    /// A device comparison names no one device in its description: each panel has its own.
    @Test func aDeviceComparisonNamesNoDevice() {
        #expect(Self.figures[2].description.hasPrefix("An insetGrouped table view, laid out for iPhone SE and iPad mini and drawn side by "
            + "side at the same scale. Screen width: 375 pt in iPhone SE, 744 pt in iPad mini."))
    }

    @Test func everyFigureIsWellFormedWithLabelsClearOfEachOtherAndTheText() {
        for figure in Self.figures {
            let svg = ComparisonRenderer.rendered(figure).svg
            #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "\(figure.id).svg").isEmpty)
            #expect(XMLWellFormednessChecker.errors(in: ComparisonRenderer.tableHTML(figure), displayPath: "\(figure.id).html").isEmpty)
            #expect(svg == ComparisonRenderer.rendered(ListComparisonFigure(figure.spec)!).svg, "\(figure.id) is not deterministic")
            #expect(svg.contains("aria-labelledby=\"\(figure.id)-title\" aria-describedby=\"\(figure.id)-desc\""))
            let drawn = ComparisonView.draw(figure)
            for (index, label) in drawn.labels.enumerated() {
                #expect(!drawn.labels[(index + 1)...].contains { $0.intersects(label) }, "\(figure.id): labels overlap")
                #expect(!drawn.texts.contains { $0.intersects(label) }, "\(figure.id): a label covers text")
                #expect(drawn.canvas.contains(label), "\(figure.id): a label is outside the canvas")
            }
        }
    }

    /// Generated specs of every style, text size and direction, compared across systems, devices
    /// and text sizes: no label of any panel overlaps another or the text, or leaves the canvas.
    @Test(arguments: DiagramLanguage.allCases)
    func labelsOfGeneratedComparisonsStayClear(_ language: DiagramLanguage) {
        let comparisons: [[ComparedValue]] = [
            [.system(.classic(17)), .system(.liquidGlass)],
            [.device(.named("iPhone SE")!), .device(.named("iPhone 16 Pro Max")!), .device(.named("iPad")!)],
            [.contentSizeCategory(.extraSmall), .contentSizeCategory(.accessibilityExtraExtraExtraLarge)],
        ]
        var labelCount = 0
        for (index, generated) in generatedSpecs(count: 60, seed: 9, language: language).enumerated() {
            var spec = generated
            spec.comparison = ListComparison(values: comparisons[index % comparisons.count])
            let drawn = ComparisonView.draw(ListComparisonFigure(spec)!)
            labelCount += drawn.labels.count
            for (labelIndex, label) in drawn.labels.enumerated() {
                #expect(drawn.canvas.contains(label), "\(spec.id): label \(label) leaves the canvas \(drawn.canvas)")
                #expect(!drawn.labels[(labelIndex + 1)...].contains { $0.intersects(label) }, "\(spec.id): labels overlap")
                #expect(!drawn.texts.contains { $0.intersects(label) }, "\(spec.id): label \(label) covers text")
            }
        }
        #expect(labelCount > 60, "the comparisons do mark their differences")
    }

    /// Every panel is drawn at the same scale: one point is one unit, so a panel's screen outline
    /// is exactly its device's width, and each panel starts after the one before it ends.
    @Test func panelsAreDrawnAtTheSameScaleSideBySide() throws {
        let svg = ComparisonRenderer.rendered(Self.figures[2]).svg
        let outlines = svg.split(separator: "\n").filter { $0.hasPrefix("<rect") && $0.contains("dg-stroke-separator") && $0.contains("fill=\"none\"") }
        let widths = outlines.compactMap { line -> Double? in
            guard let range = line.range(of: "width=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(widths == [374, 743])
    }

    /// librsvg draws each golden SVG without a warning.
    @Test func goldenFilesRenderWithRsvgWithoutWarnings() throws {
        #expect(try RsvgRendering.problems(renderingSVGsIn: Self.folder, expectedCount: Self.figures.count) == [])
    }
}
