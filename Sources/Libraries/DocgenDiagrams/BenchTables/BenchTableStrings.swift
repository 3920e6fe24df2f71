/// Every word a bench table and its chart write themselves, in the language of their page: the
/// table's headers and marks, the chart's baseline mark, best value, panel titles and the
/// `<desc>` that reads the chart out; the `diagrams.bench` phrases of the language's file. Whole
/// phrases, as in the list diagrams' table, so each language keeps its own word order. The
/// author's words (caption, labels, units, notes) come from the chapter.
struct BenchTableStrings: Sendable {
    let language: DiagramLanguage

    private func phrase(_ key: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        language.phrase("bench." + key, count: count, values)
    }

    // MARK: Tables

    func better(_ direction: BenchTableSpec.Direction) -> String { phrase("better.\(direction.rawValue)") }

    /// A compared column's ratio header: each row as a multiple of the baseline's value.
    func ratioHeader(baseline: String, hasDirection: Bool) -> String {
        phrase(hasDirection ? "ratioHeader.withDirection" : "ratioHeader.plain", ["baseline": baseline])
    }

    /// A column's unit and better direction, under its label: `fps, higher is better`.
    func columnNotes(_ notes: [String]) -> String { phrase("columnNotes", ["notes": language.list(notes)]) }

    var baselineMark: String { phrase("baseline") }
    /// Read out after the best and the worst value of a column.
    var bestMark: String { phrase("bestMark") }
    var worstMark: String { phrase("worstMark") }
    var noValue: String { phrase("noValue") }

    // MARK: Charts

    /// A category's name on the axis when the others are compared with it.
    func baselineCategory(_ name: String) -> String { language.bracketed(name, [phrase("baseline")]) }

    /// A bar's value text when it is the best of its series.
    func bestValue(_ value: String) -> String { phrase("bestValue", ["value": value]) }

    /// A panel's title: one series (`label`) or several sharing a unit (`label` nil), and the
    /// direction that is better when the panel's series agree on one. A labelled title puts the
    /// direction where `panelTitle.labelled` has `{better}`, or in the brackets with the unit
    /// when it has no such place.
    func panelTitle(label: String?, unit: String?, higherIsBetter: Bool?) -> String {
        guard let label else {
            let title = unit.map { phrase("panelTitle.unit", ["unit": $0]) } ?? phrase("panelTitle.values")
            return higherIsBetter.map { phrase("panelTitle.withDirection", ["title": title, "better": better($0)]) } ?? title
        }
        guard let higherIsBetter else { return language.bracketed(label, unit.map { [$0] } ?? []) }
        let template = language.data.phrases["bench.panelTitle.labelled"]
        guard template?.valueNames.contains("better") == true else {
            return language.bracketed(label, [unit, better(higherIsBetter)].compactMap { $0 })
        }
        return phrase("panelTitle.labelled", ["label": language.bracketed(label, unit.map { [$0] } ?? []), "better": better(higherIsBetter)])
    }

    func chartOverview(rows: Int) -> String { phrase("chartOverview", count: rows, ["rows": "\(rows)"]) }

    /// One category's value in the chart's description; nil `value` for a missing one.
    func chartValue(category: String, value: String?, isBaseline: Bool, isBest: Bool) -> String {
        let notes = (isBaseline ? [phrase("baseline")] : []) + (isBest ? [phrase("best")] : [])
        return language.bracketed(language.spaced(category, value ?? noValue), notes)
    }

    /// One series in the chart's description, its values already described.
    func chartSeries(label: String, unit: String?, higherIsBetter: Bool?, values: [String]) -> String {
        let qualifiers = [unit, higherIsBetter.map(better)].compactMap { $0 }
        let name = language.bracketed(label, qualifiers)
        return language.finished(phrase("chartSeries", ["name": name, "values": language.list(values)]))
    }

    private func better(_ higher: Bool) -> String { better(higher ? .higher : .lower) }
}

extension DiagramLanguage {
    /// The bench table strings of this language.
    var benchTableStrings: BenchTableStrings { BenchTableStrings(language: self) }
}
