import DocgenCore

/// The numbers a bar chart shows: one group of bars per category, one bar per series.
public struct BarChartData: Sendable, Equatable {
    /// One charted column.
    public struct Series: Sendable, Equatable {
        public var label: String
        public var unit: String?
        /// True when higher values are better, false when lower are, nil when neither.
        public var higherIsBetter: Bool?
        /// One value per category; nil for a missing one.
        public var values: [Double?]
        /// Decimals to print.
        public var precision: Int
        /// Categories holding the best value (ties included).
        public var best: Set<Int>

        public init(label: String, unit: String?, higherIsBetter: Bool?, values: [Double?], precision: Int, best: Set<Int>) {
            self.label = label
            self.unit = unit
            self.higherIsBetter = higherIsBetter
            self.values = values
            self.precision = precision
            self.best = best
        }
    }

    /// Prefix of the ids inside the SVG.
    public var id: String
    public var title: String
    public var categories: [String]
    public var series: [Series]
    /// The category the others are compared with, marked in the chart.
    public var baseline: Int?
    /// The language of the chart's own words (axis titles, the description); its chapter's.
    public var language: DiagramLanguage
    /// How its values are written: its chapter's language's way.
    public var numberStyle: NumberStyle

    public init(id: String, title: String, categories: [String], series: [Series], baseline: Int?, language: DiagramLanguage = .english,
                numberStyle: NumberStyle = .english) {
        self.id = id
        self.title = title
        self.categories = categories
        self.series = series
        self.baseline = baseline
        self.language = language
        self.numberStyle = numberStyle
    }
}
