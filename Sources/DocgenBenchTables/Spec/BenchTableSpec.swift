import DocgenCore

/// What a ```` ```benchtable ```` block asks for: a CSV file and how to present it.
public struct BenchTableSpec: Sendable, Equatable {
    /// Which way a column improves.
    public enum Direction: String, Sendable, CaseIterable {
        case higher, lower
    }

    /// Which values of a compared column are marked for readers.
    public enum Marks: String, Sendable, CaseIterable {
        /// The best and the worst value: a class, hidden text and, in the chart, a star.
        case bestAndWorst
        /// None: the direction is still in the header, but no value is singled out, as suits
        /// numbers too rough to rank.
        case none
    }

    public var id: String?
    /// The CSV file, relative to the content folder.
    public var source: String
    public var caption: String?
    /// The column that names each row; nil means the first column.
    public var key: String?
    /// The columns to show, in order; nil means all but the key.
    public var columns: [String]?
    public var labels: [String: String] = [:]
    /// What each row is called in the table and the chart, by its key in the CSV; a row not
    /// named here shows its key. Lets each language's chapter name the rows of a shared CSV.
    public var rowLabels: [String: String] = [:]
    public var units: [String: String] = [:]
    public var better: [String: Direction] = [:]
    /// The key of the row other rows are compared with.
    public var baseline: String?
    /// The columns that show each value as a multiple of the baseline's: only quantities on a
    /// ratio scale (times, sizes, counts), never a percentage of frames or a score.
    public var ratios: [String] = []
    public var marks: Marks = .bestAndWorst
    /// The columns drawn as bars.
    public var chart: [String] = []
    public var notes: String?
    /// Where each setting sits in the chapter, for problems found once the CSV is read. Keys are
    /// `source`, `key`, `baseline`, `ratios`, `marks`, and `columns.NAME`, `labels.NAME`, `units.NAME`,
    /// `better.NAME`, `chart.NAME`, `ratios.NAME` for each column a setting names, and `rowLabels.KEY`.
    public var locations: [String: SourceLocation] = [:]

    public init(source: String) {
        self.source = source
    }
}
