import DocgenModel
import Testing

/// The navigation's groups: runs of top-level chapters, and each part's chapters, in reading order.
@Suite struct NavigationGroupTests {
    static func chapter(_ sourcePath: String, folder: String, language: String = "", languageFolder: String = "") -> Chapter {
        var chapter = Chapter(sourcePath: sourcePath, displayPath: "content/" + sourcePath, title: sourcePath, order: 0,
                              slug: String(sourcePath.split(separator: "/").last!.dropLast(3)), description: "", body: "",
                              bodyLineOffset: 0, folder: folder)
        chapter.language = language
        chapter.languageFolder = languageFolder
        return chapter
    }

    @Test func topLevelRunsAndPartsAreGroupsInReadingOrder() {
        let chapters = [
            Self.chapter("intro.md", folder: ""), Self.chapter("basics/a.md", folder: "basics"),
            Self.chapter("basics/b.md", folder: "basics"), Self.chapter("outro.md", folder: ""),
        ]
        let site = Site(config: SiteConfig(), chapters: chapters, parts: [Part(folder: "basics", title: "Basics", order: 1, description: "")],
                        staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
        let groups = NavigationGroup.groups(of: site)
        #expect(groups.map(\.folder) == ["", "basics", ""])
        #expect(groups.map(\.isPart) == [false, true, false])
        #expect(groups.map(\.title) == ["", "Basics", ""])
        #expect(groups.map { $0.chapters.map(\.sourcePath) } == [["intro.md"], ["basics/a.md", "basics/b.md"], ["outro.md"]])
        #expect(groups.map(\.language) == ["en", "en", "en"])
        #expect(NavigationGroup.groupOfEachChapter(in: groups) == [0, 1, 1, 2])
    }

    @Test func eachLanguagesChaptersAreItsOwnGroups() {
        var config = SiteConfig()
        config.languages = [SiteLanguage(code: "en", name: "English", title: "Guide", description: ""),
                            SiteLanguage(code: "zh-Hans", name: "简体中文", title: "指南", description: "")]
        let chapters = [
            Self.chapter("en/intro.md", folder: "en", language: "en", languageFolder: "en"),
            Self.chapter("zh-Hans/intro.md", folder: "zh-Hans", language: "zh-Hans", languageFolder: "zh-Hans"),
            Self.chapter("zh-Hans/basics/a.md", folder: "zh-Hans/basics", language: "zh-Hans", languageFolder: "zh-Hans"),
        ]
        let site = Site(config: config, chapters: chapters, parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
        let groups = NavigationGroup.groups(of: site)
        #expect(groups.map(\.language) == ["en", "zh-Hans", "zh-Hans"])
        #expect(groups.map(\.isPart) == [false, false, true])
        #expect(groups.map(\.title) == ["", "", ""])
    }
}
