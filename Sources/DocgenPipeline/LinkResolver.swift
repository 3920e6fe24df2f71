import DocgenChecks
import DocgenCore
import DocgenSite

/// A link to check once every page is rendered: a fragment inside a page.
struct PendingFragment: Sendable, Equatable {
    var targetPage: String
    var fragment: String
    var location: SourceLocation
}

/// Rewrites a chapter's links as it renders: `other.md#x` becomes `other.html#x`, links to
/// missing chapters or files are `broken-link` errors at the link, and fragments are kept for a
/// later check. Links the check policy ignores are left as they are.
struct LinkResolver {
    let site: Site
    let chapter: Chapter
    let staticFiles: Set<String>
    let policy: CheckPolicy
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var fragments: [PendingFragment] = []

    init(site: Site, chapter: Chapter, staticFiles: Set<String>, policy: CheckPolicy) {
        self.site = site
        self.chapter = chapter
        self.staticFiles = staticFiles
        self.policy = policy
    }

    /// The `href` for `destination`, found at `location` in the chapter's file.
    mutating func resolve(_ destination: String, at location: SourceLocation) -> String {
        if destination.isEmpty {
            broken("empty link destination", at: location)
            return destination
        }
        if Self.isExternal(destination) || destination.hasPrefix("/") || policy.ignores(url: destination) { return destination }
        var path = destination
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = PercentDecoding.lenient(String(path[path.index(after: hash)...]))
            path = String(path[..<hash])
        }
        if let question = path.firstIndex(of: "?") { path = String(path[..<question]) }
        if path.isEmpty {
            if let fragment, !fragment.isEmpty, fragment != "top" {
                fragments.append(PendingFragment(targetPage: chapter.outputPath, fragment: fragment, location: location))
            }
            return destination
        }
        let decoded = PercentDecoding.lenient(path)
        guard let resolved = SitePath.resolve(decoded, in: chapter.folder) else {
            broken("link '\(destination)' leads outside the content folder", at: location)
            return destination
        }
        let suffix = fragment.map { "#" + (destination.split(separator: "#", maxSplits: 1).last.map(String.init) ?? $0) } ?? ""
        if resolved.hasSuffix(".md") {
            guard let target = site.chapter(atSourcePath: resolved) else {
                broken("link to missing chapter '\(decoded)'", at: location)
                return destination
            }
            if let fragment, !fragment.isEmpty {
                fragments.append(PendingFragment(targetPage: target.outputPath, fragment: fragment, location: location))
            }
            return SitePath.encode(SitePath.relativeLink(from: SitePath.folder(of: chapter.outputPath), to: target.outputPath)) + suffix
        }
        guard staticFiles.contains(resolved) else {
            broken("link to missing file '\(decoded)'", at: location)
            return destination
        }
        return SitePath.encode(SitePath.relativeLink(from: SitePath.folder(of: chapter.outputPath), to: resolved)) + suffix
    }

    private mutating func broken(_ message: String, at location: SourceLocation) {
        var diagnostic = Diagnostic.error(message, at: location)
        diagnostic.rule = CheckRule.brokenLink.rawValue
        diagnostics.append(diagnostic)
    }

    /// `https:`, `mailto:` and other schemes, or a protocol-relative `//host`.
    static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("//") { return true }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && scheme.first!.isLetter
    }
}
