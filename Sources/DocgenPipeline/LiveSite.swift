import DocgenChecks
import DocgenDiagnostics
import DocgenParallel
import DocgenSite
import Foundation

/// A site built in memory and kept up to date: the engine of `docgen serve`.
///
/// The first ``rebuild(changed:)`` builds every page, as `docgen build` would, with the same
/// checks; each later one reads only the files whose stamp changed (``SourceCache``), makes
/// again only the pages whose key changed (``PageKeys``), and checks the site as a whole. When
/// the changed files are chapters whose text alone changed (the common case of a save), the
/// rest of the model is kept as it is: no folder walk, no navigation, one key. A failed rebuild
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
        /// False when only chapters' text changed and the rest of the model was kept.
        public var reloadedSite = true
        public var milliseconds = 0

        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// Every file of the last good build, by path inside the site.
    public private(set) var files: [String: [UInt8]] = [:]
    private let options: BuildOptions
    private let sources = SourceCache()
    /// The last good build: its model, and each page's key and what the Check stage needs.
    private var model: Model?
    private var pages: [String: (key: String, page: WrittenPage)] = [:]
    /// True after a failed rebuild: the files changed since the last good one are not all known
    /// to the next, so it reloads everything that changed.
    private var lastFailed = false

    /// What a build was made from, kept for the next one.
    private struct Model {
        var site: Site
        var theme: Theme
        var keys: PageKeys
        var maker: PageMaker
        var index: SiteIndex
        var policy: CheckPolicy
    }

    /// A page of a build in progress: made again (`bytes`) or kept from the last build (nil).
    private typealias Made = (key: String, page: WrittenPage, bytes: [UInt8]?)

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Reloads what changed and builds again.
    ///
    /// - Parameter changed: the absolute paths that changed, when they are known (from a file
    ///   watcher); nil means anything may have.
    public func rebuild(changed: Set<String>? = nil) -> Update {
        let clock = ContinuousClock()
        let start = clock.now
        var update = (lastFailed ? nil : changed.flatMap(rebuildText(of:))) ?? build()
        lastFailed = !update.succeeded
        update.diagnostics.sort()
        let elapsed = clock.now - start
        update.milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return update
    }

    /// The rebuild after only chapters' text changed, or nil when anything else may have.
    private func rebuildText(of changed: Set<String>) -> Update? {
        guard var model, !changed.isEmpty else { return nil }
        let root = URL(fileURLWithPath: options.contentPath).standardizedFileURL.path + "/"
        // A file that is gone and was never part of the site (an editor's temporary file,
        // renamed over the chapter it saves) changes nothing.
        let known = Set(model.site.chapters.map(\.sourcePath) + model.site.staticFiles.map(\.path) + model.site.dataFiles.keys)
        let paths = changed.filter { FileManager.default.fileExists(atPath: $0) || !$0.hasPrefix(root) || known.contains(String($0.dropFirst(root.count))) }
            .map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : "" }
        guard !paths.isEmpty, paths.allSatisfy({ $0.hasSuffix(".md") }),
              let site = SiteLoader.reloadingText(of: model.site, paths: paths) else { return nil }
        var made: [Made] = []
        for chapter in site.chapters {
            guard let kept = pages[chapter.outputPath] else { return nil }
            made.append((kept.key, kept.page, nil))
        }
        for path in paths {
            guard let position = site.position(ofSourcePath: path) else { return nil }
            model.keys = model.keys.updating(chapterAt: position, in: site)
            let page = model.maker.chapter(site.chapters[position], index: position)
            made[position] = (model.keys.chapters[position], page.page, page.bytes)
        }
        for path in ["index.html", "404.html"] {
            guard let kept = pages[path] else { return nil }
            made.append((kept.key, kept.page, nil))
        }
        model.site = site
        var newFiles = files
        for page in made { if let bytes = page.bytes { newFiles[page.page.path] = bytes } }
        var update = finish(made: made, files: newFiles, model: model, diagnostics: [])
        update.reloadedSite = false
        return update
    }

    /// A rebuild that reloads the site (reading only the files whose stamp changed).
    private func build() -> Update {
        var diagnostics: [Diagnostic] = []
        let (loadedTheme, themeProblems) = Theme.load(overridesPath: options.templatesPath)
        let themePaths = (loadedTheme?.assets ?? []).map { (path: $0.path, owner: "the theme's \($0.path)") }
        let (loadedSite, loadProblems) = SiteLoader.load(contentPath: options.contentPath, configPath: options.configPath, jobs: options.jobs,
                                                         reservedPaths: themePaths, cache: sources)
        diagnostics += loadProblems + themeProblems
        guard let site = loadedSite, let theme = loadedTheme else { return Update(diagnostics: diagnostics) }
        let (policy, policyProblems) = site.config.check.policy()
        diagnostics += policyProblems

        let display = options.outputPath.hasSuffix("/") ? String(options.outputPath.dropLast()) : options.outputPath
        let index = SiteIndex(paths: BuildPipeline.outputPaths(of: site, theme: theme), displayRoot: display,
                              basePath: site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/", policy: policy)
        let keys = PageKeys(site: site, theme: theme, outputDisplay: display, jobs: options.jobs)
        let maker = PageMaker(site: site, theme: theme, checkIndex: index)
        let previous = pages

        // Pages: the last build's when their key is the same, made again otherwise.
        var made: [Made] = Array(site.chapters.enumerated()).parallelMap(jobs: options.jobs) { position, chapter in
            let key = keys.chapters[position]
            if let kept = previous[chapter.outputPath], kept.key == key { return (key, kept.page, nil) }
            let page = maker.chapter(chapter, index: position)
            return (key, page.page, page.bytes)
        }
        for (key, path, make) in [(keys.home, "index.html", maker.home), (keys.notFound, "404.html", maker.notFound)] {
            if let kept = previous[path], kept.key == key {
                made.append((key, kept.page, nil))
            } else {
                let page = make()
                made.append((key, page.page, page.bytes))
            }
        }
        var newFiles: [String: [UInt8]] = [:]
        for page in made { newFiles[page.page.path] = page.bytes ?? files[page.page.path] ?? [] }
        // Other files: static files read again only when their stamp changed; the theme; the sitemap.
        let previousStamps = Dictionary((model?.site.staticFiles ?? []).map { ($0.path, $0.stamp) }, uniquingKeysWith: { first, _ in first })
        for file in site.staticFiles {
            if previousStamps[file.path] == file.stamp, let kept = files[file.path] {
                newFiles[file.path] = kept
            } else if let bytes = FileManager.default.contents(atPath: "\(site.contentRoot)/\(file.path)") {
                newFiles[file.path] = Array(bytes)
            } else {
                diagnostics.append(.error("cannot read file", at: SourceLocation(file: "\(site.contentDisplayRoot)/\(file.path)")))
            }
        }
        for asset in theme.assets { newFiles[asset.path] = asset.bytes }
        if let baseURL = site.config.baseURL {
            newFiles["sitemap.xml"] = Array(SitemapWriter.sitemap(for: site, baseURL: baseURL).utf8)
        }
        return finish(made: made, files: newFiles,
                      model: Model(site: site, theme: theme, keys: keys, maker: maker, index: index, policy: policy), diagnostics: diagnostics)
    }

    /// The Check stage over the new site, then, when it is clean, the new site in place of the old.
    private func finish(made: [Made], files newFiles: [String: [UInt8]], model: Model, diagnostics: [Diagnostic]) -> Update {
        var update = Update(diagnostics: diagnostics + made.flatMap(\.page.diagnostics))
        update.diagnostics += BuildCheck.run(pages: made.map(\.page), site: model.site, index: model.index, read: { newFiles[$0] },
                                             links: model.maker.resolvedLinks, earlier: update.diagnostics, jobs: options.jobs)
        update.diagnostics = model.policy.apply(update.diagnostics,
                                                sitePath: BuildPipeline.sitePaths(of: model.site, outputDisplay: model.index.displayRoot))
        update.pageCount = made.count
        update.remadePageCount = made.filter { $0.bytes != nil }.count
        guard update.succeeded else { return update }

        update.changed = newFiles.filter { files[$0.key] != $0.value }.map(\.key).sorted()
        update.removed = files.keys.filter { newFiles[$0] == nil }.sorted()
        files = newFiles
        pages = Dictionary(made.map { ($0.page.path, (key: $0.key, page: $0.page)) }, uniquingKeysWith: { first, _ in first })
        self.model = model
        return update
    }
}
