import DocgenSVG

/// Writes a ``ListLayout`` as the readable outline `docgen layout` prints, like a view debugger.
///
/// The text size, direction and header case are named only when they are not the defaults.
public enum LayoutTextWriter {
    public static func text(_ layout: ListLayout) -> String {
        let spec = layout.spec
        let device = spec.device
        var out = "\(device.name): \(PointFormat.string(device.width)) pt wide, \(device.hasWideMargins ? "wide" : "standard") margins, @\(PointFormat.string(device.scale))x\n"
        out += "\(spec.style.rawValue) on \(spec.system), \(spec.cornerCurve.rawValue) corners"
        if spec.contentSizeCategory != .large { out += ", text size \(spec.contentSizeCategory.rawValue)" }
        if spec.layoutDirection == .rightToLeft { out += ", right to left" }
        if spec.resolvedHeaderCase != .default(style: spec.style, system: spec.system) {
            out += spec.resolvedHeaderCase == .upper ? ", headers in capitals" : ", headers as written"
        }
        out += "\n"
        out += "table view \(layout.tableFrame)  section inset \(PointFormat.string(layout.sectionInset))  cell margin \(PointFormat.string(layout.cellMargin))\n"
        for (index, section) in layout.sections.enumerated() {
            out += "\nsection \(index) \(section.frame)\n"
            if let header = section.header { out += "  header \(header.frame)  \"\(header.lines.joined(separator: " / "))\"\n" }
            for (rowIndex, row) in section.rows.enumerated() {
                let title = spec.sections[index].rows[rowIndex].title
                out += "  row \(rowIndex) \"\(title)\" (\(row.position.rawValue))\n"
                out += "    cell        \(row.frame)\n"
                out += "    contentView \(row.contentFrame)\n"
                out += "    title       \(row.titleFrame)\n"
                if let subtitle = row.subtitleFrame { out += "    subtitle    \(subtitle)\n" }
                if let detail = row.detailFrame { out += "    detail      \(detail)\n" }
                if let accessory = row.accessoryFrame { out += "    accessory   \(accessory)\n" }
                out += "    corners     \(row.cornerMask.swiftLiteral) radius \(PointFormat.string(row.cornerRadius))\n"
            }
            for separator in section.separators { out += "  separator \(separator)\n" }
            if let footer = section.footer { out += "  footer \(footer.frame)  \"\(footer.lines.joined(separator: " / "))\"\n" }
        }
        return out
    }
}
