import DocgenCheck
import DocgenCore
import DocgenModel
import Synchronization

/// The Pages stage, one page at a time: the last build's page kept when its key says nothing it
/// shows changed and what else it read is as it was (``SiteInputs``), or else made (Expand, Render, Template and the page's own check, in
/// ``PageMaker``) and put in place by the destination at once, so that memory holds one page
/// per worker, not the whole site.
struct PageStaging: Sendable {
    let maker: PageMaker
    let destination: any SiteDestination
    /// Each page's key; nil when nothing is kept from one build to the next.
    let keys: PageKeys?
    /// Set when a page was to be made from a chapter whose archived text is damaged: the page
    /// was not made, and the build must start over from the chapters' files.
    let foundDamagedText = DamagedTextFlag()

    func chapter(_ chapter: Chapter, index: Int) -> WrittenPage {
        destination.kept(chapter.outputPath, key: keys?.chapters[index], place: index, holds: maker.inputs)
            ?? write(from: chapter) { maker.chapter(chapter, index: index) }
    }

    /// The home page of the language at `position` in the configuration; the home pages come
    /// after the chapters' pages.
    func home(at position: Int) -> WrittenPage {
        let language = maker.site.config.editions[position].code
        let path = maker.site.config.homePath(of: language)
        return destination.kept(path, key: keys?.homes[position], place: maker.site.chapters.count + position, holds: maker.inputs)
            ?? write(from: maker.site.homes[language]) { maker.home(language: language) }
    }

    /// The 404 page, the last page.
    func notFound() -> WrittenPage {
        destination.kept("404.html", key: keys?.notFound, place: maker.site.chapters.count + maker.site.config.editions.count,
                          holds: maker.inputs)
            ?? destination.write(maker.notFound())
    }

    /// The page `make` makes from `chapter`, put in place; once a chapter's text was found to be
    /// damaged archive bytes, an empty stand-in, since the build will start over.
    private func write(from chapter: Chapter?, _ make: () -> MadePage) -> WrittenPage {
        if !foundDamagedText.isSet, !(chapter?.text.isIntact ?? true) { foundDamagedText.set() }
        guard !foundDamagedText.isSet else {
            return WrittenPage(path: chapter?.outputPath ?? "", diagnostics: [], check: PageCheck(), diagramCount: 0, tableCount: 0)
        }
        return destination.write(make())
    }
}

/// Whether any page found its chapter's archived text damaged; safe to set from any thread.
final class DamagedTextFlag: Sendable {
    private let found = Atomic<Bool>(false)

    func set() {
        found.store(true, ordering: .relaxed)
    }

    var isSet: Bool { found.load(ordering: .relaxed) }
}
