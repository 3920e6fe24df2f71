import DocgenChecks
import DocgenParallel
import DocgenDiagnostics
import DocgenSite
import DocgenHighlighting
import DocgenTemplates
import Foundation

/// Runs a build: Load → Render, template and write to staging → Check → Publish.
///
/// Every stage gathers all its problems before the build stops. Pages go to a staging folder
/// beside the output, which replaces the output only when the whole build is clean.
public enum BuildPipeline {
    static let stepNames = ["Load", "Render and write", "Check", "Publish"]

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
        let outputDisplay = options.outputPath.hasSuffix("/") ? String(options.outputPath.dropLast()) : options.outputPath
        let publisher = OutputPublisher(outputPath: options.outputPath)
        let outputPaths = Self.outputPaths(of: site, theme: theme)
        let checkIndex = SiteIndex(paths: outputPaths, displayRoot: outputDisplay,
                                   basePath: site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/")
        do {
            try publisher.begin()
            try publisher.prepareFolders(for: Array(outputPaths))
        } catch {
            publisher.abandon()
            report.diagnostics.append(.error("cannot write the site: \(error)", at: SourceLocation(file: outputDisplay)))
            return report
        }
        // Pages are rendered, templated and written to the staging folder one by one, so memory
        // holds one page per worker, not the whole site.
        let cache = options.useCache ? BuildCache(outputPath: options.outputPath, outputDisplay: outputDisplay, site: site, theme: theme) : nil
        let writer = PageWriter(site: site, theme: theme, publisher: publisher, cache: cache, checkIndex: checkIndex)
        var pages = Array(site.chapters.enumerated()).parallelMap(jobs: options.jobs) { index, chapter in
            writer.writeChapter(chapter, index: index)
        }
        pages.append(writer.writeHome())
        pages.append(writer.writeNotFound())
        report.diagnostics += pages.flatMap(\.diagnostics)
        do {
            for file in site.staticFiles {
                try publisher.copy(from: "\(site.contentRoot)/\(file.path)", to: file.path)
            }
            for asset in theme.assets {
                try publisher.write(asset.bytes, to: asset.path)
            }
            if let baseURL = site.config.baseURL {
                try publisher.write(Array(SitemapWriter.sitemap(for: site, baseURL: baseURL).utf8), to: "sitemap.xml")
            }
        } catch {
            report.diagnostics.append(.error("cannot write the site: \(error)", at: SourceLocation(file: outputDisplay)))
        }

        if publisher.writtenPaths != outputPaths, !report.diagnostics.containsErrors {
            // Links were checked against `outputPaths`; a file missing from it would make a
            // broken link look sound, so a difference is a bug, reported rather than published.
            let difference = publisher.writtenPaths.symmetricDifference(outputPaths).sorted().prefix(5).joined(separator: ", ")
            report.diagnostics.append(.error("internal error: the files written differ from the files checked (\(difference))",
                                             at: SourceLocation(file: outputDisplay)))
        }

        step(2)
        report.diagnostics += BuildCheck.run(pages: pages, site: site, index: checkIndex, stagingPath: publisher.stagingPath,
                                             links: writer.resolvedLinks, earlier: report.diagnostics, jobs: options.jobs)
        guard !report.diagnostics.containsErrors else {
            publisher.abandon()
            return report
        }

        step(3)
        do {
            try publisher.commit()
        } catch {
            publisher.abandon()
            report.diagnostics.append(.error("cannot publish the site: \(error)", at: SourceLocation(file: outputDisplay)))
            return report
        }
        report.pageCount = pages.count
        report.cachedPageCount = pages.filter(\.fromCache).count
        report.diagramCount = pages.reduce(0) { $0 + $1.diagramCount }
        report.tableCount = pages.reduce(0) { $0 + $1.tableCount }
        report.staticFileCount = site.staticFiles.count
        return report
    }

    /// Every file the build writes, by path inside the output: the pages, the content folder's
    /// files, the theme's assets and the sitemap. Links are checked against this list.
    static func outputPaths(of site: Site, theme: Theme) -> Set<String> {
        var paths = Set(site.chapters.map(\.outputPath) + ["index.html", "404.html"])
        paths.formUnion(site.staticFiles.map(\.path))
        paths.formUnion(theme.assets.map(\.path))
        if site.config.baseURL != nil { paths.insert("sitemap.xml") }
        return paths
    }
}

