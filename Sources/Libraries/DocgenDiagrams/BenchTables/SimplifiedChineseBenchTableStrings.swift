struct SimplifiedChineseBenchTableStrings: BenchTableStrings {
    let language = DiagramLanguage.simplifiedChinese

    func better(_ direction: BenchTableSpec.Direction) -> String { direction == .higher ? "越高越好" : "越低越好" }

    /// `insetGrouped = 1，越大越好`: the baseline counts 1, and the direction says which way the
    /// ratios are turned.
    func ratioHeader(baseline: String, hasDirection: Bool) -> String {
        language.spaced(baseline, "= 1") + (hasDirection ? "，越大越好" : "")
    }

    /// `（fps，越高越好）`: bracketed, as the chart's title and description write them.
    func columnNotes(_ notes: [String]) -> String { "（\(language.list(notes))）" }

    let baselineMark = "基准"
    let bestMark = "（最佳）"
    let worstMark = "（最差）"
    let noValue = "无数值"

    func baselineCategory(_ name: String) -> String { language.bracketed(name, ["基准"]) }

    func bestValue(_ value: String) -> String { "\(value)  \u{2605} 最佳" }

    /// `平均帧率（fps，越高越好）`, the way the description and the table's header write a series.
    func panelTitle(label: String?, unit: String?, higherIsBetter: Bool?) -> String {
        guard let label else {
            let title = unit.map { "单位：\($0)" } ?? "数值"
            return higherIsBetter.map { title + "，" + better($0) } ?? title
        }
        return language.bracketed(label, [unit, higherIsBetter.map(better)].compactMap { $0 })
    }

    func chartOverview(rows: Int) -> String { "横向条形图，共 \(rows) 行。" }

    func chartValue(category: String, value: String?, isBaseline: Bool, isBest: Bool) -> String {
        let notes = (isBaseline ? ["基准"] : []) + (isBest ? ["最佳"] : [])
        return language.bracketed(language.spaced(category, value ?? "无数值"), notes)
    }

    func chartSeries(label: String, unit: String?, higherIsBetter: Bool?, values: [String]) -> String {
        let qualifiers = [unit, higherIsBetter.map(better)].compactMap { $0 }
        let name = language.bracketed(label, qualifiers)
        return language.finished("\(name)：" + values.joined(separator: "，"))
    }

    private func better(_ higher: Bool) -> String { better(higher ? .higher : .lower) }
}
