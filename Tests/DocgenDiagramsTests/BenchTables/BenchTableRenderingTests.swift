import DocgenCore
import DocgenDiagrams
import DocgenTestSupport
import Foundation
import Testing

/// Golden files for the table HTML and the chart SVG. Re-record with RECORD_SNAPSHOTS=1 and look
/// at the chart with rsvg-convert before committing.
@Suite struct BenchTableRenderingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path

    static func table(_ yaml: String, csv: String, id: String) throws -> BenchTable {
        let (spec, _) = BenchTableSpecReader.read(yaml, origin: SourceLocation(file: "c.md", line: 2, column: 1))
        let (table, problems) = BenchTableBuilder.build(try #require(spec), csv: try CSVReader.read(csv), csvPath: "x.csv", id: id,
                                                        fallbackLocation: SourceLocation(file: "c.md", line: 1, column: 1))
        #expect(problems.isEmpty, "\(problems)")
        return try #require(table)
    }

    @Test func tablesAndChartsMatchTheirGoldenFiles() throws {
        let fps = try Self.table("""
            source: data/fps.csv
            caption: Frame rate while scrolling
            labels: {scheme: Scheme, avg_fps: Average, below_55_pct: Frames under 55 fps, peak_ms: Worst hitch}
            units: {avg_fps: fps, below_55_pct: "%", peak_ms: ms}
            better: {avg_fps: higher, below_55_pct: lower, peak_ms: lower}
            baseline: insetGrouped
            ratios: [avg_fps, peak_ms]
            chart: [avg_fps, peak_ms]
            notes: Worst hitch is the longest single frame.
            """, csv: "scheme,avg_fps,below_55_pct,peak_ms\ninsetGrouped,59.8,0.3,12.4\nCustom,59.2,1.1,18.7\nHybrid & KVC,54.1,,42.3\n", id: "fps-table")
        let memory = try Self.table("""
            source: data/memory.csv
            units: {initial_mb: MB, peak_mb: MB}
            better: {initial_mb: lower, peak_mb: lower}
            baseline: insetGrouped
            marks: none
            chart: [initial_mb, peak_mb]
            """, csv: "scheme,initial_mb,peak_mb\ninsetGrouped,38.2,43.1\nCustom,41.5,48.9\nHybrid,45.8,61.4\n", id: "memory-table")
        var files: [String: Data] = [:]
        for table in [fps, memory] {
            files["\(table.id).html"] = Data(BenchTableHTMLRenderer.html(table).utf8)
            files["\(table.id)-chart.svg"] = Data(BarChartRenderer.svg(try #require(table.chartData())).utf8)
        }
        let differences = Snapshot.differences(files, snapshotFolder: Self.folder)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func chineseHeadersAreShortAndNoSpaceFollowsAFullwidthBracket() throws {
        let table = try Self.table("""
            source: data/fps.csv
            caption: 滚动时的帧率（iOS 16.4）
            better: {fps: higher}
            baseline: 混合方案（私有 API）
            ratios: [fps]
            notes: 在 iOS 16.4 上测量。
            """, csv: "scheme,fps\ninsetGrouped,59.8\n混合方案（私有 API）,54.1\n", id: "fps-table")
        let html = BenchTableHTMLRenderer.html(table, language: .simplifiedChinese)
        #expect(html.contains("<caption>滚动时的帧率（iOS\u{A0}16.4）</caption>"))
        #expect(html.contains("<span class=\"bench-unit\">（越高越好）</span><span class=\"bench-unit\">混合方案（私有 API）= 1，越大越好</span>"))
        #expect(html.contains("<th scope=\"row\">混合方案（私有 API）<span class=\"bench-unit\">基准</span></th>"))
        #expect(html.contains("<p class=\"bench-notes\">在 iOS\u{A0}16.4 上测量。</p>"))
    }

    @Test func numbersAreFormattedWithExactlyTheColumnsPrecision() {
        #expect(BarChartRenderer.format(59.8, precision: 2) == "59.80")
        #expect(BarChartRenderer.format(0.005, precision: 2) == "0.01")
        #expect(BarChartRenderer.format(-3, precision: 0) == "-3")
        #expect(BarChartRenderer.format(-0.001, precision: 1) == "0.0")
        #expect(BarChartRenderer.format(1e3, precision: 0) == "1,000")
        #expect(BarChartRenderer.format(-1234567.891, precision: 2, style: DiagramLanguage(matchingTag: "de").numbers) == "-1.234.567,89")
    }
}

/// A cell keeps the author's text unless its column is compared, charted or given ratios.
@Suite struct BenchTableCellTextTests {
    static let csv = "city,zip,runs,ms\nParis,75001,1e3,12.40\nTrenton,08608,20,9\nNowhere,,,\n"

    static func cells(_ yaml: String) throws -> [String] {
        let table = try BenchTableRenderingTests.table(yaml, csv: csv, id: "t")
        return BenchTableHTMLRenderer.html(table).split(separator: "\n").filter { $0.hasPrefix("<td") }.map(String.init)
    }

    @Test func plainColumnsShowTheTextAsWritten() throws {
        #expect(try Self.cells("source: data/t.csv\n") == [
            "<td>75001</td>", "<td class=\"num\">1e3</td>", "<td class=\"num\">12.40</td>",
            "<td>08608</td>", "<td class=\"num\">20</td>", "<td class=\"num\">9</td>",
            "<td></td>",
            "<td class=\"num\"><span aria-hidden=\"true\">\u{2014}</span><span class=\"visually-hidden\">no value</span></td>",
            "<td class=\"num\"><span aria-hidden=\"true\">\u{2014}</span><span class=\"visually-hidden\">no value</span></td>",
        ])
    }

    @Test func comparedAndChartedColumnsAreFormattedAtOnePrecision() throws {
        let cells = try Self.cells("source: data/t.csv\nbetter: {ms: lower}\nchart: [runs]\n")
        #expect(cells[1] == "<td class=\"num\">1,000</td>")
        #expect(cells[2] == "<td class=\"num worst\">12.40<span class=\"visually-hidden\"> (worst)</span></td>")
        #expect(cells[5] == "<td class=\"num best\">9.00<span class=\"visually-hidden\"> (best)</span></td>")
    }

    @Test func onlyColumnsWithRatiosShowThemAndABaselineAloneFormatsNothing() throws {
        let cells = try Self.cells("source: data/t.csv\nbaseline: Paris\nratios: [runs]\n")
        #expect(cells[0] == "<td>75001</td>")
        #expect(cells[4] == "<td class=\"num\">20 <span class=\"bench-ratio\">0.02×</span></td>")
        #expect(cells[5] == "<td class=\"num\">9</td>", "'ms' has no ratios, so its cells stay as written")
        #expect(try Self.cells("source: data/t.csv\nbaseline: Paris\n")[4] == "<td class=\"num\">20</td>")
    }

    @Test func marksOffLeaveComparedCellsUnmarked() throws {
        let cells = try Self.cells("source: data/t.csv\nbetter: {ms: lower}\nmarks: none\n")
        #expect(cells[2] == "<td class=\"num\">12.40</td>")
        #expect(cells[5] == "<td class=\"num\">9.00</td>")
    }

    @Test func aLeadingZeroMakesAComparedColumnAnError() throws {
        let (spec, _) = BenchTableSpecReader.read("source: data/t.csv\nbetter: {zip: lower}\n", origin: SourceLocation(file: "c.md", line: 1, column: 1))
        let (table, problems) = BenchTableBuilder.build(try #require(spec), csv: try CSVReader.read(Self.csv), csvPath: "t.csv", id: "t",
                                                        fallbackLocation: SourceLocation(file: "c.md", line: 1, column: 1))
        #expect(table == nil)
        #expect(problems.map(\.description) == ["t.csv:3:9: error: '08608' in column 'zip' is not a number (the column is compared)"])
    }
}
