import DocgenCore
import DocgenXML
import Synchronization

/// What a check of a site found.
public struct CheckReport: Sendable {
    /// Problems, sorted by file, line and message.
    public var findings: [Diagnostic]
    public var pageCount: Int
    public var linkCount: Int
    /// External URLs found, each once, in first-seen order.
    public var externalLinks: [String]
    /// Where each external link appears, for findings once it has been checked.
    public var externalLinkSources: [String: [SourceLocation]]

    public init(findings: [Diagnostic], pageCount: Int, linkCount: Int, externalLinks: [String],
                externalLinkSources: [String: [SourceLocation]]) {
        self.findings = findings
        self.pageCount = pageCount
        self.linkCount = linkCount
        self.externalLinks = externalLinks
        self.externalLinkSources = externalLinkSources
    }

    /// `checked 1,204 links in 40 pages: 3 errors, 1 warning`.
    public var summary: String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        func count(_ n: Int, _ noun: String) -> String { "\(DiagnosticListing.count(n)) \(noun)\(n == 1 ? "" : "s")" }
        return "checked \(count(linkCount, "link")) in \(count(pageCount, "page")): \(count(errors, "error")), \(count(warnings, "warning"))"
    }
}

/// Checks a built site: every page parses, every internal link and fragment resolves, and each
/// page passes the per-page accessibility and markup checks. The same checks run inside
/// `docgen build` before publishing and standalone as `docgen check` on any site.
///
/// A check runs in two steps. ``checkPage(_:at:in:links:requireXML:)`` reads one page and
/// judges every link it can on its own: the files a site holds are known beforehand, so only a
/// fragment in another page waits. ``finish(_:in:)`` then looks those fragments up in the ids
/// the other pages reported. A build checks each page as it writes it, while the bytes are in
/// memory; `docgen check` reads the pages from disk. Either way only a page's ids and its
/// waiting fragments outlive its check.
public enum SiteChecker {
    /// Scans every page in parallel (one pass each), then resolves the fragments that point into
    /// other pages against the ids found. Pages the policy ignores are not read.
    ///
    /// - Parameters:
    ///   - basePath: the URL path the site is served below (`/` or `/docs/`).
    ///   - policy: the rules turned off or lowered, and the links and pages to skip.
    public static func check(_ site: SiteFiles, basePath: String = "/", policy: CheckPolicy = CheckPolicy(), jobs: Int = 1) -> CheckReport {
        let index = SiteIndex(paths: site.paths, displayRoot: site.displayRoot, basePath: basePath, policy: policy)
        let links = ResolvedLinks()
        let pages = site.pages.filter { !index.policy.ignores(file: $0) }
        let checked: [PageCheck] = pages.parallelMap(jobs: jobs) { path in
            guard let bytes = site.read(path) else { return PageCheck() }
            return checkPage(bytes, at: path, in: index, links: links, requireXML: false)
        }
        return finish(Array(zip(pages, checked)), in: index)
    }

    /// Checks one page of the site described by `index`: its markup, and every link whose
    /// verdict does not depend on another page's content.
    ///
    /// - Parameter requireXML: true for docgen's own pages, which must be well-formed XML;
    ///   otherwise a page is read as XML only when it declares itself XML (``MarkupSyntax``).
    ///   - sharedTargets: the ids of a part of the page checked on its own and left out of
    ///     `bytes` (``checkSharedPart(_:onPageAt:in:links:)``), which the page's links may name.
    public static func checkPage(_ bytes: [UInt8], at path: String, in index: SiteIndex, links: ResolvedLinks,
                                 requireXML: Bool, sharedTargets: Set<String> = []) -> PageCheck {
        let display = "\(index.displayRoot)/\(path)"
        let syntax = requireXML ? .xml : MarkupSyntax.of(path, bytes: bytes)
        let scanned = PageScanner.scan(bytes, displayPath: display, syntax: syntax)
        return judge(scanned, at: path, in: index, links: links, syntax: syntax, sharedTargets: sharedTargets)
    }

    /// Checks a part of a page that many pages of one folder share (their navigation), once for
    /// all of them, as it stands on the page at `path`; nil when its verdict could differ from
    /// page to page: it links within the page, or what differs between pages (`varying`, such as
    /// the current entry's marking) holds markup or an attribute a check reads.
    public static func checkSharedPart(_ bytes: [UInt8], varying: [[UInt8]], onPageAt path: String, in index: SiteIndex,
                                       links: ResolvedLinks) -> PageCheck? {
        guard varying.allSatisfy(cannotChangeACheck) else { return nil }
        let display = "\(index.displayRoot)/\(path)"
        let scanned = PageScanner.scan(bytes, displayPath: display, syntax: .xml)
        guard !scanned.links.contains(where: { $0.value.hasPrefix("#") }) else { return nil }
        return judge(scanned, at: path, in: index, links: links, syntax: .xml, sharedTargets: [])
    }

    /// True when text that differs from page to page holds no markup and none of the attributes
    /// the checks read, so one check holds for every page. Looked for among the bytes:
    /// Foundation's string search took half a percent of a large site's clean build.
    private static func cannotChangeACheck(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(UInt8(ascii: "<")) && !bytes.contains(UInt8(ascii: ">"))
            && !["id=", "name=", "href", "src", "alt=", "title=", "aria-label", "role=", "hidden", "lang=", "data="]
                .contains { ByteSearch.firstOffset(of: $0, in: bytes) != nil }
    }

    /// The page's share of the check, from what the scanner found; links `skipping` accepts
    /// were judged already (a chapter's markdown links, ``ContentLink``).
    static func judge(_ scanned: ScannedPage, at path: String, in index: SiteIndex, links: ResolvedLinks,
                      syntax: PageScanner.Syntax, sharedTargets: Set<String>,
                      skipping: (ScannedPage.Link) -> Bool = { _ in false }) -> PageCheck {
        let display = "\(index.displayRoot)/\(path)"
        var check = PageCheck()
        check.targets = Set(scanned.ids.keys).union(scanned.anchorNames).union(sharedTargets)
        let verdicts = PageRules.judge(scanned, file: display, syntax: syntax)
        check.findings = verdicts.findings
        check.duplicateIDs = verdicts.duplicateIDs
        let folder = SitePath.folder(of: path)
        for (id, line) in scanned.ids where sharedTargets.contains(id) {
            check.findings.append(DuplicateIDRule.finding("id '\(id)' is also used in the page's navigation",
                                                          at: SourceLocation(file: display, line: line, column: 0)))
        }
        for link in scanned.links where !index.policy.ignores(url: link.value) && !skipping(link) {
            check.linkCount += 1
            let at = SourceLocation(file: display, line: link.line, column: link.column)
            // Pages of one folder share most links (navigation, headers), so each value is
            // resolved once per folder. A same-page link (`#x`) depends on the page itself.
            let target = link.value.hasPrefix("#")
                ? index.target(of: link.value, onPage: path)
                : links.target(of: link.value, inFolder: folder) { index.target(of: link.value, onPage: path) }
            switch target {
            case .ignored:
                break
            case .external(let url):
                check.externalLinks.append(PageCheck.ExternalLink(url: url, location: at))
            case .invalid(let reason):
                check.findings.append(BrokenLinkRule.finding(reason, at: at))
            case .file(let filePath, let fragment):
                var targetPath = filePath
                if !index.paths.contains(targetPath) {
                    guard index.paths.contains(targetPath + "/index.html") else {
                        check.findings.append(BrokenLinkRule.finding("link target '\(link.value)' does not exist", at: at))
                        continue
                    }
                    targetPath += "/index.html"
                }
                guard let fragment, !fragment.isEmpty, fragment != "top", SiteFiles.isPage(targetPath) else { continue }
                if targetPath == path {
                    if !check.targets.contains(fragment) {
                        check.findings.append(BrokenFragmentRule.finding("fragment '#\(fragment)' names no element in this page", at: at))
                    }
                } else {
                    check.fragmentLinks.append(PageCheck.FragmentLink(page: targetPath, fragment: fragment, location: at))
                }
            }
        }
        return check
    }

    /// Resolves the pages' links into each other's fragments and gathers every finding, in the
    /// order of `pages`.
    public static func finish(_ pages: [(path: String, check: PageCheck)], in index: SiteIndex) -> CheckReport {
        var targets: [String: Set<String>] = [:]
        for (path, check) in pages { targets[path] = check.targets }
        var findings: [Diagnostic] = []
        var linkCount = 0
        var external: [String] = []
        var externalSources: [String: [SourceLocation]] = [:]
        for (_, check) in pages {
            findings += check.findings
            linkCount += check.linkCount
            for link in check.externalLinks {
                if externalSources[link.url] == nil { external.append(link.url) }
                externalSources[link.url, default: []].append(link.location)
            }
            findings += brokenFragments(of: check) { targets[$0] }
        }
        findings = index.policy.apply(findings, sitePath: index.sitePath(of:))
        findings.sort()
        return CheckReport(findings: findings, pageCount: pages.count, linkCount: linkCount,
                           externalLinks: external, externalLinkSources: externalSources)
    }

    /// The page's links into other pages' fragments that name no element there, given each
    /// page's ids (`targets`, nil for a page not checked).
    public static func brokenFragments(of check: PageCheck, targets: (String) -> Set<String>?) -> [Diagnostic] {
        var broken: [Diagnostic] = []
        for link in check.fragmentLinks where targets(link.page)?.contains(link.fragment) == false {
            broken.append(BrokenFragmentRule.finding("fragment '#\(link.fragment)' names no element in \(link.page)\(link.note)",
                                                     at: link.location))
        }
        for link in check.contentFragmentLinks where targets(link.page)?.contains(link.fragment) == false {
            broken.append(BrokenFragmentRule.finding("link to missing heading '#\(link.fragment)' in \(link.page)",
                                                     at: link.location))
        }
        return broken
    }
}

/// What a link check needs to know of a site before reading its pages: which files it holds,
/// how findings name them, and the URL path it is served below.
public struct SiteIndex: Sendable {
    /// Every file's path inside the site, with `/` separators.
    public var paths: Set<String>
    /// The site's root as shown in findings (`site`).
    public var displayRoot: String
    /// `/` or `/docs/`: what root-relative links must start with.
    public var basePath: String
    /// The rules turned off or lowered, and the links and pages to skip.
    public var policy: CheckPolicy
    /// The whole site this one is a folder of, when it is one version of a versioned site.
    public var enclosing: EnclosingSite?

    public init(paths: Set<String>, displayRoot: String, basePath: String, policy: CheckPolicy = CheckPolicy()) {
        self.paths = paths
        self.displayRoot = displayRoot
        var base = basePath.hasPrefix("/") ? basePath : "/" + basePath
        if !base.hasSuffix("/") { base += "/" }
        self.basePath = base
        self.policy = policy
    }

    /// The path inside the site of a file as findings name it (`site/a/b.html` → `a/b.html`).
    public func sitePath(of displayPath: String) -> String? {
        displayPath.hasPrefix(displayRoot + "/") ? String(displayPath.dropFirst(displayRoot.count + 1)) : nil
    }
}

/// Link values already resolved, by folder, shared by the threads that check a site's pages.
///
/// Pages are checked about in folder order, so only the folders seen last are kept: the table's
/// size does not grow with the site. A folder seen again resolves its links again, to the same
/// targets.
public final class ResolvedLinks: Sendable {
    private struct Table {
        var targets: [String: [String: LinkTarget]] = [:]
        /// The folders in `targets`, oldest first.
        var folders: [String] = []
    }

    /// How many folders' links are kept.
    static let folderLimit = 16
    private let table = Mutex(Table())

    public init() {}

    func target(of value: String, inFolder folder: String, resolve: () -> LinkTarget) -> LinkTarget {
        if let known = table.withLock({ $0.targets[folder]?[value] }) { return known }
        let target = resolve()
        table.withLock { table in
            if table.targets[folder] == nil {
                table.folders.append(folder)
                if table.folders.count > Self.folderLimit { table.targets[table.folders.removeFirst()] = nil }
            }
            table.targets[folder, default: [:]][value] = target
        }
        return target
    }
}

/// One page's share of a site check.
public struct PageCheck: Sendable, Equatable {
    /// A link into another page's fragment, judged once every page's ids are known.
    public struct FragmentLink: Sendable, Equatable {
        public var page: String
        public var fragment: String
        public var location: SourceLocation
        /// Added to the finding's message: where in a page made by docgen the link is.
        public var note = ""

        public init(page: String, fragment: String, location: SourceLocation, note: String = "") {
            self.page = page
            self.fragment = fragment
            self.location = location
            self.note = note
        }
    }

    public struct ExternalLink: Sendable, Equatable {
        public var url: String
        public var location: SourceLocation

        public init(url: String, location: SourceLocation) {
            self.url = url
            self.location = location
        }
    }

    /// An id used a second time on the page, as the `duplicate-id` finding at `location` reports it.
    public struct DuplicateID: Sendable, Equatable {
        public var id: String
        /// The page line of the first use.
        public var firstLine: Int
        public var location: SourceLocation

        public init(id: String, firstLine: Int, location: SourceLocation) {
            self.id = id
            self.firstLine = firstLine
            self.location = location
        }

        /// The finding's message, naming where the id was first used (`on line 4`).
        public func message(firstUse: String) -> String {
            "id '\(id)' is already used \(firstUse)"
        }
    }

    /// The element ids and `<a name>` anchors that fragments may name.
    public var targets: Set<String> = []
    /// The ids used twice, for a build to say where the first use came from.
    public var duplicateIDs: [DuplicateID] = []
    /// Markup, accessibility and link problems the page shows on its own.
    public var findings: [Diagnostic] = []
    public var fragmentLinks: [FragmentLink] = []
    /// Links of a chapter's markdown into other pages' fragments, at their markdown lines.
    public var contentFragmentLinks: [FragmentLink] = []
    public var externalLinks: [ExternalLink] = []
    public var linkCount = 0

    public init() {}
}

extension SiteChecker {
    /// Checks the report's external links over the network and adds a finding at every place
    /// each broken (error) or unreachable (warning) link appears, as `policy` has it (the
    /// links of ignored pages were never collected).
    public static func checkExternalLinks(_ report: inout CheckReport, options: ExternalLinkOptions, policy: CheckPolicy = CheckPolicy()) async {
        let results = await ExternalLinkChecker.check(report.externalLinks, options: options)
        for result in results where result.outcome != .ok {
            for location in report.externalLinkSources[result.url] ?? [] {
                var finding = ExternalLinkRule.finding("external link '\(result.url)' is \(result.outcome.rawValue): \(result.detail)",
                                                       at: location)
                if result.outcome != .broken { finding.severity = .warning }
                if let allowed = policy.apply(finding, sitePath: { _ in nil }) { report.findings.append(allowed) }
            }
        }
        report.findings.sort()
    }
}
