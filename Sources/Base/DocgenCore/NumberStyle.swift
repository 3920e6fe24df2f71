/// How a language writes the numbers docgen generates (bench tables, chart values): the mark
/// between thousands and the decimal mark, as the `numbers:` section of the language's file
/// gives them (from CLDR's common locale data). `1234567.5` is `1,234,567.5` in English and
/// Chinese.
public struct NumberStyle: Sendable, Equatable {
    public var groupSeparator: String
    public var decimalMark: String
    /// The fewest digits before the point that are grouped: 4 in most languages (`1,234`), 5 in
    /// those that write `1234` but `12 345` (Spanish, Polish).
    public var minimumGroupedDigits: Int

    public static let english = NumberStyle(groupSeparator: ",", decimalMark: ".", minimumGroupedDigits: 4)

    public init(groupSeparator: String, decimalMark: String, minimumGroupedDigits: Int) {
        self.groupSeparator = groupSeparator
        self.decimalMark = decimalMark
        self.minimumGroupedDigits = minimumGroupedDigits
    }

    /// `value` with exactly `decimals` digits after the mark (``FixedDecimal``), its thousands
    /// grouped.
    public func string(_ value: Double, decimals: Int) -> String {
        let plain = FixedDecimal.string(value, decimals: decimals)
        guard value.isFinite else { return plain }
        let negative = plain.hasPrefix("-")
        let unsigned = negative ? plain.dropFirst() : Substring(plain)
        let point = unsigned.firstIndex(of: ".")
        let whole = unsigned[..<(point ?? unsigned.endIndex)]
        let fraction = point.map { unsigned[unsigned.index(after: $0)...] }
        var grouped = ""
        if whole.count >= minimumGroupedDigits {
            for (index, digit) in whole.enumerated() {
                if index > 0 && (whole.count - index) % 3 == 0 { grouped += groupSeparator }
                grouped.append(digit)
            }
        } else {
            grouped = String(whole)
        }
        return (negative ? "-" : "") + grouped + (fraction.map { decimalMark + $0 } ?? "")
    }
}
