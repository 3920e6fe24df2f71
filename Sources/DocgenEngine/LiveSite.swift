import DocgenCheck
import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenPage
import Foundation

/// A site built in memory and kept up to date: the engine of `docgen serve`.
///
/// The first ``rebuild(changed:)`` builds every page, as `docgen build` would, with the same
/// checks; each later one reads only the files whose stamp changed (``SourceCache``), makes
/// again only the pages whose key changed (``PageKeys``), and checks the site as a whole. When
/// the changed files are chapters whose text alone changed (the common case of a save, warnings
/// and all), the rest of the model is kept as it is: no folder walk, no navigation, one key, and
/// only the edited chapters' diagnostics replaced (``DiagnosticStore``). A failed rebuild
/// changes nothing: ``files`` stays the last good site.
public final class LiveSite: @unchecked Sendable {
    // Used from one thread at a time: the serve loop.

    /// What a rebuild did.
    public struct Update: Sendable {
        /// Every diagnostic of the site: those of the last good build, for the sources kept.
        public var listing: DiagnosticStore
        /// Files added or whose bytes changed, and files gone, by path inside the site.
        public var changed: [String] = []
        public var removed: [String] = []
        public var pageCount = 0
        public var remadePageCount = 0
        /// False when only chapters' text changed and the rest of the model was kept.
        public var reloadedSite = true
        public var milliseconds = 0

        public var succeeded: Bool { !listing.containsErrors }
        /// Every diagnostic, sorted.
        public var diagnostics: [Diagnostic] { listing.sorted }
    }

    /// Every file of the last good build, by path inside the site.
    public private(set) var files: [String: [UInt8]] = [:]
    /// The last good build's search, when its configuration asks for one: the site's files are
    /// indexed apart from the build (``SiteSearch/index(_:)``), as `docgen serve` does it in the
    /// background.
    public private(set) var search: SiteSearch?
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
        var plan: BuildPlan
        var keys: PageKeys
        var maker: PageMaker
        /// The source paths (inside content/) of the chapters, static files and data files.
        var sourcePaths: Set<String>
        /// Each page's key, by path inside the site.
        var pageKeys: [String: String]
        /// Every diagnostic under the policy, by source (``Source``).
        var diagnostics: DiagnosticStore
        /// Every page of the last good build, by path inside the site.
        var pages: [String: WrittenPage]
        /// The Check stage.
        var check: BuildCheck
    }

    /// Where diagnostics come from, named as ``DiagnosticStore`` sources: what reading a chapter
    /// gave, a page's Render stage, a file's check, and the rest of loading (the config, the
    /// theme, translations, search).
    private enum Source {
        static let site = "site"
        static func reading(_ sourcePath: String) -> String { "read:" + sourcePath }
        static func page(_ path: String) -> String { "page:" + path }
        static func check(_ path: String) -> String { "check:" + path }
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
        update.milliseconds = Milliseconds.since(start, clock)
        return update
    }

    /// The rebuild after only chapters' text changed, or nil when anything else may have. It
    /// makes the edited pages, and checks them and the pages that link into them; the rest of
    /// the last build stays as it is, and is changed in place, not copied.
    private func rebuildText(of changed: Set<String>) -> Update? {
        guard let (proposed, edit) = textEdit(of: changed) else { return nil }
        var update = proposed
        guard update.succeeded else { return update }
        for (source, diagnostics) in edit.diagnostics { model!.diagnostics.replace(source, with: diagnostics) }
        update.listing = model!.diagnostics
        for (position, chapter, page) in edit.made {
            model!.site.replace(chapter)
            model!.keys.setKey(page.key, ofChapterAt: position)
            model!.pageKeys[page.page.path] = page.key
            model!.pages[page.page.path] = page.page
            if let bytes = page.bytes, files[page.page.path] != bytes {
                files[page.page.path] = bytes
                update.changed.append(page.page.path)
            }
        }
        model!.check.replace(edit.made.map { ($0.page.page.path, $0.page.page.check) }, findings: edit.findings)
        update.changed.sort()
        return update
    }

    /// What an edit of chapters' text makes: the new chapters and pages, their findings, and
    /// the diagnostics of each source it changes, not yet in place.
    private struct TextEdit {
        var made: [(position: Int, chapter: Chapter, page: Made)]
        var findings: [String: [Diagnostic]]
        var diagnostics: [String: [Diagnostic]]
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
        var diagnostics: [String: [Diagnostic]] = [:]
        let policy = model.plan.policy, sitePaths = model.plan.sitePaths
        for (chapter, problems) in chapters {
            guard let position = model.site.position(ofSourcePath: chapter.sourcePath) else { return nil }
            let key = model.keys.key(ofEdited: chapter, at: position, in: model.site)
            let page = model.maker.chapter(chapter, index: position)
            made.append((position, chapter, (key, page.page, page.bytes)))
            diagnostics[Source.reading(chapter.sourcePath)] = policy.apply(problems, sitePath: sitePaths)
            diagnostics[Source.page(page.page.path)] = policy.apply(page.page.diagnostics, sitePath: sitePaths)
        }
        let findings = model.check.findings(replacing: made.map { ($0.page.page.path, $0.page.page.check) })
        for (path, found) in findings { diagnostics[Source.check(path)] = found }
        var update: Update
        if model.diagnostics.errorCount(replacing: diagnostics) == 0 {
            // Put in place by the caller, without a copy of the kept diagnostics.
            update = Update(listing: DiagnosticStore())
        } else {
            var listing = model.diagnostics
            for (source, found) in diagnostics { listing.replace(source, with: found) }
            update = Update(listing: listing)
        }
        update.pageCount = model.pageKeys.count
        update.remadePageCount = made.count
        update.reloadedSite = false
        return (update, TextEdit(made: made, findings: findings, diagnostics: diagnostics))
    }

    /// A rebuild that reloads the site (reading only the files whose stamp changed).
    private func build() -> Update {
        let (loaded, loadProblems) = ModelLoader.load(contentPath: options.contentPath, configPath: options.configPath,
                                                      templatesPath: options.templatesPath, jobs: options.jobs, cache: sources,
                                                      includesDrafts: true)
        guard let loaded else { return Update(listing: DiagnosticStore([Source.site: loadProblems])) }
        let plan = BuildPlan(model: loaded, outputPath: options.outputPath)
        let site = loaded.site
        let keys = PageKeys(site: site, theme: loaded.theme, outputDisplay: plan.outputDisplay, jobs: options.jobs)
        let maker = plan.pageMaker()
        let previousKeys = model?.pageKeys ?? [:], previousPages = model?.pages ?? [:]
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
        let homes = site.config.editions.enumerated().map { position, edition in
            (keys.homes[position], PageContext.homePath(of: edition.code, in: site.config), { maker.home(language: edition.code) })
        }
        for (key, path, make) in homes + [(keys.notFound, "404.html", maker.notFound)] {
            if let page = kept(path, key: key) {
                made.append((key, page, nil))
            } else {
                let page = make()
                made.append((key, page.page, page.bytes))
            }
        }
        var newFiles: [String: [UInt8]] = [:]
        for page in made { newFiles[page.page.path] = page.bytes ?? files[page.page.path] ?? [] }
        for file in plan.otherFiles { newFiles[file.path] = file.bytes }
        if let sitemap = plan.sitemap { newFiles[BuildPlan.sitemapPath] = sitemap }
        let check = BuildCheck(pages: made.map { ($0.page.path, $0.page.check) }, others: plan.otherPages, index: plan.checkIndex,
                               sitePaths: plan.sitePaths, jobs: options.jobs)
        var searchProblems: [Diagnostic] = []
        var found: SiteSearch?
        if let settings = site.config.search {
            switch SiteSearch.of(settings) {
            case .success(let search): found = search
            case .failure(let problem): searchProblems.append(problem)
            }
        }
        var update = Update(listing: diagnostics(loadProblems: loadProblems + plan.policyProblems + searchProblems, site: site,
                                                 pages: made.map(\.page), check: check, plan: plan))
        update.pageCount = made.count
        update.remadePageCount = made.filter { $0.bytes != nil }.count
        guard update.succeeded else { return update }

        update.changed = newFiles.filter { files[$0.key] != $0.value }.map(\.key).sorted()
        update.removed = files.keys.filter { newFiles[$0] == nil }.sorted()
        files = newFiles
        search = found
        let sourcePaths = Set(site.chapters.map(\.sourcePath) + site.staticFiles.map(\.path) + site.dataFiles.keys)
        model = Model(site: site, plan: plan, keys: keys, maker: maker, sourcePaths: sourcePaths,
                      pageKeys: Dictionary(made.map { ($0.page.path, $0.key) }, uniquingKeysWith: { first, _ in first }),
                      diagnostics: update.listing,
                      pages: Dictionary(made.map { ($0.page.path, $0.page) }, uniquingKeysWith: { first, _ in first }), check: check)
        return update
    }

    /// A build's diagnostics under the policy, by source: each chapter's reading problems (as the
    /// source cache holds them) apart from the rest of `loadProblems`, so that a text edit can
    /// replace them.
    private func diagnostics(loadProblems: [Diagnostic], site: Site, pages: [WrittenPage], check: BuildCheck,
                             plan: BuildPlan) -> DiagnosticStore {
        let apply = { (diagnostics: [Diagnostic]) in plan.policy.apply(diagnostics, sitePath: plan.sitePaths) }
        // The rest of loading is what is left of its problems once each chapter's are taken out.
        var left = Dictionary(loadProblems.map { ($0, 1) }, uniquingKeysWith: +)
        func take(_ problems: [Diagnostic]) -> [Diagnostic] {
            problems.filter { problem in
                guard let count = left[problem], count > 0 else { return false }
                left[problem] = count - 1
                return true
            }
        }
        var bySource: [String: [Diagnostic]] = [:]
        let read = sources.markdownProblems
        for chapter in site.chapters {
            if let problems = read[chapter.sourcePath] { bySource[Source.reading(chapter.sourcePath)] = apply(take(problems)) }
        }
        bySource[Source.site] = apply(take(loadProblems))
        for page in pages where !page.diagnostics.isEmpty { bySource[Source.page(page.path)] = apply(page.diagnostics) }
        for (path, found) in check.findingsByFile where !found.isEmpty { bySource[Source.check(path)] = found }
        return DiagnosticStore(bySource)
    }
}
