import DocgenDiagnostics
import DocgenExternalLinks
import DocgenParallel
import DocgenXML

/// What a check of a site found.
public struct CheckReport: Sendable {
    /// Problems, sorted by file, line and message.
    public var findings: [Diagnostic]
    public var pageCount: Int
    public var linkCount: Int
    /// External URLs found, each once, in first-seen order.
    public var externalLinks: [String]
    /// Where each external link appears, for findings once it has been checked.
    public var externalLinkSources: [String: [SourceLocation]]
    /// Each scanned page's ids and links, by path inside the site.
    public var scannedPages: [String: ScannedPage] = [:]

    public init(findings: [Diagnostic], pageCount: Int, linkCount: Int, externalLinks: [String],
                externalLinkSources: [String: [SourceLocation]]) {
        self.findings = findings
        self.pageCount = pageCount
        self.linkCount = linkCount
        self.externalLinks = externalLinks
        self.externalLinkSources = externalLinkSources
    }

    /// `checked 1,204 links in 40 pages: 3 errors, 1 warning`.
    public var summary: String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        func count(_ n: Int, _ noun: String) -> String { "\(grouped(n)) \(noun)\(n == 1 ? "" : "s")" }
        return "checked \(count(linkCount, "link")) in \(count(pageCount, "page")): \(count(errors, "error")), \(count(warnings, "warning"))"
    }

    private func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}

/// Checks a built site: every page parses, every internal link and fragment resolves, and each
/// page passes the per-page accessibility and markup checks. The same checks run inside
/// `docgen build` before publishing and standalone as `docgen check` on any site.
public enum SiteChecker {
    /// Scans every page in parallel (one pass each), then resolves every link against the files
    /// and the ids found.
    ///
    /// - Parameters:
    ///   - basePath: the URL path the site is served below (`/` or `/docs/`).
    ///   - requireXML: true when every page must be well-formed XML (docgen's own output), not
    ///     only `.xhtml` and `.svg` files.
    public static func check(_ site: SiteFiles, basePath: String = "/", jobs: Int = 1, requireXML: Bool = false) -> CheckReport {
        let base = normalizedBase(basePath)
        let pages = site.pages
        let scanned: [ScannedPage] = pages.parallelMap(jobs: jobs) { path in
            guard let bytes = site.read(path) else { return ScannedPage() }
            let lowered = path.lowercased()
            return PageScanner.scan(bytes, displayPath: "\(site.displayRoot)/\(path)",
                                    requiresXML: requireXML || lowered.hasSuffix(".xhtml") || lowered.hasSuffix(".svg"))
        }
        let byPath = Dictionary(uniqueKeysWithValues: zip(pages, scanned))
        var findings = scanned.flatMap(\.findings)
        var linkCount = 0
        var external: [String] = []
        var externalSources: [String: [SourceLocation]] = [:]
        // Pages of one folder share most links (navigation, headers), so each value is resolved
        // once per folder. A same-page link (`#x`) depends on the page itself, not the folder.
        var resolved: [String: [String: LinkTarget]] = [:]
        for (path, page) in zip(pages, scanned) {
            let display = "\(site.displayRoot)/\(path)"
            let folder = SitePath.folder(of: path)
            for link in page.links {
                linkCount += 1
                let at = SourceLocation(file: display, line: link.line, column: link.column)
                let target: LinkTarget
                if link.value.hasPrefix("#") {
                    target = LinkTarget.resolve(link.value, onPage: path, basePath: base)
                } else if let known = resolved[folder]?[link.value] {
                    target = known
                } else {
                    target = LinkTarget.resolve(link.value, onPage: path, basePath: base)
                    resolved[folder, default: [:]][link.value] = target
                }
                switch target {
                case .ignored:
                    break
                case .external(let url):
                    if externalSources[url] == nil { external.append(url) }
                    externalSources[url, default: []].append(at)
                case .invalid(let reason):
                    findings.append(finding(reason, at: at, rule: "broken-link"))
                case .file(let filePath, let fragment):
                    var targetPath = filePath
                    if !site.paths.contains(targetPath) {
                        if site.paths.contains(targetPath + "/index.html") {
                            targetPath += "/index.html"
                        } else {
                            findings.append(finding("link target '\(link.value)' does not exist", at: at, rule: "broken-link"))
                            continue
                        }
                    }
                    guard let fragment, !fragment.isEmpty, fragment != "top", let targetPage = byPath[targetPath] else { continue }
                    if !targetPage.hasTarget(fragment) {
                        let where_ = targetPath == path ? "this page" : targetPath
                        findings.append(finding("fragment '#\(fragment)' names no element in \(where_)", at: at, rule: "broken-fragment"))
                    }
                }
            }
        }
        findings.sort()
        var report = CheckReport(findings: findings, pageCount: pages.count, linkCount: linkCount,
                                 externalLinks: external, externalLinkSources: externalSources)
        report.scannedPages = byPath
        return report
    }

    /// `/docs` → `/docs/`; empty → `/`.
    static func normalizedBase(_ basePath: String) -> String {
        var base = basePath.hasPrefix("/") ? basePath : "/" + basePath
        if !base.hasSuffix("/") { base += "/" }
        return base
    }

    private static func finding(_ message: String, at location: SourceLocation, rule: String) -> Diagnostic {
        var diagnostic = Diagnostic.error(message, at: location)
        diagnostic.rule = rule
        return diagnostic
    }
}

extension SiteChecker {
    /// Checks the report's external links over the network and adds a finding at every place
    /// each broken (error) or unreachable (warning) link appears.
    public static func checkExternalLinks(_ report: inout CheckReport, options: ExternalLinkOptions) async {
        let results = await ExternalLinkChecker.check(report.externalLinks, options: options)
        for result in results where result.outcome != .ok {
            for location in report.externalLinkSources[result.url] ?? [] {
                var finding = Diagnostic(result.outcome == .broken ? .error : .warning, at: location,
                                         "external link '\(result.url)' is \(result.outcome.rawValue): \(result.detail)")
                finding.rule = "external-link"
                report.findings.append(finding)
            }
        }
        report.findings.sort()
    }
}
