/// Everything a build reads: configuration, chapters in reading order, parts and static files.
public struct Site: Sendable {
    public private(set) var config: SiteConfig
    /// The site's versions as this version's pages show them, when it is one version of a
    /// versioned site (``publish(as:)``); nil otherwise.
    public private(set) var versionMenu: VersionMenu?
    /// Each language's home page text, from its `_index.md`, shown above its table of contents,
    /// by language code.
    public var homes: [String: Chapter]
    /// Chapters in reading order: the order of the navigation.
    public private(set) var chapters: [Chapter]
    public var parts: [Part]
    public private(set) var staticFiles: [StaticFile]
    /// Every CSV file a bench table may read, by path inside content/.
    public var dataFiles: [String: DataFile]
    /// The snippet folder's files (``SiteConfig/snippets``), by path inside it: their text.
    public var snippetFiles: [String: String] = [:]
    /// Absolute path of the content folder.
    public var contentRoot: String
    /// The content folder as shown in diagnostics (`content`).
    public var contentDisplayRoot: String
    /// The date of each chapter's last commit, by source path, with `lastUpdated: git`; a
    /// chapter git does not track has none.
    public var commitDates: [String: CommitDate] = [:]
    /// The content folder's path from the folder of `docgen.yml` (`content`; "" when they are
    /// the same): what `editURL` links add before a chapter's source path.
    public var editFolder = ""
    /// Where drawings made by outside tools (```` ```d2 ````) are kept between builds
    /// (`.docgen-cache/d2` beside the output); nil to keep them only in memory.
    public var drawingCacheFolder: String?
    /// Where drawings made by the user's directive commands are kept between builds
    /// (`.docgen-cache/directives` beside the output); nil to keep them only in memory.
    public var directiveCacheFolder: String?
    /// Where social cards' PNGs are kept between builds, by their SVG's hash
    /// (`.docgen-cache/cards` beside the output); nil to keep none on disk.
    public var cardCacheFolder: String?
    /// True when social cards are kept in memory between builds, for `docgen serve`.
    public var keepsCardsInMemory = false
    /// Where the Python helpers' answers (formulas' MathML, Pygments' tokens) are kept between
    /// builds (`.docgen-cache/helpers` beside the output); nil to keep them only in memory.
    public var helperAnswersFolder: String?
    /// For each chapter (and home page) whose text `preprocessors:` changed, by source path:
    /// where its lines came from in its file.
    public var lineMaps: [String: LineMap] = [:]
    /// Where the project's own navigation (`mkdocs.yml`'s `nav:`, `SUMMARY.md`, DocC's
    /// `## Topics`) places each chapter, by source path; empty when parts are folders.
    public var outlinePlacements: [String: OutlinePlacement] = [:]
    /// The redirect pages: the chapters' `aliases:` and `docgen.yml`'s `redirects:`, resolved.
    public var redirects: [Redirect] = []
    private let chapterIndexBySource: [String: Int]
    private let staticFileIndexByPath: [String: Int]
    /// The place of each chapter in the reading order by its pairing key and language; empty on
    /// a site without `languages:`, whose chapters have no translations.
    private let translationIndex: [TranslationKey: Int]

    private struct TranslationKey: Hashable {
        var pairingKey: String
        var language: String
    }

    public init(config: SiteConfig, homes: [String: Chapter] = [:], chapters: [Chapter], parts: [Part], staticFiles: [StaticFile],
                dataFiles: [String: DataFile] = [:], contentRoot: String, contentDisplayRoot: String) {
        self.config = config
        self.homes = homes
        self.chapters = chapters
        self.parts = parts
        self.staticFiles = staticFiles
        self.dataFiles = dataFiles
        self.contentRoot = contentRoot
        self.contentDisplayRoot = contentDisplayRoot
        self.chapterIndexBySource = Dictionary(chapters.enumerated().map { ($1.sourcePath, $0) },
                                               uniquingKeysWith: { first, _ in first })
        self.staticFileIndexByPath = Dictionary(staticFiles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var translations: [TranslationKey: Int] = [:]
        if !config.languages.isEmpty {
            translations.reserveCapacity(chapters.count)
            for (position, chapter) in chapters.enumerated() {
                let key = TranslationKey(pairingKey: chapter.pairingKey, language: chapter.language)
                if translations[key] == nil { translations[key] = position }
            }
        }
        translationIndex = translations
    }

    /// Makes the site one version of a versioned site: its pages show `menu`, and its URL is its
    /// folder of the whole site's.
    public mutating func publish(as menu: VersionMenu) {
        versionMenu = menu
        config.baseURL = menu.siteBaseURL.map { $0 + menu.here }
    }

    /// Puts `chapter` in place of the chapter of the same source path, if there is one. Only
    /// its text may differ (``SiteLoader/reloadingText(of:paths:)``): the order stays.
    public mutating func replace(_ chapter: Chapter) {
        guard let position = chapterIndexBySource[chapter.sourcePath] else { return }
        chapters[position] = chapter
    }

    /// The place of the chapter whose source is `sourcePath` in the reading order.
    public func position(ofSourcePath sourcePath: String) -> Int? {
        chapterIndexBySource[sourcePath]
    }

    /// The chapter whose source is `sourcePath` (inside content/).
    public func chapter(atSourcePath sourcePath: String) -> Chapter? {
        chapterIndexBySource[sourcePath].map { chapters[$0] }
    }

    /// The static file at `path` inside content/.
    public func staticFile(atPath path: String) -> StaticFile? {
        staticFileIndexByPath[path].map { staticFiles[$0] }
    }

    /// The key of the navigation group the chapter belongs to: its part in the project's
    /// navigation, or else its folder.
    public func navigationPart(of chapter: Chapter) -> String {
        outlinePlacements[chapter.sourcePath]?.part ?? chapter.folder
    }

    /// How deep the project's navigation nests the chapter inside its part (0 at the top).
    public func navigationDepth(of chapter: Chapter) -> Int {
        outlinePlacements[chapter.sourcePath]?.depth ?? 0
    }

    /// The default language's home page text.
    public var home: Chapter? { homes[config.editions[0].code] }

    /// The chapter's translation into `language`, if there is one: never on a site without
    /// `languages:`.
    public func translation(of chapter: Chapter, into language: String) -> Chapter? {
        translationIndex[TranslationKey(pairingKey: chapter.pairingKey, language: language)].map { chapters[$0] }
    }
}
