import DocgenBenchTables
import DocgenCSV
import DocgenDiagnostics
import DocgenDiagrams
import DocgenDirectives
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
            chart: [avg_fps, peak_ms]
            notes: Worst hitch is the longest single frame.
            """, csv: "scheme,avg_fps,below_55_pct,peak_ms\ninsetGrouped,59.8,0.3,12.4\nCustom,59.2,1.1,18.7\nHybrid & KVC,54.1,,42.3\n", id: "fps-table")
        let memory = try Self.table("""
            source: data/memory.csv
            units: {initial_mb: MB, peak_mb: MB}
            better: {initial_mb: lower, peak_mb: lower}
            chart: [initial_mb, peak_mb]
            """, csv: "scheme,initial_mb,peak_mb\ninsetGrouped,38.2,43.1\nCustom,41.5,48.9\nHybrid,45.8,61.4\n", id: "memory-table")
        var files: [String: Data] = [:]
        for table in [fps, memory] {
            files["\(table.id).html"] = Data(BenchTableHTMLRenderer.html(table).utf8)
            files["\(table.id)-chart.svg"] = Data(BarChartRenderer.svg(try #require(table.chartData)).utf8)
        }
        let differences = Snapshot.differences(files, snapshotFolder: Self.folder)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func numbersAreFormattedWithExactlyTheColumnsPrecision() {
        #expect(BarChartRenderer.format(59.8, precision: 2) == "59.80")
        #expect(BarChartRenderer.format(0.005, precision: 2) == "0.01")
        #expect(BarChartRenderer.format(-3, precision: 0) == "-3")
        #expect(BarChartRenderer.format(-0.001, precision: 1) == "0.0")
        #expect(BarChartRenderer.format(1e3, precision: 0) == "1000")
    }
}
