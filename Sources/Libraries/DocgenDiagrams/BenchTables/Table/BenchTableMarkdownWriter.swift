import DocgenCore

/// Writes a ``BenchTable`` as a GFM table, for its page's markdown copy: the caption in bold
/// above it, the columns' units, directions and ratios' baseline in brackets in their headers,
/// numbers right-aligned as the page shows them, best and worst named in words, the baseline
/// row named, ratios beside their values, and the notes below. Its words are in `language` and its numbers in `numbers`.
public enum BenchTableMarkdownWriter {
    public static func markdown(_ table: BenchTable, language: DiagramLanguage = .english, numbers: NumberStyle = .english) -> String {
        let strings = language.benchTableStrings
        var lines: [String] = []
        if let caption = table.caption { lines += ["**\(cell(caption))**", ""] }
        let baselineName = table.baselineRow.map { table.rowLabels[$0] }
        var headers = [cell(table.keyLabel)], rule = ["---"]
        for column in table.columns {
            var notes: [String] = []
            if let unit = column.unit { notes.append(unit) }
            if let better = column.better { notes.append(strings.better(better)) }
            if column.hasRatios, let baselineName {
                notes.append(strings.ratioHeader(baseline: baselineName, hasDirection: column.better != nil))
            }
            headers.append(cell(language.bracketed(column.label, notes)))
            rule.append(column.isNumeric ? "---:" : "---")
        }
        lines.append("| " + headers.joined(separator: " | ") + " |")
        lines.append("| " + rule.joined(separator: " | ") + " |")
        for (row, label) in table.rowLabels.enumerated() {
            var cells = [cell(row == table.baselineRow ? language.bracketed(label, [strings.baselineMark]) : label)]
            for column in table.columns { cells.append(cell(value(column, row: row, strings: strings, language: language, numbers: numbers))) }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        if let notes = table.notes { lines += ["", cell(notes)] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A cell's words as a table cell holds them: on one line, `|` escaped.
    private static func cell(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").split(separator: "|", omittingEmptySubsequences: false)
            .joined(separator: "\\|")
    }

    /// One value as the page shows it, best and worst in words, an em dash for none.
    private static func value(_ column: BenchTable.Column, row: Int, strings: BenchTableStrings, language: DiagramLanguage,
                              numbers: NumberStyle) -> String {
        guard column.isNumeric else { return column.texts[row] }
        guard column.isFormatted else { return column.texts[row].isEmpty ? "\u{2014}" : column.texts[row] }
        var content = column.values[row].map { BarChartRenderer.format($0, precision: column.precision, style: numbers) } ?? "\u{2014}"
        if column.best.contains(row) {
            content += strings.bestMark
        } else if column.worst.contains(row) {
            content += strings.worstMark
        }
        if column.hasRatios {
            content += " " + (column.ratios[row].map { BarChartRenderer.format($0, precision: 2, style: numbers) + "×" } ?? "\u{2014}")
        }
        return content
    }
}
