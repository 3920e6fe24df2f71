import DocgenCore
import DocgenModel
import DocgenPages
import Foundation

/// Each page's cache key: a hash of everything the page is made from, so that an incremental
/// build renders again exactly the pages whose key changed.
///
/// Every key covers the *site-wide* inputs: docgen's version and binary, the theme, the whole
/// configuration (the bytes of `docgen.yml`, ``SiteConfig/sourceDigest``, so no setting can be
/// left out), the output folder's name as findings show it, every chapter's source and output
/// path and every static file's name (the site check judges links against them). A chapter's
/// key adds its own text (its fingerprint), front matter, date of last commit and line map, its
/// neighbours' titles (prev/next), and the navigation it shows: on a site of up to
/// ``PageContext/fullNavigationLimit`` chapters every title, on a larger one the parts and the
/// titles of its own part only. On a versioned site, the site-wide inputs hold the versions'
/// names and titles (``VersionMenu/digest``), and each page's key which versions hold its
/// path, where its version menu leads. So a changed body renders one page; a changed title on a large
/// site renders its part, its neighbours and the home page.
///
/// What else a page reads (images' sizes, CSV and snippet files, Pygments, the user's directive
/// commands) is not listed here: the Render stage records it as it reads it
/// (``SiteReader``), the manifest keeps it with the page, and the page is kept only while all
/// of it is as it was (``SiteInputs/holds(_:)``). A changed CSV file renders the pages that show it.
struct PageKeys: Sendable {
    /// A key per chapter, in reading order.
    private(set) var chapters: [String]
    /// Each language's home page key, in the configuration's order.
    let homes: [String]
    let notFound: String
    /// The hash of the site-wide inputs, and of the navigation each chapter's page shows.
    private let siteWide: String
    private let navigation: [String]

    init(site: Site, theme: Theme, outputDisplay: String, jobs: Int) {
        var global = ContentHash()
        global.update(DocgenVersion.current)
        global.update(Self.executableStamp)
        global.update(outputDisplay)
        for (path, bytes) in theme.files { global.update(path); global.update(bytes) }
        let config = site.config
        global.update(config.sourceDigest)
        global.update(site.editFolder)
        if let versions = site.versionMenu {
            // Where a page's menu leads in a version without the page: the version's home.
            global.update(versions.digest)
            for edition in config.editions { global.update(versions.holders(of: config.homePath(of: edition.code))) }
        }
        // Every chapter's paths, hashed in runs of a fixed length (the same key for any `jobs`)
        // in parallel.
        let siteChapters = site.chapters
        let runs = stride(from: 0, to: siteChapters.count, by: Self.chapterRun).map { $0..<min($0 + Self.chapterRun, siteChapters.count) }
        for run in runs.parallelMap(jobs: jobs, { run in
            var paths = ContentHash()
            for chapter in siteChapters[run] { paths.update(chapter.sourcePath); paths.update(chapter.outputPath) }
            return paths.hex
        }) { global.update(run) }
        for file in site.staticFiles { global.update(file.path) }
        let siteWide = global.hex

        // The navigation, a hash per group, so a page's share costs one lookup. The groups'
        // entries (every chapter's) are hashed in parallel.
        let groups = NavigationGroup.groups(of: site)
        var outline = ContentHash()         // every group's heading: always shown
        var everyEntry = ContentHash()      // every group's chapters: shown when all are expanded
        var alwaysExpanded = ContentHash()  // top-level chapters, shown on every page
        let groupHashes = groups.parallelMap(jobs: jobs) { group in
            var entries = ContentHash()
            for chapter in group.chapters {
                Self.update(&entries, with: chapter)
                entries.update(site.navigationDepth(of: chapter))
            }
            return entries.hex
        }
        for (group, entries) in zip(groups, groupHashes) {
            outline.update(group.isPart ? "part" : "chapters")
            outline.update(group.title)
            outline.update(group.chapters[0].outputPath)
            everyEntry.update(entries)
            if !group.isPart { alwaysExpanded.update(entries) }
        }
        let expandAll = site.chapters.count <= PageContext.fullNavigationLimit
        func navigation(current: Int?) -> String {
            var hash = ContentHash()
            hash.update(outline.hex)
            if expandAll {
                hash.update(everyEntry.hex)
            } else {
                hash.update(alwaysExpanded.hex)
                if let current { hash.update(String(current)); hash.update(groupHashes[current]) }
            }
            return hash.hex
        }
        let navigationByGroup = groups.indices.map { navigation(current: $0) }
        let all = site.chapters
        let chapterNavigation = NavigationGroup.groupOfEachChapter(in: groups).map { navigationByGroup[$0] }
        self.siteWide = siteWide
        self.navigation = chapterNavigation
        chapters = Array(all.indices).parallelMap(jobs: jobs) { index in
            Self.key(of: all[index], at: index, in: site, siteWide: siteWide, navigation: chapterNavigation[index])
        }

        homes = config.editions.map { edition in
            var home = ContentHash()
            home.update(siteWide)
            home.update(edition.code)
            home.update(outline.hex)
            home.update(everyEntry.hex)
            if let page = site.homes[edition.code] {
                Self.update(&home, with: page)
                home.update(page.text.fingerprint)
                home.update(site.lineMaps[page.sourcePath]?.digest ?? "-")
            }
            return home.hex
        }
        var notFound = ContentHash()
        notFound.update(siteWide)
        notFound.update(navigation(current: nil))
        self.notFound = notFound.hex
    }

    /// How many chapters' paths one site-wide hash takes in at a time.
    private static let chapterRun = 512

    /// The key of `chapter`, whose text alone changed (nothing other pages show of it: see
    /// ``SiteLoader/reloadingText(of:paths:)``), at `index` of `site`.
    func key(ofEdited chapter: Chapter, at index: Int, in site: Site) -> String {
        Self.key(of: chapter, at: index, in: site, siteWide: siteWide, navigation: navigation[index])
    }

    /// Records the key of the chapter at `index` after an edit of its text.
    mutating func setKey(_ key: String, ofChapterAt index: Int) {
        chapters[index] = key
    }

    /// A chapter's key: the site-wide hash, the navigation its page shows, its own text, front
    /// matter, date of last commit and line map (its text as preprocessors changed it, and
    /// where each line came from), its neighbours' titles, and where its translations are
    /// (its language switcher and alternates link to them).
    private static func key(of chapter: Chapter, at index: Int, in site: Site, siteWide: String, navigation: String) -> String {
        let all = site.chapters
        var hash = ContentHash()
        hash.update(siteWide)
        hash.update(navigation)
        update(&hash, with: chapter)
        hash.update(chapter.slug)
        hash.update(chapter.bodyLineOffset)
        hash.update(chapter.text.fingerprint)
        hash.update(site.commitDates[chapter.sourcePath]?.iso ?? "-")
        hash.update(site.lineMaps[chapter.sourcePath]?.digest ?? "-")
        for neighbour in [index - 1, index + 1] {
            guard all.indices.contains(neighbour) else {
                hash.update("-")
                continue
            }
            hash.update(all[neighbour].title)
            hash.update(all[neighbour].outputPath)
            hash.update(all[neighbour].language)
        }
        hash.update(chapter.language)
        for edition in site.config.languages {
            hash.update(site.translation(of: chapter, into: edition.code)?.outputPath ?? "-")
        }
        // The version menu leads to the page in the versions that have it.
        hash.update(site.versionMenu?.holders(of: chapter.outputPath) ?? "-")
        return hash.hex
    }

    /// The running docgen binary's size, modification time and inode: a rebuilt docgen may
    /// render differently under the same version number (every development build is 0.1.0), so
    /// its pages are not reused.
    static let executableStamp: String = {
        guard let stamp = executablePath.flatMap(FileStamp.of) ?? FileStamp.of("/proc/self/exe") else { return "unknown" }
        return "\(stamp.size) \(stamp.modified) \(stamp.inode)"
    }()

    /// The running binary's path: what `/proc/self/exe` names on Linux (under valgrind, the
    /// program valgrind runs), and `Bundle.main`'s elsewhere, which lists the binary's whole
    /// folder first (`/usr/bin` holds thousands of files). A binary replaced since it started
    /// is named `… (deleted)`, and then `/proc/self/exe` itself is stamped.
    private static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count)
        guard count > 0 else { return Bundle.main.executablePath }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What a navigation entry or a page header shows of a chapter.
    private static func update(_ hash: inout ContentHash, with chapter: Chapter) {
        hash.update(chapter.sourcePath)
        hash.update(chapter.outputPath)
        hash.update(chapter.title)
        hash.update(chapter.description)
        hash.update(chapter.folder)
        hash.update(chapter.order)
    }
}
