import DocgenChecks
import DocgenDiagnostics
import DocgenParallel
import DocgenSite
import Foundation

/// A site built in memory and kept up to date: the engine of `docgen serve`.
///
/// The first ``rebuild()`` builds every page, as `docgen build` would, with the same checks; each
/// later one reads only the files whose stamp changed (``SourceCache``), makes again only the
/// pages whose key changed (``PageKeys``), and checks the site as a whole. A failed rebuild
/// changes nothing: ``files`` stays the last good site.
public final class LiveSite: @unchecked Sendable {
    // Used from one thread at a time: the serve loop.

    /// What a rebuild did.
    public struct Update: Sendable {
        public var diagnostics: [Diagnostic]
        /// Files added or whose bytes changed, and files gone, by path inside the site.
        public var changed: [String] = []
        public var removed: [String] = []
        public var pageCount = 0
        public var remadePageCount = 0
        public var milliseconds = 0

        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// Every file of the last good build, by path inside the site.
    public private(set) var files: [String: [UInt8]] = [:]
    private let options: BuildOptions
    private let sources = SourceCache()
    /// The last good build's pages: key, what the Check stage needs, and bytes.
    private var pages: [String: (key: String, page: WrittenPage)] = [:]
    private var staticFiles: [String: FileStamp] = [:]

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Reloads what changed and builds again.
    public func rebuild() -> Update {
        let clock = ContinuousClock()
        let start = clock.now
        var update = build()
        update.diagnostics.sort()
        let elapsed = clock.now - start
        update.milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return update
    }

    private func build() -> Update {
        var update = Update(diagnostics: [])
        let (loadedTheme, themeProblems) = Theme.load(overridesPath: options.templatesPath)
        let themePaths = (loadedTheme?.assets ?? []).map { (path: $0.path, owner: "the theme's \($0.path)") }
        let (loadedSite, loadProblems) = SiteLoader.load(contentPath: options.contentPath, configPath: options.configPath, jobs: options.jobs,
                                                         reservedPaths: themePaths, cache: sources)
        update.diagnostics += loadProblems + themeProblems
        guard let site = loadedSite, let theme = loadedTheme else { return update }
        let (policy, policyProblems) = site.config.check.policy()
        update.diagnostics += policyProblems

        let display = options.outputPath.hasSuffix("/") ? String(options.outputPath.dropLast()) : options.outputPath
        let outputPaths = BuildPipeline.outputPaths(of: site, theme: theme)
        let index = SiteIndex(paths: outputPaths, displayRoot: display,
                              basePath: site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/", policy: policy)
        let keys = PageKeys(site: site, theme: theme, outputDisplay: display, jobs: options.jobs)
        let maker = PageMaker(site: site, theme: theme, checkIndex: index)
        let previous = pages
        let previousFiles = files

        // Pages: the last build's when their key is the same, made again otherwise.
        let chapterPages: [(key: String, page: WrittenPage, bytes: [UInt8]?)] = Array(site.chapters.enumerated()).parallelMap(jobs: options.jobs) { position, chapter in
            let key = keys.chapters[position]
            if let kept = previous[chapter.outputPath], kept.key == key { return (key, kept.page, nil) }
            let made = maker.chapter(chapter, index: position)
            return (key, made.page, made.bytes)
        }
        var made = chapterPages
        for (key, path, make) in [(keys.home, "index.html", maker.home), (keys.notFound, "404.html", maker.notFound)] {
            if let kept = previous[path], kept.key == key {
                made.append((key, kept.page, nil))
            } else {
                let page = make()
                made.append((key, page.page, page.bytes))
            }
        }
        var newFiles: [String: [UInt8]] = [:]
        for entry in made {
            newFiles[entry.page.path] = entry.bytes ?? previousFiles[entry.page.path] ?? []
        }
        update.diagnostics += made.flatMap(\.page.diagnostics)

        // Other files: static files read again only when their stamp changed; the theme; the sitemap.
        for file in site.staticFiles {
            if staticFiles[file.path] == file.stamp, let kept = previousFiles[file.path] {
                newFiles[file.path] = kept
            } else if let bytes = FileManager.default.contents(atPath: "\(site.contentRoot)/\(file.path)") {
                newFiles[file.path] = Array(bytes)
            } else {
                update.diagnostics.append(.error("cannot read file", at: SourceLocation(file: "\(site.contentDisplayRoot)/\(file.path)")))
            }
        }
        for asset in theme.assets { newFiles[asset.path] = asset.bytes }
        if let baseURL = site.config.baseURL {
            newFiles["sitemap.xml"] = Array(SitemapWriter.sitemap(for: site, baseURL: baseURL).utf8)
        }

        let built = newFiles
        update.diagnostics += BuildCheck.run(pages: made.map(\.page), site: site, index: index, read: { built[$0] },
                                             links: maker.resolvedLinks, earlier: update.diagnostics, jobs: options.jobs)
        update.diagnostics = policy.apply(update.diagnostics, sitePath: BuildPipeline.sitePaths(of: site, outputDisplay: display))
        update.pageCount = made.count
        update.remadePageCount = made.filter { $0.bytes != nil }.count
        guard update.succeeded else { return update }

        update.changed = newFiles.filter { previousFiles[$0.key] != $0.value }.map(\.key).sorted()
        update.removed = previousFiles.keys.filter { newFiles[$0] == nil }.sorted()
        files = newFiles
        pages = Dictionary(made.map { ($0.page.path, (key: $0.key, page: $0.page)) }, uniquingKeysWith: { first, _ in first })
        staticFiles = Dictionary(site.staticFiles.map { ($0.path, $0.stamp) }, uniquingKeysWith: { first, _ in first })
        return update
    }
}
