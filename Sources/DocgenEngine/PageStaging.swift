import DocgenCheck
import DocgenCore
import DocgenModel
import DocgenPage
import DocgenPublish
import Synchronization

/// How `docgen build` stages its pages: each page is made and written to the staging
/// folder one at a time, so memory holds one page per worker, not the whole site; or the last
/// build's file is kept when the page's key says nothing it shows changed.
struct PageStaging: Sendable {
    let maker: PageMaker
    let publisher: OutputPublisher
    /// Each page's key, and what the last build published; both nil when the cache is off.
    let keys: PageKeys?
    let manifest: BuildManifest?
    /// The stamps of the last build's pages in the output; nil when the cache is off.
    let output: OutputStamps?
    /// Set when a page was to be made from a chapter whose archived text is damaged: the page
    /// was not made, and the build must start over from the chapters' files.
    let foundDamagedText = DamagedTextFlag()

    func chapter(_ chapter: Chapter, index: Int) -> WrittenPage {
        reused(chapter.outputPath, key: keys?.chapters[index]) ?? write(from: chapter) { maker.chapter(chapter, index: index) }
    }

    /// The home page of the language at `position` in the configuration.
    func home(at position: Int) -> WrittenPage {
        let language = maker.site.config.editions[position].code
        let path = PageContext.homePath(of: language, in: maker.site.config)
        return reused(path, key: keys?.homes[position]) ?? write(from: maker.site.homes[language]) { maker.home(language: language) }
    }

    func notFound() -> WrittenPage {
        reused("404.html", key: keys?.notFound) ?? write(maker.notFound())
    }

    /// The last build's page at `path`, kept as it is, when its key says nothing it shows
    /// changed and its file is the one that build wrote.
    private func reused(_ path: String, key: String?) -> WrittenPage? {
        guard let key, let output, let entry = manifest?.reusablePage(path, key: key, in: output) else { return nil }
        do {
            try publisher.keep(path)
        } catch {
            return nil
        }
        var page = entry.page
        page.keptEntry = entry
        return page
    }

    /// The page `make` makes from `chapter`, written; once a chapter's text was found to be
    /// damaged archive bytes, an empty stand-in, since the build will start over.
    private func write(from chapter: Chapter?, _ make: () -> MadePage) -> WrittenPage {
        if !foundDamagedText.isSet, !(chapter?.text.isIntact ?? true) { foundDamagedText.set() }
        guard !foundDamagedText.isSet else {
            return WrittenPage(path: chapter?.outputPath ?? "", diagnostics: [], check: PageCheck(), diagramCount: 0, tableCount: 0)
        }
        return write(make())
    }

    private func write(_ made: MadePage) -> WrittenPage {
        var page = made.page
        do {
            try publisher.write(made.bytes, to: page.path)
        } catch {
            page.diagnostics.append(.error("cannot write the page: \(error)", at: SourceLocation(file: page.path)))
        }
        return page
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
