import DocgenCore
import DocgenYAML

/// Reads the YAML of a `benchtable` block into a ``BenchTableSpec``, reporting every problem at
/// once, located in the chapter. Checks against the CSV itself come later, when it is read.
public enum BenchTableSpecReader {
    static let keys = ["id", "source", "caption", "key", "columns", "labels", "units", "better", "baseline", "ratios", "marks", "chart", "notes", "rowLabels"]

    /// Parses `yaml`; `origin` is where its first line sits in the chapter. The spec is usable
    /// only when the diagnostics hold no error.
    public static func read(_ yaml: String, origin: SourceLocation) -> (BenchTableSpec?, [Diagnostic]) {
        let locate: (YAMLNode) -> SourceLocation = {
            SourceLocation(file: origin.file, line: origin.line + $0.line - 1, column: $0.column)
        }
        let root: YAMLNode
        do {
            guard let parsed = try YAMLParser.parse(yaml) else {
                return (nil, [.error("empty benchtable: it needs at least 'source'", at: origin.offset(lines: -1))])
            }
            root = parsed
        } catch {
            let location = SourceLocation(file: origin.file, line: origin.line + error.line - 1, column: error.column)
            return (nil, [.error("invalid YAML in benchtable: \(error.message)", at: location)])
        }
        var reader = YAMLFieldReader(root, what: "a benchtable", locate: locate)
        guard root.mapping != nil else { return (nil, reader.diagnostics) }
        reader.rejectUnknownKeys(keys)
        guard let source = reader.requiredString("source", missing: "a benchtable needs 'source', the CSV file to show", at: locate(root),
                                                 noValue: "'source' has no value; a benchtable needs the CSV file to show"),
              let sourceNode = reader.node("source") else {
            return (nil, reader.diagnostics)
        }
        var spec = BenchTableSpec(source: source)
        spec.locations["source"] = locate(sourceNode)
        if let id = reader.string("id") {
            if ElementID.isValid(id) { spec.id = id } else {
                reader.report(.error("'id' must start with a letter and use only letters, digits, '-' and '_'", at: locate(reader.node("id")!)))
            }
        }
        spec.caption = reader.string("caption")
        spec.notes = reader.string("notes")
        if let key = reader.string("key") {
            spec.key = key
            spec.locations["key"] = locate(reader.node("key")!)
        }
        if let baseline = reader.string("baseline") {
            spec.baseline = baseline
            spec.locations["baseline"] = locate(reader.node("baseline")!)
        }
        if let columns = names("columns", &reader, into: &spec) { spec.columns = columns }
        spec.chart = names("chart", &reader, into: &spec) ?? []
        if let ratios = names("ratios", &reader, into: &spec) {
            spec.ratios = ratios
            spec.locations["ratios"] = reader.locate(reader.node("ratios")!)
        }
        if let text = reader.string("marks") {
            if let marks = BenchTableSpec.Marks(rawValue: text) { spec.marks = marks } else {
                let choices = BenchTableSpec.Marks.allCases.map(\.rawValue)
                var message = "unknown marks '\(text)'"
                if let suggestion = Spelling.closest(to: text, in: choices) { message += "; did you mean '\(suggestion)'?" } else {
                    message += "; use one of \(choices.joined(separator: ", "))"
                }
                reader.report(.error(message, at: reader.locate(reader.node("marks")!)))
            }
        }
        spec.labels = textMap("labels", &reader, into: &spec)
        spec.units = textMap("units", &reader, into: &spec)
        spec.rowLabels = textMap("rowLabels", &reader, into: &spec, naming: "row keys")
        for (column, text) in textMap("better", &reader, into: &spec) {
            if let direction = BenchTableSpec.Direction(rawValue: text) {
                spec.better[column] = direction
            } else {
                reader.report(.error("'better' for '\(column)' must be higher or lower, not '\(text)'", at: spec.locations["better.\(column)"]!))
            }
        }
        return (spec, reader.diagnostics)
    }

    /// A list of column names (a single name is a list of one), each located.
    private static func names(_ key: String, _ reader: inout YAMLFieldReader, into spec: inout BenchTableSpec) -> [String]? {
        guard let node = reader.node(key), !node.isNull else { return nil }
        var result: [String] = []
        for item in node.sequence ?? [node] {
            guard let name = item.stringValue else {
                reader.report(.error("'\(key)' must list column names, not \(item.kindDescription)", at: reader.locate(item)))
                continue
            }
            if result.contains(name) {
                reader.report(.error("'\(key)' names '\(name)' twice", at: reader.locate(item)))
                continue
            }
            result.append(name)
            spec.locations["\(key).\(name)"] = reader.locate(item)
        }
        return result
    }

    /// A mapping of column names (or row keys) to text, each located.
    private static func textMap(_ key: String, _ reader: inout YAMLFieldReader, into spec: inout BenchTableSpec,
                                naming what: String = "column names") -> [String: String] {
        guard let node = reader.node(key), !node.isNull else { return [:] }
        guard let pairs = node.mapping else {
            reader.report(.error("'\(key)' must map \(what) to text, not \(node.kindDescription)", at: reader.locate(node)))
            return [:]
        }
        var result: [String: String] = [:]
        for pair in pairs {
            guard let name = pair.key.stringValue, let text = pair.value.stringValue else {
                reader.report(.error("'\(key)' must map \(what) to text", at: reader.locate(pair.value)))
                continue
            }
            if result[name] != nil {
                reader.report(.error("duplicate key '\(name)' in '\(key)'", at: reader.locate(pair.key)))
                continue
            }
            result[name] = text
            spec.locations["\(key).\(name)"] = reader.locate(pair.key)
        }
        return result
    }
}
