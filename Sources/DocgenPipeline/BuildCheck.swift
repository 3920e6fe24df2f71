import DocgenChecks
import DocgenCore
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
///
/// The result is kept by file, with the files that link into each file's fragments, so that a
/// rebuild after an edit judges again only the edited pages and the pages that link into them
/// (``findings(replacing:)``).
struct BuildCheck: Sendable {
    /// What tracing and the policy need to know of the site, the same for every file.
    private struct Context: Sendable {
        var index: SiteIndex
        /// The files copied from content/, as findings name them in the output (`site/a.svg`).
        var staticFiles: Set<String>
        var contentDisplayRoot: String
        /// `file:line` of every error reported before the Check stage outside the pages (loading).
        var earlierErrorLines: Set<String>
        var sitePaths: @Sendable (String) -> String?
    }

    /// Every checked file by path inside the site: the pages docgen made, and the other pages
    /// of the site read back (as pages without a trace).
    private(set) var files: [String: WrittenPage]
    /// For each file, the files with links into its fragments.
    private var linkedFrom: [String: Set<String>] = [:]
    /// Each file's findings, traced and under the policy.
    private var findingsByFile: [String: [Diagnostic]] = [:]
    private let context: Context

    /// Checks the site made of `pages` and the other files of `index`, which `read` returns.
    ///
    /// - Parameters:
    ///   - earlier: the diagnostics reported before this stage, to not report twice.
    ///   - sitePaths: the page each diagnostic's file concerns (``BuildPipeline/sitePaths(of:outputDisplay:)``).
    init(pages: [WrittenPage], site: Site, index: SiteIndex, read: @Sendable (String) -> [UInt8]?, links: ResolvedLinks,
         earlier: [Diagnostic], sitePaths: @escaping @Sendable (String) -> String?, jobs: Int) {
        // Pages docgen did not render (HTML, SVG and XML files copied from content/, the theme's
        // images, the sitemap) are read back from the new site, and judged like any site's
        // files: only those that declare themselves XML must be XML.
        let written = Set(pages.map(\.path))
        let others = index.paths.filter { SiteFiles.isPage($0) && !written.contains($0) }.sorted()
        let otherPages: [WrittenPage] = others.parallelMap(jobs: jobs) { path in
            let check = read(path).map { SiteChecker.checkPage($0, at: path, in: index, links: links, requireXML: false) } ?? PageCheck()
            return WrittenPage(path: path, trace: nil, fragments: [], diagnostics: [], check: check, diagramCount: 0, tableCount: 0)
        }
        let pageFiles = Set(pages.compactMap { $0.trace?.displayPath })
        context = Context(index: index, staticFiles: Set(site.staticFiles.map { "\(index.displayRoot)/\($0.path)" }),
                          contentDisplayRoot: site.contentDisplayRoot,
                          earlierErrorLines: Set(earlier.filter { $0.severity == .error && !pageFiles.contains($0.location.file) }
                              .map { "\($0.location.file):\($0.location.line)" }),
                          sitePaths: sitePaths)
        // Pages have distinct paths (the loader refuses a second claim on one); should two ever
        // share one, the first serves rather than a trap.
        files = Dictionary((pages + otherPages).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files.values { link(file) }
        let all = files
        findingsByFile = files.mapValues { findings(of: $0) { all[$0]?.check.targets } }
    }

    /// Every finding of the site, with `replaced` findings in place of a file's own.
    func diagnostics(replacing replaced: [String: [Diagnostic]] = [:]) -> [Diagnostic] {
        findingsByFile.flatMap { replaced[$0.key] ?? $0.value }
    }

    /// The findings of the files an edit affects, by path, when `changed` pages (same paths, new
    /// content) replace the old ones: those pages, and the pages that link into their fragments.
    func findings(replacing changed: [WrittenPage]) -> [String: [Diagnostic]] {
        let replacements = Dictionary(changed.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        let affected = Set(changed.map(\.path)).union(changed.flatMap { linkedFrom[$0.path] ?? [] })
        var result: [String: [Diagnostic]] = [:]
        for path in affected {
            guard let file = replacements[path] ?? files[path] else { continue }
            result[path] = findings(of: file) { replacements[$0]?.check.targets ?? files[$0]?.check.targets }
        }
        return result
    }

    /// Puts `changed` pages, and the findings ``findings(replacing:)`` gave for them, in place.
    mutating func replace(_ changed: [WrittenPage], findings: [String: [Diagnostic]]) {
        for page in changed {
            if let old = files[page.path] { unlink(old) }
            files[page.path] = page
            link(page)
        }
        for (path, found) in findings { findingsByFile[path] = found }
    }

    /// Records the files `file` links into.
    private mutating func link(_ file: WrittenPage) {
        for target in Set(file.check.fragmentLinks.map(\.page) + file.fragments.map(\.targetPage)) {
            linkedFrom[target, default: []].insert(file.path)
        }
    }

    private mutating func unlink(_ file: WrittenPage) {
        for target in Set(file.check.fragmentLinks.map(\.page) + file.fragments.map(\.targetPage)) {
            linkedFrom[target]?.remove(file.path)
        }
    }

    /// One file's findings, given each file's ids: its links into missing fragments (in the
    /// markdown and in the page), and what its own check found, traced to their source.
    private func findings(of file: WrittenPage, targets: (String) -> Set<String>?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = file.fragments.compactMap { pending in
            guard targets(pending.targetPage)?.contains(pending.fragment) == false else { return nil }
            var missing = Diagnostic.error("link to missing heading '#\(pending.fragment)' in \(pending.targetPage)", at: pending.location)
            missing.rule = CheckRule.brokenFragment.rawValue
            return missing
        }
        let outputDisplay = context.index.displayRoot
        let pageFindings = file.check.findings + SiteChecker.brokenFragments(of: file.check, targets: targets)
        let reportedLines = context.earlierErrorLines.union((file.diagnostics + diagnostics).filter { $0.severity == .error }
            .map { "\($0.location.file):\($0.location.line)" })
        for finding in pageFindings {
            var traced = finding
            if let trace = file.trace {
                if trace.hasMarkupErrors && finding.rule == "markup" { continue }
                if let line = trace.sourceLine(of: finding.location.line) {
                    traced.location = SourceLocation(file: trace.displayPath, line: line, column: 1)
                    if let duplicate = file.check.duplicateIDs.first(where: { $0.location == finding.location }) {
                        // The scanner names the first use by its page line; say where it is in the markdown.
                        traced.message = duplicate.message(firstUse: trace.sourceLine(of: duplicate.firstLine).map { "on line \($0)" }
                                                           ?? "by the page's template")
                    }
                    if reportedLines.contains("\(traced.location.file):\(line)") { continue }
                } else {
                    let template = ("/" + file.path).hasSuffix("/index.html") && trace.displayPath.hasSuffix("_index.md") ? "index" : "page"
                    traced.message += " (in the page made by template \(template).mustache)"
                }
            } else if context.staticFiles.contains(finding.location.file) {
                traced.location.file = context.contentDisplayRoot + finding.location.file.dropFirst(outputDisplay.count)
            } else if finding.location.file.hasSuffix(".html") {
                traced.message += " (in a page made by the theme)"
            }
            diagnostics.append(traced)
        }
        // The policy once, after tracing: a traced finding still names its page through `sitePaths`.
        return context.index.policy.apply(diagnostics, sitePath: context.sitePaths)
    }
}
