import DocgenCore
import DocgenLoad
import DocgenPages
import DocgenPublish
import Foundation

/// `docgen build`'s destination: the output folder. Pages are written to a staging folder one
/// at a time (memory holds one page per worker, not the site), or kept in place when the last
/// build's manifest and the file's stamp say nothing changed; the staging folder replaces the
/// output only when the build is clean. The chapters read are kept in `.docgen-cache/sources`
/// and the pages' record in `.docgen-cache/manifest` beside the output, both replaced only when
/// the build is published. Before anything of the output is read, what killed builds left
/// beside it is finished or removed (``OutputLeftovers``).
final class FolderDestination: SiteDestination, @unchecked Sendable {
    // Set up by one thread (begin, publish); `kept` and `write` are called from many, and only read.
    private let options: BuildOptions
    private let archive: BuildSources?
    private let manifestPath: String
    /// The last build's manifest and the stamps of its pages in the output, read while the site
    /// loads, once the chapter archive is read: the content folder's scan and the archive have
    /// a core each, and the manifest takes the archive's while the model is made.
    private let lastBuild: BackgroundValue<RecordedOutput?>?
    /// ``lastBuild`` once it was waited for, at ``begin(_:)``: every kept page reads it.
    private var last: RecordedOutput?
    private var publisher: OutputPublisher?
    private var filesFingerprint = ""
    /// What finishing or removing killed builds' leftovers could not do.
    private let leftoverProblems: [Diagnostic]

    /// Opens the last build's archive (unless `readingArchive` is false) and starts reading its
    /// manifest: both depend on the output only.
    init(options: BuildOptions, readingArchive: Bool) {
        self.options = options
        manifestPath = BuildManifest.path(cacheFolder: options.cacheFolder)
        leftoverProblems = OutputLeftovers.recover(outputPath: options.outputPath, cacheFolder: options.cacheFolder)
        let manifestPath = manifestPath
        let outputRoot = URL(fileURLWithPath: options.outputPath).standardizedFileURL.path
        let archive = options.useCache ? BuildSources(options, readingArchive: readingArchive) : nil
        self.archive = archive
        lastBuild = options.useCache ? BackgroundValue(after: archive?.cache.reading) {
            BuildManifest.load(from: manifestPath).map { RecordedOutput(manifest: $0, stamps: OutputStamps(root: outputRoot, manifest: $0)) }
        } : nil
    }

    deinit {
        _ = lastBuild?.value
    }

    var sources: SourceCache? { archive?.cache }
    var includesDrafts: Bool { false }
    var recorded: BuildManifest? { lastBuild?.value?.manifest }
    var lastPages: [BuildManifest.Entry] { recorded?.entries ?? [] }
    var indexesSearch: Bool { true }

    var locationProblems: [Diagnostic] {
        // A version's folder is the whole site's, whose location was judged.
        if options.version != nil { return leftoverProblems }
        let problem = OutputLocation.problem(outputPath: options.outputPath, sources: options.sourcePaths, force: options.force) {
            // A site made before docgen wrote its marker: the last build's record knows its files.
            guard let last = self.lastBuild?.value else { return false }
            return last.manifest.entries.indices.contains { last.stamps.stamp(at: $0) == last.manifest.entries[$0].stamp }
        }
        return leftoverProblems + (problem.map { [$0] } ?? [])
    }

    func begin(_ plan: BuildPlan) -> Diagnostic? {
        last = lastBuild?.value
        filesFingerprint = Self.filesFingerprint(plan)
        // A site with search or a PDF edition is always published as a new folder, so every page
        // is staged for the index and the print pages to read.
        let pagePaths = plan.pagePaths
        var mode = plan.model.site.config.search == nil && plan.model.site.config.pdfLocation == nil && options.version == nil
            ? recorded?.publishingMode(filesFingerprint: filesFingerprint, pagePaths: pagePaths, outputPaths: plan.outputPaths,
                                       outputPath: options.outputPath)
            : nil
        // In place only into a folder with docgen's marker and no link among the folders of the
        // pages written or removed.
        if case .inPlace(let removing) = mode,
           !OutputPublisher.canPublishInPlace(outputPath: options.outputPath, pagePaths: pagePaths, removing: removing) {
            mode = .newFolder
        }
        let publisher = OutputPublisher(outputPath: options.outputPath, mode: mode ?? .newFolder, stagingPath: options.version?.stagingPath)
        self.publisher = publisher
        do {
            try publisher.begin()
            try publisher.prepareFolders(for: Array(plan.outputPaths))
            return nil
        } catch {
            publisher.abandon()
            return .error("cannot write the site: \(error)", at: SourceLocation(file: plan.outputDisplay))
        }
    }

    func kept(_ path: String, key: String?, place: Int, holds inputs: SiteInputs) -> WrittenPage? {
        guard let key, let publisher, let last,
              let entry = last.manifest.reusablePage(path, key: key, expectedAt: place, in: last.stamps),
              inputs.holds(entry.page.inputs) else { return nil }
        do {
            try publisher.keep(path)
            // A page's figures are kept with it: they were made from what its key covers.
            for figure in entry.page.figurePaths { try publisher.keep(figure) }
        } catch {
            return nil
        }
        return entry.page.kept(from: entry)
    }

    func write(_ made: MadePage) -> WrittenPage {
        var page = made.page
        do {
            try publisher?.write(made.bytes, to: page.path)
            for figure in made.figures { try publisher?.write(figure.bytes, to: figure.path) }
        } catch {
            page.diagnostics.append(.error("cannot write the page: \(error)", at: SourceLocation(file: page.path)))
        }
        return page
    }

    func writeOtherFiles(of plan: BuildPlan) throws {
        guard let publisher else { return }
        for file in plan.otherFiles {
            if case .inPlace = publisher.mode { try publisher.keep(file.path) } else { try publisher.write(file.bytes, to: file.path) }
        }
        if let sitemap = plan.sitemap { try publisher.write(sitemap, to: BuildPlan.sitemapPath) }
        for index in plan.agentIndexes { try publisher.write(index.bytes, to: index.path) }
    }

    var writtenPaths: Set<String> { publisher?.writtenPaths ?? [] }

    func bytes(at path: String) -> [UInt8]? {
        publisher?.stagedBytes(path)
    }

    var stagedFolder: String? {
        guard let publisher, case .newFolder = publisher.mode else { return nil }
        return publisher.stagingPath
    }

    func publishedBytes(at path: String) -> [UInt8]? {
        publisher?.bytesOfNewSite(path)
    }

    func add(_ bytes: [UInt8], at path: String) throws {
        try publisher?.write(bytes, to: path)
    }

    func publish(_ pages: [WrittenPage], keys: PageKeys?, check: SiteCheckStage, plan: BuildPlan) throws -> Publication {
        guard let publisher else { return Publication() }
        // In place, the last build's figure files that no page made again go with it.
        // What was written is the plan's files and the pages' figures (the build compared them).
        let lastFigures = (recorded?.entries ?? []).flatMap(\.page.figurePaths)
        let figures = lastFigures.isEmpty ? [] : Set(pages.flatMap(\.figurePaths))
        // A version of a versioned site is published with the whole site, and its caches then.
        let caches = options.version?.caches
        if caches == nil { try publisher.commit(alsoRemoving: lastFigures.filter { !figures.contains($0) && !plan.outputPaths.contains($0) }) }
        var publication = Publication()
        if let caches, let archive {
            caches.add(commit: { archive.publish() }, discard: { archive.discard() })
        } else if let problem = archive?.publish() {
            publication.warnings.append(problem)
        }
        guard let keys else { return publication }
        let manifest = recorded
        let published = BuildManifest(after: pages, keys: keys.chapters + keys.homes + [keys.notFound],
                                      brokenFragments: check.brokenFragments, filesFingerprint: filesFingerprint,
                                      othersFingerprint: check.othersFingerprint, otherPaths: plan.otherFiles.map(\.path),
                                      outputPath: caches == nil ? publisher.outputPath : publisher.stagingPath)
        // Each entry is the kept page's own unless its page was made or its record changed.
        let changed = published.entries.count != manifest?.entries.count || zip(published.entries, pages).contains { $0 !== $1.keptEntry }
            || published.filesFingerprint != manifest?.filesFingerprint || published.othersFingerprint != manifest?.othersFingerprint
            || published.otherFiles != manifest?.otherFiles
        guard changed else { return publication }
        let manifestPath = manifestPath
        @Sendable func cannotRecord(_ error: any Error) -> Diagnostic {
            .warning("cannot record this build for the next (\(error)); the next build will make every page again",
                     at: SourceLocation(file: manifestPath), rule: .buildCache)
        }
        guard let caches else {
            do { try published.save(to: manifestPath) } catch { publication.warnings.append(cannotRecord(error)) }
            return publication
        }
        let pending = "\(manifestPath).\(getpid()).tmp"
        do {
            try published.save(to: pending)
            caches.add(commit: { rename(pending, manifestPath) == 0 ? nil : cannotRecord(FileWriting.Failure(path: manifestPath, code: errno)) },
                       discard: { unlink(pending) })
        } catch {
            publication.warnings.append(cannotRecord(error))
        }
        return publication
    }

    func abandon() {
        publisher?.abandon()
        archive?.discard()
    }

    func saveSources() -> DispatchGroup? {
        archive?.saveInBackground()
    }

    /// A hash of the output's static files and theme assets, each one's path and content, and of
    /// whether there is a sitemap and there are pages for AI agents: a change to any of them
    /// publishes a new folder.
    static func filesFingerprint(_ plan: BuildPlan) -> String {
        var hash = ContentHash()
        for file in plan.otherFiles {
            hash.update(file.path)
            hash.update(file.bytes)
        }
        hash.update(plan.sitemap == nil ? "no sitemap" : "sitemap")
        hash.update(plan.pdfPaths.isEmpty ? "no PDF edition" : "PDF edition")
        // Turning the pages for AI agents on or off adds or removes files no page records.
        if plan.model.site.config.llms { hash.update("pages for AI agents") }
        return hash.hex
    }
}

/// The last build's manifest with the stamps its pages carry in the output now; one reference
/// for the threads that keep pages to share.
final class RecordedOutput: Sendable {
    let manifest: BuildManifest
    let stamps: OutputStamps

    init(manifest: BuildManifest, stamps: OutputStamps) {
        self.manifest = manifest
        self.stamps = stamps
    }
}
