import DocgenCheck
import DocgenCore
import DocgenModel
import DocgenPages

/// What every build derives from the model before it makes a page: the check policy, the files
/// the site will hold (which links are checked against), and the files that are not pages.
struct BuildPlan: Sendable {
    let model: SiteModel
    let policy: CheckPolicy
    /// The output folder as findings name it (`site`).
    let outputDisplay: String
    let checkIndex: SiteIndex
    /// The output's files that are neither pages docgen makes nor the sitemap, by path inside
    /// the site: the static files, the redirects and the theme's assets, with their bytes.
    let otherFiles: [(path: String, bytes: [UInt8])]
    /// `sitemap.xml`, when the site has a `baseURL`.
    let sitemap: [UInt8]?
    /// Each language's print page and PDF, with the PDF edition; else empty.
    let printPaths: [String]
    let pdfPaths: [String]
    /// Each language's `llms.txt`, by path inside the site, when the site publishes the pages
    /// for AI agents (`llms: true`); their `llms-full.txt` is made once the pages are.
    let agentIndexes: [(path: String, bytes: [UInt8])]
    /// Maps a finding's file to the page it concerns, for the policy's ignored files: a file of
    /// the new site, a chapter (its page) or a file copied from the content folder.
    let sitePaths: @Sendable (String) -> String?
    /// The policy's own problems (a bad rule name or pattern), and the PDF edition's files that a
    /// chapter or a static file would take.
    let policyProblems: [Diagnostic]

    /// The policy of `config`'s `check:` section, with its problems. Another tool's project
    /// keeps the links it has: broken ones are warnings, as its tool has them (`mkdocs build`
    /// without `--strict`), and so are its own HTML's images without `alt`, links without
    /// text and ids used twice (an `<a id>` and a heading's), which its tool publishes; unless
    /// `check:` raises them. `strict` makes every warning an error.
    static func policy(of config: SiteConfig, strict: Bool) -> (CheckPolicy, [Diagnostic]) {
        var (policy, problems) = config.check.policy()
        policy.raisesEveryWarning = strict
        if config.isForeignProject {
            let linkRules: [any CheckRule.Type] = [
                BrokenLinkRule.self, BrokenFragmentRule.self, ImgAltRule.self, LinkTextRule.self, DuplicateIDRule.self,
            ]
            for rule in linkRules where !policy.raised.contains(rule.id) { policy.warn(rule) }
        }
        return (policy, problems)
    }

    /// - Parameter version: the version of a versioned site the build makes, if it is one:
    ///   its links may lead into the other versions, and only the latest's has a sitemap.
    init(model: SiteModel, outputPath: String, strict: Bool = false, version: VersionStage? = nil) {
        self.model = model
        let site = model.site
        let (policy, policyProblems) = Self.policy(of: site.config, strict: strict)
        self.policy = policy
        let outputDisplay = outputPath.hasSuffix("/") ? String(outputPath.dropLast()) : outputPath
        self.outputDisplay = outputDisplay
        let printing = site.config.pdfLocation != nil
        printPaths = printing ? site.config.editions.map { site.config.printPath(of: $0.code) } : []
        pdfPaths = printing ? site.config.editions.map { site.config.pdfPath(of: $0.code) } : []
        // The print page's style sheet is copied only into a site that has one.
        otherFiles = Self.redirecting(site.staticFiles.map { (path: $0.outputPath, bytes: $0.bytes) }, site: site, theme: model.theme)
            + model.theme.assets.filter { printing || $0.path != PrintEdition.styleSheetPath }
        sitemap = version?.writesSitemap == false ? nil : site.config.baseURL.map { Array(SitemapWriter.sitemap(for: site, baseURL: $0).utf8) }
        agentIndexes = !site.config.llms ? [] : site.config.editions.map { edition in
            (path: MarkdownCopies.indexPath(of: edition.code, in: site.config),
             bytes: Array(AgentFiles.index(of: edition.code, in: site, strings: model.strings[edition.code] ?? [:]).utf8))
        }
        // The PDF edition's files are docgen's: a chapter or file of the same path cannot be published.
        let editionFiles = Set(printPaths + pdfPaths)
        let clashes = (site.chapters.map(\.outputPath) + site.staticFiles.map(\.outputPath)).filter(editionFiles.contains).sorted()
        self.policyProblems = policyProblems + clashes.map { path in
            .error("'\(path)' is where the PDF edition puts its \(path.hasSuffix(".pdf") ? "PDF" : "print page"); rename the chapter or file",
                   at: site.config.pdfLocation!)
        }
        let paths = Set(Self.pagePaths(of: site) + otherFiles.map(\.path) + (sitemap == nil ? [] : [Self.sitemapPath]) + printPaths + pdfPaths
            + Self.agentPaths(of: site))
        var checkIndex = SiteIndex(paths: paths, displayRoot: outputDisplay,
                               basePath: site.config.baseURL.flatMap(URLPath.path(of:)) ?? "/", policy: policy)
        checkIndex.enclosing = version?.enclosing
        self.checkIndex = checkIndex
        // Only a policy that ignores files asks: a large site's table is made only for one.
        let pageOfChapter = !policy.asksForSitePaths ? [:]
            : Dictionary(site.chapters.map { ($0.displayPath, $0.outputPath) }, uniquingKeysWith: { first, _ in first })
        let contentDisplay = site.contentDisplayRoot
        sitePaths = { file in
            if file.hasPrefix(outputDisplay + "/") { return String(file.dropFirst(outputDisplay.count + 1)) }
            if let page = pageOfChapter[file] { return page }
            if file.hasPrefix(contentDisplay + "/") { return String(file.dropFirst(contentDisplay.count + 1)) }
            return nil
        }
    }

    static let sitemapPath = "sitemap.xml"

    /// The static files with the redirect pages and `_redirects` added: the content folder's own
    /// `_redirects`, when it has one, gets the redirects' lines after its own.
    private static func redirecting(_ files: [(path: String, bytes: [UInt8])], site: Site, theme: Theme) -> [(path: String, bytes: [UInt8])] {
        guard !site.redirects.isEmpty else { return files }
        let own = files.firstIndex { $0.path == Redirect.hostFilePath }
        var files = files
        let hostFile = RedirectPages.hostFile(for: site, existing: own.map { files[$0].bytes })
        if let own { files[own].bytes = hostFile } else { files.append((Redirect.hostFilePath, hostFile)) }
        return files + RedirectPages.pages(for: site, strings: theme.strings)
    }

    /// The pages for AI agents (`llms: true`): every page's markdown copy but the 404 page's,
    /// and each language's `llms.txt` and `llms-full.txt`; none when off.
    private static func agentPaths(of site: Site) -> [String] {
        guard site.config.llms else { return [] }
        return site.chapters.map { MarkdownCopies.path(ofPage: $0.outputPath) } + MarkdownCopies.generatedFiles(of: site.config).map(\.path)
    }

    /// Each language's `llms-full.txt`, by path inside the site, made from the copies `copy`
    /// reads back (the pages' files, made or kept); none when the site publishes no copies.
    func agentFullFiles(reading copy: (String) -> [UInt8]?) -> [(path: String, bytes: [UInt8])] {
        let site = model.site
        guard site.config.llms else { return [] }
        return site.config.editions.map { edition in
            (path: MarkdownCopies.fullPath(of: edition.code, in: site.config), bytes: AgentFiles.full(of: edition.code, in: site, copy: copy))
        }
    }

    /// Every file the build writes, by path inside the output.
    var outputPaths: Set<String> { checkIndex.paths }

    /// The pages' paths in the order the build makes them: the chapters, each language's home
    /// page, the 404 page.
    var pagePaths: [String] { Self.pagePaths(of: model.site) }

    static func pagePaths(of site: Site) -> [String] {
        site.chapters.map(\.outputPath) + site.config.editions.map { site.config.homePath(of: $0.code) } + ["404.html"]
    }

    /// The other files that the check reads as pages, each with the file it was copied from as
    /// findings name it (a static file is reported at its place in the content folder).
    var otherPages: [(path: String, bytes: [UInt8], source: String?)] {
        let sources = Dictionary(model.site.staticFiles.map { ($0.outputPath, "\(model.site.contentDisplayRoot)/\($0.path)") },
                                 uniquingKeysWith: { first, _ in first })
        let files = otherFiles + (sitemap.map { [(path: Self.sitemapPath, bytes: $0)] } ?? [])
        return files.filter { SiteFiles.isPage($0.path) }.map { ($0.path, $0.bytes, sources[$0.path]) }
    }

    /// The page maker for this plan's model.
    func pageMaker() -> PageMaker {
        PageMaker(model: model, checkIndex: checkIndex)
    }
}
