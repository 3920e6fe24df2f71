import DocgenCore
import DocgenYAML

extension ListSpecReader {
    /// Reads `confidence:`: a level (`confidence: medium`), or a mapping of `level`, `evidence`,
    /// `source` and `values` (each value's own level). A level above what the evidence supports
    /// (high from decompiled code) is an error at that level. Nil when the spec says nothing.
    static func readConfidence(_ reader: inout YAMLFieldReader) -> MetricConfidence? {
        guard let node = reader.node("confidence"), !node.isNull else { return nil }
        if node.mapping == nil {
            return reader.choice("confidence", of: MetricConfidence.Level.self).map { MetricConfidence(level: $0) }
        }
        var fields = YAMLFieldReader(node, what: "'confidence'", locate: reader.locate)
        defer { reader.diagnostics(from: fields) }
        fields.rejectUnknownKeys(["level", "evidence", "source", "values"])
        guard let level = fields.choice("level", of: MetricConfidence.Level.self) else {
            if fields.node("level") == nil {
                fields.report(.error("'confidence' needs a 'level': \(levelNames)", at: reader.locate(node)))
            }
            return nil
        }
        var confidence = MetricConfidence(level: level, evidence: fields.choice("evidence", of: MetricConfidence.Evidence.self),
                                          source: fields.string("source"))
        let highest = confidence.evidence?.highestLevel ?? .high
        if level > highest, let evidence = confidence.evidence, let levelNode = fields.node("level") {
            fields.report(.error("values known from \(evidence.rawValue) evidence alone are at most \(highest.rawValue), not \(level.rawValue)",
                                 at: reader.locate(levelNode)))
        }
        if let valuesNode = fields.node("values"), !valuesNode.isNull {
            var values = YAMLFieldReader(valuesNode, what: "'confidence.values'", locate: reader.locate)
            defer { fields.diagnostics(from: values) }
            values.rejectUnknownKeys(MetricConfidence.Value.allCases.map(\.rawValue))
            for pair in valuesNode.mapping ?? [] {
                guard let name = pair.key.scalar, let value = MetricConfidence.Value(rawValue: name),
                      let rated = values.choice(name, of: MetricConfidence.Level.self) else { continue }
                if rated > highest, let evidence = confidence.evidence {
                    values.report(.error("'\(name)': values known from \(evidence.rawValue) evidence alone are at most \(highest.rawValue), "
                                             + "not \(rated.rawValue)", at: reader.locate(pair.value)))
                }
                confidence.values.append(MetricConfidence.RatedValue(value, rated))
            }
        }
        return confidence
    }

    private static var levelNames: String { MetricConfidence.Level.allCases.map(\.rawValue).joined(separator: ", ") }
}
