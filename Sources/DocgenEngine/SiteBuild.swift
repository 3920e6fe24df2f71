import DocgenCheck
import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenPDF
import DocgenPages
import Foundation

/// docgen's engine: the stages of ``BuildStage`` run in order over a site, into the output
/// folder (`docgen build`) or into memory (`docgen serve`), each build keeping from the last
/// what did not change.
///
/// Every stage gathers all its problems before the build stops, and nothing is published unless
/// the whole build is clean: a failed build leaves the last site as it was. What differs
/// between the two destinations is where pages go and what the last build left to keep
/// (``SiteDestination``). Into memory, an edit of chapters' text alone (the common save) skips
/// loading the rest of the site: the edited pages are made and checked with the pages that link
/// into them, and only their diagnostics are replaced (``DiagnosticStore``).
public final class SiteBuild: @unchecked Sendable {
    // Used from one thread at a time: the command, or the serve loop.

    /// Where a build puts the site.
    public enum Destination: Sendable {
        /// The output folder of ``BuildOptions``, with the build cache beside it.
        case folder
        /// Memory, kept from build to build (``files``).
        case memory
    }

    private let options: BuildOptions
    /// The destination kept from build to build, when building into memory.
    private let memory: MemoryDestination?
    /// The last good build into memory: what a text edit starts from.
    private var last: LastBuild?
    /// True after a failed build: the files changed since the last good one are not all known
    /// to the next, so it loads the site again.
    private var lastFailed = false
    /// The last good build's search, when its configuration asks for one: into memory, the
    /// site's files are indexed apart from the build (``SiteSearch/index(_:)``), as `docgen
    /// serve` does it in the background.
    public private(set) var search: SiteSearch?

    public init(options: BuildOptions, into destination: Destination) {
        self.options = options
        memory = destination == .memory ? MemoryDestination() : nil
    }

    /// Every file of the last good build into memory, by path inside the site.
    public var files: [String: [UInt8]] { memory?.files ?? [:] }

    /// Builds the site described by `options` into its output folder once (`docgen build`).
    public static func build(_ options: BuildOptions, progress: (BuildProgress) -> Void = { _ in }) -> BuildReport {
        SiteBuild(options: options, into: .folder).run(progress: progress)
    }

    /// Builds the site, keeping what did not change since the last build.
    ///
    /// - Parameters:
    ///   - changed: the absolute paths that changed, when they are known (from a file watcher);
    ///     nil means anything may have.
    ///   - progress: called as each stage starts.
    public func run(changed: Set<String>? = nil, progress: (BuildProgress) -> Void = { _ in }) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        let leftovers = options.freesMemory ? nil : BuildLeftovers()
        var report = (lastFailed ? nil : changed.flatMap(buildAfterTextEdit(of:)))
            ?? runStages(readingArchive: true, leftovers: leftovers, progress: progress)
        leftovers?.keepUntilExit()
        lastFailed = !report.succeeded
        report.milliseconds = Milliseconds.since(start, clock)
        return report
    }

    /// Where diagnostics come from, named as ``DiagnosticStore`` sources: what reading a chapter
    /// gave, a page's Pages stage, a file's check, and the rest (the configuration, the theme,
    /// translations, search, writing and publishing), and what a published build could not store
    /// for the next.
    private enum Source {
        static let site = "site"
        static let publish = "publish"
        static let pdf = "pdf"
        static func reading(_ sourcePath: String) -> String { "read:" + sourcePath }
        static func page(_ path: String) -> String { "page:" + path }
        static func check(_ path: String) -> String { "check:" + path }
    }

    /// The stages, in order; with `readingArchive`, chapters whose files are unchanged come from
    /// the last build's archive.
    private func runStages(readingArchive: Bool, leftovers: BuildLeftovers?, progress: (BuildProgress) -> Void) -> BuildReport {
        let destination: any SiteDestination = memory ?? FolderDestination(options: options, readingArchive: readingArchive)
        var stages = BuildStage.allCases
        func step(_ stage: BuildStage) {
            progress(BuildProgress(step: (stages.firstIndex(of: stage) ?? 0) + 1, stepCount: stages.count, stage: stage))
        }
        func failed(_ problems: [Diagnostic]) -> BuildReport {
            destination.abandon()
            return BuildReport(listing: DiagnosticStore([Source.site: problems]))
        }

        step(.load)
        let locationProblems = destination.locationProblems
        if locationProblems.containsErrors { return failed(locationProblems) }
        let (loaded, loadProblems) = ModelLoader.load(contentPath: options.contentPath, configPath: options.configPath,
                                                      templatesPath: options.templatesPath, jobs: options.jobs,
                                                      cache: destination.sources, includesDrafts: destination.includesDrafts,
                                                      // docgen serve makes no PDF edition: its pages would link to PDFs it never makes.
                                                      pdf: memory != nil ? false : options.pdf ? true : nil)
        let savingSources = destination.saveSources()
        defer { savingSources?.wait() }
        leftovers?.keep(destination)
        guard var model = loaded else { return failed(locationProblems + loadProblems) }
        if let version = options.version { model.site.publish(as: version.menu) }
        if options.useCache && memory == nil {
            let cache = URL(fileURLWithPath: options.cacheFolder)
            model.site.drawingCacheFolder = cache.appendingPathComponent("d2").path
            model.site.directiveCacheFolder = cache.appendingPathComponent("directives").path
            model.site.helperAnswersFolder = cache.appendingPathComponent("helpers").path
            model.site.cardCacheFolder = cache.appendingPathComponent("cards").path
        }
        model.site.keepsCardsInMemory = memory != nil
        // The user's preprocessors change chapters' text before anything is made of it.
        let extensionProblems = UserDirectiveCheck.problems(in: model.site.config) + SitePreprocessor.run(&model.site)
        let plan = BuildPlan(model: model, outputPath: options.outputPath, strict: options.strict, version: options.version)
        let site = model.site
        var siteProblems = locationProblems + loadProblems + extensionProblems + plan.policyProblems
        // Pagefind is looked for now, so that a missing one is said with every other problem.
        var search: SiteSearch?
        if let settings = site.config.search {
            switch SiteSearch.of(settings) {
            case .success(let found): search = found
            case .failure(let problem): siteProblems.append(problem)
            }
        }
        if site.config.search == nil || !destination.indexesSearch { stages.removeAll { $0 == .search } }
        // WeasyPrint is started while the pages are made, so that a missing one is said with
        // every other problem, before a PDF is asked of it.
        let pdfWriter = site.config.pdfLocation == nil ? nil : PDFWriter()
        let pdfReady = pdfWriter.map { writer in BackgroundValue { writer.start() } }
        if pdfWriter == nil { stages.removeAll { $0 == .pdf } }

        step(.pages)
        let keys = memory != nil || options.useCache
            ? PageKeys(site: site, theme: model.theme, outputDisplay: plan.outputDisplay, jobs: options.jobs) : nil
        if let problem = destination.begin(plan) { return failed(siteProblems + [problem]) }
        let staging = PageStaging(maker: plan.pageMaker(), destination: destination, keys: keys)
        leftovers?.keep(model, plan, staging)
        // The home page first: on a large site its table of contents makes it the largest page
        // by far, made before the chapters' checks take their share of memory.
        let homes = site.config.editions.indices.map { staging.home(at: $0) }
        var pages = Array(site.chapters.enumerated()).parallelMap(jobs: options.jobs) { index, chapter in
            staging.chapter(chapter, index: index)
        }
        pages += homes + [staging.notFound()]
        // Every page is made: the TeX converter and Pygments, if a block started them, are done.
        staging.maker.math.finish()
        staging.maker.pygments.finish()
        if let problem = staging.maker.cards?.problem { siteProblems.append(problem) }
        if staging.foundDamagedText.isSet {
            // The archive changed on disk since it was written: the build starts over from the
            // chapters' files, and its archive replaces the damaged one if it is published (this
            // run's model stays in memory meanwhile: a rare path, not worth unwinding for).
            destination.abandon()
            guard readingArchive else { return failed([.error("internal error: a chapter's text was damaged in memory", at: SourceLocation(file: plan.outputDisplay))]) }
            return runStages(readingArchive: false, leftovers: leftovers, progress: progress)
        }
        do {
            try destination.writeOtherFiles(of: plan)
            // Every page's copy is in place, made or kept: each language's copies in one file.
            for full in plan.agentFullFiles(reading: destination.publishedBytes(at:)) { try destination.add(full.bytes, at: full.path) }
        } catch {
            siteProblems.append(.error("cannot write the site: \(error)", at: SourceLocation(file: plan.outputDisplay)))
        }
        siteProblems += figureClashes(pages, plan: plan)
        siteProblems += MovedPages.warnings(lastPages: destination.lastPages, pages: pages, site: site)
        // Each language's print page, from the staged chapters' pages: checked with the site,
        // and made into its PDF once the site is clean.
        var printEditions: [PrintEdition] = []
        if let requested = site.config.pdfLocation {
            let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"]
            printEditions = site.config.editions.map { edition in
                PrintEdition.make(language: edition.code, templates: staging.maker.templates,
                                  date: PrintEdition.date(of: edition.code, in: site, sourceDateEpoch: epoch), staged: destination.bytes(at:))
            }
            do {
                for edition in printEditions { try destination.add(edition.bytes, at: edition.path) }
            } catch {
                siteProblems.append(.error("cannot write the print pages: \(error)", at: requested))
            }
            if case .failure(let failure)? = pdfReady?.value { siteProblems.append(.error(failure.message, at: requested)) }
        }
        // Links were checked against the plan's paths; a file missing from it would make a
        // broken link look sound, so a difference is a bug, reported rather than published.
        // Compared on the other core while the site is checked (hashing 10,000 paths twice).
        let unexpectedFiles = BackgroundValue { [pages] () -> [String] in
            let written = destination.writtenPaths
            // The PDFs are made after the check.
            let expected = plan.outputPaths.subtracting(plan.pdfPaths).union(pages.lazy.flatMap(\.figurePaths))
            return written == expected ? [] : Array(written.symmetricDifference(expected).sorted().prefix(5))
        }

        step(.check)
        let check = SiteCheckStage(pages: pages, printPages: printEditions.map { ($0.path, $0.bytes) }, manifest: destination.recorded,
                                   plan: plan, jobs: options.jobs,
                                   keepingChecks: memory != nil)
        leftovers?.keep(pages, check)
        let unexpected = unexpectedFiles.value
        if !unexpected.isEmpty, !(siteProblems + pages.flatMap(\.diagnostics)).containsErrors {
            siteProblems.append(.error("internal error: the files written differ from the files checked (\(unexpected.joined(separator: ", ")))",
                                       at: SourceLocation(file: plan.outputDisplay)))
        }
        var report = BuildReport(listing: listing(siteProblems: siteProblems, site: site, pages: pages, check: check, plan: plan,
                                                  sources: destination.sources))
        report.pageCount = pages.count
        report.remadePages = pages.filter { !$0.fromCache }.map(\.path)
        report.diagramCount = pages.reduce(0) { $0 + $1.diagramCount }
        report.tableCount = pages.reduce(0) { $0 + $1.tableCount }
        report.drawnCardCount = staging.maker.cards?.drawnCount ?? 0
        report.staticFileCount = site.staticFiles.count
        guard report.succeeded else {
            destination.abandon()
            return report
        }

        if stages.contains(.search), let search {
            // The index is made before anything is published: a failed one publishes nothing.
            step(.search)
            let start = ContinuousClock.now
            let htmlPaths = Array(Set(plan.outputPaths.filter { $0.hasSuffix(".html") }))
            let destination = destination
            do {
                for file in try search.index(paths: htmlPaths, read: { destination.bytes(at: $0) }) {
                    try destination.add(file.bytes, at: file.path)
                }
                report.searchIndex = (pages: htmlPaths.count, milliseconds: Milliseconds.since(start, ContinuousClock()))
            } catch {
                destination.abandon()
                report.listing.replace(Source.site, with: siteProblems + [.error("the search index failed: \(error)", at: site.config.search!.location)])
                return report
            }
        }

        if stages.contains(.pdf), let pdfWriter, let requested = site.config.pdfLocation {
            // Published only when every edition's PDF was made.
            step(.pdf)
            let start = ContinuousClock.now
            // The default theme's screen style sheet holds rules for browsers that WeasyPrint does
            // not take (media queries, `::selection`); its complaints about them are the theme's, known.
            let screenSheets = model.theme.assets.filter { $0.path.hasSuffix(".css") && $0.path != PrintEdition.styleSheetPath && DefaultTheme.files[$0.path] == $0.bytes }
            let staged = PDFEdition.Site(folder: destination.stagedFolder ?? "", baseURL: site.config.baseURL, outputDisplay: plan.outputDisplay,
                                         requested: requested, quietStyleSheets: Set(screenSheets.map(\.path)))
            var problems: [Diagnostic] = []
            var pageCount = 0
            for (edition, pdfPath) in zip(printEditions, plan.pdfPaths) {
                let pdf = PDFEdition(printPath: edition.path, pdfPath: pdfPath, shownBy: edition.shownBy, chapterTexts: edition.chapterTexts)
                let (bytes, found) = pdf.make(staged, with: pdfWriter)
                problems += found
                guard let bytes else { continue }
                do {
                    try destination.add(bytes, at: pdfPath)
                } catch {
                    problems.append(.error("cannot write the PDF edition \(pdfPath): \(error)", at: requested))
                }
                pageCount += 1
            }
            pdfWriter.finish()
            report.listing.replace(Source.pdf, with: plan.policy.apply(problems, sitePath: plan.sitePaths))
            report.pdfEditions = (files: pageCount, milliseconds: Milliseconds.since(start, ContinuousClock()))
            guard report.succeeded else {
                destination.abandon()
                return report
            }
        }

        step(.publish)
        do {
            let publication = try destination.publish(pages, keys: keys, check: check, plan: plan)
            report.changed = publication.changed
            report.removed = publication.removed
            report.listing.replace(Source.publish, with: publication.warnings)
        } catch {
            destination.abandon()
            report.listing.replace(Source.site, with: siteProblems + [.error("cannot publish the site: \(error)", at: SourceLocation(file: plan.outputDisplay))])
            return report
        }
        self.search = search
        // Published: the helpers' new answers are kept for the next build.
        staging.maker.math.saveAnswers()
        staging.maker.pygments.saveAnswers()
        if memory != nil, let keys, let kept = check.kept {
            let sourcePaths = Set(site.chapters.map(\.sourcePath) + site.staticFiles.map(\.path) + site.dataFiles.keys)
            last = LastBuild(site: site, plan: plan, keys: keys, maker: staging.maker, sourcePaths: sourcePaths,
                             diagnostics: report.listing, check: kept)
        }
        return report
    }

    /// The figures' files (``FigureFiles``) that land on another file of the site: a static file
    /// named like one (reported at that file), or a theme's asset. Two pages' figures cannot share
    /// a file, since figure ids hold no dot. A page's markdown copy is a file of the plan (the
    /// loader claimed its path).
    private func figureClashes(_ pages: [WrittenPage], plan: BuildPlan) -> [Diagnostic] {
        let site = plan.model.site
        return pages.flatMap { page in
            page.figurePaths.filter { plan.outputPaths.contains($0) && !(site.config.llms && $0 == MarkdownCopies.path(ofPage: page.path)) }.map { path in
                let file = site.staticFiles.first { $0.outputPath == path }.map { "\(site.contentDisplayRoot)/\($0.path)" }
                return .error("the figure file '\(path)' of \(page.path) is also a file of the site; rename the page, the figure or the file",
                              at: SourceLocation(file: file ?? "\(plan.outputDisplay)/\(path)"))
            }
        }
    }

    /// A build's diagnostics under the policy, by source: each chapter's reading problems (as the
    /// source cache holds them) apart from the rest of `siteProblems`, so that a text edit can
    /// replace them.
    private func listing(siteProblems: [Diagnostic], site: Site, pages: [WrittenPage], check: SiteCheckStage, plan: BuildPlan,
                         sources: SourceCache?) -> DiagnosticStore {
        let apply = { (diagnostics: [Diagnostic]) in plan.policy.apply(diagnostics, sitePath: plan.sitePaths) }
        var bySource: [String: [Diagnostic]] = [:]
        var rest = siteProblems
        if let read = sources?.markdownProblems, !read.isEmpty {
            // The rest of loading is what is left of its problems once each chapter's are taken out.
            var left = Dictionary(siteProblems.map { ($0, 1) }, uniquingKeysWith: +)
            func take(_ problems: [Diagnostic]) -> [Diagnostic] {
                problems.filter { problem in
                    guard let count = left[problem], count > 0 else { return false }
                    left[problem] = count - 1
                    return true
                }
            }
            for chapter in site.chapters {
                if let problems = read[chapter.sourcePath] { bySource[Source.reading(chapter.sourcePath)] = apply(take(problems)) }
            }
            rest = take(siteProblems)
        }
        bySource[Source.site] = apply(rest)
        for page in pages where !page.diagnostics.isEmpty { bySource[Source.page(page.path)] = apply(page.diagnostics) }
        for (path, found) in check.findings where !found.isEmpty { bySource[Source.check(path), default: []] += found }
        return DiagnosticStore(bySource)
    }

    // MARK: - A text edit, into memory

    /// What the last good build into memory was made from, kept for a text edit.
    private struct LastBuild {
        var site: Site
        var plan: BuildPlan
        var keys: PageKeys
        var maker: PageMaker
        /// The source paths (inside content/) of the chapters, static files and data files.
        var sourcePaths: Set<String>
        /// Every diagnostic under the policy, by source (``Source``).
        var diagnostics: DiagnosticStore
        /// The site check, by file.
        var check: BuildCheck
    }

    /// The build after only chapters' text changed, or nil when anything else may have. It
    /// makes the edited pages, and checks them and the pages that link into them; the rest of
    /// the last build stays as it is, and is changed in place, not copied.
    private func buildAfterTextEdit(of changed: Set<String>) -> BuildReport? {
        guard let memory, let edit = textEdit(of: changed) else { return nil }
        guard edit.errorCount == 0 else {
            var listing = last!.diagnostics
            for (source, found) in edit.diagnostics { listing.replace(source, with: found) }
            return report(of: edit, listing: listing)
        }
        for (source, found) in edit.diagnostics { last!.diagnostics.replace(source, with: found) }
        for (position, chapter, page) in edit.made {
            last!.site.replace(chapter)
            last!.keys.setKey(page.key, ofChapterAt: position)
        }
        last!.check.replace(edit.made.map { ($0.page.page.path, $0.page.page.check) }, findings: edit.findings)
        var report = report(of: edit, listing: last!.diagnostics)
        var publication = memory.replace(edit.made.map(\.page))
        if last!.site.config.llms {
            // The edited pages' copies are in place: their languages' files for agents follow them.
            let plan = last!.plan, site = last!.site
            let strings = plan.model.strings
            let indexes = site.config.editions.map { edition in
                (path: MarkdownCopies.indexPath(of: edition.code, in: site.config),
                 bytes: Array(AgentFiles.index(of: edition.code, in: site, strings: strings[edition.code] ?? [:]).utf8))
            }
            let full = plan.agentFullFiles(reading: { memory.files[$0] })
            publication.changed += memory.replaceFiles(indexes + full)
            publication.changed.sort()
        }
        report.changed = publication.changed
        report.removed = publication.removed
        return report
    }

    private func report(of edit: TextEdit, listing: DiagnosticStore) -> BuildReport {
        var report = BuildReport(listing: listing)
        report.pageCount = memory?.pages.count ?? 0
        report.remadePages = edit.made.map(\.page.page.path)
        report.reloadedSite = false
        return report
    }

    /// An edited chapter at its place in the reading order, and the page it makes with its key.
    private typealias EditedPage = (position: Int, chapter: Chapter,
                                    page: (key: String, page: WrittenPage, bytes: [UInt8], figures: [FigureFiles.File]))

    /// What an edit of chapters' text makes: the new chapters and pages, their findings, and
    /// the diagnostics of each source it changes, not yet in place.
    private struct TextEdit {
        var made: [EditedPage]
        var findings: [String: [Diagnostic]]
        var diagnostics: [String: [Diagnostic]]
        /// The site's errors with these diagnostics in place.
        var errorCount: Int
    }

    /// The pages `changed` chapters make now, and the diagnostics of the site with them; nil
    /// when something other than chapters' text may have changed.
    private func textEdit(of changed: Set<String>) -> TextEdit? {
        // Preprocessors see the whole site at once: every build runs them over all of it.
        guard let last, !changed.isEmpty, last.site.config.preprocessors.isEmpty else { return nil }
        let root = URL(fileURLWithPath: options.contentPath).standardizedFileURL.path + "/"
        // A file that is gone and was never part of the site (an editor's temporary file,
        // renamed over the chapter it saves) changes nothing.
        let paths = Set(changed.filter { FileManager.default.fileExists(atPath: $0) || !$0.hasPrefix(root) || last.sourcePaths.contains(String($0.dropFirst(root.count))) }
            .map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : "" }).sorted()
        guard !paths.isEmpty, paths.allSatisfy({ $0.hasSuffix(".md") }),
              let chapters = SiteLoader.reloadingText(of: last.site, paths: paths) else { return nil }
        var made: [EditedPage] = []
        var diagnostics: [String: [Diagnostic]] = [:]
        let policy = last.plan.policy, sitePaths = last.plan.sitePaths
        for (chapter, problems) in chapters {
            guard let position = last.site.position(ofSourcePath: chapter.sourcePath) else { return nil }
            let key = last.keys.key(ofEdited: chapter, at: position, in: last.site)
            let page = last.maker.chapter(chapter, index: position)
            // A figure file the page did not publish before may clash with another file: the
            // whole build checks that.
            let before = memory?.pages[page.page.path]?.page.figurePaths ?? []
            guard Set(page.page.figurePaths).isSubset(of: before) else { return nil }
            made.append((position, chapter, (key, page.page, page.bytes, page.figures)))
            diagnostics[Source.reading(chapter.sourcePath)] = policy.apply(problems, sitePath: sitePaths)
            diagnostics[Source.page(page.page.path)] = policy.apply(page.page.diagnostics, sitePath: sitePaths)
        }
        last.maker.math.finish()
        last.maker.pygments.finish()
        let findings = last.check.findings(replacing: made.map { ($0.page.page.path, $0.page.page.check) })
        for (path, found) in findings { diagnostics[Source.check(path)] = found }
        return TextEdit(made: made, findings: findings, diagnostics: diagnostics,
                        errorCount: last.diagnostics.errorCount(replacing: diagnostics))
    }
}

/// Wall-clock milliseconds, for reports.
enum Milliseconds {
    static func since(_ start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Int {
        let elapsed = clock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
