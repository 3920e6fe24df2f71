import DocgenCore

/// Writes a ``BenchTable`` as an accessible XHTML table: caption, column headers with units,
/// row headers, right-aligned numbers (at one precision per column where the column is compared,
/// charted or given ratios; elsewhere as written), best and worst marked for
/// eyes (a class) and for screen readers (hidden text) unless marks are off, the baseline row
/// named, and ratios to the baseline in the columns that have them. Its own
/// words are in `language` and its numbers in `numbers`, its page's.
public enum BenchTableHTMLRenderer {
    public static func html(_ table: BenchTable, language: DiagramLanguage = .english, numbers: NumberStyle = .english) -> String {
        let escape = prose
        let strings = language.benchTableStrings
        var html = "<div class=\"table-scroll\" tabindex=\"0\">\n<table class=\"bench\" id=\"\(table.id)\">\n"
        if let caption = table.caption { html += "<caption>\(escape(caption))</caption>\n" }
        html += "<thead>\n<tr>\n<th scope=\"col\">\(escape(table.keyLabel))</th>\n"
        let baselineName = table.baselineRow.map { table.rowLabels[$0] }
        for column in table.columns {
            html += "<th scope=\"col\"\(column.isNumeric ? " class=\"num\"" : "")>\(escape(column.label))"
            var notes: [String] = []
            if let unit = column.unit { notes.append(unit) }
            if let better = column.better { notes.append(strings.better(better)) }
            if !notes.isEmpty { html += "<span class=\"bench-unit\">\(escape(strings.columnNotes(notes)))</span>" }
            if column.hasRatios, let baselineName {
                html += "<span class=\"bench-unit\">\(escape(strings.ratioHeader(baseline: baselineName, hasDirection: column.better != nil)))</span>"
            }
            html += "</th>\n"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        let noValue = "<span aria-hidden=\"true\">\u{2014}</span><span class=\"visually-hidden\">\(escape(strings.noValue))</span>"
        for (row, label) in table.rowLabels.enumerated() {
            html += "<tr\(row == table.baselineRow ? " class=\"baseline\"" : "")>\n<th scope=\"row\">"
            html += row == table.baselineRow
                ? language.spaced(escape(label), "<span class=\"bench-unit\">\(escape(strings.baselineMark))</span>")
                : escape(label)
            html += "</th>\n"
            for column in table.columns {
                html += cell(column, row: row, strings: strings, numbers: numbers, noValue: noValue)
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        if let notes = table.notes { html += "<p class=\"bench-notes\">\(escape(notes))</p>\n" }
        return html
    }

    /// Words for the page, escaped, with each platform kept on one line with its version.
    private static func prose(_ text: String) -> String {
        XMLText.escape(PlatformVersions.keptTogether(text))
    }

    /// One cell; `noValue` is an em dash for eyes and words for screen readers.
    private static func cell(_ column: BenchTable.Column, row: Int, strings: BenchTableStrings,
                             numbers: NumberStyle, noValue: String) -> String {
        guard column.isNumeric else {
            return "<td>\(prose(column.texts[row]))</td>\n"
        }
        guard column.isFormatted else {
            let text = column.texts[row]
            return "<td class=\"num\">\(text.isEmpty ? noValue : XMLText.escape(text))</td>\n"
        }
        var classes = ["num"]
        var hidden = ""
        if column.best.contains(row) {
            classes.append("best")
            hidden = strings.bestMark
        } else if column.worst.contains(row) {
            classes.append("worst")
            hidden = strings.worstMark
        }
        var content = column.values[row].map { BarChartRenderer.format($0, precision: column.precision, style: numbers) } ?? noValue
        if !hidden.isEmpty { content += "<span class=\"visually-hidden\">\(XMLText.escape(hidden))</span>" }
        if column.hasRatios {
            let ratio = column.ratios[row].map { BarChartRenderer.format($0, precision: 2, style: numbers) + "×" } ?? "\u{2014}"
            content += " <span class=\"bench-ratio\">\(ratio)</span>"
        }
        return "<td class=\"\(classes.joined(separator: " "))\">\(content)</td>\n"
    }
}
