import DocgenChecks
import DocgenParallel
import DocgenDiagnostics
import DocgenSite
import DocgenHighlighting
import DocgenTemplates
import Foundation

/// Runs a build: Load → Render → Link check → Template → Validate → Write.
///
/// Every stage gathers all its problems before the build stops, and nothing is written
/// unless the whole build is clean.
public enum BuildPipeline {
    static let stepNames = ["Load", "Render", "Check links", "Template", "Validate", "Write"]

    /// Builds the site described by `options`; `progress` is called as each stage starts.
    public static func build(_ options: BuildOptions, progress: (BuildProgress) -> Void = { _ in }) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = run(options, progress: progress)
        report.diagnostics.sort()
        let elapsed = clock.now - start
        report.milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return report
    }

    private static func run(_ options: BuildOptions, progress: (BuildProgress) -> Void) -> BuildReport {
        var report = BuildReport(diagnostics: [], pageCount: 0, staticFileCount: 0, milliseconds: 0)
        func step(_ index: Int) {
            progress(BuildProgress(step: index + 1, stepCount: stepNames.count, name: stepNames[index]))
        }

        step(0)
        if let problem = OutputLocation.problem(options) {
            report.diagnostics.append(problem)
            return report
        }
        let (loadedSite, loadProblems) = SiteLoader.load(contentPath: options.contentPath, configPath: options.configPath)
        let (loadedTheme, themeProblems) = Theme.load(overridesPath: options.templatesPath)
        report.diagnostics += loadProblems + themeProblems
        guard let site = loadedSite, let theme = loadedTheme else { return report }

        step(1)
        let staticFiles = Set(site.staticFiles.map(\.path))
        let rendered = site.chapters.parallelMap(jobs: options.jobs) {
            ChapterRenderer.render($0, site: site, staticFiles: staticFiles)
        }
        report.diagnostics += rendered.flatMap(\.diagnostics)

        step(2)
        var fragments = FragmentIndex()
        for page in rendered {
            for (id, line) in fragments.add(page: page.chapter.outputPath, html: page.markdown.html) {
                let sourceLine = page.markdown.sourceLine(forOutputLine: line).map { $0 + page.chapter.bodyLineOffset } ?? 1
                report.diagnostics.append(.error("id '\(id)' is used twice on this page (a heading, figure or table already has it)",
                                                 at: SourceLocation(file: page.chapter.displayPath, line: sourceLine, column: 1)))
            }
        }
        report.diagnostics += fragments.missing(rendered.flatMap(\.fragments))

        step(3)
        let context = PageContext(site: site)
        let outputDisplay = options.outputPath.hasSuffix("/") ? String(options.outputPath.dropLast()) : options.outputPath
        let indexed = Array(rendered.enumerated())
        let chapterPages: [GeneratedPage] = indexed.parallelMap(jobs: options.jobs) { index, page in
            let html = theme.page.render(context.chapter(page, index: index), partials: theme.partials)
            let path = page.chapter.outputPath
            var problems = PageValidator.check(page)
            if problems.isEmpty {
                problems = PageValidator.check(page: html, outputDisplayPath: "\(outputDisplay)/\(path)", template: "page.mustache")
            }
            return GeneratedPage(path: path, html: html, diagnostics: problems)
        }
        let descriptionHTML = site.config.description.isEmpty ? "" : "<p>\(SyntaxHighlighter.escape(site.config.description))</p>"
        var pages = chapterPages
        for (path, template, value) in [
            ("index.html", theme.index, context.index(descriptionHTML: descriptionHTML)),
            ("404.html", theme.notFound, context.notFound()),
        ] {
            let html = template.render(value, partials: theme.partials)
            let templateName = path == "index.html" ? "index.mustache" : "404.mustache"
            pages.append(GeneratedPage(path: path, html: html, diagnostics: PageValidator.check(
                page: html, outputDisplayPath: "\(outputDisplay)/\(path)", template: templateName)))
        }

        step(4)
        report.diagnostics += pages.flatMap(\.diagnostics)
        report.diagnostics += site.staticFiles.filter { $0.path.hasSuffix(".svg") }.parallelMap(jobs: options.jobs) {
            PageValidator.check(svgAt: "\(site.contentRoot)/\($0.path)", displayPath: "\(site.contentDisplayRoot)/\($0.path)")
        }.flatMap { $0 }
        guard !report.diagnostics.containsErrors else { return report }

        step(5)
        let publisher = OutputPublisher(outputPath: options.outputPath)
        do {
            try publisher.begin()
            let writeErrors = pages.parallelMap(jobs: options.jobs) { page -> String? in
                do { try publisher.write(Array(page.html.utf8), to: page.path) } catch { return "\(page.path): \(error)" }
                return nil
            }.compactMap { $0 }
            if let first = writeErrors.first { throw OutputError(message: first) }
            for file in site.staticFiles {
                try publisher.copy(from: "\(site.contentRoot)/\(file.path)", to: file.path)
            }
            for asset in theme.assets {
                try publisher.write(asset.bytes, to: asset.path)
            }
            if let baseURL = site.config.baseURL {
                try publisher.write(Array(SitemapWriter.sitemap(for: site, baseURL: baseURL).utf8), to: "sitemap.xml")
            }
            try publisher.commit()
        } catch {
            publisher.abandon()
            report.diagnostics.append(.error("cannot write the site: \(error)", at: SourceLocation(file: outputDisplay)))
            return report
        }
        report.pageCount = pages.count
        report.diagramCount = rendered.reduce(0) { $0 + $1.diagramCount }
        report.tableCount = rendered.reduce(0) { $0 + $1.tableCount }
        report.staticFileCount = site.staticFiles.count
        return report
    }
}

/// One page ready to write.
struct GeneratedPage: Sendable {
    var path: String
    var html: String
    var diagnostics: [Diagnostic]
}

struct OutputError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
