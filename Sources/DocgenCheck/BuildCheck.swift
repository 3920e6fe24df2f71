import DocgenCore

/// The site check of a build: `docgen check`'s checks on the new site, before it is published.
///
/// Each page docgen made was checked on its own as it was made (``SiteChecker/checkOwnPage(_:navigation:in:links:)``);
/// the site check checks the site's other pages (files copied from the content folder, the
/// theme's, the sitemap, ``checkOthers(_:in:jobs:)``), resolves links into other pages'
/// fragments, and applies the policy (``findings(of:brokenFragments:index:sitePaths:)``).
/// The engine's Check stage runs those parts; a build into memory keeps a `BuildCheck`.
///
/// A kept check holds the result by file, with the files that link into each file's fragments,
/// so that a rebuild after an edit judges again only the edited pages and the pages that link
/// into them (``findings(replacing:)``).
public struct BuildCheck: Sendable {
    /// Every checked file's check, by path inside the site.
    public private(set) var checks: [String: PageCheck]
    /// For each file, the files with links into its fragments.
    private var linkedFrom: [String: Set<String>] = [:]
    /// Each file's findings, under the policy.
    public private(set) var findingsByFile: [String: [Diagnostic]] = [:]
    private let index: SiteIndex
    private let sitePaths: @Sendable (String) -> String?

    /// The check of a site already judged: each file's check and its findings, in one order.
    public init(checks files: [(path: String, check: PageCheck)], findings: [[Diagnostic]], index: SiteIndex,
                sitePaths: @escaping @Sendable (String) -> String?) {
        self.index = index
        self.sitePaths = sitePaths
        var checks: [String: PageCheck] = [:], findingsByFile: [String: [Diagnostic]] = [:]
        checks.reserveCapacity(files.count)
        for (file, found) in zip(files, findings) where checks[file.path] == nil {
            checks[file.path] = file.check
            findingsByFile[file.path] = found
        }
        self.checks = checks
        self.findingsByFile = findingsByFile
        for (path, check) in checks { link(path, check) }
    }

    /// The other pages of the site docgen builds (files copied from the content folder, the
    /// theme's, the sitemap), checked like any site's files: only those that declare themselves
    /// XML must be XML. A file is named in findings by its source (`content/a.svg`) when it has one.
    public static func checkOthers(_ others: [(path: String, bytes: [UInt8], source: String?)], in index: SiteIndex,
                                   jobs: Int) -> [(path: String, check: PageCheck)] {
        let links = ResolvedLinks()
        return others.parallelMap(jobs: jobs) { other in
            var check = SiteChecker.checkPage(other.bytes, at: other.path, in: index, links: links, requireXML: false)
            if let source = other.source { check.rename("\(index.displayRoot)/\(other.path)", to: source) }
            return (other.path, check)
        }
    }

    /// One file's findings under the policy: what its own check found, and `brokenFragments`,
    /// its links into other pages' fragments that name nothing there.
    public static func findings(of check: PageCheck, brokenFragments: [Diagnostic], index: SiteIndex,
                                sitePaths: (String) -> String?) -> [Diagnostic] {
        index.policy.apply(check.findings + brokenFragments, sitePath: sitePaths)
    }

    /// The findings of the files an edit affects, by path, when `changed` pages (same paths, new
    /// content) replace the old ones: those pages, and the pages that link into their fragments.
    public func findings(replacing changed: [(path: String, check: PageCheck)]) -> [String: [Diagnostic]] {
        let replacements = Dictionary(changed.map { ($0.path, $0.check) }, uniquingKeysWith: { _, last in last })
        let affected = Set(changed.map(\.path)).union(changed.flatMap { linkedFrom[$0.path] ?? [] })
        var result: [String: [Diagnostic]] = [:]
        for path in affected {
            guard let check = replacements[path] ?? checks[path] else { continue }
            result[path] = findings(of: check) { replacements[$0]?.targets ?? checks[$0]?.targets }
        }
        return result
    }

    /// Puts `changed` pages, and the findings ``findings(replacing:)`` gave for them, in place.
    public mutating func replace(_ changed: [(path: String, check: PageCheck)], findings: [String: [Diagnostic]]) {
        for (path, check) in changed {
            if let old = checks[path] { unlink(path, old) }
            checks[path] = check
            link(path, check)
        }
        for (path, found) in findings { findingsByFile[path] = found }
    }

    /// Records the files `check`'s page links into.
    private mutating func link(_ path: String, _ check: PageCheck) {
        for target in check.linkedPages { linkedFrom[target, default: []].insert(path) }
    }

    private mutating func unlink(_ path: String, _ check: PageCheck) {
        for target in check.linkedPages { linkedFrom[target]?.remove(path) }
    }

    /// One file's findings, given each file's ids: what its own check found, and its links into
    /// other pages' fragments that are missing, under the policy.
    private func findings(of check: PageCheck, targets: (String) -> Set<String>?) -> [Diagnostic] {
        Self.findings(of: check, index: index, sitePaths: sitePaths, targets: targets)
    }

    private static func findings(of check: PageCheck, index: SiteIndex, sitePaths: (String) -> String?,
                                 targets: (String) -> Set<String>?) -> [Diagnostic] {
        findings(of: check, brokenFragments: SiteChecker.brokenFragments(of: check, targets: targets), index: index, sitePaths: sitePaths)
    }
}

extension PageCheck {
    /// The pages this page links into the fragments of.
    public var linkedPages: Set<String> {
        Set(fragmentLinks.map(\.page) + contentFragmentLinks.map(\.page))
    }

    /// Names `file` as `newName` in every location: a file copied from the content folder is
    /// reported at its source.
    mutating func rename(_ file: String, to newName: String) {
        func rename(_ location: inout SourceLocation) {
            if location.file == file { location.file = newName }
        }
        for index in findings.indices { rename(&findings[index].location) }
        for index in fragmentLinks.indices { rename(&fragmentLinks[index].location) }
        for index in externalLinks.indices { rename(&externalLinks[index].location) }
    }
}
