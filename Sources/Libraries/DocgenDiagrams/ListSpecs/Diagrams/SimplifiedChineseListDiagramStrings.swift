/// The diagrams' Simplified Chinese, in the guide's terms (分区, Cell, 附件视图, 圆角, 遮罩, 内边距,
/// 分区头 and 分区尾, 连续曲线 and 圆弧, 第一行, 最后一行 and 唯一一行): "pt" for lengths everywhere,
/// fullwidth punctuation, and a space between Chinese and Latin words or numbers. API names stay
/// in English.
struct SimplifiedChineseListDiagramStrings: ListDiagramStrings {
    let language = DiagramLanguage.simplifiedChinese

    // MARK: Titles

    func tableView(_ style: TableStyle) -> String { "\(style.rawValue) 样式的表格视图" }

    func customList(radius: Double, styleRadius: Double) -> String {
        "仿照 insetGrouped 样式布局的自定义列表，圆角为 \(number(radius)) pt（该样式自身的圆角是 \(number(styleRadius)) pt）"
    }

    func layersTitle(_ subject: String, rounded: Bool) -> String {
        "\(subject)：\(rounded ? "圆角分区" : "分区")的各个图层"
    }

    func cornersTitle(_ subject: String) -> String { "\(subject)：按行的位置区分的圆角遮罩" }

    func accessoryTitle(_ subject: String) -> String { "\(subject)：放大后的行尾部边缘" }

    // MARK: Descriptions

    /// A catalogue device by the name Apple's Chinese pages give it (`13 英寸 iPad Pro`); a phone
    /// given only by its width is 手机, as the overview states the width.
    func deviceName(_ device: Device) -> String {
        guard Device.named(device.name) != nil else { return "手机" }
        return device.name == "iPad Pro 13-inch" ? "13 英寸 iPad Pro" : device.name
    }

    func overview(subject: String, device: String, width: Double, system: String, textSize: String?,
                  rightToLeft: Bool, sections: Int) -> String {
        var setting = system
        if let textSize { setting += "，文字大小为 \(textSize)" }
        if rightToLeft { setting += "，从右到左布局" }
        return "\(subject)，设备为" + (device.first?.isASCII == true ? " " : "") + "\(device)（宽 \(number(width)) pt），\(setting)，共 \(sections) 个分区。"
    }

    func row(title: String, subtitle: String?, detail: String?, accessory: Accessory) -> String {
        var text = "“\(title)”"
        if let subtitle { text += "，副标题为“\(subtitle)”" }
        if let detail { text += "，详细信息为“\(detail)”" }
        switch accessory {
        case .none: break
        case .disclosureIndicator: text += "，带展开指示器"
        case .checkmark: text += "，带勾号"
        case .detailButton: text += "，带信息按钮"
        case .detailDisclosureButton: text += "，带信息按钮和展开指示器"
        }
        return text
    }

    func listSection(_ number: Int, header: String?, rows: [String], footer: String?) -> String {
        var sentence = "第 \(number) 个分区"
        if let header { sentence += "，分区头为“\(header)”" }
        sentence = language.finished(sentence + "：" + rows.joined(separator: "；"))
        if let footer { sentence += language.finished("分区尾为“\(footer)”") }
        return sentence
    }

    var squareRows: String { "各行从屏幕一侧延伸到另一侧，四个角都是直角。" }

    func roundedSections(inset: Double, radius: Double, curve: CornerCurve) -> String {
        "每个分区与屏幕两侧各相距 \(number(inset)) pt，圆角半径 \(number(radius)) pt，采用\(name(curve))。"
            + "圆角按行在分区中的位置来切：第一行切上方两个角，最后一行切下方两个角，分区只有一行时四个角都切。"
    }

    func layersSection(_ number: Int, rounded: Bool, cells: Int) -> String {
        let background = cells == 1 ? "Cell 的背景视图" : "\(cells) 个 Cell 的背景视图叠在一起"
        return "第 \(number) 个分区被拆成四个图层，从后往前依次是：表格视图；分区的\(rounded ? "圆角" : "直角")背景，"
            + "也就是 \(background)（UIKit 没有单独的分区容器视图）；Cell 本身，都是矩形；"
            + "以及每个 Cell 的 contentView，附件视图在它旁边。"
    }

    func layersDimensions(inset: Double, radius: Double) -> String {
        "尺寸线标出了 \(number(inset)) pt 的分区内边距和 \(number(radius)) pt 的圆角半径。"
    }

    var cornersIntroduction: String { "每一行都与相邻的行分开绘制，圆角部分高亮显示。" }

    func cornersSection(_ number: Int, masks: [(position: RowPosition, mask: CornerMask)]) -> String {
        "第 \(number) 个分区：" + masks.map { "\(name($0.position)) \($0.mask.swiftLiteral)" }.joined(separator: "，") + "。"
    }

    var masksStayTheSame: String {
        "遮罩与从左到右时相同：maskedCorners 使用 layer 坐标，因此无论哪种方向，.layerMinXMinYCorner 都是左上角；"
            + "而且 UIKit 总是把一条边的两个角一起设为圆角，镜像后依然如此。"
    }

    func accessoryEdge(rightToLeft: Bool, zoom: Int, accessoryWidth: Double, accessoryHeight: Double, margin: Double,
                       gap: Double, contentWidth: Double, cellWidth: Double) -> String {
        "一行的\(edge(rightToLeft))，放大到 \(zoom) 倍。附件视图宽 \(number(accessoryWidth)) pt、高 \(number(accessoryHeight)) pt，"
            + "距 Cell 边缘 \(number(margin)) pt；contentView 在附件视图之前 \(number(gap)) pt 处结束，"
            + "因此宽 \(number(contentWidth)) pt，而 Cell 宽 \(number(cellWidth)) pt。"
            + "要铺满整行的背景（比如圆角卡片）应当铺满 Cell 的 bounds，放在 contentView 和附件视图后面，而不是加在 contentView 上。"
    }

    func edgeWithoutAccessory(rightToLeft: Bool, zoom: Int, margin: Double) -> String {
        "没有附件视图的行的\(edge(rightToLeft))，放大到 \(zoom) 倍：文字在 \(number(margin)) pt 的边距处结束。"
    }

    // MARK: Labels

    func tableViewLabel(width: Double) -> String { "UITableView\n宽 \(number(width)) pt" }

    func sectionLabel(rounded: Bool, cells: Int) -> String {
        "\(rounded ? "圆角分区" : "直角分区")：\n" + (cells == 1 ? "Cell 的背景视图" : "\(cells) 个 Cell 的背景视图")
    }

    func sectionInset(_ inset: Double) -> String { "内边距 \(number(inset)) pt" }

    func cornerRadiusLabel(_ radius: Double, curve: CornerCurve) -> String {
        "cornerRadius \(number(radius)) pt，\(name(curve))"
    }

    func cellLabel(width: Double, height: Double) -> String {
        "UITableViewCell\n\(number(width)) × \(number(height)) pt，直角"
    }

    var accessoryOutsideContentView: String { "附件视图，\n在 contentView 之外" }

    func accessoryGap(_ gap: Double) -> String { "间距 \(number(gap)) pt" }

    func accessorySize(width: Double, height: Double) -> String {
        "附件视图 \(number(width)) × \(number(height)) pt"
    }

    func trailingMargin(_ margin: Double) -> String { "边距 \(number(margin)) pt" }

    func contentViewEnds(width: Double, cellWidth: Double) -> String {
        "contentView 在此结束：宽 \(number(width)) pt（Cell 宽 \(number(cellWidth)) pt）"
    }

    func cellBoundsBackground(width: Double, height: Double) -> String {
        "行背景：Cell 的 bounds，\(number(width)) × \(number(height)) pt"
    }

    var masksStayTheSameNote: String {
        "从右到左时，遮罩保持不变：\nmaskedCorners 使用 layer 坐标，\n所以 .layerMinXMinYCorner 仍是左上角"
    }

    func maskLabel(_ position: RowPosition, mask: String) -> String { "\(name(position))：\(mask)" }

    func cornerCurveNote(radius: Double, curve: CornerCurve, extent: Double) -> String {
        "cornerRadius \(number(radius)) pt，\(name(curve))：\n每段曲线占边长 \(number(extent)) pt"
    }

    // MARK: Wording

    /// 第一行, 中间行, 最后一行, 唯一一行 (a section's only row).
    private func name(_ position: RowPosition) -> String {
        switch position {
        case .first: "第一行"
        case .middle: "中间行"
        case .last: "最后一行"
        case .single: "唯一一行"
        }
    }

    /// 连续曲线 and 圆弧, as the guide names `.continuous` and `.circular`.
    private func name(_ curve: CornerCurve) -> String {
        switch curve {
        case .continuous: "连续曲线"
        case .circular: "圆弧"
        }
    }

    private func edge(_ rightToLeft: Bool) -> String { rightToLeft ? "尾部边缘（左边缘）" : "尾部边缘" }

}
