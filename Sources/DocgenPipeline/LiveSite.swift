import DocgenChecks
import DocgenCore
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
    /// The last good build: what it was made from, and its Check stage, which holds its pages.
    private var model: Model?
    /// True after a failed rebuild: the files changed since the last good one are not all known
    /// to the next, so it reloads everything that changed.
    private var lastFailed = false

    /// What a build was made from, kept for the next one.
    private struct Model {
        var site: Site
        var theme: Theme
        var keys: PageKeys
        var maker: PageMaker
        var policy: CheckPolicy
        var sitePaths: @Sendable (String) -> String?
        /// The source paths (inside content/) of the chapters, static files and data files.
        var sourcePaths: Set<String>
        /// What loading the site and the theme reported, under the policy.
        var loadDiagnostics: [Diagnostic]
        /// Each page's key, by path inside the site.
        var pageKeys: [String: String]
        /// The Render stage's diagnostics of each page that has any, under the policy.
        var pageDiagnostics: [String: [Diagnostic]]
        /// The Check stage, with every page made (``BuildCheck/files``).
        var check: BuildCheck
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

    /// The rebuild after only chapters' text changed, or nil when anything else may have. It
    /// makes the edited pages, and checks them and the pages that link into them; the rest of
    /// the last build stays as it is, and is changed in place, not copied.
    private func rebuildText(of changed: Set<String>) -> Update? {
        guard let (proposed, edit) = textEdit(of: changed) else { return nil }
        var update = proposed
        guard update.succeeded else { return update }
        for (position, chapter, page) in edit.made {
            model!.site.replace(chapter)
            model!.keys.setKey(page.key, ofChapterAt: position)
            model!.pageKeys[page.page.path] = page.key
            model!.pageDiagnostics[page.page.path] = page.page.diagnostics.isEmpty
                ? nil : model!.policy.apply(page.page.diagnostics, sitePath: model!.sitePaths)
            if let bytes = page.bytes, files[page.page.path] != bytes {
                files[page.page.path] = bytes
                update.changed.append(page.page.path)
            }
        }
        model!.check.replace(edit.made.map(\.page.page), findings: edit.findings)
        update.changed.sort()
        return update
    }

    /// What an edit of chapters' text makes: the new chapters and pages, and their findings,
    /// not yet in place.
    private struct TextEdit {
        var made: [(position: Int, chapter: Chapter, page: Made)]
        var findings: [String: [Diagnostic]]
    }

    /// The pages `changed` chapters make now, and the diagnostics of the site with them.
    private func textEdit(of changed: Set<String>) -> (Update, TextEdit)? {
        guard let model, !changed.isEmpty else { return nil }
        let root = URL(fileURLWithPath: options.contentPath).standardizedFileURL.path + "/"
        // A file that is gone and was never part of the site (an editor's temporary file,
        // renamed over the chapter it saves) changes nothing.
        let paths = Set(changed.filter { FileManager.default.fileExists(atPath: $0) || !$0.hasPrefix(root) || model.sourcePaths.contains(String($0.dropFirst(root.count))) }
            .map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : "" }).sorted()
        guard !paths.isEmpty, paths.allSatisfy({ $0.hasSuffix(".md") }),
              let chapters = SiteLoader.reloadingText(of: model.site, paths: paths) else { return nil }
        var made: [(position: Int, chapter: Chapter, page: Made)] = []
        for chapter in chapters {
            guard let position = model.site.position(ofSourcePath: chapter.sourcePath) else { return nil }
            let key = model.keys.key(ofEdited: chapter, at: position, in: model.site)
            let page = model.maker.chapter(chapter, index: position)
            made.append((position, chapter, (key, page.page, page.bytes)))
        }
        let pages = made.map(\.page.page)
        let findings = model.check.findings(replacing: pages)
        let edited = Set(chapters.map(\.displayPath))
        var update = Update(diagnostics: model.loadDiagnostics.filter { !edited.contains($0.location.file) })
        let editedPages = Set(pages.map(\.path))
        for (path, diagnostics) in model.pageDiagnostics where !editedPages.contains(path) { update.diagnostics += diagnostics }
        update.diagnostics += model.policy.apply(pages.flatMap(\.diagnostics), sitePath: model.sitePaths)
        update.diagnostics += model.check.diagnostics(replacing: findings)
        update.pageCount = model.pageKeys.count
        update.remadePageCount = made.count
        update.reloadedSite = false
        return (update, TextEdit(made: made, findings: findings))
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
        let previousKeys = model?.pageKeys ?? [:], previousPages = model?.check.files ?? [:]
        @Sendable func kept(_ path: String, key: String) -> WrittenPage? {
            previousKeys[path] == key ? previousPages[path] : nil
        }

        // Pages: the last build's when their key is the same, made again otherwise.
        var made: [Made] = Array(site.chapters.enumerated()).parallelMap(jobs: options.jobs) { position, chapter in
            let key = keys.chapters[position]
            if let page = kept(chapter.outputPath, key: key) { return (key, page, nil) }
            let page = maker.chapter(chapter, index: position)
            return (key, page.page, page.bytes)
        }
        for (key, path, make) in [(keys.home, "index.html", maker.home), (keys.notFound, "404.html", maker.notFound)] {
            if let page = kept(path, key: key) {
                made.append((key, page, nil))
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
        let sitePaths = BuildPipeline.sitePaths(of: site, outputDisplay: display)
        let builtFiles = newFiles
        let check = BuildCheck(pages: made.map(\.page), site: site, index: index, read: { builtFiles[$0] }, links: maker.resolvedLinks,
                               earlier: diagnostics + made.flatMap(\.page.diagnostics), sitePaths: sitePaths, jobs: options.jobs)
        let loadDiagnostics = policy.apply(diagnostics, sitePath: sitePaths)
        let pageDiagnostics = Dictionary(made.compactMap { made in
            made.page.diagnostics.isEmpty ? nil : (made.page.path, policy.apply(made.page.diagnostics, sitePath: sitePaths))
        }, uniquingKeysWith: { first, _ in first })
        var update = Update(diagnostics: loadDiagnostics + pageDiagnostics.values.flatMap { $0 } + check.diagnostics())
        update.pageCount = made.count
        update.remadePageCount = made.filter { $0.bytes != nil }.count
        guard update.succeeded else { return update }

        update.changed = newFiles.filter { files[$0.key] != $0.value }.map(\.key).sorted()
        update.removed = files.keys.filter { newFiles[$0] == nil }.sorted()
        files = newFiles
        let sourcePaths = Set(site.chapters.map(\.sourcePath) + site.staticFiles.map(\.path) + site.dataFiles.keys)
        model = Model(site: site, theme: theme, keys: keys, maker: maker, policy: policy, sitePaths: sitePaths, sourcePaths: sourcePaths,
                      loadDiagnostics: loadDiagnostics,
                      pageKeys: Dictionary(made.map { ($0.page.path, $0.key) }, uniquingKeysWith: { first, _ in first }),
                      pageDiagnostics: pageDiagnostics, check: check)
        return update
    }
}
