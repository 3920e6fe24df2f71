import DocgenCore
import DocgenLoad
import DocgenPages
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
    /// None: a page that `docgen serve` no longer makes was never published from it.
    var lastPages: [BuildManifest.Entry] { [] }
    var indexesSearch: Bool { false }

    /// The files of the build in progress.
    private let staged = Mutex<[String: [UInt8]]>([:])

    var locationProblems: [Diagnostic] { [] }

    func begin(_ plan: BuildPlan) -> Diagnostic? {
        staged.withLock { $0 = [:] }
        return nil
    }

    func kept(_ path: String, key: String?, place: Int, holds inputs: SiteInputs) -> WrittenPage? {
        guard let key, let last = pages[path], last.key == key, inputs.holds(last.page.inputs), let bytes = files[path] else { return nil }
        let figures = last.page.figurePaths.compactMap { path in files[path].map { (path, $0) } }
        guard figures.count == last.page.figurePaths.count else { return nil }
        staged.withLock { staged in
            staged[path] = bytes
            for (path, bytes) in figures { staged[path] = bytes }
        }
        return last.page.kept(from: nil)
    }

    func write(_ made: MadePage) -> WrittenPage {
        staged.withLock { staged in
            staged[made.page.path] = made.bytes
            for figure in made.figures { staged[figure.path] = figure.bytes }
        }
        return made.page
    }

    func writeOtherFiles(of plan: BuildPlan) throws {
        staged.withLock { staged in
            for file in plan.otherFiles { staged[file.path] = file.bytes }
            if let sitemap = plan.sitemap { staged[BuildPlan.sitemapPath] = sitemap }
            for index in plan.agentIndexes { staged[index.path] = index.bytes }
        }
    }

    var writtenPaths: Set<String> { Set(staged.withLock { $0.keys }) }

    func bytes(at path: String) -> [UInt8]? {
        staged.withLock { $0[path] }
    }

    var stagedFolder: String? { nil }

    func publishedBytes(at path: String) -> [UInt8]? {
        bytes(at: path)
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

    /// Puts pages a text edit made again in place (``SiteBuild``'s fast path): their bytes and
    /// their figures' when they changed, and their keys; the figures' files they no longer
    /// make go. Returns the paths whose bytes changed and those removed.
    func replace(_ made: [(key: String, page: WrittenPage, bytes: [UInt8], figures: [FigureFiles.File])]) -> Publication {
        var publication = Publication()
        for (key, page, bytes, figures) in made {
            let gone = Set(pages[page.path]?.page.figurePaths ?? []).subtracting(page.figurePaths)
            pages[page.path] = (key, page)
            for (path, bytes) in [(page.path, bytes)] + figures.map({ ($0.path, $0.bytes) }) where files[path] != bytes {
                files[path] = bytes
                publication.changed.append(path)
            }
            for path in gone where files.removeValue(forKey: path) != nil { publication.removed.append(path) }
        }
        publication.changed.sort()
        publication.removed.sort()
        return publication
    }

    /// Puts files made after a text edit's pages in place (``SiteBuild``'s fast path: the files
    /// for AI agents); returns the paths whose bytes changed.
    func replaceFiles(_ made: [(path: String, bytes: [UInt8])]) -> [String] {
        var changed: [String] = []
        for (path, bytes) in made where files[path] != bytes {
            files[path] = bytes
            changed.append(path)
        }
        return changed
    }

    func abandon() {
        staged.withLock { $0 = [:] }
    }

    func saveSources() -> DispatchGroup? { nil }

}
