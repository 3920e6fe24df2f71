import DocgenListLayout

/// Says in words what a diagram shows, for its `<title>` and `<desc>`: screen readers read
/// these, and they are the text alternative to the picture.
enum DiagramDescription {
    static func title(_ layout: ListLayout, view: DiagramView) -> String {
        let subject = layout.spec.caption ?? Self.subject(layout.spec)
        switch view {
        case .list: return subject
        case .layers: return "\(subject): the layers of \(layout.spec.style == .insetGrouped ? "a rounded section" : "a section")"
        case .corners: return "\(subject): corner masks by row position"
        case .accessory: return "\(subject): the trailing edge of a row, magnified"
        }
    }

    /// What the picture is: a table view of its style, or, when the spec sets a corner radius
    /// UIKit's insetGrouped style does not draw, a custom list laid out like one (the style
    /// itself cannot change its radius).
    static func subject(_ spec: ListSpec) -> String {
        let systemRadius = spec.system.isLiquidGlass ? UIKitMetrics.liquidGlassCornerRadius : UIKitMetrics.classicCornerRadius
        if spec.style == .insetGrouped, let radius = spec.cornerRadius, radius != systemRadius {
            return "A custom list laid out like an insetGrouped table view, with its own \(n(radius))-point corners "
                + "(the style itself draws \(n(systemRadius)))"
        }
        return "\(article(spec.style.rawValue)) \(spec.style.rawValue) table view"
    }

    static func text(_ layout: ListLayout, view: DiagramView) -> String {
        let spec = layout.spec
        var setting = "\(spec.system)"
        if spec.contentSizeCategory != .large { setting += ", text size \(spec.contentSizeCategory.rawValue)" }
        if spec.layoutDirection == .rightToLeft { setting += ", right to left" }
        var sentences = ["\(subject(spec)) on \(spec.device.name) (\(n(spec.device.width)) points wide), \(setting), with \(count(spec.sections.count, "section"))."]
        switch view {
        case .list:
            for (index, section) in spec.sections.enumerated() {
                var sentence = "Section \(index + 1)"
                if let header = section.header { sentence += ", headed “\(header)”" }
                sentence += ": " + section.rows.map(describe).joined(separator: "; ") + "."
                if let footer = section.footer { sentence += " Footer: “\(footer)”." }
                sentences.append(sentence)
            }
            sentences.append(cornerSummary(layout))
        case .layers:
            let index = LayersView.shownSection(layout)
            let section = layout.sections[index]
            let background = section.rows.count == 1 ? "the cell's background view" : "the \(section.rows.count) cells' background views stacked"
            sentences.append("Section \(index + 1) is drawn as four layers pulled apart, back to front: the table view; the section's \(layout.spec.style == .insetGrouped ? "rounded" : "square") background, which is \(background) (UIKit has no separate container view); the cells themselves, which are rectangular; and each cell's contentView, with the accessory beside it.")
            if layout.sectionInset > 0 {
                sentences.append("Dimension lines mark the \(n(layout.sectionInset))-point section inset and the \(n(section.rows.first?.cornerRadius ?? 0))-point corner radius.")
            }
        case .corners:
            sentences.append("Each row is drawn apart from its neighbours with its rounded corners highlighted.")
            for (index, section) in layout.sections.enumerated() {
                let masks = section.rows.map { "\($0.position.rawValue) row \($0.cornerMask.swiftLiteral)" }
                sentences.append("Section \(index + 1): " + masks.joined(separator: ", ") + ".")
            }
            if spec.layoutDirection == .rightToLeft {
                sentences.append("The masks are the same as left to right: maskedCorners are in layer coordinates, so .layerMinXMinYCorner is the top-left corner in either direction, and UIKit rounds both corners of an edge, which mirroring keeps.")
            }
        case .accessory:
            let row = layout.sections.flatMap(\.rows)[AccessoryView.shownRow(layout)]
            let direction = spec.layoutDirection
            let edge = direction == .leftToRight ? "The trailing edge" : "The trailing (left) edge"
            let magnified = AccessoryView.zoom(layout) == 3 ? "magnified three times" : "magnified twice"
            if let accessory = row.accessoryFrame {
                let margin = abs(direction.trailingEdge(of: row.frame) - direction.trailingEdge(of: accessory))
                let gap = abs(direction.leadingEdge(of: accessory) - direction.trailingEdge(of: row.contentFrame))
                sentences.append("\(edge) of a row, \(magnified). The accessory is \(n(accessory.width)) by \(n(accessory.height)) points and ends \(n(margin)) points before the cell's edge; the contentView stops \(n(gap)) points before the accessory, so it is \(n(row.contentFrame.width)) of the cell's \(n(row.frame.width)) points. An overlay or mask meant to cover the row belongs on the cell's bounds, not on the contentView.")
            } else {
                sentences.append("\(edge) of a row without an accessory, \(magnified): the text ends at the \(n(layout.cellMargin))-point margin.")
            }
        }
        return sentences.joined(separator: " ")
    }

    private static func describe(_ row: RowSpec) -> String {
        var text = "“\(row.title)”"
        if let subtitle = row.subtitle { text += " with subtitle “\(subtitle)”" }
        if let detail = row.detail { text += ", detail “\(detail)”" }
        switch row.accessory {
        case .none: break
        case .disclosureIndicator: text += ", disclosure indicator"
        case .checkmark: text += ", checkmark"
        case .detailButton: text += ", info button"
        case .detailDisclosureButton: text += ", info button and disclosure indicator"
        }
        return text
    }

    private static func cornerSummary(_ layout: ListLayout) -> String {
        guard layout.spec.style == .insetGrouped else { return "Rows run edge to edge with square corners." }
        return "Each section is inset \(n(layout.sectionInset)) points from the screen edges and rounded with a \(n(layout.sections.first?.rows.first?.cornerRadius ?? 0))-point \(layout.spec.cornerCurve.rawValue) corner: first rows round their top corners, last rows their bottom corners, single rows all four."
    }

    private static func n(_ value: Double) -> String { SVGCanvas.number(value) }

    private static func count(_ value: Int, _ noun: String) -> String { value == 1 ? "1 \(noun)" : "\(value) \(noun)s" }

    private static func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.prefix(1).lowercased()) ? "An" : "A"
    }
}
