import DocgenCore
import Foundation

/// Writes a ``CheckReport`` for people (compiler-style text), for tools (JSON), for GitHub
/// Actions (workflow annotations), for CI dashboards (JUnit XML) and for code scanning (SARIF).
public enum FindingsFormatter {
    /// The output formats of `docgen check --format`.
    public enum Format: String, Sendable, CaseIterable {
        case text, json, github, junit, sarif
    }

    /// The report in `format`; `quiet` keeps only the errors of the text format. `contents`
    /// reads a file by the path findings show, for SARIF's columns (by default from disk).
    public static func format(_ report: CheckReport, as format: Format, pages: [String], quiet: Bool = false,
                              contents: @escaping (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map(Array.init) }) -> String {
        switch format {
        case .text: text(report, quiet: quiet)
        case .json: json(report.findings)
        case .github: github(report.findings)
        case .junit: junit(report, pages: pages)
        case .sarif: sarif(report.findings, contents: contents)
        }
    }

    /// One finding per line, repeats grouped (``DiagnosticListing``), then the summary with the
    /// full counts. Quiet: the errors, and how many warnings of each rule were not shown.
    static func text(_ report: CheckReport, quiet: Bool) -> String {
        let shown = quiet ? report.findings.filter { $0.severity == .error } : report.findings
        let lines = DiagnosticListing.lines(shown).map { $0 + "\n" }.joined()
        guard quiet else { return lines + report.summary + "\n" }
        return lines + (DiagnosticListing.hiddenWarnings(report.findings).map { $0 + "\n" } ?? "")
    }

    /// An array of `{file, line, column, severity, rule, message}`, sorted by file then line.
    static func json(_ findings: [Diagnostic]) -> String {
        guard !findings.isEmpty else { return "[]\n" }
        let items = findings.map { finding in
            "  {\"file\": \(string(finding.location.file)), \"line\": \(finding.location.line), \"column\": \(finding.location.column), "
                + "\"severity\": \(string(finding.severity.rawValue)), \"rule\": \(string(finding.rule ?? "")), \"message\": \(string(finding.message))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// `::error file=…,line=…,col=…,title=…::message`, escaped as the workflow commands require.
    static func github(_ findings: [Diagnostic]) -> String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return findings.map { finding in
            let level = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            var properties = "file=\(property(finding.location.file))"
            if finding.location.line > 0 { properties += ",line=\(finding.location.line)" }
            if finding.location.column > 0 { properties += ",col=\(finding.location.column)" }
            if let rule = finding.rule { properties += ",title=\(property(rule))" }
            return "::\(level) \(properties)::\(data(finding.message))\n"
        }.joined()
    }

    /// One test case per page; each error of the page is a failure of its case.
    static func junit(_ report: CheckReport, pages: [String]) -> String {
        let byFile = Dictionary(grouping: report.findings.filter { $0.severity == .error }, by: \.location.file)
        let failures = pages.filter { byFile[$0] != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"docgen check\" tests=\"\(pages.count)\" failures=\"\(failures)\">\n"
        xml += "<testsuite name=\"docgen check\" tests=\"\(pages.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for page in pages {
            let problems = byFile[page] ?? []
            xml += "<testcase classname=\"docgen.check\" name=\"\(XMLText.escape(page))\""
            if problems.isEmpty {
                xml += " />\n"
                continue
            }
            xml += ">\n"
            for problem in problems {
                xml += "<failure type=\"\(XMLText.escape(problem.rule ?? "error"))\" message=\"\(XMLText.escape(problem.message))\">\(XMLText.escape(problem.description))</failure>\n"
            }
            xml += "</testcase>\n"
        }
        return xml + "</testsuite>\n</testsuites>\n"
    }

    private static func string(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
