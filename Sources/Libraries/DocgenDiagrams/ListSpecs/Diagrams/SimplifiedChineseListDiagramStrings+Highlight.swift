extension SimplifiedChineseListDiagramStrings {
    func highlightedRow(title: String, inset: Double, radius: Double) -> String {
        guard inset > 0 else { return "“\(title)”处于高亮状态：它的背景填满整行，行是直角的地方背景也是直角。" }
        return "“\(title)”处于高亮状态：它的背景与行的各边相距 \(number(inset)) pt，"
            + (radius > 0 ? "圆角为 \(number(radius)) pt。" : "四个角都是直角。")
    }
}
