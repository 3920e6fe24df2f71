/// A variant grid's words in Simplified Chinese.
struct SimplifiedChineseVariantGridStrings: VariantGridStrings {
    func header(_ value: VariantValue) -> String { phrase(value) }

    func phrase(_ value: VariantValue) -> String {
        switch value {
        case .theme(let scheme): scheme == .dark ? "深色" : "浅色"
        case .textSize(let category): "文字大小 \(category.shortName)"
        case .direction(let direction): direction == .leftToRight ? "从左到右" : "从右到左"
        case .system(let system): system.description
        }
    }

    func cellTitle(_ values: [VariantValue]) -> String {
        values.map(phrase).joined(separator: "，")
    }

    func variantCount(_ count: Int) -> String { "\(count) 种变体" }

    func gridDescription(count: Int, rows: VariantAxis?, columns: [VariantAxis], fixedSchemes: Bool) -> String {
        var sentences = ["同一列表的 \(count) 幅图，每种设置组合一幅。"]
        if let rows { sentences.append(Self.mixed(["各行依次为", series(rows.values.map(phrase)), "。"])) }
        if let outer = columns.first {
            var parts = ["各列依次为", series(outer.values.map(phrase))]
            for inner in columns.dropFirst() { parts += ["，每列再分为", series(inner.values.map(phrase))] }
            sentences.append(Self.mixed(parts + ["。"]))
        }
        if fixedSchemes { sentences.append("浅色和深色的图保持各自的颜色，不随阅读者的外观设置变化。") }
        sentences.append("每幅图另有各自的描述。")
        return sentences.joined()
    }

    /// `甲`、`甲和乙`、`甲、乙和丙`.
    private func series(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return Self.mixed([items.dropLast().joined(separator: "、"), "和", last])
    }

    /// Parts written one after another, with a space wherever Chinese meets a Latin letter or a
    /// digit (`文字大小 Large 和文字大小 AX5`), as the guide's Chinese text is set.
    static func mixed(_ parts: [String]) -> String {
        parts.reduce("") { text, part in
            guard let last = text.unicodeScalars.last, let first = part.unicodeScalars.first else { return text + part }
            let meets = (isLatin(last) && isIdeograph(first)) || (isIdeograph(last) && isLatin(first))
            return text + (meets ? " " : "") + part
        }
    }

    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) }

    private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isIdeographic }
}
