import DocgenCore

/// Lays out a ``ListSpec`` with UIKit's table geometry (see ``UIKitMetrics`` for every number).
///
/// Pure and deterministic: the same spec always gives the same frames. Sections stack from the
/// top; each row's corner mask follows its position in the section, as UIKit's system background
/// view does (uikit-facts.md, "How UIKit draws the rounded section"), unless the spec gives each
/// section a background decoration, which rounds the whole section while the rows stay square. Text sizes follow the spec's
/// content size category (``ListFonts``); a right-to-left spec is laid out left to right and
/// then mirrored (``ListLayout/mirrored()``).
public struct ListLayoutEngine: Sendable {
    private let measurer = TextMeasurer()

    /// Header and footer lines at the standard sizes; at accessibility sizes they wrap without a limit.
    static let headerMaxLines = 3
    static let footerMaxLines = 6

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
                let laidOut = layoutRow(row, top: y, position: position, metrics: metrics)
                rows.append(laidOut)
                y = laidOut.frame.maxY
            }
            let frame = Rect(x: metrics.sectionInset, y: rowsTop, width: metrics.rowWidth, height: y - rowsTop)
            let footer = layoutFooter(section.footer, metrics: metrics, y: &y)
            sections.append(SectionLayout(frame: frame, header: header, footer: footer, rows: rows,
                                          separators: separators(for: rows, in: frame, metrics: metrics),
                                          decoration: spec.hasSectionDecorations
                                              ? RoundedShape(frame: frame, cornerRadius: metrics.cornerRadius, cornerMask: .all) : nil))
        }
        let layout = ListLayout(spec: spec, tableFrame: Rect(x: 0, y: 0, width: spec.device.width, height: y),
                                sectionInset: metrics.sectionInset, cellMargin: metrics.cellMargin, fonts: metrics.fonts,
                                prefersSideBySideTextAndSecondaryText: metrics.prefersSideBySideTextAndSecondaryText,
                                sections: sections)
        return spec.layoutDirection == .rightToLeft ? layout.mirrored() : layout
    }

    static func position(of index: Int, count: Int) -> RowPosition {
        if count == 1 { return .single }
        if index == 0 { return .first }
        return index == count - 1 ? .last : .middle
    }

    /// UIKit's corners by row position: top pair for the first row, bottom pair for the last, all
    /// four for a single row, none in the middle; and none at all outside insetGrouped. Masks are
    /// in layer coordinates, so they are the same in right to left.
    static func cornerMask(for position: RowPosition, style: TableStyle) -> CornerMask {
        guard style == .insetGrouped else { return [] }
        switch position {
        case .single: return .all
        case .first: return .top
        case .last: return .bottom
        case .middle: return []
        }
    }

    private func layoutHeader(_ written: String?, isFirst: Bool, metrics: ResolvedMetrics, y: inout Double) -> TextBlock? {
        let text = written.map(metrics.headerCase.shown)
        if metrics.style == .plain {
            guard let text else { return nil }
            y += UIKitMetrics.plainHeaderTopPadding
            let padding = UIKitMetrics.plainHeaderVerticalPadding
            let block = textBlock(text, y: y + padding, metrics: metrics, maxLines: metrics.wrapsText ? 0 : 1)
            y = block.frame.maxY + padding
            let frame = block.frame
            return TextBlock(frame: Rect(x: frame.x, y: frame.y - padding, width: frame.width, height: frame.height + 2 * padding),
                             lines: block.lines)
        }
        guard let text else {
            y += isFirst ? UIKitMetrics.firstSectionTopPadding : UIKitMetrics.emptyHeaderFooterHeight
            return nil
        }
        let margins = metrics.headerMargins
        y += isFirst ? margins.firstTop : margins.top
        let block = textBlock(text, y: y, metrics: metrics, maxLines: metrics.wrapsText ? 0 : Self.headerMaxLines)
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
        let block = textBlock(text, y: y, metrics: metrics, maxLines: metrics.wrapsText ? 0 : Self.footerMaxLines)
        y = block.frame.maxY + margins.bottom
        return block
    }

    /// Footnote text wrapped to the header and footer width; `maxLines` 0 means no limit.
    private func textBlock(_ text: String, y: Double, metrics: ResolvedMetrics, maxLines: Int) -> TextBlock {
        let font = metrics.fonts.footnote
        let lines = measurer.wrapped(PlatformVersions.keptTogether(text), toFit: metrics.textWidth, font: .regular, size: font.pointSize, maxLines: maxLines)
        let height = Double(max(lines.count, 1)) * font.lineHeight
        return TextBlock(frame: Rect(x: metrics.textX, y: y, width: metrics.textWidth, height: height), lines: lines)
    }

    /// A row whose top edge is at `top`: the accessory and text decide the widths, the wrapped
    /// text the height (unless the spec sets one), and the text block is centred vertically.
    private func layoutRow(_ row: RowSpec, top: Double, position: RowPosition, metrics: ResolvedMetrics) -> RowLayout {
        let body = metrics.fonts.body, subheadline = metrics.fonts.subheadline
        let spacing = UIKitMetrics.titleToSecondaryTextSpacing
        let cellMinX = metrics.sectionInset, cellMaxX = metrics.sectionInset + metrics.rowWidth
        let accessorySize = metrics.accessorySize(row.accessory)
        let textX = cellMinX + metrics.cellMargin
        let textTrailing = accessorySize.map { cellMaxX - metrics.cellMargin - $0.width - UIKitMetrics.contentToAccessoryPadding }
            ?? cellMaxX - metrics.cellMargin
        let available = max(textTrailing - textX, 0)

        var titleWidth = available
        var detailLines: [String] = []
        var sideDetailWidth: Double?
        if let detail = row.detail {
            if metrics.prefersSideBySideTextAndSecondaryText {
                let natural = measurer.width(of: detail, font: .regular, size: body.pointSize)
                let titleNatural = measurer.width(of: row.title, font: .regular, size: body.pointSize)
                let width = min(natural, max(available - UIKitMetrics.titleToDetailSpacing - titleNatural,
                                             (available - UIKitMetrics.titleToDetailSpacing) * 0.4))
                sideDetailWidth = width
                titleWidth = max(available - UIKitMetrics.titleToDetailSpacing - width, 0)
                detailLines = [PlatformVersions.keptTogether(detail)]
            } else {
                detailLines = lines(detail, width: available, font: body, metrics: metrics)
            }
        }
        let titleLines = lines(row.title, width: titleWidth, font: body, metrics: metrics)
        let subtitleLines = row.subtitle.map { lines($0, width: titleWidth, font: subheadline, metrics: metrics) } ?? []

        let titleHeight = Double(titleLines.count) * body.lineHeight
        let subtitleHeight = Double(subtitleLines.count) * subheadline.lineHeight
        let stackedDetailHeight = sideDetailWidth == nil ? Double(detailLines.count) * body.lineHeight : 0
        let textHeight = titleHeight + (subtitleHeight > 0 ? spacing + subtitleHeight : 0)
            + (stackedDetailHeight > 0 ? spacing + stackedDetailHeight : 0)
        let height = row.height ?? max(metrics.minimumRowHeight, 2 * metrics.cellVerticalMargin + textHeight)
        let frame = Rect(x: cellMinX, y: top, width: metrics.rowWidth, height: height)

        var accessoryFrame: Rect?
        var contentFrame = frame
        if let size = accessorySize {
            let accessory = Rect(x: cellMaxX - metrics.cellMargin - size.width, y: frame.midY - size.height / 2,
                                 width: size.width, height: size.height)
            accessoryFrame = accessory
            contentFrame.width = accessory.minX - UIKitMetrics.contentToAccessoryPadding - frame.minX
        }
        let titleFrame = Rect(x: textX, y: frame.midY - textHeight / 2, width: titleWidth, height: titleHeight)
        var below = titleFrame.maxY
        var subtitleFrame: Rect?
        if row.subtitle != nil {
            let subtitle = Rect(x: textX, y: below + spacing, width: titleWidth, height: subtitleHeight)
            subtitleFrame = subtitle
            below = subtitle.maxY
        }
        var detailFrame: Rect?
        if let width = sideDetailWidth {
            detailFrame = Rect(x: textTrailing - width, y: frame.midY - body.lineHeight / 2, width: width, height: body.lineHeight)
        } else if row.detail != nil {
            detailFrame = Rect(x: textX, y: below + spacing, width: available, height: stackedDetailHeight)
        }
        let cornerMask = metrics.rowsRoundCorners ? Self.cornerMask(for: position, style: metrics.style) : []
        let cornerRadius = metrics.rowsRoundCorners ? metrics.cornerRadius : 0
        return RowLayout(frame: frame, contentFrame: contentFrame, titleFrame: titleFrame, titleLines: titleLines,
                         subtitleFrame: subtitleFrame, subtitleLines: subtitleLines, detailFrame: detailFrame, detailLines: detailLines,
                         accessoryFrame: accessoryFrame, position: position, cornerMask: cornerMask, cornerRadius: cornerRadius,
                         highlight: row.isHighlighted
                             ? Self.highlight(of: frame, mask: cornerMask, radius: cornerRadius, inset: metrics.highlightInset,
                                              cardRadius: metrics.style == .insetGrouped ? metrics.cornerRadius : 0)
                             : nil)
    }

    /// A highlighted row's background. With no inset it is the row itself, rounded as the row is
    /// (in a list of section decorations, a square that reaches past the card's corners). With an
    /// inset, it keeps that far from every edge and rounds all four corners at the card's radius
    /// less the inset, which makes them concentric with the card's; outside insetGrouped the card
    /// is square, and so is the highlight.
    static func highlight(of frame: Rect, mask: CornerMask, radius: Double, inset: Double, cardRadius: Double) -> RoundedShape {
        guard inset > 0 else { return RoundedShape(frame: frame, cornerRadius: radius, cornerMask: mask) }
        let concentric = max(cardRadius - inset, 0)
        // A row thinner than twice the inset keeps a line of highlight rather than none.
        let kept = min(inset, frame.width / 2, frame.height / 2)
        return RoundedShape(frame: frame.insetBy(kept), cornerRadius: concentric, cornerMask: concentric > 0 ? .all : [])
    }

    /// A cell label's lines: wrapped to `width` at accessibility sizes (UIKit's labels have no line
    /// limit there), otherwise the text as one line; a platform and its version never split.
    private func lines(_ text: String, width: Double, font: TextStyleFont, metrics: ResolvedMetrics) -> [String] {
        let text = PlatformVersions.keptTogether(text)
        guard metrics.wrapsText else { return [text] }
        let wrapped = measurer.wrapped(text, toFit: width, font: .regular, size: font.pointSize, maxLines: 0)
        return wrapped.isEmpty ? [text] : wrapped
    }

    /// The accessory's frame size at the default text size, or nil for none.
    static func accessorySize(_ accessory: Accessory, liquidGlass: Bool) -> (width: Double, height: Double)? {
        switch accessory {
        case .none: return nil
        case .switchOff, .switchOn: return liquidGlass ? UIKitMetrics.liquidGlassSwitchSize : UIKitMetrics.classicSwitchSize
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

/// The numbers a spec's device, style, system and content size category select.
private struct ResolvedMetrics {
    let style: TableStyle
    let headerCase: HeaderCase
    let scale: Double
    let sectionInset: Double
    let cellMargin: Double
    let rowWidth: Double
    let cornerRadius: Double
    /// Rows round their own corners: insetGrouped without section decorations, whose rows are square.
    let rowsRoundCorners: Bool
    let highlightInset: Double
    let isLiquidGlass: Bool
    let fonts: ListFonts
    /// Cell labels and headers wrap without a line limit (accessibility sizes only).
    let wrapsText: Bool
    let prefersSideBySideTextAndSecondaryText: Bool
    /// The shortest a row is without a `height`: the default height for the text size.
    let minimumRowHeight: Double
    let cellVerticalMargin: Double
    /// Accessory sizes grow with the body font (``UIKitMetrics/accessoryDesignPointSize``).
    let accessoryScale: Double

    init(_ spec: ListSpec) {
        style = spec.style
        headerCase = spec.resolvedHeaderCase
        scale = spec.device.scale
        isLiquidGlass = spec.system.isLiquidGlass
        let wide = spec.device.hasWideMargins && spec.device.width > UIKitMetrics.narrowScreenWidth
        cellMargin = wide ? UIKitMetrics.wideSectionInset : UIKitMetrics.standardSectionInset
        sectionInset = spec.style == .insetGrouped ? cellMargin : 0
        rowWidth = spec.device.width - 2 * sectionInset
        cornerRadius = spec.cornerRadius ?? (isLiquidGlass ? UIKitMetrics.liquidGlassCornerRadius : UIKitMetrics.classicCornerRadius)
        rowsRoundCorners = spec.style == .insetGrouped && !spec.hasSectionDecorations
        highlightInset = spec.highlightInset
        fonts = ListFonts(spec.contentSizeCategory)
        let accessibility = spec.contentSizeCategory.isAccessibilityCategory
        wrapsText = accessibility
        prefersSideBySideTextAndSecondaryText = !accessibility
        let rowCategory = min(spec.contentSizeCategory, UIKitMetrics.rowHeightLargestCategory)
        let rowBodyLine = ListFonts(rowCategory).body.lineHeight
        minimumRowHeight = isLiquidGlass ? rowBodyLine + UIKitMetrics.liquidGlassRowHeightBeyondBodyLine
            : UIKitMetrics.classicRowHeightInBodyLines * rowBodyLine
        cellVerticalMargin = isLiquidGlass ? UIKitMetrics.liquidGlassCellVerticalMargin
            : UIKitMetrics.classicCellVerticalMargin(bodyLineHeight: rowBodyLine)
        accessoryScale = fonts.body.pointSize / UIKitMetrics.accessoryDesignPointSize
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

    /// The accessory's frame size at this text size, or nil for none: glyphs grow with the body
    /// font, a switch keeps its size.
    func accessorySize(_ accessory: Accessory) -> (width: Double, height: Double)? {
        let scale = accessory.isSwitch ? 1 : accessoryScale
        return ListLayoutEngine.accessorySize(accessory, liquidGlass: isLiquidGlass).map { ($0.width * scale, $0.height * scale) }
    }
}
