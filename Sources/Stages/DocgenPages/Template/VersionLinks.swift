import DocgenCore
import DocgenModel

/// A page's links to the site's other versions, when the site has versions: the menu
/// (`versions`), which leads to the same page in each version or to that version's home page;
/// the banner of an older version (`version.banner`), which leads to the page in the latest;
/// and the canonical URL, the page in the latest version when it has one.
struct VersionLinks {
    let menu: TemplateValue
    let version: TemplateValue
    /// The absolute URL search engines are sent to; nil without a `baseURL`.
    let canonical: String?

    /// - Parameters:
    ///   - page: the page's path in its version; nil for the 404 page, which is served at any
    ///     path below the version, so its links start at `root`.
    ///   - home: the path of the home page of the page's language.
    ///   - strings: the theme's words in the page's language.
    init(_ versions: VersionMenu, page: String?, home: String, root: String, strings: [String: String]) {
        let here = versions.here
        func href(_ target: String) -> String {
            let from = page.map { SitePath.folder(of: here + $0) } ?? String(here.dropLast())
            let link = SitePath.encode(SitePath.relativeLink(from: from, to: target))
            return page == nil ? root + link : link
        }
        func versionHome(_ index: Int) -> String {
            versions.versions[index].pagePaths.contains(home) ? home : "index.html"
        }
        menu = .list(versions.versions.indices.map { index in
            let version = versions.versions[index]
            let target = versions.target(ofVersion: index, page: page ?? home, home: versionHome(index))
            return .object([
                "name": .string(version.name), "title": .string(version.title), "url": .string(href(target.path)),
                "isCurrent": .bool(index == versions.current), "isLatest": .bool(index == versions.latest),
                "isSamePage": .bool(target.isSamePage && page != nil),
            ])
        })
        let current = versions.versions[versions.current]
        let latest = versions.versions[versions.latest]
        let inLatest = versions.target(ofVersion: versions.latest, page: page ?? home, home: versionHome(versions.latest))
        var values: [TemplateKey: TemplateValue] = [
            "name": .string(current.name), "title": .string(current.title), "isLatest": .bool(versions.isLatest),
        ]
        if !versions.isLatest {
            let notice = (strings["olderVersion"] ?? "This is the documentation of version {version}, not the latest.")
                .replacingOccurrences(of: "{version}", with: current.title)
            let link = (strings[inLatest.isSamePage && page != nil ? "latestVersionPage" : "latestVersionHome"]
                ?? "Go to the latest version ({latest})").replacingOccurrences(of: "{latest}", with: latest.title)
            values["banner"] = .object(["text": .string(notice), "linkText": .string(link), "url": .string(href(inLatest.path))])
        }
        version = .object(values)
        canonical = page.flatMap { page in
            versions.siteBaseURL.map { base in
                let target = versions.latest == versions.current ? latest.folder + page
                    : inLatest.isSamePage ? inLatest.path : here + page
                return SitePath.absoluteURL(of: target, baseURL: base)
            }
        }
    }
}
