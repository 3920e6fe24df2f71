import DocgenCore

/// Writes a ``ListLayout`` as the stable JSON `docgen layout --format json` prints.
///
/// Keys come in a fixed order and numbers in ``PointFormat``, so the output can be diffed and
/// committed. Each text's frame comes with its lines as wrapped, so a chapter's words about what
/// wraps can be checked. The shape is the JSON Schema `docs/schema/layout-v2.schema.json`, which
/// every key of this writer must be in (Scripts/test-layout-schema validates the output against
/// it); a change that removes or renames a key, or changes a key's meaning, is a new
/// ``schemaVersion`` and a new schema file, so a device test written against one keeps working.
public enum LayoutJSONWriter {
    /// The version of the shape, written as `schemaVersion`.
    public static let schemaVersion = 2
    /// The schema's `$id`, written as `$schema` so that an editor or validator finds the shape.
    public static let schemaID = "https://rounded-cells.example/docgen/schema/layout-v2.schema.json"

    /// One layout as a document; or, for several (a comparison's panels, a variant grid's
    /// cells), a document whose `layouts` holds one such document for each.
    public static func json(_ layouts: [ListLayout]) -> String {
        guard layouts.count != 1 else { return json(layouts[0]) }
        var out = "{\n"
        out += "  \"$schema\": \(string(schemaID)),\n"
        out += "  \"schemaVersion\": \(schemaVersion),\n"
        out += "  \"layouts\": ["
        for (index, layout) in layouts.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            let document = json(layout).dropLast()
            out += document.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        out += layouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    public static func json(_ layout: ListLayout) -> String {
        var out = "{\n"
        out += "  \"$schema\": \(string(schemaID)),\n"
        out += "  \"schemaVersion\": \(schemaVersion),\n"
        out += "  \"device\": \(string(layout.spec.device.name)),\n"
        out += "  \"width\": \(number(layout.spec.device.width)),\n"
        out += "  \"style\": \(string(layout.spec.style.rawValue)),\n"
        out += "  \"system\": \(string(layout.spec.system.description)),\n"
        out += "  \"cornerCurve\": \(string(layout.spec.cornerCurve.rawValue)),\n"
        out += "  \"contentSizeCategory\": \(string(layout.spec.contentSizeCategory.rawValue)),\n"
        out += "  \"layoutDirection\": \(string(layout.spec.layoutDirection.rawValue)),\n"
        out += "  \"headerCase\": \(string(layout.spec.resolvedHeaderCase.rawValue)),\n"
        out += "  \"decoration\": \(string(layout.spec.decoration.rawValue)),\n"
        out += "  \"confidence\": \(confidence(layout.spec.resolvedConfidence)),\n"
        out += "  \"tableFrame\": \(frame(layout.tableFrame)),\n"
        out += "  \"scale\": \(number(layout.spec.device.scale)),\n"
        out += "  \"sectionInset\": \(number(layout.sectionInset)),\n"
        out += "  \"cellMargin\": \(number(layout.cellMargin)),\n"
        out += "  \"sections\": ["
        for (index, section) in layout.sections.enumerated() {
            // The engine lays out every section and row of the spec, in order; a layout made
            // otherwise still prints, with the texts it has.
            let written = layout.spec.sections.indices.contains(index) ? layout.spec.sections[index] : nil
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n"
            out += "      \"frame\": \(frame(section.frame)),\n"
            out += "      \"header\": \(optionalFrame(section.header?.frame)),\n"
            out += "      \"headerLines\": \(lines(section.header?.lines ?? [])),\n"
            out += "      \"footer\": \(optionalFrame(section.footer?.frame)),\n"
            out += "      \"footerLines\": \(lines(section.footer?.lines ?? [])),\n"
            out += "      \"headerText\": \(optionalString(written?.header)),\n"
            out += "      \"footerText\": \(optionalString(written?.footer)),\n"
            out += "      \"separators\": [\(section.separators.map(frame).joined(separator: ", "))],\n"
            out += "      \"decoration\": \(shape(section.decoration)),\n"
            out += "      \"rows\": ["
            for (rowIndex, row) in section.rows.enumerated() {
                let writtenRow = written.flatMap { $0.rows.indices.contains(rowIndex) ? $0.rows[rowIndex] : nil }
                out += rowIndex == 0 ? "\n" : ",\n"
                out += "        {\n"
                out += "          \"position\": \(string(row.position.rawValue)),\n"
                out += "          \"title\": \(string(writtenRow?.title ?? row.titleLines.joined(separator: " "))),\n"
                out += "          \"subtitle\": \(optionalString(writtenRow?.subtitle)),\n"
                out += "          \"detail\": \(optionalString(writtenRow?.detail)),\n"
                out += "          \"accessory\": \(string((writtenRow?.accessory ?? .none).rawValue)),\n"
                out += "          \"frame\": \(frame(row.frame)),\n"
                out += "          \"contentFrame\": \(frame(row.contentFrame)),\n"
                out += "          \"titleFrame\": \(frame(row.titleFrame)),\n"
                out += "          \"titleLines\": \(lines(row.titleLines)),\n"
                out += "          \"subtitleFrame\": \(optionalFrame(row.subtitleFrame)),\n"
                out += "          \"subtitleLines\": \(lines(row.subtitleLines)),\n"
                out += "          \"detailFrame\": \(optionalFrame(row.detailFrame)),\n"
                out += "          \"detailLines\": \(lines(row.detailLines)),\n"
                out += "          \"accessoryFrame\": \(optionalFrame(row.accessoryFrame)),\n"
                out += "          \"separatorInset\": \(separatorInset(under: row, in: section, layout: layout)),\n"
                out += "          \"cornerMask\": [\(row.cornerMask.names.map(string).joined(separator: ", "))],\n"
                out += "          \"cornerRadius\": \(number(row.cornerRadius)),\n"
                out += "          \"highlight\": \(shape(row.highlight))\n"
                out += "        }"
            }
            out += section.rows.isEmpty ? "]\n" : "\n      ]\n"
            out += "    }"
        }
        out += layout.sections.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func frame(_ rect: Rect) -> String {
        "{\"x\": \(number(rect.x)), \"y\": \(number(rect.y)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    /// A decoration or highlight: `null`, or its frame, mask and radius.
    private static func shape(_ shape: RoundedShape?) -> String {
        guard let shape else { return "null" }
        return "{\"frame\": \(frame(shape.frame)), \"cornerMask\": [\(shape.cornerMask.names.map(string).joined(separator: ", "))], "
            + "\"cornerRadius\": \(number(shape.cornerRadius))}"
    }

    /// The separator at the row's bottom edge as insets from the row's leading and trailing
    /// edges (`{"leading", "trailing"}`, as `UITableViewCell.separatorInset` with left and right
    /// read in the layout direction), or `null` when the row has none.
    private static func separatorInset(under row: RowLayout, in section: SectionLayout, layout: ListLayout) -> String {
        let bottom = row.frame.maxY
        guard let line = section.separators.first(where: { abs($0.maxY - bottom) < 0.01 && $0.minX >= row.frame.minX - 0.01 }) else {
            return "null"
        }
        let left = line.minX - row.frame.minX, right = row.frame.maxX - line.maxX
        let (leading, trailing) = layout.spec.layoutDirection == .rightToLeft ? (right, left) : (left, right)
        return "{\"leading\": \(number(leading)), \"trailing\": \(number(trailing))}"
    }

    private static func optionalFrame(_ rect: Rect?) -> String {
        rect.map(frame) ?? "null"
    }

    /// A text's lines as the layout wrapped them; `[]` for a text that is not there.
    private static func lines(_ lines: [String]) -> String {
        "[\(lines.map(string).joined(separator: ", "))]"
    }

    private static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "null"
    }

    private static func number(_ value: Double) -> String {
        PointFormat.string(value)
    }

    /// How sure the metrics are (``MetricConfidence``), or null.
    private static func confidence(_ confidence: MetricConfidence) -> String {
        let values = confidence.values.map { "\(string($0.value.rawValue)): \(string($0.level.rawValue))" }.joined(separator: ", ")
        return "{\"level\": \(string(confidence.level.rawValue)), \"evidence\": \(confidence.evidence.map { string($0.rawValue) } ?? "null"), "
            + "\"source\": \(confidence.source.map(string) ?? "null"), \"values\": {\(values)}}"
    }

    private static func string(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
