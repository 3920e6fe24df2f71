import DocgenChecks
import DocgenDiagnostics
import DocgenParallel
import DocgenSite
import Foundation

/// The Check stage of a build: `docgen check`'s checks on the new site, before it is published,
/// with each finding traced back to where it came from. Each page docgen wrote was already
/// checked on its own as it was written (or kept with its recorded check); this stage checks the
/// other pages, resolves links into other pages' fragments, and traces the findings.
///
/// A finding inside a chapter's content points at the markdown line that produced it; one
/// elsewhere in a page belongs to the theme and points at the generated page. A problem the
/// Render stage already reported at that markdown line is not reported twice.
enum BuildCheck {
    static func run(pages: [WrittenPage], site: Site, index: SiteIndex, read: @Sendable (String) -> [UInt8]?, links: ResolvedLinks,
                    earlier: [Diagnostic], jobs: Int) -> [Diagnostic] {
        let outputDisplay = index.displayRoot
        // Pages docgen did not render (HTML, SVG and XML files copied from content/, the theme's
        // images, the sitemap) are read back from the new site, and judged like any site's
        // files: only those that declare themselves XML must be XML.
        let written = Set(pages.map(\.path))
        let others = index.paths.filter { SiteFiles.isPage($0) && !written.contains($0) }.sorted()
        let otherChecks: [PageCheck] = others.parallelMap(jobs: jobs) { path in
            guard let bytes = read(path) else { return PageCheck() }
            return SiteChecker.checkPage(bytes, at: path, in: index, links: links, requireXML: false)
        }
        let checks = (pages.map { (path: $0.path, check: $0.check) } + zip(others, otherChecks).map { (path: $0, check: $1) })
            .sorted { $0.path < $1.path }
        let report = SiteChecker.finish(checks, in: index)
        var diagnostics: [Diagnostic] = []
        for page in pages {
            for pending in page.fragments where report.pageTargets[pending.targetPage]?.contains(pending.fragment) == false {
                var missing = Diagnostic.error("link to missing heading '#\(pending.fragment)' in \(pending.targetPage)", at: pending.location)
                missing.rule = CheckRule.brokenFragment.rawValue
                diagnostics.append(missing)
            }
        }
        let reportedLines = Set((earlier + diagnostics).filter { $0.severity == .error }.map { "\($0.location.file):\($0.location.line)" })
        // Pages have distinct paths (the loader refuses a second claim on one); should two ever
        // share one, the first page's trace serves rather than a trap.
        let traces = Dictionary(pages.compactMap { page in page.trace.map { ("\(outputDisplay)/\(page.path)", $0) } },
                                uniquingKeysWith: { first, _ in first })
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
