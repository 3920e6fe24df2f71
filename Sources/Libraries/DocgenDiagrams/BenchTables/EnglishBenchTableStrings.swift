struct EnglishBenchTableStrings: BenchTableStrings {
    let language = DiagramLanguage.english

    func better(_ direction: BenchTableSpec.Direction) -> String { "\(direction.rawValue) is better" }

    func ratioHeader(baseline: String, hasDirection: Bool) -> String {
        "× \(baseline)" + (hasDirection ? ", above 1 is better" : "")
    }

    func columnNotes(_ notes: [String]) -> String { language.list(notes) }

    let baselineMark = "baseline"
    let bestMark = " (best)"
    let worstMark = " (worst)"
    let noValue = "no value"

    func baselineCategory(_ name: String) -> String { language.bracketed(name, ["baseline"]) }

    func bestValue(_ value: String) -> String { "\(value)  \u{2605} best" }

    func panelTitle(label: String?, unit: String?, higherIsBetter: Bool?) -> String {
        var title: String
        if let label {
            title = language.bracketed(label, unit.map { [$0] } ?? [])
        } else {
            title = unit.map { "In \($0)" } ?? "Values"
        }
        if let higherIsBetter { title += ", " + better(higherIsBetter) }
        return title
    }

    func chartOverview(rows: Int) -> String { "Horizontal bar chart of \(count(rows, "row"))." }

    func chartValue(category: String, value: String?, isBaseline: Bool, isBest: Bool) -> String {
        let notes = (isBaseline ? ["baseline"] : []) + (isBest ? ["best"] : [])
        return language.bracketed(language.spaced(category, value ?? "no value"), notes)
    }

    func chartSeries(label: String, unit: String?, higherIsBetter: Bool?, values: [String]) -> String {
        let qualifiers = [unit, higherIsBetter.map(better)].compactMap { $0 }
        let name = language.bracketed(label, qualifiers)
        return language.finished("\(name): " + values.joined(separator: ", "))
    }

    private func count(_ value: Int, _ noun: String) -> String { value == 1 ? "1 \(noun)" : "\(value) \(noun)s" }

    private func better(_ higher: Bool) -> String { better(higher ? .higher : .lower) }
}
