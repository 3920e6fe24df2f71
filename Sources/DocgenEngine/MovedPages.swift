import DocgenCore
import DocgenModel

/// The pages the last published build had and this one has not, with no redirect from their
/// URLs: links to them from outside the site (search engines, bookmarks, other sites) break.
/// Each is a warning (``BuildRule/movedPage``) that says how to keep the URL: at the chapter
/// whose slug or folder changed, or at the file that is gone. Said once: the next build starts
/// from this one.
enum MovedPages {
    static func warnings(lastPages: [BuildManifest.Entry], pages: [WrittenPage], site: Site) -> [Diagnostic] {
        guard !lastPages.isEmpty else { return [] }
        // Most builds make the same pages in the same order: compared in place, without a set.
        if lastPages.count == pages.count && zip(lastPages, pages).allSatisfy({ $0.page.path == $1.path }) { return [] }
        let served = Set(pages.lazy.map(\.path)).union(site.redirects.lazy.map(\.path))
        // A page's chapter is among the details of its record, read for the pages that are gone.
        let gone = lastPages.filter { !served.contains($0.page.path) }.map { $0.wholePage }.filter { !$0.source.isEmpty }
        guard !gone.isEmpty else { return [] }
        let chapterBySource = Dictionary(site.chapters.map { ($0.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        return gone.map { page in
            guard let chapter = chapterBySource[page.source] else {
                return .warning("the last build's page '\(page.path)' is gone: links to it from outside the site now break; to keep"
                                + " it, add 'aliases: [/\(page.path)]' to the page that replaces it, or a 'redirects' entry in docgen.yml",
                                at: SourceLocation(file: page.source), rule: .movedPage)
            }
            let prefix = site.config.outputPrefix(of: chapter.language)
            let alias = page.path.hasPrefix(prefix) ? String(page.path.dropFirst(prefix.count)) : page.path
            return .warning("the page's URL changed from '\(page.path)' to '\(chapter.outputPath)': links to the old one from outside"
                            + " the site now break; to keep it, add 'aliases: [/\(alias)]' to the front matter",
                            at: chapter.slugLocation ?? SourceLocation(file: chapter.displayPath, line: 1, column: 1), rule: .movedPage)
        }
    }
}
