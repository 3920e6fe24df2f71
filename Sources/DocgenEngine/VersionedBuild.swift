import DocgenCheck
import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenPublish
import Foundation

/// `docgen build` of a site whose `docgen.yml` lists `versions:`: each version is built by the
/// engine (``SiteBuild``) into its own folder of one staging folder, with its own cache
/// (`versions/NAME/` of the build cache), and the whole site is published in one swap once
/// every version built cleanly, the versions' caches only then; a failed version leaves the
/// last site and every cache as they were.
///
/// First every version's page paths are known (the version menu of each page leads to the same
/// page in another version when it has one): a ref's from the last build's record while its
/// commit is the same, others' by loading them. A version made from a ref whose commit, whose
/// menu and the other versions' pages are those of the last build is kept whole, its folder
/// linked into the new site without loading it; any other is built, keeping its unchanged pages.
public enum VersionedBuild {
    /// The configuration at `options`' path with its problems, when it lists versions.
    public static func config(of options: BuildOptions) -> (SiteConfig, [Diagnostic])? {
        ConfigReader.versioned(at: options.configPath)
    }

    /// Builds every version of `config` into the output; `progress` is told each version's
    /// stages, with the version's name.
    public static func build(_ options: BuildOptions, config: SiteConfig, configProblems: [Diagnostic],
                             progress: (String, BuildProgress) -> Void = { _, _ in }) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = run(options, config: config, configProblems: configProblems, progress: progress)
        report.milliseconds = Milliseconds.since(start, clock)
        return report
    }

    private static func run(_ options: BuildOptions, config: SiteConfig, configProblems: [Diagnostic],
                            progress: (String, BuildProgress) -> Void) -> BuildReport {
        var listing: [String: [Diagnostic]] = ["site": configProblems]
        func failed(_ problems: [Diagnostic]) -> BuildReport {
            listing["site", default: []] += problems
            return BuildReport(listing: DiagnosticStore(listing))
        }
        if configProblems.containsErrors { return failed([]) }
        listing["site", default: []] += OutputLeftovers.recover(outputPath: options.outputPath, cacheFolder: options.cacheFolder)
        if let problem = OutputLocation.problem(outputPath: options.outputPath, sources: options.sourcePaths, force: options.force) {
            return failed([problem])
        }
        let (sources, sourceProblems, writtenTrees) = VersionSources.resolve(config.versions, options: options)
        let removeWrittenTrees = { for tree in writtenTrees { try? FileManager.default.removeItem(atPath: tree) } }
        if sourceProblems.containsErrors {
            removeWrittenTrees()
            return failed(sourceProblems)
        }

        // Every version's pages, before any is built.
        let records = sources.map { source in
            source.commit == nil ? nil : VersionRecord.load(from: VersionRecord.path(cacheFolder: options.cacheFolder, name: source.setting.name))
        }
        let sourcesKeys = sources.map { $0.commit == nil ? nil : VersionRecord.sourcesKey(of: $0) }
        let pagePaths = sources.indices.map { index in
            if let record = records[index], record.sourcesKey == sourcesKeys[index] { return record.pagePaths }
            return Self.pagePaths(of: sources[index], jobs: options.jobs)
        }
        let latest = config.versions.firstIndex(where: \.isLatest) ?? 0
        let copiesLatest = config.versionRoot == .copy
        let versions = sources.indices.map { index in
            VersionMenu.Version(name: sources[index].setting.name, title: sources[index].setting.title,
                                folder: copiesLatest && index == latest ? "" : sources[index].setting.name + "/",
                                pagePaths: Set(pagePaths[index]))
        }
        let versionNames = Set(versions.map(\.name))
        let rootPaths = copiesLatest ? versions[latest].pagePaths.sorted()
            : RootRedirects.paths(of: versions[latest], versionNames: versionNames) + ["404.html"]
        let everyPage = Set(versions.flatMap { version in version.pagePaths.map { version.name + "/" + $0 } } + rootPaths)
        let basePath = config.baseURL.flatMap(URLPath.path(of:)) ?? "/"

        let publisher = OutputPublisher(outputPath: options.outputPath, mode: .newFolder)
        do {
            try publisher.begin()
        } catch {
            removeWrittenTrees()
            return failed([.error("cannot write the site: \(error)", at: SourceLocation(file: options.outputPath))])
        }
        let caches = PendingCaches()
        var report = BuildReport()
        func abandon(_ reason: [Diagnostic] = []) -> BuildReport {
            publisher.abandon()
            caches.discardAll()
            removeWrittenTrees()
            report.listing = failed(reason).listing
            return report
        }

        /// Builds the version at `index` into `here` of the site, or keeps its folder.
        func make(_ index: Int, here: String) -> Bool {
            let source = sources[index]
            let menu = VersionMenu(versions: versions, current: index, latest: latest, here: here, siteBaseURL: config.baseURL)
            let label = here.isEmpty ? "/" : source.setting.name
            let recordName = here.isEmpty ? ".root" : source.setting.name
            let buildKey = sourcesKeys[index].map { Self.buildKey(sourcesKey: $0, menu: menu, pagePaths: pagePaths) }
            if let buildKey, !here.isEmpty, records[index]?.buildKey == buildKey,
               (try? publisher.keepFolder(source.setting.name)) == true {
                report.pageCount += pagePaths[index].count
                report.keptVersions.append(label)
                return true
            }
            var versionOptions = options
            versionOptions.contentPath = source.contentPath
            versionOptions.configPath = source.configPath
            versionOptions.templatesPath = source.templatesPath
            versionOptions.outputPath = here.isEmpty ? options.outputPath : "\(options.outputPath)/\(source.setting.name)"
            versionOptions.cacheFolderPath = "\(options.cacheFolder)/versions/\(recordName)"
            versionOptions.version = VersionStage(
                menu: menu, stagingPath: here.isEmpty ? publisher.stagingPath : "\(publisher.stagingPath)/\(source.setting.name)",
                enclosing: EnclosingSite(folder: here, paths: everyPage, basePath: basePath),
                writesSitemap: here == versions[latest].folder && index == latest, caches: caches)
            let built = SiteBuild(options: versionOptions, into: .folder).run { progress(label, $0) }
            listing["version:" + label] = built.diagnostics.map(source.located)
            report.pageCount += built.pageCount
            report.remadePages += built.remadePages.map { here + $0 }
            report.diagramCount += built.diagramCount
            report.tableCount += built.tableCount
            report.staticFileCount += built.staticFileCount
            guard built.succeeded else { return false }
            if let buildKey, let sourcesKey = sourcesKeys[index], !here.isEmpty {
                VersionRecord(sourcesKey: sourcesKey, buildKey: buildKey, pagePaths: pagePaths[index])
                    .savePending(to: VersionRecord.path(cacheFolder: options.cacheFolder, name: recordName), caches: caches)
            }
            return true
        }

        // The copy at the root first: its staging folder is the whole site's.
        if copiesLatest, !make(latest, here: "") { return abandon() }
        for index in sources.indices where !make(index, here: "\(sources[index].setting.name)/") {
            return abandon()
        }
        do {
            if !copiesLatest { try writeRoot(publisher, latest: versions[latest], config: config, paths: rootPaths) }
            let hostFile = VersionedRedirects.hostFile(
                root: copiesLatest ? publisher.stagedBytes(Redirect.hostFilePath) : nil,
                versions: sources.map { ($0.setting.name + "/", publisher.stagedBytes($0.setting.name + "/" + Redirect.hostFilePath)) },
                rootPages: copiesLatest ? [] : rootPaths.filter { $0 != "404.html" }, latestFolder: versions[latest].folder, basePath: basePath)
            if let hostFile { try publisher.rewrite(hostFile, at: Redirect.hostFilePath) }
        } catch {
            return abandon([.error("cannot write the site: \(error)", at: SourceLocation(file: options.outputPath))])
        }
        do {
            try publisher.commit()
        } catch {
            return abandon([.error("cannot publish the site: \(error)", at: SourceLocation(file: options.outputPath))])
        }
        listing["publish"] = caches.commitAll()
        removeUnused(cacheFolder: options.cacheFolder, sources: sources)
        report.listing = DiagnosticStore(listing)
        return report
    }

    /// The paths of the pages of the version read from `source`; none when it cannot be loaded
    /// (its build then says why).
    private static func pagePaths(of source: VersionSource, jobs: Int) -> [String] {
        let (model, _) = ModelLoader.load(contentPath: source.contentPath, configPath: source.configPath,
                                          templatesPath: source.templatesPath, jobs: jobs)
        return model.map { BuildPlan.pagePaths(of: $0.site) } ?? []
    }

    /// The key of a ref version's whole build: its sources, what its pages show of the
    /// versions, and which versions hold which pages.
    private static func buildKey(sourcesKey: String, menu: VersionMenu, pagePaths: [[String]]) -> String {
        var hash = ContentHash()
        hash.update(sourcesKey)
        hash.update(menu.digest)
        for paths in pagePaths {
            hash.update(paths.count)
            for path in paths { hash.update(path) }
        }
        return hash.hex
    }

    /// The root of the site with `versionRoot: redirect`: a redirect at each of the latest's
    /// pages, its 404 page and its sitemap, which is the site's.
    private static func writeRoot(_ publisher: OutputPublisher, latest: VersionMenu.Version, config: SiteConfig, paths: [String]) throws {
        let title = "\(config.title) \(latest.title)"
        for path in paths where path != "404.html" {
            try publisher.write(RootRedirects.page(at: path, to: latest.folder, title: title, language: config.editions[0].code,
                                                   baseURL: config.baseURL), to: path)
        }
        for file in ["404.html", BuildPlan.sitemapPath] {
            if let bytes = publisher.stagedBytes(latest.folder + file) { try publisher.write(bytes, to: file) }
        }
    }

    /// Removes the trees of commits no version is read from any more, and the caches of
    /// versions no longer listed: the site that used them is replaced.
    private static func removeUnused(cacheFolder: String, sources: [VersionSource]) {
        let fileManager = FileManager.default
        let folder = "\(cacheFolder)/versions"
        let trees = Set(sources.compactMap { $0.tree.map { ($0 as NSString).lastPathComponent } })
        for name in (try? fileManager.contentsOfDirectory(atPath: "\(folder)/trees")) ?? [] where !trees.contains(name) {
            try? fileManager.removeItem(atPath: "\(folder)/trees/\(name)")
        }
        let names = Set(sources.map(\.setting.name) + [".root", "trees"])
        for name in (try? fileManager.contentsOfDirectory(atPath: folder)) ?? [] where !names.contains(name) {
            try? fileManager.removeItem(atPath: "\(folder)/\(name)")
        }
    }
}
