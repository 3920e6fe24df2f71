import DocgenChecks
import DocgenCore
import DocgenHash
import DocgenHighlighting
import DocgenSite
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
        let (loadedTheme, themeProblems) = Theme.load(overridesPath: options.templatesPath)
        let themePaths = (loadedTheme?.assets ?? []).map { (path: $0.path, owner: "the theme's \($0.path)") }
        let (loadedSite, loadProblems) = SiteLoader.load(contentPath: options.contentPath, configPath: options.configPath, jobs: options.jobs,
                                                         reservedPaths: themePaths)
        report.diagnostics += loadProblems + themeProblems
        guard let site = loadedSite, let theme = loadedTheme else { return report }
        let (policy, policyProblems) = site.config.check.policy()
        report.diagnostics += policyProblems

        step(1)
        let outputDisplay = options.outputPath.hasSuffix("/") ? String(options.outputPath.dropLast()) : options.outputPath
        let outputPaths = Self.outputPaths(of: site, theme: theme)
        // The output's files that are not pages: copied or kept as they are, and stamped in the manifest.
        let otherFiles = site.staticFiles.map(\.path) + theme.assets.map(\.path)
        let manifestPath = BuildManifest.path(outputPath: options.outputPath)
        let manifest = options.useCache ? BuildManifest.load(from: manifestPath) : nil
        let keys = options.useCache ? PageKeys(site: site, theme: theme, outputDisplay: outputDisplay, jobs: options.jobs) : nil
        let filesFingerprint = Self.filesFingerprint(of: site, theme: theme)
        let publisher = OutputPublisher(outputPath: options.outputPath,
                                        mode: Self.publishingMode(manifest, filesFingerprint: filesFingerprint, outputPaths: outputPaths,
                                                                  outputPath: options.outputPath))
        let checkIndex = SiteIndex(paths: outputPaths, displayRoot: outputDisplay,
                                   basePath: site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/", policy: policy)
        do {
            try publisher.begin()
            try publisher.prepareFolders(for: Array(outputPaths))
        } catch {
            publisher.abandon()
            report.diagnostics.append(.error("cannot write the site: \(error)", at: SourceLocation(file: outputDisplay)))
            return report
        }
        let staging = PageStaging(maker: PageMaker(site: site, theme: theme, checkIndex: checkIndex), publisher: publisher,
                                  keys: keys, manifest: manifest)
        var pages = Array(site.chapters.enumerated()).parallelMap(jobs: options.jobs) { index, chapter in
            staging.chapter(chapter, index: index)
        }
        pages.append(staging.home())
        pages.append(staging.notFound())
        report.diagnostics += pages.flatMap(\.diagnostics)
        do {
            if case .inPlace = publisher.mode {
                for path in otherFiles { try publisher.keep(path) }
            } else {
                for file in site.staticFiles {
                    try publisher.copy(from: "\(site.contentRoot)/\(file.path)", to: file.path)
                }
                for asset in theme.assets {
                    try publisher.write(asset.bytes, to: asset.path)
                }
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
        let sitePaths = Self.sitePaths(of: site, outputDisplay: outputDisplay)
        let check = BuildCheck(pages: pages, site: site, index: checkIndex, read: publisher.read, links: staging.maker.resolvedLinks,
                               earlier: report.diagnostics, sitePaths: sitePaths, jobs: options.jobs)
        report.diagnostics = policy.apply(report.diagnostics, sitePath: sitePaths) + check.diagnostics()
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
        if let keys {
            let pageKeys = keys.chapters + [keys.home, keys.notFound]
            let published = Self.manifest(after: pages, keys: pageKeys, previous: manifest, filesFingerprint: filesFingerprint,
                                          otherPaths: otherFiles, outputPath: publisher.outputPath)
            if published != manifest { published.save(to: manifestPath) }
        }
        report.pageCount = pages.count
        report.cachedPageCount = pages.filter(\.fromCache).count
        report.diagramCount = pages.reduce(0) { $0 + $1.diagramCount }
        report.tableCount = pages.reduce(0) { $0 + $1.tableCount }
        report.staticFileCount = site.staticFiles.count
        return report
    }

    /// Maps a finding's file to the page it concerns, for the policy's ignored files: a file of
    /// the new site, a chapter (its page) or a file copied from the content folder.
    static func sitePaths(of site: Site, outputDisplay: String) -> @Sendable (String) -> String? {
        let pageOfChapter = Dictionary(site.chapters.map { ($0.displayPath, $0.outputPath) }, uniquingKeysWith: { first, _ in first })
        return { file in
            if file.hasPrefix(outputDisplay + "/") { return String(file.dropFirst(outputDisplay.count + 1)) }
            if let page = pageOfChapter[file] { return page }
            if file.hasPrefix(site.contentDisplayRoot + "/") { return String(file.dropFirst(site.contentDisplayRoot.count + 1)) }
            return nil
        }
    }

    /// In place when the last build's manifest is at hand and only pages changed: the same
    /// static files and theme assets, still in the output as that build left them.
    static func publishingMode(_ manifest: BuildManifest?, filesFingerprint: String, outputPaths: Set<String>,
                               outputPath: String) -> OutputPublisher.Mode {
        guard let manifest, manifest.filesFingerprint == filesFingerprint,
              manifest.otherFiles.allSatisfy({ FileStamp.of("\(outputPath)/\($0.key)") == $0.value }) else { return .newFolder }
        return .inPlace(removing: manifest.entries.keys.filter { !outputPaths.contains($0) }.sorted())
    }

    /// A hash of the inputs of the output's files that are not pages: each static file's path,
    /// size and modification time, the theme's assets, and whether there is a sitemap.
    static func filesFingerprint(of site: Site, theme: Theme) -> String {
        var hash = ContentHash()
        for file in site.staticFiles {
            hash.update(file.path)
            hash.update("\(file.stamp.size) \(file.stamp.modified)")
        }
        for asset in theme.assets { hash.update(asset.path); hash.update(asset.bytes) }
        hash.update(site.config.baseURL ?? "")
        return hash.hex
    }

    /// The manifest of a build just published: each page's key and file stamp (kept pages keep
    /// theirs), and the stamps of the other files.
    static func manifest(after pages: [WrittenPage], keys: [String], previous: BuildManifest?, filesFingerprint: String,
                         otherPaths: [String], outputPath: String) -> BuildManifest {
        var entries: [String: BuildManifest.Entry] = [:]
        for (page, key) in zip(pages, keys) {
            let stamp = page.fromCache ? previous?.entries[page.path]?.stamp : FileStamp.of("\(outputPath)/\(page.path)")
            guard let stamp else { continue }
            var recorded = page
            recorded.fromCache = false
            entries[page.path] = BuildManifest.Entry(key: key, stamp: stamp, page: recorded)
        }
        var others: [String: FileStamp] = [:]
        for path in otherPaths { others[path] = FileStamp.of("\(outputPath)/\(path)") }
        return BuildManifest(filesFingerprint: filesFingerprint, otherFiles: others, entries: entries)
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

