import DocgenCore
import DocgenYAML

/// Reads the YAML of a `listspec` block (or a spec file) into a ``ListSpec``, reporting every
/// problem at once, each located in the user's file.
public enum ListSpecReader {
    static let specKeys = ["id", "caption", "style", "device", "width", "cornerRadius", "cornerCurve", "system", "contentSizeCategory",
                           "layoutDirection", "headerCase", "decoration", "highlightInset", "views", "sections",
                           "compare", "variants", "confidence"]
    static let sectionKeys = ["header", "footer", "rows"]
    static let rowKeys = ["title", "subtitle", "detail", "accessory", "height", "highlighted"]

    /// Accepted ranges, beyond which a number is a typo rather than a design.
    static let widthRange = 280.0...1400.0
    static let radiusRange = 0.0...100.0
    static let heightRange = 1.0...1000.0
    static let highlightInsetRange = 0.0...20.0

    /// Parses `yaml`; `origin` is where the YAML's first line sits in the user's file.
    ///
    /// The spec comes back whenever the YAML is a mapping, with every valid key applied, so the
    /// caller can check page-level rules (duplicate ids) on a spec that has other errors too;
    /// it is usable only when the diagnostics hold no error.
    ///
    /// - Parameters:
    ///   - defaultID: the id to use when the spec sets none.
    ///   - origin: the file and line of the YAML's first line, so errors point into the file.
    public static func read(_ yaml: String, defaultID: String, origin: SourceLocation) -> (ListSpec?, [Diagnostic]) {
        let locate: (YAMLNode) -> SourceLocation = {
            SourceLocation(file: origin.file, line: origin.line + $0.line - 1, column: $0.column)
        }
        let root: YAMLNode
        do {
            guard let parsed = try YAMLParser.parse(yaml) else {
                return (nil, [.error("empty listspec: it needs at least 'sections'", at: origin.offset(lines: -1))])
            }
            root = parsed
        } catch {
            let location = SourceLocation(file: origin.file, line: origin.line + error.line - 1, column: error.column)
            return (nil, [.error("invalid YAML in listspec: \(error.message)", at: location)])
        }
        var reader = YAMLFieldReader(root, what: "a listspec", locate: locate)
        guard root.mapping != nil else { return (nil, reader.diagnostics) }
        reader.rejectUnknownKeys(specKeys)

        var spec = ListSpec(id: defaultID, sections: [])
        if let id = reader.string("id") {
            if ElementID.isValid(id) { spec.id = id } else {
                reader.report(.error("'id' must start with a letter and use only letters, digits, '-' and '_'", at: locate(reader.node("id")!)))
            }
        }
        spec.caption = reader.string("caption")
        if let style = reader.choice("style", of: TableStyle.self) { spec.style = style }
        if let curve = reader.choice("cornerCurve", of: CornerCurve.self) { spec.cornerCurve = curve }
        // Apple's short names (`AX3`) as well as UIKit's, as `variants: textSize:` takes them.
        if let text = reader.node("contentSizeCategory")?.stringValue, let category = ContentSizeCategory(named: text) {
            spec.contentSizeCategory = category
        } else if let category = reader.choice("contentSizeCategory", of: ContentSizeCategory.self) {
            spec.contentSizeCategory = category
        }
        if let direction = reader.choice("layoutDirection", of: LayoutDirection.self) { spec.layoutDirection = direction }
        if let headerCase = reader.choice("headerCase", of: HeaderCase.self) { spec.headerCase = headerCase }
        readDevice(&reader, into: &spec)
        if let systemNode = reader.node("system"), !systemNode.isNull {
            if let text = systemNode.stringValue, let system = SystemVersion(text) {
                spec.system = system
            } else {
                reader.report(.error("unknown system '\(systemNode.scalar ?? systemNode.kindDescription)'; use iOS 13 to iOS 18, or iOS 26",
                                     at: locate(systemNode)))
            }
        }
        if let radius = reader.number("cornerRadius", in: radiusRange) {
            spec.cornerRadius = radius
            if spec.style != .insetGrouped {
                reader.report(.warning("'cornerRadius' has no effect on a \(spec.style.rawValue) table: only insetGrouped rounds its sections",
                                       at: locate(reader.node("cornerRadius")!), rule: .diagramSetting))
            }
        }
        if let decoration = reader.choice("decoration", of: SectionDecoration.self) {
            spec.decoration = decoration
            if decoration != .none && spec.style != .insetGrouped {
                reader.report(.warning("'decoration' has no effect on a \(spec.style.rawValue) table: only insetGrouped sections are drawn as cards",
                                       at: locate(reader.node("decoration")!), rule: .diagramSetting))
            }
        }
        if let inset = reader.number("highlightInset", in: highlightInsetRange) { spec.highlightInset = inset }
        if let views = reader.list("views", of: DiagramView.self, itemName: "view") {
            if views.isEmpty {
                reader.report(.error("'views' must name at least one view", at: locate(reader.node("views")!)))
            } else {
                spec.views = views
            }
        }
        spec.sections = readSections(&reader, root: root)
        spec.confidence = readConfidence(&reader)
        spec.comparison = readComparison(&reader, spec: spec)
        spec.variants = readVariants(&reader)
        if spec.comparison != nil, spec.variants != nil, let variantsNode = reader.node("variants") {
            reader.report(.error("a spec takes 'compare' or 'variants', not both: draw the comparison and the grid from two specs",
                                 at: locate(variantsNode)))
        }
        if let insetNode = reader.node("highlightInset"), spec.highlightInset > 0,
           !spec.sections.contains(where: { $0.rows.contains(where: \.isHighlighted) }) {
            reader.report(.warning("'highlightInset' has no effect: no row is 'highlighted'", at: locate(insetNode), rule: .diagramSetting))
        }
        return (spec, reader.diagnostics)
    }

    private static func readDevice(_ reader: inout YAMLFieldReader, into spec: inout ListSpec) {
        let deviceNode = reader.node("device")
        let widthNode = reader.node("width")
        if let deviceNode, widthNode != nil {
            reader.report(.error("give either 'device' or 'width', not both", at: reader.locate(deviceNode)))
            return
        }
        if let name = reader.string("device") {
            if let device = Device.named(name) {
                spec.device = device
            } else {
                var message = "unknown device '\(name)'"
                let names = Device.catalogue.map(\.name)
                if let suggestion = Spelling.closest(to: name, in: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; known devices: \(names.joined(separator: ", ")); or set 'width'"
                }
                reader.report(.error(message, at: reader.locate(deviceNode!)))
            }
        } else if let width = reader.number("width", in: widthRange) {
            spec.device = .phone(width: width)
        }
    }

    private static func readSections(_ reader: inout YAMLFieldReader, root: YAMLNode) -> [SectionSpec] {
        guard let node = reader.node("sections") else {
            reader.report(.error("a listspec needs 'sections'", at: reader.locate(root)))
            return []
        }
        guard let items = node.sequence else {
            reader.report(.error("'sections' must be a list of sections, not \(node.kindDescription)", at: reader.locate(node)))
            return []
        }
        if items.isEmpty {
            reader.report(.error("'sections' must not be empty", at: reader.locate(node)))
        }
        return items.compactMap { item in
            var sectionReader = YAMLFieldReader(item, what: "a section", locate: reader.locate)
            defer { reader.diagnostics(from: sectionReader) }
            guard item.mapping != nil else { return nil }
            sectionReader.rejectUnknownKeys(sectionKeys)
            let header = sectionReader.string("header")
            let footer = sectionReader.string("footer")
            guard let rowsNode = sectionReader.node("rows") else {
                sectionReader.report(.error("a section needs 'rows'", at: reader.locate(item)))
                return nil
            }
            guard let rows = rowsNode.sequence else {
                sectionReader.report(.error("'rows' must be a list of rows, not \(rowsNode.kindDescription)", at: reader.locate(rowsNode)))
                return nil
            }
            if rows.isEmpty {
                sectionReader.report(.error("'rows' must not be empty", at: reader.locate(rowsNode)))
            }
            let specs = rows.compactMap { readRow($0, reader: &sectionReader) }
            return SectionSpec(header: header, footer: footer, rows: specs)
        }
    }

    private static func readRow(_ node: YAMLNode, reader: inout YAMLFieldReader) -> RowSpec? {
        if let title = node.stringValue {
            return RowSpec(title: title)
        }
        var rowReader = YAMLFieldReader(node, what: "a row", locate: reader.locate)
        defer { reader.diagnostics(from: rowReader) }
        guard node.mapping != nil else { return nil }
        rowReader.rejectUnknownKeys(rowKeys)
        let title = rowReader.requiredString("title", missing: "a row needs a 'title'", at: reader.locate(node),
                                             noValue: "'title' has no value; a row needs a title")
        let subtitle = rowReader.string("subtitle")
        let detail = rowReader.string("detail")
        let accessory = rowReader.choice("accessory", of: Accessory.self) ?? Accessory.none
        let height = rowReader.number("height", in: heightRange)
        let highlighted = rowReader.bool("highlighted") ?? false
        guard let title else { return nil }
        return RowSpec(title: title, subtitle: subtitle, detail: detail, accessory: accessory, height: height, isHighlighted: highlighted)
    }
}

extension YAMLFieldReader {
    /// One of an enum's raw values; anything else is reported with the choices and a suggestion.
    mutating func choice<T: CaseIterable & RawRepresentable>(_ key: String, of type: T.Type) -> T? where T.RawValue == String {
        guard let value = node(key), !value.isNull else { return nil }
        let choices = T.allCases.map(\.rawValue)
        guard let text = value.stringValue else {
            report(.error("'\(key)' must be one of \(choices.joined(separator: ", ")), not \(value.kindDescription)", at: locate(value)))
            return nil
        }
        if let match = T(rawValue: text) { return match }
        report(.error(Self.unknownChoiceMessage(key: key, text: text, choices: choices), at: locate(value)))
        return nil
    }

    /// A list of an enum's raw values (a single value is a list of one); `itemName` names one item in messages.
    mutating func list<T: CaseIterable & RawRepresentable>(_ key: String, of type: T.Type, itemName: String) -> [T]? where T.RawValue == String {
        guard let value = node(key), !value.isNull else { return nil }
        let items = value.sequence ?? [value]
        let choices = T.allCases.map(\.rawValue)
        var result: [T] = []
        for item in items {
            guard let text = item.stringValue else {
                report(.error("'\(key)' must list names from \(choices.joined(separator: ", ")), not \(item.kindDescription)", at: locate(item)))
                continue
            }
            if let match = T(rawValue: text) { result.append(match) } else {
                report(.error(Self.unknownChoiceMessage(key: itemName, text: text, choices: choices), at: locate(item)))
            }
        }
        return result
    }

    /// Takes over the diagnostics a nested reader gathered.
    mutating func diagnostics(from nested: YAMLFieldReader) {
        for diagnostic in nested.diagnostics { report(diagnostic) }
    }

    private static func unknownChoiceMessage(key: String, text: String, choices: [String]) -> String {
        var message = "unknown \(key) '\(text)'"
        if let suggestion = Spelling.closest(to: text, in: choices) { message += "; did you mean '\(suggestion)'?" } else {
            message += "; use one of \(choices.joined(separator: ", "))"
        }
        return message
    }
}
