@testable import DocgenEngine
import DocgenLoad
@testable import DocgenModel
import DocgenPages
import DocgenTestSupport
import Foundation
import Testing

/// Which pages an edit invalidates: the keys decide what an incremental build renders again.
@Suite struct PageKeysTests {
    static let theme = ThemeLoader.load(overridesPath: nil).0!

    private func keys(_ site: Site) -> PageKeys {
        PageKeys(site: site, theme: Self.theme, outputDisplay: "site", jobs: 2)
    }

    /// The indices of the chapters whose keys differ.
    private func changed(_ a: PageKeys, _ b: PageKeys) -> [Int] {
        a.chapters.indices.filter { a.chapters[$0] != b.chapters[$0] }
    }

    private func editing(_ site: Site, chapter index: Int, _ edit: (inout Chapter) -> Void) -> Site {
        var chapters = site.chapters
        edit(&chapters[index])
        return Site(config: site.config, homes: site.homes, chapters: chapters, parts: site.parts, staticFiles: site.staticFiles,
                    contentRoot: site.contentRoot, contentDisplayRoot: site.contentDisplayRoot)
    }

    @Test func aChangedBodyChangesOnlyItsOwnPage() {
        let site = SiteFixtures.parts(chaptersPerPart: 4)
        let before = keys(site), after = keys(editing(site, chapter: 5) { $0.body += "\nMore." })
        #expect(changed(before, after) == [5])
        #expect(before.homes == after.homes && before.notFound == after.notFound)
    }

    @Test func aChangedTitleOnASmallSiteChangesEveryPageBecauseEveryPageListsIt() {
        let site = SiteFixtures.parts(chaptersPerPart: 4)
        let before = keys(site), after = keys(editing(site, chapter: 5) { $0.title = "Renamed" })
        #expect(changed(before, after) == Array(0..<8))
        #expect(before.homes != after.homes)
    }

    @Test func aChangedTitleOnALargeSiteChangesItsPartItsNeighboursAndTheHomePage() {
        let perPart = PageContext.fullNavigationLimit / 2 + 1
        let site = SiteFixtures.parts(chaptersPerPart: perPart)
        // The first chapter of part b: its neighbour in part a shows it as "next".
        let first = perPart
        let before = keys(site), after = keys(editing(site, chapter: first) { $0.title = "Renamed" })
        #expect(changed(before, after) == [first - 1] + Array(first..<(2 * perPart)))
        #expect(before.homes != after.homes, "the home page lists every chapter")
        #expect(before.notFound == after.notFound, "the 404 page lists parts, not chapters")
    }

    /// Also on a site larger than one run of the site-wide hash (512 chapters), whose runs and
    /// navigation groups are hashed in parallel.
    @Test(arguments: [40, 700])
    func theSameSiteGivesTheSameKeysWhateverTheThreadCount(chaptersPerPart: Int) {
        let site = SiteFixtures.parts(chaptersPerPart: chaptersPerPart)
        let one = PageKeys(site: site, theme: Self.theme, outputDisplay: "site", jobs: 1)
        let four = PageKeys(site: site, theme: Self.theme, outputDisplay: "site", jobs: 4)
        #expect(one.chapters == four.chapters && one.homes == four.homes && one.notFound == four.notFound)
    }

    @Test func theOutputFolderAsFindingsNameItIsPartOfEveryKey() {
        let site = SiteFixtures.parts(chaptersPerPart: 2)
        let a = PageKeys(site: site, theme: Self.theme, outputDisplay: "site", jobs: 1)
        let b = PageKeys(site: site, theme: Self.theme, outputDisplay: "public", jobs: 1)
        #expect(changed(a, b) == Array(0..<4))
    }

    /// A rebuilt docgen keeps its version number while its output may change: the binary's
    /// stamp is part of every key, so it must be read, and be the running binary's.
    @Test func theRunningBinaryIsPartOfEveryKey() throws {
        let fields = PageKeys.executableStamp.split(separator: " ")
        #expect(fields.count == 3 && fields.allSatisfy { Int64($0) != nil }, "\(PageKeys.executableStamp)")
        let binary = try #require(Bundle.main.executablePath.flatMap(FileStamp.of))
        #expect(PageKeys.executableStamp == "\(binary.size) \(binary.modified) \(binary.inode)")
    }
}
