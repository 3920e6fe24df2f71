import DocgenCheck
import DocgenCore
import DocgenHighlighting
import DocgenLoad
import DocgenMarkdown
import DocgenModel
import DocgenPages
import Synchronization

/// A page as the Check stage and the build cache need it once it is made: what rendering found
/// and the page's own share of the site check. The page's bytes are not kept.
///
/// Its fields live in one box that is never changed (a change makes a new one): every page of a
/// large site goes through each stage and into the manifest, and a copy is one reference count,
/// not one per field.
struct WrittenPage: Sendable, Equatable {
    var path: String { box.fields.path }
    /// The chapter the page was made from, as diagnostics name it (`content/intro.md`); "" for
    /// a page made from none.
    var source: String { box.fields.source }
    /// The Render stage's diagnostics.
    var diagnostics: [Diagnostic] {
        get { box.fields.diagnostics }
        set { update { $0.diagnostics = newValue } }
    }
    var check: PageCheck { box.fields.check }
    var diagramCount: Int { box.fields.diagramCount }
    var tableCount: Int { box.fields.tableCount }
    /// The files published with it, by path inside the site: its figures' (``FigureFiles``), its
    /// social card (``SocialCards``) and its markdown copy (``MarkdownCopies``).
    var figurePaths: [String] { box.fields.figurePaths }
    /// The last build's manifest entry of the page when it was kept from it: its file and
    /// check are that build's.
    var keptEntry: BuildManifest.Entry? { box.fields.keptEntry }
    /// True when the page was kept from the last build rather than made again.
    var fromCache: Bool { box.fields.fromCache }
    /// What it read of the rest of the site when it was made (``SiteReader``): it is kept from
    /// one build to the next only while each is as it was.
    var inputs: [PageInput] { box.fields.inputs }

    private var box: Box

    init(path: String, source: String = "", diagnostics: [Diagnostic], check: PageCheck, diagramCount: Int, tableCount: Int,
         figurePaths: [String] = [], inputs: [PageInput] = []) {
        box = Box(Fields(path: path, source: source, diagnostics: diagnostics, check: check, diagramCount: diagramCount,
                         tableCount: tableCount, figurePaths: figurePaths, inputs: inputs, keptEntry: nil, fromCache: false))
    }

    /// The page as kept from the last build, with its manifest `entry` when it has one.
    func kept(from entry: BuildManifest.Entry?) -> WrittenPage {
        var page = self
        page.update {
            $0.keptEntry = entry ?? $0.keptEntry
            $0.fromCache = true
        }
        return page
    }

    static func == (lhs: WrittenPage, rhs: WrittenPage) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    private struct Fields: Sendable, Equatable {
        var path: String
        var source: String
        var diagnostics: [Diagnostic]
        var check: PageCheck
        var diagramCount: Int
        var tableCount: Int
        var figurePaths: [String]
        var inputs: [PageInput]
        var keptEntry: BuildManifest.Entry?
        var fromCache: Bool
    }

    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}

/// A page made in memory: its bytes, and what the Check stage needs of it.
struct MadePage: Sendable {
    var page: WrittenPage
    var bytes: [UInt8]
    /// The files of its figures, its social card and its markdown copy, published beside it (their paths are the
    /// page's ``WrittenPage/figurePaths``).
    var figures: [FigureFiles.File] = []
}

/// One page at a time through the Render, Template and Check stages: markdown to HTML, HTML
/// into the theme's page, and the page's own share of the site check while its bytes are in
/// memory. It reads nothing from disk and writes nothing; the caller publishes the bytes.
struct PageMaker: Sendable {
    let site: Site
    /// The files and tools pages read, through each page's ``SiteReader``.
    let inputs: SiteInputs
    let templates: PageTemplates
    /// The files the finished site will hold, which the pages' links are checked against.
    let checkIndex: SiteIndex
    let resolvedLinks = ResolvedLinks()
    /// The TeX converter that every page's math blocks share, started by the first one; the
    /// build finishes it.
    let math: MathConverter
    /// The Pygments process that every page's code in other languages than docgen's own
    /// lexers' shares, started by the first such block; the build finishes it.
    let pygments: PygmentsHighlighter
    /// The pages' social cards; nil when the site has none.
    let cards: SocialCards?
    /// The check of each shared navigation, made on the first page that shows it; nil when it
    /// cannot be checked once for all its pages.
    private let navigationChecks = NavigationChecks()

    /// The words the markdown renderer writes, by language.
    private let labels: [String: MarkdownLabels]
    /// The theme's Docgen Sans faces, which figures' files link to, when it has both.
    private let figureFonts: FigureFiles.FontPaths?
    /// The ids the theme's templates write, which headings do not take.
    private let templateIDs: Set<String>
    /// The pages that publish a markdown copy (`llms: true`): the chapters' and the home pages';
    /// nil when none does.
    private let pagesWithCopies: Set<String>?
    /// The theme's words, by language, for the home pages' copies.
    private let strings: [String: [String: String]]

    init(model: SiteModel, checkIndex: SiteIndex) {
        site = model.site
        inputs = SiteInputs(site: model.site)
        self.checkIndex = checkIndex
        templates = PageTemplates(site: model.site, theme: model.theme, strings: model.strings, generator: "docgen \(DocgenVersion.current)")
        labels = model.strings.mapValues(MarkdownLabels.init(themeStrings:))
        let assets = Set(model.theme.assets.map(\.path)), fonts = DefaultTheme.diagramFontPaths
        figureFonts = assets.contains(fonts.regular) && assets.contains(fonts.bold) ? fonts : nil
        templateIDs = TemplateIDs.literal(in: model.theme)
        pagesWithCopies = model.site.config.llms
            ? Set(model.site.chapters.map(\.outputPath) + model.site.config.editions.map { model.site.config.homePath(of: $0.code) }) : nil
        strings = model.strings
        let answers = model.site.helperAnswersFolder
        math = MathConverter(answers: .shared(file: answers.map { "\($0)/math" }, name: "math"))
        pygments = PygmentsHighlighter(answers: .shared(file: answers.map { "\($0)/pygments" }, name: "pygments"))
        cards = SocialCards(site: model.site, theme: model.theme)
    }

    /// A chapter's page; `index` is its place in the reading order.
    func chapter(_ chapter: Chapter, index: Int) -> MadePage {
        let rendered = render(chapter)
        let card = rendered.image == nil ? cards?.card(SocialCardLayout(chapter: rendered, config: site.config), pagePath: chapter.outputPath) : nil
        let copy = rendered.markdownCopy.map { body in
            AgentFiles.copy(title: rendered.markdown.shownTitle ?? chapter.title, description: chapter.description, body: body)
        }
        return made(templates.chapter(rendered, index: index), path: chapter.outputPath, rendered: rendered, template: "page", card: card,
                    copy: copy)
    }

    /// A language's home page: its introduction from its `_index.md` (or the site's
    /// description) and its table of contents.
    func home(language: String) -> MadePage {
        let rendered = site.homes[language].map(render)
        let path = site.config.homePath(of: language)
        let card = rendered?.image == nil ? cards?.card(SocialCardLayout(home: language, rendered: rendered, config: site.config), pagePath: path) : nil
        let copy = pagesWithCopies.map { _ in
            let edition = site.config.edition(language)
            let intro = rendered?.markdownCopy.map { $0.isEmpty ? "" : $0 + "\n" } ?? ""
            return AgentFiles.copy(title: rendered?.markdown.shownTitle ?? rendered?.chapter.title ?? edition.title,
                                   description: rendered?.chapter.description ?? edition.description,
                                   body: intro + AgentFiles.contents(of: language, in: site, strings: strings[language] ?? [:]).dropFirst())
        }
        return made(templates.home(rendered, language: language), path: path, rendered: rendered, template: rendered == nil ? nil : "index",
                    card: card, copy: copy)
    }

    func notFound() -> MadePage {
        made(templates.notFound(), path: "404.html", rendered: nil, template: nil)
    }

    /// The chapter's content as its page shows it (internal: the GFM conformance test compares it
    /// with cmark-gfm's HTML).
    func render(_ chapter: Chapter) -> RenderedChapter {
        let policy = checkIndex.policy
        return ChapterRenderer.render(chapter, reader: SiteReader(inputs), labels: labels[chapter.language] ?? .english,
                                      figureFonts: .some(figureFonts), math: math, pygments: pygments,
                                      templateIDs: templateIDs, pagesWithCopies: pagesWithCopies) { policy.ignores(url: $0) }
    }

    /// The page's bytes and its check: the page without its shared navigation is checked, and
    /// the navigation's own check (made once) placed in it; its `card` and `copy` (its markdown
    /// copy) are published beside it with its figures' files.
    private func made(_ page: TemplatedPage, path: String, rendered: RenderedChapter?, template: String?,
                      card: FigureFiles.File? = nil, copy: String? = nil) -> MadePage {
        // The page's navigation, made once: checked apart from the page, and written into it.
        let navigationBytes = page.navigationBytes
        let navigation = page.navigation.flatMap { shown in
            navigationCheck(shown.fragment).map { (bytes: navigationBytes, check: $0, isFirstShown: shown.fragment.firstPosition == shown.position) }
        }
        let parts = page.assembled(navigation: navigation == nil ? navigationBytes : nil)
        let content = rendered.map { rendered in
            PageContent(displayPath: rendered.chapter.displayPath, bodyLineOffset: rendered.chapter.bodyLineOffset, html: page.content,
                        lineMarks: Self.lineMarks(of: rendered, lines: site.lineMaps[rendered.chapter.sourcePath]), links: Self.links(of: rendered, lines: site.lineMaps[rendered.chapter.sourcePath]),
                        hasRawHTML: rendered.markdown.hasRawHTML)
        }
        let own = OwnPage(path: path, bytes: parts.bytes, template: template, content: content, contentOffset: parts.contentOffset,
                          navigationOffsets: parts.navigationOffsets)
        let check = SiteChecker.checkOwnPage(own, navigation: navigation, in: checkIndex, links: resolvedLinks)
        let figures = (rendered?.figureFiles ?? []) + (card.map { [$0] } ?? [])
            + (copy.map { [FigureFiles.File(path: MarkdownCopies.path(ofPage: path), bytes: Array($0.utf8))] } ?? [])
        var diagnostics = rendered?.diagnostics ?? []
        if let chapter = rendered?.chapter, let lines = site.lineMaps[chapter.sourcePath] {
            diagnostics = lines.mapping(diagnostics, in: chapter.displayPath)
        }
        let written = WrittenPage(path: path, source: rendered?.chapter.displayPath ?? "", diagnostics: diagnostics, check: check,
                                  diagramCount: rendered?.diagramCount ?? 0, tableCount: rendered?.tableCount ?? 0,
                                  figurePaths: figures.map(\.path), inputs: rendered?.inputs ?? [])
        return MadePage(page: written, bytes: navigation == nil ? parts.bytes : page.assembled(navigation: navigationBytes).bytes, figures: figures)
    }

    /// Where each line of the page's content came from in its chapter's body: through the
    /// preprocessors' changes (``LineMap``) when they made any.
    private static func lineMarks(of rendered: RenderedChapter, lines: LineMap?) -> [(outputLine: Int, sourceLine: Int)] {
        let offset = rendered.chapter.bodyLineOffset
        return rendered.markdown.sourceLines.map { mark in
            (mark.outputLine, lines.map { $0.fileLine(offset + mark.sourceLine) - offset } ?? mark.sourceLine)
        }
    }

    /// The content's links, located at the file's lines through the preprocessors' changes.
    private static func links(of rendered: RenderedChapter, lines: LineMap?) -> [ContentLink] {
        guard let lines else { return rendered.links }
        return rendered.links.map { link in
            guard link.location.file == rendered.chapter.displayPath else { return link }
            var moved = link
            moved.location.line = lines.fileLine(link.location.line)
            return moved
        }
    }

    /// The check of a shared navigation, as it stands on the first page that shows it.
    private func navigationCheck(_ shared: SharedNavigation.Fragment) -> PageCheck? {
        if let known = navigationChecks.table.withLock({ $0[shared.key] }) { return known }
        let first = site.chapters[shared.firstPosition]
        let check = SiteChecker.checkSharedPart(shared.fragment.instance(selecting: shared.firstPosition).bytes,
                                                varying: shared.fragment.choiceBytes, onPageAt: first.outputPath, in: checkIndex,
                                                links: resolvedLinks)
        navigationChecks.table.withLock { $0[shared.key] = check }
        return check
    }
}

/// The checks of the shared navigations made so far, shared by the threads that make pages.
private final class NavigationChecks: Sendable {
    let table = Mutex<[SharedNavigation.Key: PageCheck?]>([:])
}
