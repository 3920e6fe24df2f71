extension SimplifiedChineseListDiagramStrings {
    func decoratedList(radius: Double) -> String {
        "Collection View 列表，每个分区由一个背景装饰视图绘制，圆角为 \(number(radius)) pt"
    }

    func decoratedSections(inset: Double, radius: Double, curve: CornerCurve) -> String {
        "每个分区与屏幕两侧各相距 \(number(inset)) pt，由各行下层的一个背景装饰视图绘制，四个角都是 \(number(radius)) pt 的"
            + "\(curveName(curve))圆角；各行本身是直角、透明的，所以没有哪个圆角取决于行的位置。"
    }

    func decoratedLayersSection(_ number: Int, cells: Int) -> String {
        "第 \(number) 个分区被拆成四个图层，从后往前依次是：Collection View；分区的背景装饰视图，\(cells) 个 Cell 的下层只有这一个圆角视图；"
            + "Cell 本身，都是直角、透明的；以及每个 Cell 的 contentView，附件视图在它旁边。"
    }

    var decoratedCornersIntroduction: String { "每个分区的背景装饰视图单独绘制，圆角部分高亮显示；其中的各行不设圆角。" }

    func decoratedCornersSection(_ number: Int, rows: Int, mask: CornerMask) -> String {
        "第 \(number) 个分区：装饰视图 \(mask.swiftLiteral) 位于 \(rows) 行的下层，每行都是 []。"
    }

    func collectionViewLabel(width: Double) -> String { "UICollectionView\n宽 \(number(width)) pt" }

    func decorationLabel(cells: Int) -> String { "装饰视图：\n\(cells) 个 Cell 下层的一个圆角视图" }

    func listCellLabel(width: Double, height: Double) -> String {
        "UICollectionViewListCell\n\(number(width)) × \(number(height)) pt，直角，透明"
    }

    func decorationMaskLabel(mask: String) -> String { "装饰视图：\(mask)；各行：[]" }

    /// 连续曲线 or 圆弧, the words for `CALayerCornerCurve`'s two curves.
    private func curveName(_ curve: CornerCurve) -> String {
        curve == .continuous ? "连续曲线" : "圆弧"
    }
}
