import DocgenBenchTables
import DocgenCSV
import DocgenCore
import Testing

@Suite struct BenchTableBuilderTests {
    static let fps = """
        scheme,avg_fps,below_55_pct,peak_ms,device
        insetGrouped,59.8,0.3,12.4,13 Pro
        custom,59.20,1.1,18.7,13 Pro
        hybrid,54.1,12.8,42.3,13 Pro

        """

    /// Reads a spec as if its first line were line 10 of `c.md`, then builds it against `csv`.
    private func build(_ yaml: String, csv: String = fps) throws -> (BenchTable?, [String]) {
        let (spec, problems) = BenchTableSpecReader.read(yaml, origin: SourceLocation(file: "c.md", line: 10, column: 1))
        #expect(problems.isEmpty, "\(problems)")
        let table = try CSVReader.read(csv)
        let (built, diagnostics) = BenchTableBuilder.build(try #require(spec), csv: table, csvPath: "content/data/fps.csv", id: "fps-table",
                                                           fallbackLocation: SourceLocation(file: "c.md", line: 9, column: 1))
        return (built, diagnostics.sorted().map(\.description))
    }

    @Test func bestAndWorstFollowTheDirectionAndPrecisionFollowsTheText() throws {
        let (table, problems) = try build("source: data/fps.csv\nbetter: {avg_fps: higher, peak_ms: lower}\n")
        #expect(problems == [])
        let columns = try #require(table).columns
        #expect(columns.map(\.name) == ["avg_fps", "below_55_pct", "peak_ms", "device"])
        #expect(columns[0].precision == 2)
        #expect(columns[0].best == [0])
        #expect(columns[0].worst == [2])
        #expect(columns[2].best == [0])
        #expect(columns[2].worst == [2])
        #expect(columns[1].best == [], "no direction, nothing marked")
        #expect(columns[3].isNumeric == false)
    }

    /// A shared CSV's rows can be named in each language's chapter; the key still names them.
    @Test func rowLabelsNameRowsAndAnUnknownRowIsLocatedWithASuggestion() throws {
        let (table, problems) = try build("source: data/fps.csv\nbaseline: custom\nchart: [avg_fps]\nrowLabels: {insetGrouped: 系统样式, custom: 自定义}\n")
        #expect(problems == [])
        #expect(table?.rows == ["insetGrouped", "custom", "hybrid"])
        #expect(table?.rowLabels == ["系统样式", "自定义", "hybrid"])
        #expect(table?.chartData()?.categories == ["系统样式", "自定义", "hybrid"])
        #expect(table?.chartData()?.baseline == 1)
        let (_, unknown) = try build("source: data/fps.csv\nrowLabels: {cust0m: 自定义}\n")
        #expect(unknown == ["c.md:11:13: error: rowLabels entry 'cust0m' is not a row of data/fps.csv; did you mean 'custom'?"])
    }

    @Test func tiesAreAllMarked() throws {
        let csv = "k,v\na,1\nb,1\nc,3\n"
        let (table, _) = try build("source: x.csv\nbetter: {v: lower}\n", csv: csv)
        #expect(table?.columns[0].best == [0, 1])
        #expect(table?.columns[0].worst == [2])
    }

    @Test func ratiosAreOrientedSoThatAboveOneIsBetter() throws {
        let (table, _) = try build("source: data/fps.csv\nbaseline: insetGrouped\nratios: [avg_fps, peak_ms]\nbetter: {avg_fps: higher, peak_ms: lower}\n")
        let columns = try #require(table).columns
        #expect(table?.baselineRow == 0)
        #expect(columns[0].ratios.map { $0.map { ($0 * 1000).rounded() / 1000 } } == [1, 0.99, 0.905])
        #expect(columns[2].ratios.map { $0.map { ($0 * 1000).rounded() / 1000 } } == [1, 0.663, 0.293])
        #expect(columns[1].ratios == [nil, nil, nil], "a column not in 'ratios' gets none, baseline or not")
        #expect(columns.map(\.hasRatios) == [true, false, true, false])
    }

    @Test func ratiosNeedABaselineAndNameColumnsTheTableShows() throws {
        let (_, withoutBaseline) = try build("source: data/fps.csv\nratios: [avg_fps]\n")
        #expect(withoutBaseline == ["c.md:11:9: error: 'ratios' needs a 'baseline': the row each value is divided by"])
        let (_, names) = try build("source: data/fps.csv\ncolumns: [avg_fps]\nbaseline: custom\nratios: [avg_fsp, peak_ms]\n")
        #expect(names == [
            "c.md:13:10: error: ratios entry 'avg_fsp' is not a column of data/fps.csv; did you mean 'avg_fps'?",
            "c.md:13:19: error: ratios entry 'peak_ms' is not a column the table shows; add it to 'columns'",
        ])
        let (_, text) = try build("source: data/fps.csv\nbaseline: custom\nratios: [device]\n")
        #expect(text.first == "content/data/fps.csv:2:28: error: '13 Pro' in column 'device' is not a number (the column is given ratios)")
    }

    /// A ratio needs two positive numbers: 0 ÷ 0.2 (the source article's leak column, whose
    /// baseline is 0) means nothing, and neither do 0.2 ÷ 0 or a ratio of negative values.
    @Test func ratiosToZeroOrOfNegativeValuesAreRefused() throws {
        let leak = "scheme,leak_mb\ninsetGrouped,0.0\ncustom,0.2\nhybrid,2.8\n"
        let (table, zero) = try build("source: data/memory.csv\nbaseline: insetGrouped\nratios: [leak_mb]\nbetter: {leak_mb: lower}\n", csv: leak)
        #expect(table == nil)
        #expect(zero == ["content/data/fps.csv:2:14: error: the baseline's value in column 'leak_mb' is 0, and no ratio can be taken to 0; "
            + "take 'leak_mb' out of 'ratios'"])
        let (_, negative) = try build("source: x.csv\nbaseline: a\nratios: [v]\n", csv: "k,v\na,2\nb,-3\n")
        #expect(negative == ["content/data/fps.csv:3:3: error: '-3' in column 'v' is negative, and ratios need a scale that starts at 0"])
        let (_, missing) = try build("source: x.csv\nbaseline: a\nratios: [v]\n", csv: "k,v\na,\nb,3\n")
        #expect(missing == ["content/data/fps.csv:2:3: error: the baseline 'a' has no value in column 'v', so its ratios have nothing to divide by"])
        let (zeroRow, fine) = try build("source: x.csv\nbaseline: a\nratios: [v]\nbetter: {v: lower}\n", csv: "k,v\na,2\nb,0\nc,4\n")
        #expect(fine == [])
        #expect(zeroRow?.columns[0].ratios == [1, nil, 0.5], "a row of 0 gets no ratio (2 ÷ 0 is no multiple)")
    }

    @Test func marksCanBeTurnedOff() throws {
        let (table, problems) = try build("source: data/fps.csv\nbetter: {avg_fps: higher, peak_ms: lower}\nmarks: none\n")
        #expect(problems == [])
        let columns = try #require(table).columns
        #expect(columns[0].best == [] && columns[0].worst == [] && columns[2].best == [] && columns[2].worst == [])
        #expect(columns[0].better == .higher, "the direction stays")
        #expect(table?.chartData()?.series.first?.best ?? [] == [])
    }

    @Test func aMissingCellIsExcludedFromBestAndWorst() throws {
        let csv = "k,v\na,5\nb,\nc,9\n"
        let (table, problems) = try build("source: x.csv\nbetter: {v: higher}\n", csv: csv)
        #expect(problems == [])
        #expect(table?.columns[0].values == [5, nil, 9])
        #expect(table?.columns[0].best == [2])
        #expect(table?.columns[0].worst == [0])
    }

    @Test func namesThatAreNotColumnsOrRowsAreLocatedAtTheDirectiveWithASuggestion() throws {
        let (_, problems) = try build("""
            source: data/fps.csv
            key: schema
            columns: [avg_fps, peak]
            better: {avg_fsp: higher}
            baseline: insetgrouped
            chart: [below_55]
            """)
        #expect(problems == [
            "c.md:11:6: error: key 'schema' is not a column of data/fps.csv; did you mean 'scheme'?",
            "c.md:12:20: error: column 'peak' is not a column of data/fps.csv; did you mean 'peak_ms'?",
            "c.md:13:10: error: better entry 'avg_fsp' is not a column of data/fps.csv; did you mean 'avg_fps'?",
            "c.md:15:9: error: chart column 'below_55' is not a column of data/fps.csv; did you mean 'below_55_pct'?",
        ])
    }

    @Test func baselineMustNameARow() throws {
        let (_, problems) = try build("source: data/fps.csv\nbaseline: insetgrouped\n")
        #expect(problems == ["c.md:11:11: error: baseline 'insetgrouped' is not a row of data/fps.csv; did you mean 'insetGrouped'?"])
    }

    @Test func raggedRowsAndBadNumbersAreLocatedInTheCSV() throws {
        let csv = "k,v,w\na,1,2\nb,2\nc,x,3\nd,4,5,6\n"
        let (_, ragged) = try build("source: x.csv\n", csv: csv)
        #expect(ragged == [
            "content/data/fps.csv:3:1: error: row has 2 fields, but the header has 3",
            "content/data/fps.csv:5:1: error: row has 4 fields, but the header has 3",
        ])
        let (_, numbers) = try build("source: x.csv\nbetter: {v: higher}\nchart: [w]\n", csv: "k,v,w\na,1,2\nb,n/a,3\nc,4,five\n")
        #expect(numbers == [
            "content/data/fps.csv:3:3: error: 'n/a' in column 'v' is not a number (the column is compared)",
            "content/data/fps.csv:4:5: error: 'five' in column 'w' is not a number (the column is charted)",
        ])
    }

    @Test func duplicateRowKeysAndHeadersAreErrors() throws {
        let (_, problems) = try build("source: x.csv\n", csv: "k,v,v\na,1,1\na,2,2\n")
        #expect(problems == [
            "content/data/fps.csv:1:1: error: column 'v' appears twice in the header",
            "content/data/fps.csv:3:1: error: duplicate row key 'a' (first on line 2)",
        ])
        let (_, keys) = try build("source: x.csv\n", csv: "k,v\na,1\na,2\n")
        #expect(keys == ["content/data/fps.csv:3:1: error: duplicate row key 'a' (first on line 2)"])
    }

    @Test func notANumberInfinityAndOverflowAreLocatedAtTheirCell() throws {
        let csv = "k,v,w\na,1,2\nb,nan,3\nc,4,inf\nd,-inf,1e400\n\"e\",\"5\",-1e999\n"
        let (table, problems) = try build("source: x.csv\nbetter: {v: higher}\nchart: [w]\n", csv: csv)
        #expect(table == nil)
        #expect(problems == [
            "content/data/fps.csv:3:3: error: 'nan' in column 'v' is not a number (the column is compared)",
            "content/data/fps.csv:4:5: error: 'inf' in column 'w' is not a number (the column is charted)",
            "content/data/fps.csv:5:3: error: '-inf' in column 'v' is not a number (the column is compared)",
            "content/data/fps.csv:5:8: error: '1e400' in column 'w' is beyond the largest number (±1.8e308) (the column is charted)",
            "content/data/fps.csv:6:9: error: '-1e999' in column 'w' is beyond the largest number (±1.8e308) (the column is charted)",
        ])
    }

    @Test func extremeFiniteValuesAreComparedAndRatioedWithoutTrapping() throws {
        let csv = "k,v\nhuge,1e308\nnegative,-1.7976931348623157e308\ntiny,5e-324\nzero,-0\nlong,1234567890123456789012345678901234567890\n"
        let (built, problems) = try build("source: x.csv\nbetter: {v: higher}\nbaseline: tiny\nchart: [v]\n", csv: csv)
        #expect(problems == [])
        let column = try #require(built?.columns.first)
        #expect(column.best == [0])
        #expect(column.worst == [1])
        #expect(column.precision == BenchTableBuilder.maximumPrecision, "5e-324 has 324 decimals; the column shows at most 20")
        let positive = "k,v\nhuge,1e308\ntiny,5e-324\nzero,-0\nsmall,1e-323\n"
        let (ratioed, fine) = try build("source: x.csv\nbetter: {v: higher}\nbaseline: tiny\nratios: [v]\n", csv: positive)
        #expect(fine == [])
        let ratios = try #require(ratioed?.columns.first).ratios
        #expect(ratios[1] == 1)
        #expect(ratios[0] == nil, "1e308 / 5e-324 overflows: no ratio rather than infinity")
        #expect(ratios[2] == nil, "-0 is 0: no ratio")
        #expect(ratios[3] == 2)
    }

    @Test func precisionCountsTheExponent() throws {
        let (table, _) = try build("source: x.csv\nbetter: {v: lower}\n", csv: "k,v\na,1.5e-3\nb,2.5E2\nc,7\n")
        #expect(table?.columns.first?.precision == 4)
        let (exponents, _) = try build("source: x.csv\nbetter: {v: lower}\n", csv: "k,v\na,1e-9223372036854775808\nb,1e-99999999999999999999\n")
        #expect(exponents?.columns.first?.precision == BenchTableBuilder.maximumPrecision, "exponents of Int.min and beyond neither trap nor overflow")
    }
}

