import DocgenChecks
import DocgenDiagnostics
import DocgenSite

/// The Check stage of a build: `docgen check`'s checks on the staged site, before it is
/// published, with each finding traced back to where it came from.
///
/// A finding inside a chapter's content points at the markdown line that produced it; one
/// elsewhere in a page belongs to the theme and points at the generated page. A problem the
/// Render stage already reported at that markdown line is not reported twice.
enum BuildCheck {
    static func run(pages: [WrittenPage], site: Site, stagingPath: String, outputDisplay: String,
                    earlier: [Diagnostic], jobs: Int) -> [Diagnostic] {
        var files = SiteFiles.onDisk(stagingPath)
        files.displayRoot = outputDisplay
        let basePath = site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/"
        let report = SiteChecker.check(files, basePath: basePath, jobs: jobs, requireXML: true)
        var diagnostics: [Diagnostic] = []
        for page in pages {
            for pending in page.fragments where report.scannedPages[pending.targetPage]?.hasTarget(pending.fragment) == false {
                diagnostics.append(.error("link to missing heading '#\(pending.fragment)' in \(pending.targetPage)", at: pending.location))
            }
        }
        let reportedLines = Set((earlier + diagnostics).filter { $0.severity == .error }.map { "\($0.location.file):\($0.location.line)" })
        let traces = Dictionary(uniqueKeysWithValues: pages.compactMap { page in page.trace.map { ("\(outputDisplay)/\(page.path)", $0) } })
        let staticFiles = Set(site.staticFiles.map { "\(outputDisplay)/\($0.path)" })
        for finding in report.findings {
            var traced = finding
            if let trace = traces[finding.location.file] {
                if trace.hasMarkupErrors && finding.rule == "markup" { continue }
                if let line = trace.sourceLine(of: finding.location.line) {
                    traced.location = SourceLocation(file: trace.displayPath, line: line, column: 1)
                    if finding.rule == "duplicate-id" {
                        // The scanner names the first use by its page line, which means nothing in the markdown.
                        traced.message = finding.message.components(separatedBy: " is already used").first! + " is used twice on this page"
                    }
                    if reportedLines.contains("\(traced.location.file):\(line)") { continue }
                } else {
                    traced.message += " (in the page made by template \(finding.location.file.hasSuffix("/index.html") && trace.displayPath.hasSuffix("_index.md") ? "index" : "page").mustache)"
                }
            } else if staticFiles.contains(finding.location.file) {
                traced.location.file = site.contentDisplayRoot + finding.location.file.dropFirst(outputDisplay.count)
            } else if finding.location.file.hasSuffix(".html") {
                traced.message += " (in a page made by the theme)"
            }
            diagnostics.append(traced)
        }
        return diagnostics
    }
}
