import DocgenCore
import DocgenLoad
import DocgenPages
import Dispatch

/// Where a ``SiteBuild`` puts the site, and what it can keep from the build before: the
/// difference between `docgen build` (``FolderDestination``) and `docgen serve`
/// (``MemoryDestination``). The stages are the same for both; only these steps differ.
protocol SiteDestination: AnyObject, Sendable {
    /// The chapters read by earlier builds, and whether a draft is part of the site.
    var sources: SourceCache? { get }
    var includesDrafts: Bool { get }
    /// The last build's record, whose kept pages' checks stand (``SiteCheckStage``); nil when
    /// every page is judged.
    var recorded: BuildManifest? { get }
    /// The pages of the last published build, in its order; empty when there was none or it is
    /// not known.
    var lastPages: [BuildManifest.Entry] { get }
    /// True when the site is indexed for search before it is published (`docgen serve` indexes
    /// the published files in the background instead).
    var indexesSearch: Bool { get }

    /// Why the build cannot write here (an output folder inside its sources, or one docgen did
    /// not make), before it loads; warnings about what killed builds left beside it.
    var locationProblems: [Diagnostic] { get }
    /// Gets ready for the pages of `plan`; an error when the output cannot take them.
    func begin(_ plan: BuildPlan) -> Diagnostic?
    /// The last build's page at `path`, marked kept (``WrittenPage/kept(from:)``), when `key`
    /// says nothing it shows changed and what else it read still `holds` (``SiteInputs``);
    /// `place` is the page's place among the build's pages.
    func kept(_ path: String, key: String?, place: Int, holds: SiteInputs) -> WrittenPage?
    /// Puts a page made by this build in place; a failure is the page's diagnostic.
    func write(_ made: MadePage) -> WrittenPage
    /// Puts the plan's other files, the sitemap and the `llms.txt` indexes in place.
    func writeOtherFiles(of plan: BuildPlan) throws
    /// Every file put in place, by path inside the site.
    var writtenPaths: Set<String> { get }
    /// The bytes of a page put in place by this build or kept, for the search index.
    func bytes(at path: String) -> [UInt8]?
    /// The folder on disk that holds every file put in place, when there is one (a new folder
    /// published by `docgen build`): what the PDF edition is made from.
    var stagedFolder: String? { get }
    /// The bytes of any file of the new site put in place by this build or kept, in either way
    /// of publishing (the pages' markdown copies, for `llms-full.txt`).
    func publishedBytes(at path: String) -> [UInt8]?
    /// Adds a file made after the pages (`llms-full.txt`, the search index).
    func add(_ bytes: [UInt8], at path: String) throws
    /// Makes what was put in place the site; the published build's record is made from
    /// `pages`, their `keys` and the site check.
    func publish(_ pages: [WrittenPage], keys: PageKeys?, check: SiteCheckStage, plan: BuildPlan) throws -> Publication
    /// Forgets what was put in place: the last good site stays as it was.
    func abandon()
    /// Stores the chapters this build read for the next one, while the build goes on, put in
    /// place when the build is published; the build waits for the group before it ends.
    func saveSources() -> DispatchGroup?
}

/// What publishing changed, by path inside the site (known in memory only).
struct Publication {
    var changed: [String] = []
    var removed: [String] = []
    /// What could not be stored for the next build (the cache), which only makes it slower.
    var warnings: [Diagnostic] = []
}
