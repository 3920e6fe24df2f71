import DocgenFontMetrics

/// Lays out a ``ListSpec`` with UIKit's table geometry (see ``UIKitMetrics`` for every number).
///
/// Pure and deterministic: the same spec always gives the same frames. Sections stack from the
/// top; each row's corner mask follows its position in the section, as UIKit's system background
/// view does (uikit-facts.md, "How UIKit draws the rounded section").
public struct ListLayoutEngine: Sendable {
    private let measurer = TextMeasurer()

    public init() {}

    /// Computes every frame of `spec`.
    public func layout(_ spec: ListSpec) -> ListLayout {
        let metrics = ResolvedMetrics(spec)
        var y = 0.0
        var sections: [SectionLayout] = []
        for (index, section) in spec.sections.enumerated() {
            let header = layoutHeader(section.header, isFirst: index == 0, metrics: metrics, y: &y)
            let rowsTop = y
            var rows: [RowLayout] = []
            for (rowIndex, row) in section.rows.enumerated() {
                let position = Self.position(of: rowIndex, count: section.rows.count)
                let frame = Rect(x: metrics.sectionInset, y: y, width: metrics.rowWidth, height: row.height ?? metrics.defaultHeight(for: row))
                rows.append(layoutRow(row, frame: frame, position: position, metrics: metrics))
                y = frame.maxY
            }
            let frame = Rect(x: metrics.sectionInset, y: rowsTop, width: metrics.rowWidth, height: y - rowsTop)
            let footer = layoutFooter(section.footer, metrics: metrics, y: &y)
            sections.append(SectionLayout(frame: frame, header: header, footer: footer, rows: rows,
                                          separators: separators(for: rows, in: frame, metrics: metrics)))
        }
        return ListLayout(spec: spec, tableFrame: Rect(x: 0, y: 0, width: spec.device.width, height: y),
                          sectionInset: metrics.sectionInset, cellMargin: metrics.cellMargin, sections: sections)
    }

    static func position(of index: Int, count: Int) -> RowPosition {
        if count == 1 { return .single }
        if index == 0 { return .first }
        return index == count - 1 ? .last : .middle
    }

    /// UIKit's corners by row position: top pair for the first row, bottom pair for the last, all
    /// four for a single row, none in the middle; and none at all outside insetGrouped.
    static func cornerMask(for position: RowPosition, style: TableStyle) -> CornerMask {
        guard style == .insetGrouped else { return [] }
        switch position {
        case .single: return .all
        case .first: return .top
        case .last: return .bottom
        case .middle: return []
        }
    }

    private func layoutHeader(_ text: String?, isFirst: Bool, metrics: ResolvedMetrics, y: inout Double) -> TextBlock? {
        if metrics.style == .plain {
            guard let text else { return nil }
            y += UIKitMetrics.plainHeaderTopPadding
            let lines = measurer.wrapped(text, toFit: metrics.textWidth, font: .regular, size: UIKitMetrics.footnoteFontSize, maxLines: 1)
            let frame = Rect(x: metrics.textX, y: y, width: metrics.textWidth, height: UIKitMetrics.plainHeaderHeight)
            y = frame.maxY
            return TextBlock(frame: frame, lines: lines)
        }
        guard let text else {
            y += isFirst ? UIKitMetrics.firstSectionTopPadding : UIKitMetrics.emptyHeaderFooterHeight
            return nil
        }
        let margins = metrics.headerMargins
        y += isFirst ? margins.firstTop : margins.top
        let block = textBlock(text, y: y, metrics: metrics, maxLines: 3)
        y = block.frame.maxY + margins.bottom
        return block
    }

    private func layoutFooter(_ text: String?, metrics: ResolvedMetrics, y: inout Double) -> TextBlock? {
        guard let text else {
            if metrics.style != .plain { y += UIKitMetrics.emptyHeaderFooterHeight }
            return nil
        }
        let margins = metrics.footerMargins
        y += margins.top
        let block = textBlock(text, y: y, metrics: metrics, maxLines: 6)
        y = block.frame.maxY + margins.bottom
        return block
    }

    private func textBlock(_ text: String, y: Double, metrics: ResolvedMetrics, maxLines: Int) -> TextBlock {
        let lines = measurer.wrapped(text, toFit: metrics.textWidth, font: .regular, size: UIKitMetrics.footnoteFontSize, maxLines: maxLines)
        let height = Double(max(lines.count, 1)) * UIKitMetrics.footnoteLineHeight
        return TextBlock(frame: Rect(x: metrics.textX, y: y, width: metrics.textWidth, height: height), lines: lines)
    }

    private func layoutRow(_ row: RowSpec, frame: Rect, position: RowPosition, metrics: ResolvedMetrics) -> RowLayout {
        var accessoryFrame: Rect?
        var contentFrame = frame
        var textTrailing = frame.maxX - metrics.cellMargin
        if let size = Self.accessorySize(row.accessory) {
            let accessory = Rect(x: frame.maxX - metrics.cellMargin - size.width, y: frame.midY - size.height / 2,
                                 width: size.width, height: size.height)
            accessoryFrame = accessory
            contentFrame.width = accessory.minX - UIKitMetrics.contentToAccessoryPadding - frame.minX
            textTrailing = contentFrame.maxX
        }
        let textX = frame.minX + metrics.cellMargin
        let available = max(textTrailing - textX, 0)
        var detailFrame: Rect?
        var titleWidth = available
        if let detail = row.detail {
            let natural = measurer.width(of: detail, font: .regular, size: UIKitMetrics.bodyFontSize)
            let titleNatural = measurer.width(of: row.title, font: .regular, size: UIKitMetrics.bodyFontSize)
            let spacing = UIKitMetrics.titleToDetailSpacing
            let width = min(natural, max(available - spacing - titleNatural, (available - spacing) * 0.4))
            detailFrame = Rect(x: textTrailing - width, y: frame.midY - UIKitMetrics.bodyLineHeight / 2,
                               width: width, height: UIKitMetrics.bodyLineHeight)
            titleWidth = max(available - spacing - width, 0)
        }
        var titleFrame = Rect(x: textX, y: frame.midY - UIKitMetrics.bodyLineHeight / 2, width: titleWidth, height: UIKitMetrics.bodyLineHeight)
        var subtitleFrame: Rect?
        if row.subtitle != nil {
            let blockHeight = UIKitMetrics.bodyLineHeight + UIKitMetrics.titleToSubtitleSpacing + UIKitMetrics.subtitleLineHeight
            titleFrame.y = frame.midY - blockHeight / 2
            subtitleFrame = Rect(x: textX, y: titleFrame.maxY + UIKitMetrics.titleToSubtitleSpacing,
                                 width: titleWidth, height: UIKitMetrics.subtitleLineHeight)
        }
        return RowLayout(frame: frame, contentFrame: contentFrame, titleFrame: titleFrame, subtitleFrame: subtitleFrame,
                         detailFrame: detailFrame, accessoryFrame: accessoryFrame, position: position,
                         cornerMask: Self.cornerMask(for: position, style: metrics.style),
                         cornerRadius: metrics.style == .insetGrouped ? metrics.cornerRadius : 0)
    }

    /// The accessory's frame size, or nil for none.
    static func accessorySize(_ accessory: Accessory) -> (width: Double, height: Double)? {
        switch accessory {
        case .none: return nil
        case .disclosureIndicator: return UIKitMetrics.disclosureIndicatorSize
        case .checkmark: return UIKitMetrics.checkmarkSize
        case .detailButton: return UIKitMetrics.detailButtonSize
        case .detailDisclosureButton:
            let button = UIKitMetrics.detailButtonSize, chevron = UIKitMetrics.disclosureIndicatorSize
            return (button.width + UIKitMetrics.accessoryGap + chevron.width, max(button.height, chevron.height))
        }
    }

    /// Hairlines (one device pixel) at the bottom of rows: between rows, inset to the text; plain
    /// tables also under the last row; grouped tables add full-width lines above and below.
    private func separators(for rows: [RowLayout], in section: Rect, metrics: ResolvedMetrics) -> [Rect] {
        let hairline = 1 / metrics.scale
        let leading = section.minX + metrics.cellMargin
        var lines: [Rect] = []
        if metrics.style == .grouped, let first = rows.first {
            lines.append(Rect(x: section.minX, y: first.frame.minY, width: section.width, height: hairline))
        }
        for (index, row) in rows.enumerated() {
            let isLast = index == rows.count - 1
            if isLast && metrics.style == .insetGrouped { break }
            if isLast && metrics.style == .grouped {
                lines.append(Rect(x: section.minX, y: row.frame.maxY - hairline, width: section.width, height: hairline))
            } else {
                lines.append(Rect(x: leading, y: row.frame.maxY - hairline, width: section.maxX - leading, height: hairline))
            }
        }
        return lines
    }
}

/// The numbers a spec's device, style and system select.
private struct ResolvedMetrics {
    let style: TableStyle
    let scale: Double
    let sectionInset: Double
    let cellMargin: Double
    let rowWidth: Double
    let cornerRadius: Double
    let isLiquidGlass: Bool

    init(_ spec: ListSpec) {
        style = spec.style
        scale = spec.device.scale
        isLiquidGlass = spec.system.isLiquidGlass
        let wide = spec.device.hasWideMargins && spec.device.width > UIKitMetrics.narrowScreenWidth
        cellMargin = wide ? UIKitMetrics.wideSectionInset : UIKitMetrics.standardSectionInset
        sectionInset = spec.style == .insetGrouped ? cellMargin : 0
        rowWidth = spec.device.width - 2 * sectionInset
        cornerRadius = spec.cornerRadius ?? (isLiquidGlass ? UIKitMetrics.liquidGlassCornerRadius : UIKitMetrics.classicCornerRadius)
    }

    /// Where header and footer text starts, lined up with the cells' text.
    var textX: Double { sectionInset + cellMargin }
    var textWidth: Double { rowWidth - 2 * cellMargin }

    var headerMargins: (top: Double, firstTop: Double, bottom: Double) {
        isLiquidGlass ? UIKitMetrics.liquidGlassHeaderMargins : UIKitMetrics.classicHeaderMargins
    }

    var footerMargins: (top: Double, bottom: Double) {
        isLiquidGlass ? UIKitMetrics.liquidGlassFooterMargins : UIKitMetrics.classicFooterMargins
    }

    /// 44 pt (52 with Liquid Glass), or taller when a subtitle needs the room.
    func defaultHeight(for row: RowSpec) -> Double {
        let base = isLiquidGlass ? UIKitMetrics.liquidGlassRowHeight : UIKitMetrics.classicRowHeight
        guard row.subtitle != nil else { return base }
        let margin = isLiquidGlass ? UIKitMetrics.liquidGlassCellVerticalMargin : UIKitMetrics.classicCellVerticalMargin
        let content = UIKitMetrics.bodyLineHeight + UIKitMetrics.titleToSubtitleSpacing + UIKitMetrics.subtitleLineHeight
        return max(base, 2 * margin + content)
    }
}
