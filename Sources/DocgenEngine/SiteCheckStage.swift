import DocgenCheck
import DocgenCore

/// The Check stage of `docgen build`: each page's links into other pages' fragments judged
/// against those pages' ids, and every file's findings under the policy.
///
/// When the last build's manifest shows that no page's ids changed (the same pages, each page
/// made again with the ids its entry records, the other pages' ids as they were), a kept page's
/// links lead to the ids they led to, and what the last build found of them stands. Then only
/// the made pages and the other pages are judged, and a kept page's ids are read from its entry
/// only when one of them links into it: reading every kept page's ids and links took a fifth of
/// a one-chapter build of 10,000 chapters. Otherwise every page is judged.
struct SiteCheckStage {
    /// Every file's findings under the policy, by path inside the site, in the order checked.
    let findings: [(path: String, found: [Diagnostic])]
    /// For each page, in order: its links into fragments that name nothing, before the policy.
    let brokenFragments: [[Diagnostic]]
    /// A hash of the other pages' paths and ids, for the manifest.
    let othersFingerprint: String
    /// With `keepingChecks`, the check by file, which a later edit's check starts from.
    let kept: BuildCheck?

    /// Checks the site of `pages`, the plan's other pages and `printPages` (the PDF edition's);
    /// `manifest` is the last build's, which kept pages came from. With `keepingChecks` (and no
    /// manifest), the result is also kept by file (``kept``).
    init(pages: [WrittenPage], printPages: [(path: String, bytes: [UInt8])] = [], manifest: BuildManifest?, plan: BuildPlan, jobs: Int,
         keepingChecks: Bool = false) {
        var checkedOthers = BuildCheck.checkOthers(plan.otherPages, in: plan.checkIndex, jobs: jobs)
        if !printPages.isEmpty {
            // A print page shows the chapters' figures, whose files the plan does not list.
            var index = plan.checkIndex
            index.paths.formUnion(pages.lazy.flatMap(\.figurePaths))
            checkedOthers += BuildCheck.checkOthers(printPages.map { (path: $0.path, bytes: $0.bytes, source: String?.none) }, in: index, jobs: jobs)
        }
        // The pages' paths are gathered only when there are other pages to tell apart from them.
        var seen = checkedOthers.isEmpty ? [] : Set(pages.map(\.path))
        let others = checkedOthers.filter { seen.insert($0.path).inserted }
        let othersFingerprint = Self.fingerprint(others)
        self.othersFingerprint = othersFingerprint
        let recorded = manifest.flatMap { Self.idsUnchanged(pages, since: $0, othersFingerprint: othersFingerprint) ? $0 : nil }

        // The files judged (every page, or only the made ones when the record stands, and the
        // other pages), with a kept page's check read whole from its entry.
        let judged = pages.indices.filter { recorded == nil || !pages[$0].fromCache }
        let checks = judged.parallelMap(jobs: jobs) { index in
            pages[index].keptEntry?.wholePage.check ?? pages[index].check
        } + others.map(\.check)
        let paths = judged.map { pages[$0].path } + others.map(\.path)
        var targets = Dictionary(zip(paths, checks.map(\.targets)), uniquingKeysWith: { first, _ in first })
        if let recorded {
            let unread = Array(Set(checks.flatMap(\.linkedPages)).filter { targets[$0] == nil })
            let read = unread.parallelMap(jobs: jobs) { recorded.entry(at: $0)?.wholePage.check.targets }
            for (path, ids) in zip(unread, read) { targets[path] = ids }
        }
        let ids = targets
        let found = checks.parallelMap(jobs: jobs) { SiteChecker.brokenFragments(of: $0, targets: { ids[$0] }) }

        var brokenFragments = [[Diagnostic]](repeating: [], count: pages.count)
        if recorded != nil {
            for (index, page) in pages.enumerated() { brokenFragments[index] = page.keptEntry?.brokenFragments ?? [] }
        }
        for (index, broken) in zip(judged, found) { brokenFragments[index] = broken }
        self.brokenFragments = brokenFragments

        let index = plan.checkIndex
        // A kept page's own findings are in its entry as read, without its ids and links.
        let files = pages.map { ($0.path, $0.check) } + others
        let findings = zip(files, brokenFragments + found.suffix(others.count)).map { file, broken in
            BuildCheck.findings(of: file.1, brokenFragments: broken, index: index, sitePaths: plan.sitePaths)
        }
        self.findings = zip(files, findings).map { (path: $0.0, found: $1) }
        kept = keepingChecks && recorded == nil
            ? BuildCheck(checks: files.map { (path: $0.0, check: $0.1) }, findings: findings, index: index, sitePaths: plan.sitePaths)
            : nil
    }

    /// True when `pages` are the pages `manifest` records, each page made again has the ids its
    /// entry records, and the other pages' ids are those the manifest was written with. Kept
    /// pages came from the manifest's entries, and pages have distinct paths.
    private static func idsUnchanged(_ pages: [WrittenPage], since manifest: BuildManifest, othersFingerprint: String) -> Bool {
        guard manifest.othersFingerprint == othersFingerprint, manifest.entries.count == pages.count else { return false }
        return pages.allSatisfy { page in
            page.fromCache || manifest.entry(at: page.path).map { $0.wholePage.check.targets == page.check.targets } ?? false
        }
    }

    private static func fingerprint(_ others: [(path: String, check: PageCheck)]) -> String {
        var hash = ContentHash()
        for (path, check) in others.sorted(by: { $0.path < $1.path }) {
            hash.update(path)
            hash.update(check.targets.count)
            for id in check.targets.sorted() { hash.update(id) }
        }
        return hash.hex
    }
}
