import DocgenCheck
import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenPublish
import Foundation
import Synchronization

/// `docgen build`: Load → make each page (Render, Template, the page's check) and stage it →
/// Check the site → index it for search (with `search:`) → Publish.
///
/// Every stage gathers all its problems before the build stops. Pages are staged beside the
/// output, which they replace only when the whole build is clean.
public enum BuildPipeline {
    static let stepNames = ["Load", "Render and stage", "Check", "Index for search", "Publish"]

    /// Builds the site described by `options`; `progress` is called as each stage starts.
    public static func build(_ options: BuildOptions, progress: (BuildProgress) -> Void = { _ in }) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        let leftovers = options.freesMemory ? nil : BuildLeftovers()
        var report = run(options, readingArchive: true, leftovers: leftovers, progress: progress)
        leftovers?.keepUntilExit()
        report.diagnostics.sort()
        report.milliseconds = Milliseconds.since(start, clock)
        return report
    }

    /// Runs the stages; with `readingArchive`, chapters whose files are unchanged come from the
    /// last build's archive.
    private static func run(_ options: BuildOptions, readingArchive: Bool, leftovers: BuildLeftovers?,
                            progress: (BuildProgress) -> Void) -> BuildReport {
        var report = BuildReport(diagnostics: [], pageCount: 0, staticFileCount: 0, milliseconds: 0)
        var steps = stepNames
        func step(_ name: String) {
            progress(BuildProgress(step: (steps.firstIndex(of: name) ?? 0) + 1, stepCount: steps.count, name: name))
        }

        step("Load")
        if let problem = OutputLocation.problem(outputPath: options.outputPath, sources: options.sourcePaths) {
            report.diagnostics.append(problem)
            return report
        }
        // The last build's manifest, and the stamps of its pages in the output, are read while
        // the site loads: they depend on the output only.
        let manifestPath = BuildManifest.path(outputPath: options.outputPath)
        let outputRoot = URL(fileURLWithPath: options.outputPath).standardizedFileURL.path
        let lastBuild = options.useCache ? BackgroundValue { () -> (manifest: BuildManifest, stamps: OutputStamps)? in
            BuildManifest.load(from: manifestPath).map { ($0, OutputStamps(root: outputRoot, manifest: $0)) }
        } : nil
        defer { _ = lastBuild?.value }
        let sources = options.useCache ? BuildSources(options, readingArchive: readingArchive) : nil
        let (loaded, loadProblems) = ModelLoader.load(contentPath: options.contentPath, configPath: options.configPath,
                                                      templatesPath: options.templatesPath, jobs: options.jobs, cache: sources?.cache)
        let savingSources = sources?.saveInBackground()
        leftovers?.keep(sources as Any)
        defer { savingSources?.wait() }
        report.diagnostics += loadProblems
        guard let model = loaded else { return report }
        let plan = BuildPlan(model: model, outputPath: options.outputPath)
        let site = model.site
        report.diagnostics += plan.policyProblems
        // Pagefind is looked for now, so that a missing one is said with every other problem.
        var search: SiteSearch?
        if let settings = site.config.search {
            switch SiteSearch.of(settings) {
            case .success(let found): search = found
            case .failure(let problem): report.diagnostics.append(problem)
            }
        } else {
            steps.removeAll { $0 == "Index for search" }
        }

        step("Render and stage")
        let outputPaths = plan.outputPaths
        let manifest = lastBuild?.value?.manifest
        let keys = options.useCache ? PageKeys(site: site, theme: model.theme, outputDisplay: plan.outputDisplay, jobs: options.jobs) : nil
        let filesFingerprint = Self.filesFingerprint(plan)
        let publisher = OutputPublisher(outputPath: options.outputPath,
                                        mode: site.config.search == nil ? manifest?.publishingMode(filesFingerprint: filesFingerprint,
                                                                                                    outputPaths: outputPaths,
                                                                                                    outputPath: options.outputPath) ?? .newFolder
                                            : .newFolder)
        do {
            try publisher.begin()
            try publisher.prepareFolders(for: Array(outputPaths))
        } catch {
            publisher.abandon()
            report.diagnostics.append(.error("cannot write the site: \(error)", at: SourceLocation(file: plan.outputDisplay)))
            return report
        }
        let staging = PageStaging(maker: plan.pageMaker(), publisher: publisher, keys: keys, manifest: manifest,
                                  output: lastBuild?.value?.stamps)
        leftovers?.keep(model, plan, staging)
        // The home page first: on a large site its table of contents makes it the largest page
        // by far, made before the chapters' checks take their share of memory.
        let homes = site.config.editions.indices.map { staging.home(at: $0) }
        var pages = Array(site.chapters.enumerated()).parallelMap(jobs: options.jobs) { index, chapter in
            staging.chapter(chapter, index: index)
        }
        pages += homes + [staging.notFound()]
        if staging.foundDamagedText.isSet {
            // The archive changed on disk since it was written: once it is no longer being
            // written, it is removed, and the build starts over from the chapters' files (this
            // run's model stays in memory meanwhile: a rare path, not worth unwinding for).
            publisher.abandon()
            savingSources?.wait()
            sources?.discardArchive()
            return run(options, readingArchive: false, leftovers: leftovers, progress: progress)
        }
        report.diagnostics += pages.flatMap(\.diagnostics)
        do {
            for file in plan.otherFiles {
                if case .inPlace = publisher.mode { try publisher.keep(file.path) } else { try publisher.write(file.bytes, to: file.path) }
            }
            if let sitemap = plan.sitemap { try publisher.write(sitemap, to: BuildPlan.sitemapPath) }
        } catch {
            report.diagnostics.append(.error("cannot write the site: \(error)", at: SourceLocation(file: plan.outputDisplay)))
        }
        if publisher.writtenPaths != outputPaths, !report.diagnostics.containsErrors {
            // Links were checked against `outputPaths`; a file missing from it would make a
            // broken link look sound, so a difference is a bug, reported rather than published.
            let difference = publisher.writtenPaths.symmetricDifference(outputPaths).sorted().prefix(5).joined(separator: ", ")
            report.diagnostics.append(.error("internal error: the files written differ from the files checked (\(difference))",
                                             at: SourceLocation(file: plan.outputDisplay)))
        }

        step("Check")
        let check = SiteCheckStage(pages: pages, manifest: manifest, plan: plan, jobs: options.jobs)
        leftovers?.keep(pages, check)
        report.diagnostics = plan.policy.apply(report.diagnostics, sitePath: plan.sitePaths) + check.diagnostics
        guard !report.diagnostics.containsErrors else {
            publisher.abandon()
            return report
        }

        if let search {
            // The index is made before anything is published: a failed one publishes nothing. A
            // site with search is always published as a new folder, so every page is staged.
            step("Index for search")
            let start = ContinuousClock.now
            let pages = outputPaths.filter { $0.hasSuffix(".html") }
            let staged = Dictionary(pages.compactMap { path in publisher.stagedBytes(path).map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
            do {
                let files = try search.index(staged)
                for file in files { try publisher.write(file.bytes, to: file.path) }
                report.searchIndex = (pages: staged.count, milliseconds: Milliseconds.since(start, ContinuousClock()))
            } catch {
                publisher.abandon()
                report.diagnostics.append(.error("the search index failed: \(error)", at: site.config.search!.location))
                return report
            }
        }

        step("Publish")
        do {
            try publisher.commit()
        } catch {
            publisher.abandon()
            report.diagnostics.append(.error("cannot publish the site: \(error)", at: SourceLocation(file: plan.outputDisplay)))
            return report
        }
        if let keys {
            let published = BuildManifest(after: pages, keys: keys.chapters + keys.homes + [keys.notFound],
                                          brokenFragments: check.brokenFragments, filesFingerprint: filesFingerprint,
                                          othersFingerprint: check.othersFingerprint, otherPaths: plan.otherFiles.map(\.path),
                                          outputPath: publisher.outputPath)
            // Each entry is the kept page's own unless its page was made or its record changed.
            let changed = published.entries.count != manifest?.entries.count || zip(published.entries, pages).contains { $0 !== $1.keptEntry }
                || published.filesFingerprint != manifest?.filesFingerprint || published.othersFingerprint != manifest?.othersFingerprint
                || published.otherFiles != manifest?.otherFiles
            if changed { published.save(to: manifestPath) }
            leftovers?.keep(published)
        }
        report.pageCount = pages.count
        report.cachedPageCount = pages.reduce(0) { $0 + ($1.fromCache ? 1 : 0) }
        report.diagramCount = pages.reduce(0) { $0 + $1.diagramCount }
        report.tableCount = pages.reduce(0) { $0 + $1.tableCount }
        report.staticFileCount = site.staticFiles.count
        return report
    }

    /// A hash of the output's static files and theme assets, each one's path and content, and of
    /// whether there is a sitemap: a change to any of them publishes a new folder.
    static func filesFingerprint(_ plan: BuildPlan) -> String {
        var hash = ContentHash()
        for file in plan.otherFiles {
            hash.update(file.path)
            hash.update(file.bytes)
        }
        hash.update(plan.sitemap == nil ? "no sitemap" : "sitemap")
        return hash.hex
    }
}

/// Wall-clock milliseconds, for reports.
enum Milliseconds {
    static func since(_ start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Int {
        let elapsed = clock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}

/// What a build made, kept alive past its end when the process exits right after it
/// (``BuildOptions/freesMemory``): freeing a large site's model, pages and checks one object
/// at a time took a tenth of an incremental build of 10,000 chapters. The values stay reachable
/// from ``kept`` until the exit, so they are held, not leaked (LeakSanitizer sees them too).
final class BuildLeftovers: @unchecked Sendable {
    private static let kept = Mutex<[BuildLeftovers]>([])
    // Written by the thread that runs the build only.
    private var values: [Any] = []

    func keep(_ made: Any...) {
        values += made
    }

    /// Holds the values until the process exits.
    func keepUntilExit() {
        Self.kept.withLock { $0.append(self) }
    }
}
