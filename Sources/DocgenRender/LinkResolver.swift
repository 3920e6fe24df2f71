import DocgenCore
import DocgenLinks
import DocgenModel

/// Resolves a chapter's links against the site model as it renders: `other.md#x` becomes
/// `other.html#x`, a link to a chapter or file that is not there is broken, and a fragment is
/// kept to be found once the pages' ids are known (``ContentLink``). External and root-relative
/// links, and those the check policy ignores, are left as they are, for the page check.
struct LinkResolver {
    let site: Site
    let chapter: Chapter
    /// True for a URL the check policy ignores.
    let ignores: @Sendable (String) -> Bool
    private(set) var links: [ContentLink] = []

    init(site: Site, chapter: Chapter, ignores: @escaping @Sendable (String) -> Bool) {
        self.site = site
        self.chapter = chapter
        self.ignores = ignores
    }

    /// The `href` for `destination`, found at `location` in the chapter's file.
    mutating func resolve(_ destination: String, at location: SourceLocation) -> String {
        let (href, verdict) = verdict(of: destination)
        links.append(ContentLink(href: href, verdict: verdict, location: location))
        return href
    }

    private func verdict(of destination: String) -> (href: String, ContentLink.Verdict) {
        if destination.isEmpty { return (destination, .broken("empty link destination")) }
        if LinkTarget.scheme(of: destination) != nil || destination.hasPrefix("/") || ignores(destination) {
            return (destination, .unresolved)
        }
        var path = destination
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = PercentDecoding.lenient(String(path[path.index(after: hash)...]))
            path = String(path[..<hash])
        }
        if let question = path.firstIndex(of: "?") { path = String(path[..<question]) }
        let named = fragment.flatMap { $0.isEmpty || $0 == "top" ? nil : $0 }
        if path.isEmpty { return (destination, .file(path: chapter.outputPath, fragment: named)) }
        let decoded = PercentDecoding.lenient(path)
        guard let resolved = SitePath.resolve(decoded, in: chapter.folder) else {
            return (destination, .broken("link '\(destination)' leads outside the content folder"))
        }
        let suffix = fragment.map { "#" + (destination.split(separator: "#", maxSplits: 1).last.map(String.init) ?? $0) } ?? ""
        let target: String
        if resolved.hasSuffix(".md") {
            guard let chapter = site.chapter(atSourcePath: resolved) else {
                return (destination, .broken("link to missing chapter '\(decoded)'"))
            }
            target = chapter.outputPath
        } else {
            guard let file = site.staticFile(atPath: resolved) else {
                return (destination, .broken("link to missing file '\(decoded)'"))
            }
            target = file.outputPath
        }
        let href = SitePath.encode(SitePath.relativeLink(from: SitePath.folder(of: chapter.outputPath), to: target)) + suffix
        return (href, .file(path: target, fragment: named))
    }
}
