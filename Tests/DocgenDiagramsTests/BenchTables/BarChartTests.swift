@testable import DocgenDiagrams
import DocgenTestSupport
import DocgenXML
import Foundation
import Testing

@Suite struct BarChartTests {
    static func charts(_ language: DiagramLanguage = .english) -> [BarChartData] {
        var random = SeededGenerator(state: 77)
        let names = language == .english
            ? ["insetGrouped", "Custom rounded cells", "Hybrid (private API)", "A", "A much longer scheme name than the label column allows"]
            : ["insetGrouped", "自定义圆角单元格", "混合方案（私有 API）", "甲", "一个比标签列允许的宽度长得多的方案名称"]
        return (0..<150).map { index in
            let categories = Array(names.shuffled(using: &random).prefix(Int.random(in: 1...5, using: &random)))
            let series = (0..<Int.random(in: 1...4, using: &random)).map { s in
                BarChartData.Series(label: "Series \(s)", unit: Bool.random(using: &random) ? "ms" : "fps",
                                    higherIsBetter: [true, false, nil].randomElement(using: &random)!,
                                    values: categories.map { _ in Int.random(in: 0...9, using: &random) == 0 ? nil : Double.random(in: -20...900, using: &random) },
                                    precision: Int.random(in: 0...2, using: &random), best: [0])
            }
            return BarChartData(id: "c\(index)", title: "Chart \(index)", categories: categories, series: series,
                                baseline: Bool.random(using: &random) ? 0 : nil, language: language)
        }
    }

    @Test(arguments: DiagramLanguage.allCases)
    func chartTextNeverOverlapsOrLeavesTheCanvas(_ language: DiagramLanguage) {
        for chart in Self.charts(language) {
            let drawn = BarChartRenderer.draw(chart)
            for (index, box) in drawn.texts.enumerated() {
                #expect(drawn.canvas.contains(box), "\(chart.id): \(box) leaves \(drawn.canvas)")
                for other in drawn.texts[(index + 1)...] {
                    #expect(!box.intersects(other), "\(chart.id): \(box) overlaps \(other)")
                }
            }
        }
    }

    @Test func chartsAreWellFormedAndDescribeTheirValues() {
        for chart in Self.charts().prefix(40) {
            let svg = BarChartRenderer.svg(chart)
            #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: chart.id).isEmpty)
            #expect(svg == BarChartRenderer.svg(chart))
        }
        let chart = BarChartData(id: "fps", title: "Frame rate", categories: ["insetGrouped", "Custom"],
                                 series: [.init(label: "Average", unit: "fps", higherIsBetter: true, values: [59.8, 59.2], precision: 1, best: [0])],
                                 baseline: 0)
        #expect(BarChartRenderer.svg(chart).contains("<desc id=\"fps-desc\">Horizontal bar chart of 2 rows. Average (fps, higher is better): insetGrouped 59.8 (baseline, best), Custom 59.2.</desc>"))
        let one = BarChartData(id: "one", title: "One", categories: ["A"],
                               series: [.init(label: "Time", unit: nil, higherIsBetter: nil, values: [nil], precision: 0, best: [])], baseline: nil)
        #expect(BarChartRenderer.svg(one).contains("<desc id=\"one-desc\">Horizontal bar chart of 1 row. Time: A no value.</desc>"))
    }

    @Test func chineseChartsSayTheirOwnWordsInChinese() {
        let chart = BarChartData(id: "fps", title: "帧率", categories: ["insetGrouped", "自定义"],
                                 series: [.init(label: "平均值", unit: "fps", higherIsBetter: true, values: [59.8, 59.2], precision: 1, best: [0])],
                                 baseline: 0, language: .simplifiedChinese)
        let svg = BarChartRenderer.svg(chart)
        #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "fps.svg").isEmpty)
        #expect(svg.contains("<desc id=\"fps-desc\">横向条形图，共 2 行。平均值（fps，越高越好）：insetGrouped 59.8（基准，最佳），自定义 59.2。</desc>"))
        #expect(svg.contains(">平均值（fps，越高越好）</text>"), "the title writes the series as the description does")
        #expect(svg.contains(">insetGrouped（基准）</text>"))
        #expect(svg.contains(">59.8 fps  \u{2605} 最佳</text>"))
        let shared = BarChartData(id: "ms", title: "耗时", categories: ["甲"],
                                  series: [.init(label: "首帧", unit: "ms", higherIsBetter: false, values: [12], precision: 0, best: []),
                                           .init(label: "滚动", unit: "ms", higherIsBetter: false, values: [3], precision: 0, best: [])],
                                  baseline: nil, language: .simplifiedChinese)
        #expect(BarChartRenderer.svg(shared).contains(">单位：ms，越低越好</text>"))
        let bracketed = BarChartData(id: "fps", title: "帧率", categories: ["混合方案（私有 API）", "自定义"],
                                     series: [.init(label: "平均值", unit: "fps", higherIsBetter: true, values: [54.1, 59.2], precision: 1, best: [1])],
                                     baseline: 0, language: .simplifiedChinese)
        let withBrackets = BarChartRenderer.svg(bracketed)
        #expect(withBrackets.contains("：混合方案（私有 API）54.1（基准），自定义 59.2（最佳）。</desc>"), "no space after a fullwidth bracket")
        #expect(withBrackets.contains(">混合方案（私有 API，基准）</text>"), "one bracket, not two")
    }

    @Test func axesUseNiceSteps() {
        let axis = NiceAxis(minimum: 0, maximum: 59.8)
        #expect(axis.ticks == [0, 20, 40, 60])
        #expect(NiceAxis(minimum: 0, maximum: 1.27).ticks == [0, 0.5, 1, 1.5])
        #expect(NiceAxis(minimum: -12, maximum: 30).ticks == [-20, -10, 0, 10, 20, 30])
        #expect(NiceAxis(minimum: 0, maximum: 0).ticks == [0, 1])
    }

    @Test func axesSpanEveryFiniteRangeWithoutTrapping() {
        let largest = Double.greatestFiniteMagnitude
        for (minimum, maximum) in [(-largest, largest), (0, largest), (-1e308, 0), (0, 5e-324), (-5e-324, 5e-324), (0, 1e-300),
                                   (0, 1.7e308), (1e300, 1e300 + 1e290), (-.infinity, 0), (0, .nan)] {
            let axis = NiceAxis(minimum: minimum, maximum: maximum)
            #expect(axis.lower.isFinite && axis.upper.isFinite && axis.lower < axis.upper, "\(minimum)...\(maximum)")
            #expect(!axis.ticks.isEmpty && axis.ticks.count <= 52 && axis.ticks.allSatisfy(\.isFinite), "\(minimum)...\(maximum): \(axis.ticks)")
            for value in [minimum, maximum, 0] where value.isFinite {
                #expect((0...1).contains(axis.fraction(of: value)), "\(value) on \(minimum)...\(maximum)")
            }
        }
        #expect(NiceAxis(minimum: 0, maximum: 1.7e308).upper == 1.7e308, "rounding 1.7e308 up to 2e308 would overflow: the axis ends at the value")
        #expect(NiceAxis(minimum: -largest, maximum: largest).fraction(of: 0) == 0.5)
    }

    @Test func aChartWithoutSeriesIsDrawnEmpty() {
        let svg = BarChartRenderer.svg(BarChartData(id: "none", title: "Nothing", categories: ["a"], series: [], baseline: nil))
        #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "none.svg").isEmpty)
    }

    @Test func extremeValuesDrawAWellFormedChartWithFiniteCoordinates() {
        let values: [Double?] = [1e308, -Double.greatestFiniteMagnitude, 5e-324, -0.0, 1.2345678901234568e39, nil, 0.8444218515250481]
        let chart = BarChartData(id: "extreme", title: "Extremes", categories: values.indices.map { "row \($0)" },
                                 series: [.init(label: "Value", unit: "ms", higherIsBetter: true, values: values, precision: 20, best: [0]),
                                          .init(label: "Tiny", unit: "s", higherIsBetter: nil, values: values.map { $0.map { _ in 5e-324 } },
                                                precision: 0, best: [])],
                                 baseline: 2)
        let svg = BarChartRenderer.svg(chart)
        #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "extreme.svg").isEmpty)
        #expect(!svg.contains("nan") && !svg.contains("inf"), "every coordinate is a finite number")
        #expect(svg.contains("row 0 100" + String(repeating: ",000", count: 102) + "." + String(repeating: "0", count: 20) + " (best)"))
        let drawn = BarChartRenderer.draw(chart)
        for (index, box) in drawn.texts.enumerated() {
            #expect(drawn.canvas.contains(box), "\(box) leaves \(drawn.canvas)")
            for other in drawn.texts[(index + 1)...] { #expect(!box.intersects(other), "\(box) overlaps \(other)") }
        }
    }

    @Test func barsStandOutFromTheCanvasInBothPalettes() {
        for (graphic, background) in DiagramPalette.graphicPairs {
            #expect(DiagramPalette.contrast(DiagramPalette.light[graphic]!, DiagramPalette.light[background]!) >= 3)
            #expect(DiagramPalette.contrast(DiagramPalette.dark[graphic]!, DiagramPalette.dark[background]!) >= 3)
        }
    }

    @Test func chartTextIsNeverBelowTheFloor() throws {
        for chart in BarChartTests.charts() {
            let svg = BarChartRenderer.svg(chart)
            #expect(try #require(DiagramTextSize.smallest(in: svg)) >= DiagramTextSize.minimum, "\(chart.id)")
            let width = SVGCanvas.number(BarChartRenderer.draw(chart).canvas.width)
            #expect(svg.contains("width=\"\(width)\"") && svg.contains("--dg-natural-width:\(width)px;"))
        }
    }
}
