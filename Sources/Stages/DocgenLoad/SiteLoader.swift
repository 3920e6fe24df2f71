import DocgenCore
import DocgenModel
import DocgenYAML
import Foundation

/// Reads `docgen.yml` and the content folder into a ``Site``, reporting every problem it finds.
public enum SiteLoader {
    /// Slugs the generator itself uses for top-level pages.
    static let reservedSlugs: Set<String> = ["index", "404", "sitemap"]

    /// Loads the site; `configPath` may name a missing file, which means defaults.
    ///
    /// No two chapters and static files of the loaded site share an output path, nor take one
    /// of docgen's own pages or of `reservedPaths`: each later one is reported and left out.
    ///
    /// - Parameters:
    ///   - contentPath: the content folder, as given by the user (used in diagnostics).
    ///   - configPath: `docgen.yml`, as given by the user; nil for none.
    ///   - reservedPaths: other files of the output (the theme's), with their owner as shown in
    ///     a diagnostic.
    ///   - cache: what an earlier load of the same folder read; files whose stamp did not change
    ///     are taken from it, and what is read is stored in it.
    ///   - includesDrafts: true to keep chapters marked `draft: true` (serve), false to leave
    ///     them out (build).
    ///   - pdf: true turns the PDF edition on (`docgen build --pdf`), false off (`docgen serve`,
    ///     which makes none); nil leaves it to `pdf:` in `docgen.yml`.
    public static func load(contentPath: String, configPath: String?, jobs: Int = 1,
                            reservedPaths: [(path: String, owner: String)] = [], cache: SourceCache? = nil,
                            includesDrafts: Bool = false, pdf: Bool? = nil) -> (Site?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let display = contentPath.hasSuffix("/") ? String(contentPath.dropLast()) : contentPath
        let root = URL(fileURLWithPath: contentPath).standardizedFileURL.resolvingSymlinksInPath().path
        let project = ProjectReader.read(configPath: configPath, contentRoot: root, display: display)
        let config = withPDFEdition(pdf, project.config, configPath: configPath)
        diagnostics += project.diagnostics
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentPath, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(.error("content folder not found", at: SourceLocation(file: contentPath)))
            return (nil, diagnostics)
        }
        // git runs while the folder is read.
        let history = config.lastUpdatedLocation.map { location in
            BackgroundValue { GitHistory.lastCommitDates(contentRoot: root, location: location) }
        }
        var scan = ContentScanner(root: root, displayRoot: display, exclude: config.exclude)
        scan.run()
        scan.leaveOut(project.excluded)
        diagnostics += scan.diagnostics
        if root.hasSuffix(".docc") {
            // A tutorial is DocC's own format of steps and code, not markdown: named, not published raw.
            diagnostics += scan.staticFiles.filter { $0.path.hasSuffix(".tutorial") }.map { file in
                .warning("this DocC tutorial is not built: docgen reads a catalog's articles only; it is left out",
                         at: SourceLocation(file: "\(display)/\(file.path)"), rule: .unsupportedSyntax)
            }
            scan.leaveOut(["*.tutorial"])
        }

        var chapters: [Chapter] = []
        var homes: [String: Chapter] = [:]
        var indexes: [String: (Part, String)] = [:]
        let languages = LanguageFolders(config: config)
        let markdownFiles = scan.markdownFiles.filter { file in
            guard let problem = languages.misplaced(file.path, display: display) else { return true }
            diagnostics.append(problem)
            return false
        }
        // Files are read and their front matter parsed in parallel, then gathered in path order.
        // The earlier reads, taken once: a lookup per file under the cache's lock kept the
        // loader's threads waiting on each other.
        let earlier = cache?.markdownFiles ?? [:]
        let read: [(chapter: Chapter?, part: Part?, problems: [Diagnostic], wasKnown: Bool)] = markdownFiles.parallelMap(jobs: jobs) { file in
            let known = earlier[file.path]
            let isHome = file.path == project.outline?.homePath
            // A read is kept only in the role it was made in: a DocC catalog's root page can change.
            let languageFolder = languages.folder(of: file.path)
            let isLanguageHome = file.path == (languageFolder.isEmpty ? "_index.md" : "\(languageFolder)/_index.md")
            if let known, known.stamp == file.stamp, wasReadAsHome(known) == (isHome || isLanguageHome) {
                return (known.chapter, known.part, known.problems, true)
            }
            let result = readMarkdown(at: file.path, root: root, display: display, languages: languages, isHome: isHome,
                                      keysAreParameters: config.frontMatterKeysAreParameters)
            cache?.store(SourceCache.Markdown(stamp: file.stamp, chapter: result.chapter, part: result.part, problems: result.problems),
                         at: file.path)
            return (result.chapter, result.part, result.problems, known != nil)
        }
        // The file that is each folder's own page, by folder: a second one is refused.
        var sectionFiles: [String: String] = [:]
        for (path, (chapter, part, problems, _)) in zip(markdownFiles.lazy.map(\.path), read) {
            diagnostics += problems
            let (folder, name) = SitePath.split(path)
            if SectionFile.isSectionFile(String(name)) && (chapter != nil || part != nil) {
                if let first = sectionFiles[String(folder)] {
                    // Another tool has its own rule for which is the folder's (Hugo's `_index.md`).
                    let message = "'\(first)' and '\(display)/\(path)' are both the page of folder"
                        + " '\(folder.isEmpty ? display : "\(display)/\(folder)")'; keep one (this one is left out)"
                    let location = SourceLocation(file: "\(display)/\(path)", line: 1, column: 1)
                    diagnostics.append(config.isForeignProject ? .warning(message, at: location, rule: .projectNavigation)
                                                               : .error(message, at: location))
                    continue
                }
                sectionFiles[String(folder)] = "\(display)/\(path)"
            }
            if var chapter, ChapterReader.isHome(chapter) || chapter.sourcePath == project.outline?.homePath {
                if chapter.title.isEmpty { chapter.title = config.edition(chapter.language).title }
                homes[chapter.language] = chapter
            } else if let chapter, includesDrafts || !chapter.isDraft {
                chapters.append(chapter)
            }
            if let part { indexes[part.folder] = (part, "\(display)/\(path)") }
        }
        if config.isForeignProject {
            let hidden = unrenderedFolders(sectionFiles.values.map { String($0.dropFirst(display.count + 1)) }, root: root, display: display)
            if !hidden.isEmpty {
                // The folder's own page stays: a cascade is for the pages below it.
                chapters.removeAll { chapter in
                    hidden.contains { chapter.folder.hasPrefix($0 + "/") || (chapter.folder == $0 && chapter.slug != "index") }
                }
                indexes = indexes.filter { folder, _ in !hidden.contains { folder.hasPrefix($0 + "/") } }
            }
            chapters += SectionListPages.pages(indexes: indexes.mapValues { (part: $0.0, displayPath: $0.1) }, chapters: chapters,
                                               display: display, languages: languages)
        }
        // Claimed in a fixed order, so the same clash is reported at the same file every time.
        var claims = OutputPathClaims(capacity: chapters.count * (config.llms ? 2 : 1) + scan.staticFiles.count + reservedPaths.count + 8)
        var generated = languages.homePages + [(path: "404.html", owner: "the 404 page")]
        if config.baseURL != nil { generated.append((path: "sitemap.xml", owner: "the sitemap")) }
        generated += MarkdownCopies.generatedFiles(of: config)
        for (path, owner) in generated + reservedPaths { _ = claims.claim(path, by: owner) }
        chapters = chapters.sorted { $0.sourcePath < $1.sourcePath }.filter { chapter in
            guard let problem = claims.claim(chapter.outputPath, by: chapter.displayPath) else {
                // Its markdown copy, beside it: a file claimed before (the theme's) takes its place.
                guard config.llms, let clash = claims.claim(MarkdownCopies.path(ofPage: chapter.outputPath),
                                                            by: "the markdown copy of \(chapter.displayPath)") else { return true }
                diagnostics.append(.error("the page's markdown copy: \(clash)", at: chapter.slugLocation ?? SourceLocation(file: chapter.displayPath, line: 1, column: 1)))
                return false
            }
            diagnostics.append(.error(problem, at: chapter.slugLocation ?? SourceLocation(file: chapter.displayPath, line: 1, column: 1)))
            return false
        }
        let staticPaths = scan.staticFiles.map(\.path).filter { path in
            guard let problem = claims.claim(languages.outputPath(ofStaticFile: path), by: "\(display)/\(path)") else { return true }
            diagnostics.append(.error(problem, at: SourceLocation(file: "\(display)/\(path)")))
            return false
        }
        // The project's static folders (Hugo's `static/`): each file at the site's root, unless
        // the content folder has one there; then the images of its asset folders (Hugo's
        // `assets/`) where neither has one. Read by full path, which is their cache key.
        var folderFiles: [(path: String, fullPath: String, stamp: FileStamp)] = []
        for (folder, imagesOnly) in config.staticFolders.map({ ($0, false) }) + config.imageAssetFolders.map({ ($0, true) }) {
            var walker = FolderWalker(root: folder, displayRoot: folder, role: imagesOnly ? "asset folder" : "static folder")
            walker.run()
            diagnostics += walker.diagnostics
            folderFiles += walker.files.filter { !imagesOnly || ImageVariantName($0.path) != nil }
                .map { (path: $0.path, fullPath: "\(folder)/\($0.path)", stamp: $0.stamp) }
                .filter { claims.claim($0.path, by: $0.fullPath) == nil }
        }
        // Static and data files are read once, here, and CSV files parsed: no later stage reads
        // the content folder again.
        let stamps = Dictionary((scan.staticFiles + scan.dataFiles).map { ($0.path, $0.stamp) } + folderFiles.map { ($0.fullPath, $0.stamp) },
                                uniquingKeysWith: { first, _ in first })
        let filePaths = staticPaths + scan.dataFiles.map(\.path)
            + scan.staticFiles.map(\.path).filter { $0.hasSuffix(".csv") && !staticPaths.contains($0) } + folderFiles.map(\.fullPath)
        let files: [SourceCache.File?] = filePaths.parallelMap(jobs: jobs) { path in
            guard let stamp = stamps[path] else { return nil }
            if let known = cache?.file(at: path, stamp: stamp) { return known }
            guard let bytes = FileManager.default.contents(atPath: path.hasPrefix("/") ? path : "\(root)/\(path)").map(Array.init) else { return nil }
            let file = SourceCache.File(stamp: stamp, bytes: bytes, hash: ContentHash.of(bytes),
                                        data: path.hasSuffix(".csv") ? DataFileReader.read(bytes, displayPath: "\(display)/\(path)") : nil)
            cache?.store(file, at: path)
            return file
        }
        var staticFiles: [StaticFile] = []
        var dataFiles: [String: DataFile] = [:]
        let published = Set(staticPaths)
        let folderPaths = Dictionary(folderFiles.map { ($0.fullPath, $0.path) }, uniquingKeysWith: { first, _ in first })
        for (path, file) in zip(filePaths, files) {
            guard let file else {
                diagnostics.append(.error("cannot read file", at: SourceLocation(file: path.hasPrefix("/") ? path : "\(display)/\(path)")))
                continue
            }
            if published.contains(path) {
                staticFiles.append(StaticFile(path: path, outputPath: languages.outputPath(ofStaticFile: path), stamp: file.stamp,
                                              bytes: file.bytes, hash: file.hash))
            } else if let sitePath = folderPaths[path] {
                staticFiles.append(StaticFile(path: sitePath, stamp: file.stamp, bytes: file.bytes, hash: file.hash))
            }
            if let data = file.data { dataFiles[path] = DataFile(contents: data, hash: file.hash) }
        }
        diagnostics += OrphanImageVariants.warnings(among: staticPaths, display: display)
        // When each earlier read's path was found among the files, none of them is gone.
        cache?.keep(markdown: Set(scan.markdownFiles.map(\.path)), files: Set(stamps.keys),
                    allMarkdownKnown: read.count(where: \.wasKnown) == earlier.count)
        // Each language's parts and reading order, the languages in the configuration's order;
        // or the order of the project's own navigation.
        var parts: [Part] = []
        var ordered: [Chapter] = []
        var placements: [String: OutlinePlacement] = [:]
        if let outline = project.outline, !languages.isMultilingual {
            let result = ProjectOutlineOrder.apply(outline, to: chapters) { FileManager.default.fileExists(atPath: "\(root)/\($0)") }
            (ordered, parts, placements) = (result.chapters, result.parts, result.placements)
            diagnostics += result.diagnostics
        } else {
            for edition in config.editions {
                let own = chapters.filter { $0.language == edition.code }
                let ownParts = NavigationOrder.parts(for: own, indexes: indexes.mapValues(\.0))
                parts += ownParts
                ordered += NavigationOrder.readingOrder(own, parts: ownParts)
            }
        }
        var site = Site(config: config, homes: homes, chapters: ordered, parts: parts, staticFiles: staticFiles,
                        dataFiles: dataFiles, contentRoot: root, contentDisplayRoot: display)
        site.outlinePlacements = placements
        if !config.redirects.isEmpty || chapters.contains(where: { !$0.aliases.isEmpty }) {
            let (redirects, problems) = RedirectResolver(site: site).redirects(claiming: &claims)
            site.redirects = redirects
            diagnostics += problems
            if !redirects.isEmpty, !staticFiles.contains(where: { $0.outputPath == Redirect.hostFilePath }) {
                _ = claims.claim(Redirect.hostFilePath, by: "the redirects file")
            }
        }
        if let folder = config.snippets {
            let (snippets, problems) = SnippetReader.read(folder)
            site.snippetFiles = snippets
            diagnostics += problems
        }
        if config.editURL != nil, let configPath { site.editFolder = editFolder(of: root, display: display, configPath: configPath) }
        if let (dates, problem) = history?.value {
            site.commitDates = dates.filter { site.position(ofSourcePath: $0.key) != nil }
            if let problem { diagnostics.append(problem) }
        }
        if languages.isMultilingual { diagnostics += TranslationPairing.untranslated(in: site) }
        return (site, diagnostics)
    }

    /// The folders whose own page's front matter keeps every page below it (not itself) out of the site
    /// (Hugo's `cascade: {build: {render: never}}`), read again from the section files at
    /// `paths` (a few files, in another tool's project only).
    private static func unrenderedFolders(_ paths: [String], root: String, display: String) -> [String] {
        paths.sorted().compactMap { path in
            guard let bytes = FileManager.default.contents(atPath: "\(root)/\(path)"), bytes.count <= InputLimits.chapterBytes,
                  let text = String(data: bytes, encoding: .utf8),
                  let fields = FrontMatter.split(text, displayPath: "\(display)/\(path)").0?.fields,
                  HugoPublishing.cascadesUnrendered(fields) else { return nil }
            let folder = String(SitePath.split(path).folder)
            return folder.isEmpty ? nil : folder
        }
    }

    /// True when `read` is of a home page: a chapter at the top of its language's folder with
    /// the slug `index`, which only a home page has (a chapter's own slug may not be `index`
    /// there).
    private static func wasReadAsHome(_ read: SourceCache.Markdown) -> Bool {
        guard let chapter = read.chapter else { return false }
        return chapter.slug == "index" && chapter.folder == chapter.languageFolder
    }

    /// The content folder `root` (absolute, without symbolic links) from the folder of
    /// `configPath`; the folder as given (`display`) when it is not inside that one.
    private static func editFolder(of root: String, display: String, configPath: String) -> String {
        let top = URL(fileURLWithPath: configPath).deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
        if root == top { return "" }
        if root.hasPrefix(top.hasSuffix("/") ? top : top + "/") { return String(root.dropFirst(top.count).drop { $0 == "/" }) }
        return display
    }

    /// The chapters at `paths` (inside content/) read again, with the warnings reading them
    /// gave, when only their text changed (``Site/replace(_:)`` puts them in place); nil when one
    /// of them is new or gone, is not a chapter, has an error, or changed what other pages show
    /// of it (its title, order, slug, description or aliases): then the whole site must be loaded again.
    public static func reloadingText(of site: Site, paths: [String]) -> [(chapter: Chapter, problems: [Diagnostic])]? {
        var reloaded: [(chapter: Chapter, problems: [Diagnostic])] = []
        for path in paths {
            guard let position = site.position(ofSourcePath: path) else { return nil }
            let old = site.chapters[position]
            let read = readMarkdown(at: path, root: site.contentRoot, display: site.contentDisplayRoot,
                                    languages: LanguageFolders(config: site.config), isHome: false,
                                    keysAreParameters: site.config.frontMatterKeysAreParameters)
            guard !read.problems.containsErrors, let new = read.chapter, read.part == nil,
                  new.title == old.title, new.order == old.order, new.slug == old.slug, new.description == old.description,
                  new.outputPath == old.outputPath, new.translationKey == old.translationKey, new.isDraft == old.isDraft,
                  new.aliases == old.aliases else { return nil }
            reloaded.append((new, read.problems))
        }
        return reloaded
    }

    /// Reads one markdown file: a chapter, the home page's text or a part's `_index.md`.
    private static func readMarkdown(at path: String, root: String, display: String, languages: LanguageFolders, isHome: Bool,
                                     keysAreParameters: Bool) -> (chapter: Chapter?, part: Part?, problems: [Diagnostic]) {
        let displayPath = "\(display)/\(path)"
        guard let bytes = FileManager.default.contents(atPath: "\(root)/\(path)") else {
            return (nil, nil, [.error("cannot read file", at: SourceLocation(file: displayPath))])
        }
        guard bytes.count <= InputLimits.chapterBytes else {
            return (nil, nil, [.error("chapter is \(InputLimits.megabytes(bytes.count)), more than the"
                                      + " \(InputLimits.megabytes(InputLimits.chapterBytes)) a chapter may be; split it",
                                      at: SourceLocation(file: displayPath))])
        }
        switch UTF8Validation.decode(Array(bytes), displayPath: displayPath) {
        case .failure(let problem):
            return (nil, nil, [problem])
        case .success(let text):
            var (chapter, part, problems) = ChapterReader.read(text, sourcePath: path, displayPath: displayPath,
                                                               languageFolder: languages.folder(of: path), isHome: isHome,
                                                               keysAreParameters: keysAreParameters)
            if chapter != nil { languages.place(&chapter!) }
            return (chapter, part, problems)
        }
    }

    /// `config` with the PDF edition turned on or off as `pdf` says (``load(contentPath:configPath:jobs:reservedPaths:cache:includesDrafts:pdf:)``).
    private static func withPDFEdition(_ pdf: Bool?, _ config: SiteConfig, configPath: String?) -> SiteConfig {
        var config = config
        if pdf == false {
            config.pdfLocation = nil
        } else if pdf == true, config.pdfLocation == nil {
            config.pdfLocation = SourceLocation(file: configPath ?? "docgen.yml")
            // Every page links to its PDF: the pages' keys cover `--pdf` as they cover docgen.yml.
            config.sourceDigest += "+pdf"
        }
        return config
    }
}
