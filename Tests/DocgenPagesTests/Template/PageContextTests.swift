import DocgenCore
@testable import DocgenMarkdown
import DocgenModel
@testable import DocgenPages
import DocgenTestSupport
import Testing

@Suite struct PageContextTests {
    private func context(_ site: Site, page index: Int) -> [TemplateKey: TemplateValue] {
        let chapter = site.chapters[index]
        let rendered = RenderedChapter(chapter: chapter, markdown: RenderedMarkdown(htmlBytes: [], headings: [], sourceLines: []),
                                       links: [], diagnostics: [], diagramCount: 0, tableCount: 0)
        guard case .object(let values) = PageContext(site: site, generator: "docgen").chapter(rendered, index: index) else { return [:] }
        return values
    }

    /// The navigation's groups on the page at `index`, and whether it leaves parts out.
    private func navigation(_ site: Site, page index: Int) -> (groups: [TemplateValue], isPartial: Bool?) {
        guard case .object(let nav)? = context(site, page: index)["nav"], case .list(let groups)? = nav["groups"],
              case .bool(let isPartial)? = nav["isPartial"] else { return ([], nil) }
        return (groups, isPartial)
    }

    /// A group as `expanded 3 entries, 1 current`, where an entry is current on page `index`.
    private func summary(_ group: TemplateValue, page index: Int) -> String {
        guard case .object(let values) = group, case .bool(let expanded)? = values["isExpanded"], case .list(let entries)? = values["chapters"] else { return "?" }
        let current = entries.filter { if case .object(let entry) = $0, entry["isCurrent"] == .choice(index) { true } else { false } }.count
        return "\(expanded ? "expanded" : "collapsed") \(entries.count) entries, \(current) current"
    }

    @Test func smallSitesListEveryChapterOnEveryPage() {
        let site = SiteFixtures.parts(chaptersPerPart: 3)
        let nav = navigation(site, page: 1)
        #expect(nav.groups.map { summary($0, page: 1) } == ["expanded 3 entries, 1 current", "expanded 3 entries, 0 current"])
        #expect(nav.isPartial == false)
    }

    /// A page's size must not grow with the whole site: past the limit only the current part's
    /// chapters are listed, with the other parts' titles.
    @Test func largeSitesListOnlyTheCurrentPartsChapters() {
        let site = SiteFixtures.parts(chaptersPerPart: PageContext.fullNavigationLimit / 2 + 1)
        #expect(navigation(site, page: 0).groups.map { summary($0, page: 0) } == ["expanded 151 entries, 1 current", "collapsed 0 entries, 0 current"])
        #expect(navigation(site, page: 200).groups.map { summary($0, page: 200) } == ["collapsed 0 entries, 0 current", "expanded 151 entries, 1 current"])
        #expect(navigation(site, page: 200).isPartial == false)
    }

    /// Past ``PageContext/partListLimit`` parts, even the parts' titles would grow with the site:
    /// the navigation lists its own part and says it is partial, for a link to the contents.
    @Test func sitesWithManyPartsListOnlyTheCurrentPart() {
        let parts = PageContext.partListLimit + 1
        let site = SiteFixtures.parts(chaptersPerPart: PageContext.fullNavigationLimit / parts + 1, parts: parts)
        let page = site.chapters.count - 1
        let nav = navigation(site, page: page)
        #expect(nav.groups.map { summary($0, page: page) } == ["expanded 24 entries, 1 current"])
        #expect(nav.isPartial == true)
    }

    /// Each part's navigation is one value for all its pages: the page decides which entry is current.
    @Test func thePagesOfAPartShareOneNavigation() {
        let site = SiteFixtures.parts(chaptersPerPart: PageContext.fullNavigationLimit / 2 + 1)
        #expect(context(site, page: 151)["nav"] == context(site, page: 301)["nav"])
        #expect(context(site, page: 0)["nav"] != context(site, page: 151)["nav"])
    }
}
