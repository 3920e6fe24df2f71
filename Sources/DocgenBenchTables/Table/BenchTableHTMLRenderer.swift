import DocgenCore

/// Writes a ``BenchTable`` as an accessible XHTML table: caption, column headers with units,
/// row headers, right-aligned numbers (at one precision per column where the column is compared,
/// charted or given ratios; elsewhere as written), best and worst marked for
/// eyes (a class) and for screen readers (hidden text), and ratios to the baseline.
public enum BenchTableHTMLRenderer {
    public static func html(_ table: BenchTable) -> String {
        let escape = XMLText.escape
        var html = "<div class=\"table-scroll\" tabindex=\"0\">\n<table class=\"bench\" id=\"\(table.id)\">\n"
        if let caption = table.caption { html += "<caption>\(escape(caption))</caption>\n" }
        html += "<thead>\n<tr>\n<th scope=\"col\">\(escape(table.keyLabel))</th>\n"
        let baselineName = table.baselineRow.map { table.rows[$0] }
        for column in table.columns {
            html += "<th scope=\"col\"\(column.isNumeric ? " class=\"num\"" : "")>\(escape(column.label))"
            var notes: [String] = []
            if let unit = column.unit { notes.append(unit) }
            if let better = column.better { notes.append("\(better.rawValue) is better") }
            if !notes.isEmpty { html += "<span class=\"bench-unit\">\(escape(notes.joined(separator: ", ")))</span>" }
            if column.isNumeric, let baselineName {
                let meaning = column.better == nil ? "" : ", above 1 is better"
                html += "<span class=\"bench-unit\">× \(escape(baselineName))\(meaning)</span>"
            }
            html += "</th>\n"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for (row, key) in table.rows.enumerated() {
            html += "<tr\(row == table.baselineRow ? " class=\"baseline\"" : "")>\n<th scope=\"row\">\(escape(key))"
            if row == table.baselineRow { html += " <span class=\"bench-unit\">baseline</span>" }
            html += "</th>\n"
            for column in table.columns {
                html += cell(column, row: row, hasBaseline: table.baselineRow != nil)
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        if let notes = table.notes { html += "<p class=\"bench-notes\">\(escape(notes))</p>\n" }
        return html
    }

    /// An em dash for eyes, "no value" for screen readers.
    private static let noValue = "<span aria-hidden=\"true\">\u{2014}</span><span class=\"visually-hidden\">no value</span>"

    private static func cell(_ column: BenchTable.Column, row: Int, hasBaseline: Bool) -> String {
        guard column.isNumeric else {
            return "<td>\(XMLText.escape(column.texts[row]))</td>\n"
        }
        guard column.isFormatted else {
            let text = column.texts[row]
            return "<td class=\"num\">\(text.isEmpty ? noValue : XMLText.escape(text))</td>\n"
        }
        var classes = ["num"]
        var hidden = ""
        if column.best.contains(row) {
            classes.append("best")
            hidden = " (best)"
        } else if column.worst.contains(row) {
            classes.append("worst")
            hidden = " (worst)"
        }
        var content = column.values[row].map { BarChartRenderer.format($0, precision: column.precision) } ?? noValue
        if !hidden.isEmpty { content += "<span class=\"visually-hidden\">\(hidden)</span>" }
        if hasBaseline {
            let ratio = column.ratios[row].map { BarChartRenderer.format($0, precision: 2) + "×" } ?? "\u{2014}"
            content += " <span class=\"bench-ratio\">\(ratio)</span>"
        }
        return "<td class=\"\(classes.joined(separator: " "))\">\(content)</td>\n"
    }
}
