struct SimplifiedChineseBenchTableStrings: BenchTableStrings {
    let language = DiagramLanguage.simplifiedChinese

    func better(_ direction: BenchTableSpec.Direction) -> String { direction == .higher ? "越高越好" : "越低越好" }

    func ratioHeader(baseline: String, hasDirection: Bool) -> String {
        "× \(baseline)" + (hasDirection ? "，大于 1 更好" : "")
    }

    let baselineMark = "基准"
    let bestMark = "（最佳）"
    let worstMark = "（最差）"
    let noValue = "无数值"

    func baselineCategory(_ name: String) -> String { "\(name)（基准）" }

    func bestValue(_ value: String) -> String { "\(value)  \u{2605} 最佳" }

    func panelTitle(label: String?, unit: String?, higherIsBetter: Bool?) -> String {
        var title: String
        if let label {
            title = unit.map { "\(label)（\($0)）" } ?? label
        } else {
            title = unit.map { "单位：\($0)" } ?? "数值"
        }
        if let higherIsBetter { title += "，" + better(higherIsBetter) }
        return title
    }

    func chartOverview(rows: Int) -> String { "横向条形图，共 \(rows) 行。" }

    func chartValue(category: String, value: String?, isBaseline: Bool, isBest: Bool) -> String {
        var text = "\(category) \(value ?? "无数值")"
        if isBaseline { text += "（基准）" }
        if isBest { text += "（最佳）" }
        return text
    }

    func chartSeries(label: String, unit: String?, higherIsBetter: Bool?, values: [String]) -> String {
        let qualifiers = [unit, higherIsBetter.map(better)].compactMap { $0 }
        let name = qualifiers.isEmpty ? label : "\(label)（\(qualifiers.joined(separator: "，"))）"
        return language.finished("\(name)：" + values.joined(separator: "，"))
    }

    private func better(_ higher: Bool) -> String { better(higher ? .higher : .lower) }
}
