import DocgenCore
import DocgenModel
import DocgenPublish
import DocgenTemplate

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

    func chapter(_ chapter: Chapter, index: Int) -> WrittenPage {
        reused(chapter.outputPath, key: keys?.chapters[index]) ?? write(maker.chapter(chapter, index: index))
    }

    /// The home page of the language at `position` in the configuration.
    func home(at position: Int) -> WrittenPage {
        let language = maker.site.config.editions[position].code
        return reused(PageContext.homePath(of: language, in: maker.site.config), key: keys?.homes[position])
            ?? write(maker.home(language: language))
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
