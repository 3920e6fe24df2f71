@testable import DocgenMarkdown
@testable import DocgenPipeline
@testable import DocgenSite
import DocgenTemplates
import Testing

@Suite struct PageContextTests {
    static func site(chaptersPerPart: Int) -> Site {
        var chapters: [Chapter] = []
        for part in ["a", "b"] {
            for index in 0..<chaptersPerPart {
                chapters.append(Chapter(sourcePath: "\(part)/c\(index).md", displayPath: "content/\(part)/c\(index).md", title: "\(part) \(index)",
                                        order: index, slug: "c\(index)", description: "", body: "", bodyLineOffset: 3, folder: part))
            }
        }
        let parts = [Part(folder: "a", title: "A", order: 1, description: ""), Part(folder: "b", title: "B", order: 2, description: "")]
        return Site(config: SiteConfig(), chapters: chapters, parts: parts, staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
    }

    private func context(_ site: Site, page index: Int) -> [String: TemplateValue] {
        let chapter = site.chapters[index]
        let rendered = RenderedChapter(chapter: chapter, markdown: RenderedMarkdown(html: "", headings: [], sourceLines: []),
                                       fragments: [], diagnostics: [], diagramCount: 0, tableCount: 0)
        guard case .object(let values) = PageContext(site: site).chapter(rendered, index: index) else { return [:] }
        return values
    }

    private func navigation(_ site: Site, page index: Int) -> [TemplateValue] {
        guard case .list(let groups)? = context(site, page: index)["nav"] else { return [] }
        return groups
    }

    /// The narrow-screen menu's groups, and whether it is partial.
    private func mobileNavigation(_ site: Site, page index: Int) -> (groups: [TemplateValue], isPartial: Bool?) {
        guard case .object(let mobile)? = context(site, page: index)["mobileNav"], case .list(let groups)? = mobile["nav"],
              case .bool(let isPartial)? = mobile["isPartial"] else { return ([], nil) }
        return (groups, isPartial)
    }

    private func summary(_ group: TemplateValue) -> String {
        guard case .object(let values) = group, case .bool(let expanded)? = values["isExpanded"], case .list(let entries)? = values["chapters"] else { return "?" }
        let current = entries.filter { if case .object(let entry) = $0, entry["isCurrent"] == .bool(true) { true } else { false } }.count
        return "\(expanded ? "expanded" : "collapsed") \(entries.count) entries, \(current) current"
    }

    @Test func smallSitesListEveryChapterOnEveryPage() {
        let site = Self.site(chaptersPerPart: 3)
        #expect(navigation(site, page: 1).map(summary) == ["expanded 3 entries, 1 current", "expanded 3 entries, 0 current"])
    }

    /// A page's size must not grow with the whole site: past the limit only the current part is listed.
    @Test func largeSitesListOnlyTheCurrentPart() {
        let site = Self.site(chaptersPerPart: PageContext.fullNavigationLimit / 2 + 1)
        #expect(navigation(site, page: 0).map(summary) == ["expanded 151 entries, 1 current", "collapsed 0 entries, 0 current"])
        #expect(navigation(site, page: 200).map(summary) == ["collapsed 0 entries, 0 current", "expanded 151 entries, 1 current"])
    }

    @Test func theNarrowScreenMenuRepeatsTheNavigationOnSmallSites() {
        let site = Self.site(chaptersPerPart: 3)
        let mobile = mobileNavigation(site, page: 4)
        #expect(mobile.isPartial == false)
        #expect(mobile.groups == navigation(site, page: 4))
    }

    @Test func onLargeSitesTheNarrowScreenMenuListsOnlyTheCurrentPart() {
        let site = Self.site(chaptersPerPart: PageContext.fullNavigationLimit / 2 + 1)
        let mobile = mobileNavigation(site, page: 200)
        #expect(mobile.isPartial == true)
        #expect(mobile.groups.map(summary) == ["expanded 151 entries, 1 current"])
        #expect(mobile.groups.first == navigation(site, page: 200).last)
    }
}
