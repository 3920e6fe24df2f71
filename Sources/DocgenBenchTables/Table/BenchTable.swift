/// A benchmark table ready to show: rows named by their key, columns with parsed numbers, one
/// precision per column, best and worst values marked (unless the spec turns marks off), and
/// ratios to a baseline row in the columns that ask for them.
public struct BenchTable: Sendable, Equatable {
    /// One shown column of the CSV.
    public struct Column: Sendable, Equatable {
        public var name: String
        public var label: String
        public var unit: String?
        public var better: BenchTableSpec.Direction?
        /// The cells as the CSV writes them (empty for a missing cell).
        public var texts: [String]
        /// The cells as numbers; nil for a missing cell, or for every cell of a text column.
        public var values: [Double?]
        public var isNumeric: Bool
        /// True when the cells are shown as numbers at one precision, because the column is
        /// compared, charted or given baseline ratios; otherwise each shows its text as written.
        public var isFormatted: Bool
        /// True when the spec's `ratios` name the column: each value shows its ratio to the baseline.
        public var hasRatios: Bool
        /// Decimals shown: the most any cell of the column writes.
        public var precision: Int
        /// Rows holding the best and the worst value (ties all marked); empty without `better`, or
        /// with `marks: none`.
        public var best: Set<Int>
        public var worst: Set<Int>
        /// Each row's ratio to the baseline row, oriented so that above 1 is better when the
        /// column has a direction; nil for a column without ratios, a missing cell, a value of 0,
        /// or a ratio too large to hold.
        public var ratios: [Double?]
    }

    public var id: String
    public var caption: String?
    public var notes: String?
    /// The header of the key column.
    public var keyLabel: String
    /// Each row's key, in CSV order.
    public var rows: [String]
    /// What each row is called: its `rowLabels` entry, or its key.
    public var rowLabels: [String]
    public var columns: [Column]
    public var baselineRow: Int?
    /// The columns to chart, in order (they need not be shown in the table).
    public var chartColumns: [Column]
}
