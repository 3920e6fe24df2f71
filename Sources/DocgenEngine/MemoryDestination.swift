import DocgenCore
import DocgenLoad
import Dispatch
import Synchronization

/// `docgen serve`'s destination: the site in memory, kept from one build to the next. A page
/// whose key is the last good build's is kept with its bytes; the chapters read stay in a
/// ``SourceCache`` in memory; drafts are part of the site. Publishing swaps the new files in
/// and says which changed; a failed build leaves the last good site as it was.
final class MemoryDestination: SiteDestination, @unchecked Sendable {
    // Used by one build at a time; during a build, `write` and `kept` are called from many
    // threads and change only `staged`.

    /// Every file of the last good build, by path inside the site.
    private(set) var files: [String: [UInt8]] = [:]
    /// Each page of the last good build with its key, by path inside the site.
    private(set) var pages: [String: (key: String, page: WrittenPage)] = [:]
    let sources: SourceCache? = SourceCache()
    var includesDrafts: Bool { true }
    var recorded: BuildManifest? { nil }
    var indexesSearch: Bool { false }

    /// The files of the build in progress.
    private let staged = Mutex<[String: [UInt8]]>([:])

    var locationProblem: Diagnostic? { nil }

    func begin(_ plan: BuildPlan) -> Diagnostic? {
        staged.withLock { $0 = [:] }
        return nil
    }

    func kept(_ path: String, key: String?) -> WrittenPage? {
        guard let key, let last = pages[path], last.key == key, let bytes = files[path] else { return nil }
        staged.withLock { $0[path] = bytes }
        return last.page
    }

    func write(_ made: MadePage) -> WrittenPage {
        staged.withLock { $0[made.page.path] = made.bytes }
        return made.page
    }

    func writeOtherFiles(of plan: BuildPlan) throws {
        staged.withLock { staged in
            for file in plan.otherFiles { staged[file.path] = file.bytes }
            if let sitemap = plan.sitemap { staged[BuildPlan.sitemapPath] = sitemap }
        }
    }

    var writtenPaths: Set<String> { Set(staged.withLock { $0.keys }) }

    func bytes(at path: String) -> [UInt8]? {
        staged.withLock { $0[path] }
    }

    func add(_ bytes: [UInt8], at path: String) throws {
        staged.withLock { $0[path] = bytes }
    }

    func publish(_ pages: [WrittenPage], keys: PageKeys?, check: SiteCheckStage, plan: BuildPlan) throws -> Publication {
        let newFiles = staged.withLock { staged in
            defer { staged = [:] }
            return staged
        }
        var publication = Publication()
        publication.changed = newFiles.filter { files[$0.key] != $0.value }.map(\.key).sorted()
        publication.removed = files.keys.filter { newFiles[$0] == nil }.sorted()
        files = newFiles
        let allKeys = keys.map { $0.chapters + $0.homes + [$0.notFound] } ?? []
        self.pages = Dictionary(zip(pages, allKeys).map { ($0.path, (key: $1, page: $0)) }, uniquingKeysWith: { first, _ in first })
        return publication
    }

    /// Puts pages a text edit made again in place (``SiteBuild``'s fast path): their bytes when
    /// they changed, and their keys; returns the paths whose bytes changed.
    func replace(_ made: [(key: String, page: WrittenPage, bytes: [UInt8])]) -> [String] {
        var changed: [String] = []
        for (key, page, bytes) in made {
            pages[page.path] = (key, page)
            if files[page.path] != bytes {
                files[page.path] = bytes
                changed.append(page.path)
            }
        }
        return changed.sorted()
    }

    func abandon() {
        staged.withLock { $0 = [:] }
    }

    func saveSources() -> DispatchGroup? { nil }

    func discardSources() {}
}
