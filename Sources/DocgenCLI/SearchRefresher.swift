import DocgenEngine
import DocgenSearch
import DocgenServe
import Dispatch
import Synchronization

/// `docgen serve`'s search index: made again in the background after each good build whose
/// pages changed, so a save is served at once and search catches up when Pagefind is done.
/// Only the newest build is indexed; one still waiting when a newer one comes is dropped.
final class SearchRefresher: Sendable {
    private let server: PreviewServer
    private let console: ConsoleWriter
    private let queue = DispatchQueue(label: "docgen.search")
    /// The newest build's number: an index of an older one is not served.
    private let newest = Mutex(0)

    init(server: PreviewServer, console: ConsoleWriter) {
        self.server = server
        self.console = console
    }

    /// Indexes `site`'s current files, if its configuration asks for search.
    func refresh(_ site: SiteBuild) {
        guard let search = site.search else { return }
        let files = site.files
        let build = newest.withLock { $0 += 1; return $0 }
        queue.async { [self] in
            guard newest.withLock({ $0 }) == build else { return }
            let clock = ContinuousClock(), start = clock.now
            do {
                let index = try search.index(files)
                guard newest.withLock({ $0 }) == build else { return }
                let paths = Set(index.map(\.path))
                server.update { served in
                    let stale = Set(served.files.keys.filter { $0.hasPrefix(SearchIndexer.folder + "/") && !paths.contains($0) })
                    return served.updating(Dictionary(index.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first }),
                                           removing: stale)
                }
                let elapsed = clock.now - start
                console.result("Search index of \(files.keys.filter { $0.hasSuffix(".html") }.count) pages in "
                               + "\(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000) ms")
            } catch {
                console.standardError("warning: the search index failed: \(error); search shows the last index\n")
            }
        }
    }
}
