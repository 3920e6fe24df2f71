import DocgenCore

/// The versions of a site as one version's pages show them: the version menu, the banner of an
/// older version and the canonical links to the latest. Made by the build of a versioned site
/// for each version it builds, from every version's page paths.
public struct VersionMenu: Sendable, Equatable {
    public struct Version: Sendable, Equatable {
        public var name: String
        public var title: String
        /// Where the menu sends readers to its pages, inside the whole site: its own folder
        /// (`2.0/`), or the root ("") for the latest version when the root holds a copy of it.
        public var folder: String
        /// Every page's path inside the version.
        public var pagePaths: Set<String>

        public init(name: String, title: String, folder: String, pagePaths: Set<String>) {
            self.name = name
            self.title = title
            self.folder = folder
            self.pagePaths = pagePaths
        }
    }

    /// Every version, in the order of `versions:`.
    public var versions: [Version]
    /// The place in ``versions`` of the version being built, and of the latest.
    public var current: Int
    public var latest: Int
    /// The folder inside the whole site that this build's pages are published in (`2.0/`, or
    /// "" for the copy of the latest version at the root).
    public var here: String
    /// The whole site's `baseURL`, whose folders the versions are; nil without one.
    public var siteBaseURL: String?

    public init(versions: [Version], current: Int, latest: Int, here: String, siteBaseURL: String?) {
        self.versions = versions
        self.current = current
        self.latest = latest
        self.here = here
        self.siteBaseURL = siteBaseURL
    }

    public var isLatest: Bool { current == latest }

    /// The path, inside the whole site, that the menu gives for the version at `index` on the
    /// page at `page`: the same page in that version when it has one, else its `home`.
    public func target(ofVersion index: Int, page: String, home: String) -> (path: String, isSamePage: Bool) {
        let version = versions[index]
        if index == current { return (here + page, true) }
        return version.pagePaths.contains(page) ? (version.folder + page, true) : (version.folder + home, false)
    }

    /// A hash of what this version's pages show of the versions: their names, titles and
    /// folders, which is current and which latest, where the pages are, and the site's URL.
    /// Which versions hold a page is each page's own (``holders(of:)``).
    public var digest: String {
        var hash = ContentHash()
        for version in versions {
            hash.update(version.name)
            hash.update(version.title)
            hash.update(version.folder)
        }
        hash.update(current)
        hash.update(latest)
        hash.update(here)
        hash.update(siteBaseURL ?? "-")
        return hash.hex
    }

    /// Which versions hold a page at `path`, one flag per version: what the page's menu links
    /// to depends on it.
    public func holders(of path: String) -> String {
        String(versions.map { $0.pagePaths.contains(path) ? "1" : "0" })
    }
}
