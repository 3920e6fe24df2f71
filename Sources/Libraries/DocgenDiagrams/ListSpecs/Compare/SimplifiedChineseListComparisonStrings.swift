/// A comparison's Simplified Chinese, in the guide's terms (分区, 分区头, 分区尾, Cell, 圆角半径,
/// 内边距, 内容边距, 行高, 第一行, 最后一行): "pt" for lengths, fullwidth punctuation, and a space
/// between Chinese and Latin words or numbers.
struct SimplifiedChineseListComparisonStrings: ListComparisonStrings {
    let language = DiagramLanguage.simplifiedChinese

    func propertyName(_ property: ComparedProperty) -> String {
        switch property {
        case .tableWidth: "屏幕宽度"
        case .sectionInset: "分区内边距"
        case .cellMargin: "Cell 的内容边距（文字和分隔线的起点）"
        case .cornerRadius: "圆角半径"
        case .spaceAboveFirstSection: "第一个分区上方的间距"
        case .headerToFirstRow: "分区头到第一行"
        case .rowHeight: "行高（第一行）"
        case .lastRowToFooter: "最后一行到分区尾"
        case .spaceBetweenSections: "分区之间的间距"
        case .bodyTextSize: "行内文字大小"
        case .headerTextSize: "分区头和分区尾的文字大小"
        case .headerCase: "分区头文字"
        case .contentHeight: "整个列表的高度"
        }
    }

    func value(_ measure: ComparedMeasure) -> String {
        switch measure {
        case .points(let value): "\(number(value)) pt"
        case .headerCase(.upper): "全部大写"
        case .headerCase(.asWritten): "按原样显示"
        }
    }

    func calloutName(_ property: ComparedProperty) -> String {
        switch property {
        case .tableWidth: "屏幕宽"
        case .sectionInset: "内边距"
        case .cellMargin: "内容边距"
        case .cornerRadius: "cornerRadius"
        case .spaceAboveFirstSection: "第一个分区上方"
        case .headerToFirstRow: "分区头到第一行"
        case .rowHeight: "行高"
        case .lastRowToFooter: "最后一行到分区尾"
        case .spaceBetweenSections: "分区之间"
        case .bodyTextSize: "行内文字"
        case .headerTextSize: "分区头文字"
        case .headerCase: "分区头文字"
        case .contentHeight: "列表高"
        }
    }

    func comparisonTitle(subject: String, values: [String]) -> String {
        "\(subject)：\(both(values)) 并排对比"
    }

    func comparisonOverview(subject: String, values: [String], device: String?, width: Double?) -> String {
        var sentence = "\(subject)，按 \(both(values)) 分别布局，以相同比例并排绘制"
        if let device, let width { sentence += "，设备为 \(device)（宽 \(number(width)) pt）" }
        return sentence + "。"
    }

    func differenceSentence(_ property: ComparedProperty, values: [(label: String, value: String)]) -> String {
        "\(propertyName(property))：" + values.map { "\($0.label) 为 \($0.value)" }.joined(separator: "，") + "。"
    }

    func noDifferences(values: [String]) -> String {
        "docgen 测量的各项数值在 \(both(values)) 之间没有差别。"
    }

    func tableCaption(values: [String]) -> String { "\(both(values)) 之间的差别" }

    var propertyHeader: String { "项目" }

    /// `A 与 B`, `A、B 与 C`.
    private func both(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: "、") + " 与 " + last
    }
}
