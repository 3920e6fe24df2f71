import DocgenChecks
import DocgenParallel
import DocgenDiagnostics
import DocgenSite
import DocgenHighlighting
import DocgenTemplates
import Foundation

/// Runs a build: Load → Render → Template → Check → Write.
///
/// Every stage gathers all its problems before the build stops, and nothing is written
/// unless the whole build is clean.
public enum BuildPipeline {
    static let stepNames = ["Load", "Render", "Template", "Check", "Write"]

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
        let home = site.home.map { ChapterRenderer.render($0, site: site, staticFiles: staticFiles) }
        report.diagnostics += (rendered + [home].compactMap { $0 }).flatMap(\.diagnostics)

        step(2)
        let context = PageContext(site: site)
        let outputDisplay = options.outputPath.hasSuffix("/") ? String(options.outputPath.dropLast()) : options.outputPath
        let indexed = Array(rendered.enumerated())
        var pages: [GeneratedPage] = indexed.parallelMap(jobs: options.jobs) { index, page in
            let html = theme.page.render(context.chapter(page, index: index), partials: theme.partials)
            return GeneratedPage(path: page.chapter.outputPath, html: html, chapter: page, diagnostics: PageValidator.check(page))
        }
        let introHTML = home?.markdown.html
            ?? (site.config.description.isEmpty ? "" : "<p>\(SyntaxHighlighter.escape(site.config.description))</p>")
        pages.append(GeneratedPage(path: "index.html", html: theme.index.render(context.index(introHTML: introHTML), partials: theme.partials),
                                   chapter: home, diagnostics: home.map(PageValidator.check) ?? []))
        pages.append(GeneratedPage(path: "404.html", html: theme.notFound.render(context.notFound(), partials: theme.partials),
                                   chapter: nil, diagnostics: []))
        report.diagnostics += pages.flatMap(\.diagnostics)

        step(3)
        report.diagnostics += BuildCheck.run(pages: pages, site: site, theme: theme, outputDisplay: outputDisplay,
                                             earlier: report.diagnostics, jobs: options.jobs)
        guard !report.diagnostics.containsErrors else { return report }

        step(4)
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
        report.diagramCount = (rendered + [home].compactMap { $0 }).reduce(0) { $0 + $1.diagramCount }
        report.tableCount = (rendered + [home].compactMap { $0 }).reduce(0) { $0 + $1.tableCount }
        report.staticFileCount = site.staticFiles.count
        return report
    }
}

/// One page ready to write.
struct GeneratedPage: Sendable {
    var path: String
    var html: String
    /// The chapter the page shows; nil for the home and 404 pages.
    var chapter: RenderedChapter?
    var diagnostics: [Diagnostic]
}

struct OutputError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
