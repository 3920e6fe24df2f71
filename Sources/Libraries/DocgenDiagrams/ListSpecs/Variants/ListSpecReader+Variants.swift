import DocgenCore
import DocgenYAML

extension ListSpecReader {
    /// Reads `variants:`, a mapping of axis names to lists of values, into ``ListSpecVariants``.
    ///
    /// Every problem is reported at its node: an unknown axis or value (with the closest name),
    /// an empty mapping or list, a value given twice (under two spellings too: `rtl` and
    /// `rightToLeft`), and a grid of more than ``ListSpecVariants/maximumCells`` drawings. A key
    /// the axes override (`contentSizeCategory` under a `textSize` axis) is a warning, since the
    /// grid never draws it. Nil when the spec has no `variants`, or they have an error.
    static func readVariants(_ reader: inout YAMLFieldReader) -> ListSpecVariants? {
        guard let node = reader.node("variants"), !node.isNull else { return nil }
        var variantsReader = YAMLFieldReader(node, what: "'variants'", locate: reader.locate)
        defer { reader.diagnostics(from: variantsReader) }
        guard let pairs = node.mapping else { return nil }
        if pairs.isEmpty {
            variantsReader.report(.error("'variants' must name at least one axis: \(axisNames)", at: reader.locate(node)))
            return nil
        }
        variantsReader.rejectUnknownKeys(VariantAxisKind.allCases.map(\.rawValue))
        var axes: [VariantAxis] = []
        var isValid = true
        for pair in pairs {
            guard let kind = pair.key.scalar.flatMap(VariantAxisKind.init(rawValue:)) else {
                isValid = false
                continue
            }
            guard !axes.contains(where: { $0.kind == kind }) else { continue }
            if let axis = readAxis(kind, pair.value, reader: &variantsReader) { axes.append(axis) } else { isValid = false }
        }
        guard isValid, !variantsReader.diagnostics.containsErrors else { return nil }
        let variants = ListSpecVariants(axes: axes)
        if variants.cellCount > ListSpecVariants.maximumCells {
            let counts = axes.map { String($0.values.count) }.joined(separator: " × ")
            variantsReader.report(.error("'variants' makes \(variants.cellCount) drawings (\(counts)); a grid holds at most "
                                             + "\(ListSpecVariants.maximumCells): drop a value, or split it into two specs",
                                         at: reader.locate(node)))
            return nil
        }
        for (kind, key) in [(VariantAxisKind.textSize, "contentSizeCategory"), (.direction, "layoutDirection"), (.system, "system")]
        where axes.contains(where: { $0.kind == kind }) {
            if let overridden = reader.node(key), !overridden.isNull {
                variantsReader.report(.warning("'\(key)' has no effect: the '\(kind.rawValue)' axis of 'variants' sets it in every drawing",
                                               at: reader.locate(overridden), rule: .diagramSetting))
            }
        }
        return variants
    }

    private static var axisNames: String { VariantAxisKind.allCases.map(\.rawValue).joined(separator: ", ") }

    /// One axis: a list of values (a single value is a list of one), each known and given once.
    private static func readAxis(_ kind: VariantAxisKind, _ node: YAMLNode, reader: inout YAMLFieldReader) -> VariantAxis? {
        let items = node.sequence ?? [node]
        if node.isNull || items.isEmpty {
            reader.report(.error("'\(kind.rawValue)' must list at least one value: \(VariantValueNames.names(of: kind).joined(separator: ", "))",
                                 at: reader.locate(node)))
            return nil
        }
        var values: [VariantValue] = []
        var written: [VariantValue: String] = [:]
        var isValid = true
        for item in items {
            guard let text = item.stringValue else {
                reader.report(.error("'\(kind.rawValue)' must list names, not \(item.kindDescription)", at: reader.locate(item)))
                isValid = false
                continue
            }
            guard let value = VariantValueNames.value(text, of: kind) else {
                var message = "unknown \(kind.rawValue) '\(text)'"
                let names = VariantValueNames.names(of: kind)
                if let suggestion = Spelling.closest(to: text, in: VariantValueNames.spellings(of: kind)) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; use one of \(names.joined(separator: ", "))"
                }
                reader.report(.error(message, at: reader.locate(item)))
                isValid = false
                continue
            }
            if let first = written[value] {
                let same = first == text ? "" : " ('\(first)' and '\(text)' are the same \(kind.rawValue))"
                reader.report(.error("'\(text)' is listed twice under '\(kind.rawValue)'\(same)", at: reader.locate(item)))
                isValid = false
                continue
            }
            written[value] = text
            values.append(value)
        }
        return isValid ? VariantAxis(kind: kind, values: values) : nil
    }
}

/// The names a spec may give each axis's values.
enum VariantValueNames {
    /// The value `text` names on the axis, by its short name or as the spec's own key spells it
    /// (`AX5` or `accessibilityExtraExtraExtraLarge`, `rtl` or `rightToLeft`, `iOS 26`).
    static func value(_ text: String, of kind: VariantAxisKind) -> VariantValue? {
        switch kind {
        case .theme:
            return DiagramPalette.Scheme(rawValue: text).flatMap { $0 == .auto ? nil : .theme($0) }
        case .textSize:
            return ContentSizeCategory(named: text).map(VariantValue.textSize)
        case .direction:
            switch text {
            case "ltr", LayoutDirection.leftToRight.rawValue: return .direction(.leftToRight)
            case "rtl", LayoutDirection.rightToLeft.rawValue: return .direction(.rightToLeft)
            default: return nil
            }
        case .system:
            return SystemVersion(text).map(VariantValue.system)
        }
    }

    /// The names to suggest in a message: the short ones.
    static func names(of kind: VariantAxisKind) -> [String] {
        switch kind {
        case .theme: ["light", "dark"]
        case .textSize: ContentSizeCategory.allCases.map(\.shortName)
        case .direction: ["ltr", "rtl"]
        case .system: ["iOS 13", "…", "iOS 18", "iOS 26"]
        }
    }

    /// Every spelling, to find the closest to a typo.
    static func spellings(of kind: VariantAxisKind) -> [String] {
        switch kind {
        case .theme: names(of: kind)
        case .textSize: ContentSizeCategory.allCases.flatMap { [$0.shortName, $0.rawValue] }
        case .direction: ["ltr", "rtl"] + LayoutDirection.allCases.map(\.rawValue)
        case .system: (13...18).map { "iOS \($0)" } + ["iOS 26"]
        }
    }
}
