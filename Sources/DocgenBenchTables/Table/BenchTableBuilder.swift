import DocgenCSV
import DocgenCore

/// Combines a ``BenchTableSpec`` with its CSV into a ``BenchTable``, reporting every problem:
/// ragged rows and bad numbers at their CSV line, names of missing columns or rows at the
/// directive's line with a suggestion, duplicate row keys, and ratios that would mean nothing (no
/// baseline, or a baseline value of 0, a negative value or none at all in a `ratios` column).
public enum BenchTableBuilder {
    /// - Parameters:
    ///   - csvPath: the CSV file as shown in diagnostics (`content/data/fps.csv`).
    ///   - fallbackLocation: where to report problems the spec did not locate (the fence line).
    public static func build(_ spec: BenchTableSpec, csv: CSVTable, csvPath: String, id: String,
                             fallbackLocation: SourceLocation) -> (BenchTable?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func at(_ key: String) -> SourceLocation { spec.locations[key] ?? fallbackLocation }
        guard let header = csv.records.first else {
            return (nil, [.error("'\(spec.source)' has no header row", at: at("source"))])
        }
        let names = header.fields
        func unknown(_ name: String, what: String, key: String) {
            var message = "\(what) '\(name)' is not a column of \(spec.source)"
            if let suggestion = Spelling.closest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" } else {
                message += " (columns: \(names.joined(separator: ", ")))"
            }
            diagnostics.append(.error(message, at: at(key)))
        }
        var seenHeaders: Set<String> = []
        for name in names where !seenHeaders.insert(name).inserted {
            diagnostics.append(.error("column '\(name)' appears twice in the header", at: SourceLocation(file: csvPath, line: header.line, column: 1)))
        }
        let keyName = spec.key ?? names[0]
        if spec.key != nil && !names.contains(keyName) { unknown(keyName, what: "key", key: "key") }
        let shown = spec.columns ?? names.filter { $0 != keyName }
        for name in shown where !names.contains(name) { unknown(name, what: "column", key: "columns.\(name)") }
        for (setting, map) in [("labels", Array(spec.labels.keys)), ("units", Array(spec.units.keys)), ("better", Array(spec.better.keys))] {
            for name in map.sorted() where !names.contains(name) { unknown(name, what: "\(setting) entry", key: "\(setting).\(name)") }
        }
        for name in spec.chart where !names.contains(name) { unknown(name, what: "chart column", key: "chart.\(name)") }
        for name in spec.ratios where !names.contains(name) { unknown(name, what: "ratios entry", key: "ratios.\(name)") }
        for name in spec.ratios where names.contains(name) && !shown.contains(name) {
            diagnostics.append(.error("ratios entry '\(name)' is not a column the table shows; add it to 'columns'", at: at("ratios.\(name)")))
        }
        if !spec.ratios.isEmpty && spec.baseline == nil {
            diagnostics.append(.error("'ratios' needs a 'baseline': the row each value is divided by", at: at("ratios")))
        }

        // Ragged rows are reported and left out, so the rest of the file is still checked.
        var body: [CSVRecord] = []
        for record in csv.records.dropFirst() {
            if record.fields.count == names.count {
                body.append(record)
            } else {
                diagnostics.append(.error("row has \(record.fields.count) fields, but the header has \(names.count)",
                                          at: SourceLocation(file: csvPath, line: record.line, column: 1)))
            }
        }
        let namesAreKnown = ([keyName] + shown + spec.chart + spec.ratios).allSatisfy(names.contains)
        guard namesAreKnown, let keyIndex = names.firstIndex(of: keyName) else { return (nil, diagnostics) }

        let rows = body.map { $0.fields[keyIndex] }
        var firstLineOfKey: [String: Int] = [:]
        for (record, key) in zip(body, rows) {
            if let first = firstLineOfKey[key] {
                diagnostics.append(.error("duplicate row key '\(key)' (first on line \(first))", at: cell(record, keyIndex, in: csvPath)))
            } else {
                firstLineOfKey[key] = record.line
            }
        }
        var baselineRow: Int?
        if let baseline = spec.baseline {
            baselineRow = rows.firstIndex(of: baseline)
            if baselineRow == nil {
                var message = "baseline '\(baseline)' is not a row of \(spec.source)"
                if let suggestion = Spelling.closest(to: baseline, in: rows) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(.error(message, at: at("baseline")))
            }
        }
        for key in spec.rowLabels.keys.sorted() where !rows.contains(key) {
            var message = "rowLabels entry '\(key)' is not a row of \(spec.source)"
            if let suggestion = Spelling.closest(to: key, in: rows) { message += "; did you mean '\(suggestion)'?" }
            diagnostics.append(.error(message, at: at("rowLabels.\(key)")))
        }

        var columns: [String: BenchTable.Column] = [:]
        for name in shown + spec.chart.filter({ !shown.contains($0) }) {
            let index = names.firstIndex(of: name)!
            let texts = body.map { $0.fields[index].trimmingSpaces }
            // A leading zero (`08123`) is an identifier such as a zip code, not a number.
            let values = texts.map { $0.isEmpty || hasLeadingZero($0) ? nil : CSVReader.number($0) }
            let isNumeric = zip(texts, values).allSatisfy { $0.0.isEmpty || $0.1 != nil } && values.contains { $0 != nil }
            let hasRatios = spec.ratios.contains(name)
            let use = spec.better[name] != nil ? "compared" : spec.chart.contains(name) ? "charted" : hasRatios ? "given ratios" : nil
            if let use, !isNumeric {
                for (record, (text, value)) in zip(body, zip(texts, values)) where !text.isEmpty && value == nil {
                    let problem = CSVReader.isOutOfRange(text) ? "is beyond the largest number (±1.8e308)" : "is not a number"
                    diagnostics.append(.error("'\(text)' in column '\(name)' \(problem) (the column is \(use))",
                                              at: cell(record, index, in: csvPath)))
                }
            }
            var column = BenchTable.Column(
                name: name, label: spec.labels[name] ?? name, unit: spec.units[name], better: spec.better[name],
                texts: texts, values: isNumeric ? values : texts.map { _ in nil }, isNumeric: isNumeric,
                isFormatted: isNumeric && use != nil, hasRatios: hasRatios,
                precision: isNumeric ? texts.map(decimals).max() ?? 0 : 0, best: [], worst: [], ratios: texts.map { _ in nil })
            if spec.marks == .bestAndWorst { markBestAndWorst(&column) }
            if hasRatios, isNumeric, let baselineRow {
                diagnostics += divide(&column, by: baselineRow, records: body, index: index, csvPath: csvPath, baseline: rows[baselineRow])
            }
            columns[name] = column
        }
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        let table = BenchTable(id: id, caption: spec.caption, notes: spec.notes, keyLabel: spec.labels[keyName] ?? keyName,
                               rows: rows, rowLabels: rows.map { spec.rowLabels[$0] ?? $0 }, columns: shown.map { columns[$0]! },
                               baselineRow: baselineRow,
                               chartColumns: spec.chart.map { columns[$0]! })
        return (table, diagnostics)
    }

    /// Best and worst values of a numeric column with a direction.
    private static func markBestAndWorst(_ column: inout BenchTable.Column) {
        guard column.isNumeric, let direction = column.better else { return }
        let present = column.values.enumerated().compactMap { index, value in value.map { (index, $0) } }
        guard present.count > 1 else { return }
        let top = direction == .higher ? present.map(\.1).max()! : present.map(\.1).min()!
        let bottom = direction == .higher ? present.map(\.1).min()! : present.map(\.1).max()!
        guard top != bottom else { return }
        column.best = Set(present.filter { $0.1 == top }.map(\.0))
        column.worst = Set(present.filter { $0.1 == bottom }.map(\.0))
    }

    /// Each value as a multiple of the baseline row's, turned so that above 1 is better when the
    /// column has a direction. A ratio needs two positive numbers: a baseline of 0 (which no
    /// ratio can be taken to), no baseline value and negative values are errors at their cell, and
    /// a row whose value is 0 (a ratio of 0 or of infinity) or whose ratio overflows gets none.
    private static func divide(_ column: inout BenchTable.Column, by baselineRow: Int, records: [CSVRecord], index: Int,
                               csvPath: String, baseline: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (row, value) in column.values.enumerated() {
            if let value, value < 0 {
                problems.append(.error("'\(column.texts[row])' in column '\(column.name)' is negative, and ratios need a scale that starts at 0",
                                       at: cell(records[row], index, in: csvPath)))
            }
        }
        guard let base = column.values[baselineRow] else {
            problems.append(.error("the baseline '\(baseline)' has no value in column '\(column.name)', so its ratios have nothing to divide by",
                                   at: cell(records[baselineRow], index, in: csvPath)))
            return problems
        }
        if base == 0 {
            problems.append(.error("the baseline's value in column '\(column.name)' is 0, and no ratio can be taken to 0; "
                                   + "take '\(column.name)' out of 'ratios'", at: cell(records[baselineRow], index, in: csvPath)))
        }
        guard problems.isEmpty else { return problems }
        column.ratios = column.values.map { value in
            guard let value, value > 0 else { return nil }
            let ratio = column.better == .lower ? base / value : value / base
            return ratio.isFinite && ratio > 0 ? ratio : nil
        }
        return problems
    }

    /// True for an integer part of two or more digits that starts with 0 (`08123`, `-007.5`).
    private static func hasLeadingZero(_ text: String) -> Bool {
        let digits = text.drop { $0 == "+" || $0 == "-" }.prefix { $0.isASCII && $0.isNumber }
        return digits.count > 1 && digits.first == "0"
    }

    /// The most decimals a column is shown with, so that a cell written with hundreds of
    /// decimals (`5e-324` spelt out) cannot make every cell of its column that long.
    public static let maximumPrecision = 20

    /// Digits after the decimal point as written, the exponent counted (`59.80` → 2, `1e3` → 0,
    /// `1.5e-3` → 4), at most ``maximumPrecision``.
    private static func decimals(_ text: String) -> Int {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        let fraction = mantissa.firstIndex(of: ".").map { mantissa[mantissa.index(after: $0)...].prefix { $0.isNumber }.count } ?? 0
        var exponent = 0
        if mantissa.endIndex < text.endIndex {
            let written = text[text.index(after: mantissa.endIndex)...]
            // Clamped before subtracting, so that no exponent can overflow the arithmetic.
            exponent = min(max(Int(written.hasPrefix("+") ? written.dropFirst() : written) ?? (written.hasPrefix("-") ? -1000 : 1000), -1000), 1000)
        }
        return min(max(fraction - exponent, 0), maximumPrecision)
    }

    /// Where the field at `index` of `record` starts in the CSV file.
    private static func cell(_ record: CSVRecord, _ index: Int, in csvPath: String) -> SourceLocation {
        let position = record.position(ofField: index)
        return SourceLocation(file: csvPath, line: position.line, column: position.column)
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
