import DocgenChecks
import DocgenDiagnostics
import DocgenSite
import Foundation

/// The Check stage of a build: `docgen check`'s checks on the pages still in memory, before
/// anything is written, with each finding traced back to where it came from.
///
/// A finding inside a chapter's content points at the markdown line that produced it; one
/// elsewhere in a page belongs to the theme and points at the generated page. A problem the
/// Render stage already reported at that markdown line is not reported twice.
enum BuildCheck {
    static func run(pages: [GeneratedPage], site: Site, theme: Theme, outputDisplay: String,
                    earlier: [Diagnostic], jobs: Int) -> [Diagnostic] {
        let files = siteFiles(pages: pages, site: site, theme: theme, outputDisplay: outputDisplay)
        let basePath = site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/"
        let report = SiteChecker.check(files, basePath: basePath, jobs: jobs, requireXML: true)
        var diagnostics: [Diagnostic] = []
        for page in pages {
            for pending in page.chapter?.fragments ?? [] where report.scannedPages[pending.targetPage]?.hasTarget(pending.fragment) == false {
                diagnostics.append(.error("link to missing heading '#\(pending.fragment)' in \(pending.targetPage)", at: pending.location))
            }
        }
        let reportedLines = Set((earlier + diagnostics).filter { $0.severity == .error }.map { "\($0.location.file):\($0.location.line)" })
        let chapters = Dictionary(uniqueKeysWithValues: pages.compactMap { page in page.chapter.map { ("\(outputDisplay)/\(page.path)", (page, $0)) } })
        let staticFiles = Set(site.staticFiles.map { "\(outputDisplay)/\($0.path)" })
        for finding in report.findings {
            var traced = finding
            if let (page, chapter) = chapters[finding.location.file] {
                if !chapter.diagnostics.isEmpty && finding.rule == "markup" { continue }
                if let line = ContentLines.sourceLine(of: finding.location.line, in: page.html, chapter: chapter) {
                    traced.location = SourceLocation(file: chapter.chapter.displayPath, line: line, column: 1)
                    if finding.rule == "duplicate-id" {
                        // The scanner names the first use by its page line, which means nothing in the markdown.
                        traced.message = finding.message.components(separatedBy: " is already used").first! + " is used twice on this page"
                    }
                    if reportedLines.contains("\(traced.location.file):\(line)") { continue }
                } else {
                    traced.message += " (in the page made by template page.mustache)"
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

    /// The site as it will be written: pages from memory, static files from content/, assets
    /// from the theme, and the sitemap when there is one.
    private static func siteFiles(pages: [GeneratedPage], site: Site, theme: Theme, outputDisplay: String) -> SiteFiles {
        let html = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, Array($0.html.utf8)) })
        let assets = Dictionary(uniqueKeysWithValues: theme.assets.map { ($0.path, $0.bytes) })
        let staticPaths = Set(site.staticFiles.map(\.path))
        var paths = Set(html.keys).union(assets.keys).union(staticPaths)
        if site.config.baseURL != nil { paths.insert("sitemap.xml") }
        let contentRoot = site.contentRoot
        return SiteFiles(paths: paths, displayRoot: outputDisplay) { path in
            if let page = html[path] { return page }
            if let asset = assets[path] { return asset }
            if staticPaths.contains(path) { return FileManager.default.contents(atPath: "\(contentRoot)/\(path)").map(Array.init) }
            return nil
        }
    }
}

/// Where a chapter's content sits inside its generated page, to map page lines to markdown lines.
enum ContentLines {
    /// The markdown line (in the chapter's file) that produced `pageLine`, or nil when the line
    /// lies outside the chapter's content (in the template).
    static func sourceLine(of pageLine: Int, in html: String, chapter: RenderedChapter) -> Int? {
        let content = chapter.markdown.html
        guard !content.isEmpty, let range = html.range(of: content) else { return nil }
        let firstLine = html[..<range.lowerBound].utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lineCount = content.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        guard pageLine >= firstLine, pageLine <= firstLine + lineCount else { return nil }
        return chapter.markdown.sourceLine(forOutputLine: pageLine - firstLine + 1).map { $0 + chapter.chapter.bodyLineOffset }
    }
}
