import DocgenBenchTables
import DocgenCore
import Testing

@Suite struct BenchTableSpecReaderTests {
    private func read(_ yaml: String) -> (BenchTableSpec?, [String]) {
        let (spec, problems) = BenchTableSpecReader.read(yaml, origin: SourceLocation(file: "c.md", line: 10, column: 1))
        return (spec, problems.sorted().map(\.description))
    }

    @Test func everyKeyIsRead() throws {
        let (spec, problems) = read("""
            id: frames
            source: data/fps.csv
            caption: Frame rate
            key: scheme
            columns: [avg_fps, peak_ms]
            labels: {avg_fps: Average FPS}
            units: {avg_fps: fps, peak_ms: ms}
            better: {avg_fps: higher, peak_ms: lower}
            baseline: insetGrouped
            ratios: peak_ms
            marks: none
            chart: avg_fps
            notes: Measured by the article's author.
            """)
        #expect(problems == [])
        let read = try #require(spec)
        #expect(read.id == "frames")
        #expect(read.columns == ["avg_fps", "peak_ms"])
        #expect(read.labels == ["avg_fps": "Average FPS"])
        #expect(read.better == ["avg_fps": .higher, "peak_ms": .lower])
        #expect(read.ratios == ["peak_ms"])
        #expect(read.marks == .none)
        #expect(read.chart == ["avg_fps"])
        #expect(read.locations["chart.avg_fps"] == SourceLocation(file: "c.md", line: 21, column: 8))
        #expect(read.locations["ratios.peak_ms"] == SourceLocation(file: "c.md", line: 19, column: 9))
        #expect(try #require(self.read("source: x.csv\n").0).marks == .bestAndWorst)
    }

    @Test func problemsAreLocatedAndAllReported() {
        let (_, problems) = read("""
            caption: 5
            colums: [a]
            better: {a: up, b: lower, b: higher}
            chart: [a, a]
            labels: [a, b]
            """)
        #expect(problems == [
            "c.md:10:1: error: a benchtable needs 'source', the CSV file to show",
            "c.md:11:1: error: unknown key 'colums'; did you mean 'columns'?",
        ])
        #expect(read("source:\n").1 == ["c.md:10:8: error: 'source' has no value; a benchtable needs the CSV file to show"],
                "a source with no value is an error, not a table left out in silence")
        let (_, second) = read("""
            source: x.csv
            better: {a: up, b: lower, b: higher}
            chart: [a, a]
            labels: [a, b]
            """)
        #expect(second == [
            "c.md:11:10: error: 'better' for 'a' must be higher or lower, not 'up'",
            "c.md:11:27: error: duplicate key 'b' in 'better'",
            "c.md:12:12: error: 'chart' names 'a' twice",
            "c.md:13:9: error: 'labels' must map column names to text, not a list",
        ])
    }

    @Test func anUnknownMarksValueIsLocatedWithASuggestion() {
        #expect(read("source: x.csv\nmarks: bestandworst\n").1
            == ["c.md:11:8: error: unknown marks 'bestandworst'; did you mean 'bestAndWorst'?"])
        #expect(read("source: x.csv\nmarks: stars\n").1 == ["c.md:11:8: error: unknown marks 'stars'; use one of bestAndWorst, none"])
    }
}
