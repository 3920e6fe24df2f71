import DocgenCore

extension FindingsFormatter {
    /// The schema the log declares: SARIF 2.1.0 with its approved errata, as OASIS publishes it.
    private static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// A SARIF 2.1.0 log for GitHub code scanning: one run of docgen, every rule of ``CheckRuleRegistry``
    /// as a rule of the driver, and one result per finding in the findings' order.
    ///
    /// A relative path becomes a percent-encoded URI reference against `%SRCROOT%`, the folder
    /// docgen ran in; an absolute path becomes a `file:` URI. Lines and columns are given only
    /// when known. Columns count Unicode code points, as SARIF requires: docgen's byte columns
    /// are converted with the line's text, read by `contents` (a file's bytes by its path as
    /// findings show it), and left out when the line cannot be read.
    static func sarif(_ findings: [Diagnostic], contents: @escaping (String) -> [UInt8]?) -> String {
        let rules = CheckRuleRegistry.rules.map { rule in
            let sentence = rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()
            return "{\"id\": \(JSONText.quoted(rule.id)), "
                + "\"shortDescription\": \(sarifText(rule.summary)), "
                + "\"fullDescription\": \(sarifText("\(sentence). Standard: \(rule.standard).")), "
                + "\"help\": \(sarifText("Standard: \(rule.standard). To turn the rule off: --disable \(rule.id); to report it as a warning: --warn \(rule.id).")), "
                + "\"defaultConfiguration\": {\"level\": \(JSONText.quoted(sarifLevel(rule.defaultSeverity)))}}"
        }
        var columns = CodePointColumns(contents: contents)
        let results = findings.map { finding in
            var fields: [String] = []
            if let rule = finding.rule {
                fields.append("\"ruleId\": \(JSONText.quoted(rule))")
                if let index = CheckRuleRegistry.index(of: rule) { fields.append("\"ruleIndex\": \(index)") }
            }
            fields.append("\"level\": \(JSONText.quoted(sarifLevel(finding.severity)))")
            fields.append("\"message\": \(sarifText(finding.message))")
            fields.append("\"locations\": [\(sarifLocation(finding.location, columns: &columns))]")
            return "{" + fields.joined(separator: ", ") + "}"
        }
        func list(_ items: [String], indent: String) -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n\(indent)]"
        }
        return """
            {
              "$schema": \(JSONText.quoted(sarifSchema)),
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "docgen",
                      "version": \(JSONText.quoted(DocgenVersion.current)),
                      "rules": \(list(rules, indent: "          "))
                    }
                  },
                  "columnKind": "unicodeCodePoints",
                  "results": \(list(results, indent: "      "))
                }
              ]
            }

            """
    }

    /// `{"physicalLocation": …}` with the file's URI and the region, when its line is known.
    private static func sarifLocation(_ location: SourceLocation, columns: inout CodePointColumns) -> String {
        let artifact = location.file.hasPrefix("/")
            ? "{\"uri\": \(JSONText.quoted("file://" + uriPath(location.file)))}"
            : "{\"uri\": \(JSONText.quoted(uriPath(location.file))), \"uriBaseId\": \"%SRCROOT%\"}"
        var region = ""
        if location.line > 0 {
            region = ", \"region\": {\"startLine\": \(location.line)"
            if location.column > 0, let column = columns.column(ofByte: location.column, line: location.line, in: location.file) {
                region += ", \"startColumn\": \(column)"
            }
            region += "}"
        }
        return "{\"physicalLocation\": {\"artifactLocation\": \(artifact)\(region)}}"
    }

    /// A path as the path of a URI: every byte but the unreserved characters and `/` is
    /// percent-encoded (UTF-8), so spaces, `%`, `#`, `?`, `:` and non-ASCII letters survive.
    static func uriPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    private static func sarifText(_ text: String) -> String {
        "{\"text\": \(JSONText.quoted(text))}"
    }

    private static func sarifLevel(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
