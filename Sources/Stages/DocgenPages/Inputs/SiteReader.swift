import DocgenCore
import DocgenHighlighting
import DocgenMarkdown
import DocgenModel

/// The files and tools of one build as pages read them: what each ``PageInput`` is now.
///
/// Made once per build. The Render stage reads other chapters, static files, CSV files and
/// snippets only through a page's ``SiteReader``, which records each read with the digest this
/// gives; the build keeps a page from the last one only when every input it recorded has the
/// same digest now (``holds(_:)``). Reading and checking go through the one ``digest(of:_:)``,
/// so a new kind of input cannot be read without being recorded the same way it is checked.
public final class SiteInputs: Sendable {
    public let site: Site
    /// The stamps of the tools pages may run, by name (``PageInput/Kind/tool``): Pygments, and
    /// each of the user's directive commands (its command line, time limit and files).
    private let tools: [String: String]
    /// The name Pygments is recorded under.
    static let pygments = "pygments"
    /// Each snippet file's text hash, made once: a page is checked against it at every build.
    private let snippetDigests: [String: String]
    /// Another tool's project's chapter paths by their lowercase form, the first in path order:
    /// Hugo publishes `Resources.md` at `/resources/`, and its authors link it so. Empty for
    /// docgen's own projects, whose links name files as they are.
    fileprivate let chapterPathsByLowercase: [String: String]
    /// The light images by the names a DocC page may give them: the file's name (`shot.png`)
    /// and its name without scale and extension (`bitwiseNOT` for `bitwiseNOT@2x.png`), each with
    /// its path and scale. Made once: links that name no file look here.
    fileprivate let imagesByName: [String: [(path: String, scale: Int)]]

    /// - Parameter pygmentsStamp: which Pygments highlights the languages docgen has no lexer
    ///   for (``PygmentsHighlighter/installationStamp(environment:)``, found without starting it).
    public init(site: Site, pygmentsStamp: String = PygmentsHighlighter.installationStamp()) {
        self.site = site
        var tools = [Self.pygments: pygmentsStamp]
        for directive in site.config.directives { tools[CommandDirective.toolName(directive.name)] = directive.command.fingerprint }
        self.tools = tools
        snippetDigests = site.snippetFiles.mapValues { text in
            var hash = ContentHash()
            hash.update(text)
            return hash.hex
        }
        var imagesByName: [String: [(path: String, scale: Int)]] = [:]
        let isCatalog = site.contentRoot.hasSuffix(".docc")
        for file in site.staticFiles {
            guard let image = ImageVariantName(file.path), !image.isDark else { continue }
            imagesByName[String(SitePath.split(file.path).name), default: []].append((file.path, image.scale))
            // By its name without the variant's marks too, without its extension, and in a DocC
            // catalog with it: DocC finds `shot@2x.png` for `shot` and for `shot.png`.
            let base = SitePath.split(image.base).name
            if isCatalog && base != SitePath.split(file.path).name { imagesByName[String(base), default: []].append((file.path, image.scale)) }
            imagesByName[String(base.dropLast(image.fileExtension.count + 1)), default: []].append((file.path, image.scale))
        }
        self.imagesByName = imagesByName
        chapterPathsByLowercase = !site.config.isForeignProject ? [:]
            : Dictionary(site.chapters.map { ($0.sourcePath.lowercased(), $0.sourcePath) }, uniquingKeysWith: min)
    }

    /// What the input `name` of `kind` is now; "-" for one the site does not have.
    public func digest(of kind: PageInput.Kind, _ name: String) -> String {
        switch kind {
        case .image:
            guard let file = site.staticFile(atPath: name), let image = ImageVariantName(name) else { return "-" }
            return "\(ImageSize.of(file.bytes, fileExtension: image.fileExtension))"
        case .data:
            return site.dataFiles[name]?.hash ?? "-"
        case .snippet:
            return snippetDigests[name] ?? "-"
        case .tool:
            return tools[name] ?? "-"
        case .include:
            return Self.includeDigest(IncludedFileBytes.read(atPath: name))
        }
    }

    /// What an included file is: its bytes' hash, or "-" for one that cannot be read.
    static func includeDigest(_ read: Result<[UInt8], IncludeFailure>) -> String {
        guard case .success(let bytes) = read else { return "-" }
        return ContentHash.of(bytes)
    }

    /// True when every input a page recorded is as it was.
    public func holds(_ inputs: [PageInput]) -> Bool {
        inputs.allSatisfy { digest(of: $0.kind, $0.name) == $0.digest }
    }
}

/// One page's way to the rest of the site while it is made: what it reads of files and tools is
/// recorded in its ``PageInputRecord``. What every page's key covers already (the settings,
/// every chapter's and static file's path: ``PageKeys``) is read without a record, and only
/// as a path: a page that showed more of another chapter (its title) would need a recorded read.
public struct SiteReader: Sendable {
    public let inputs: SiteInputs
    public let record: PageInputRecord

    public init(_ inputs: SiteInputs, record: PageInputRecord = PageInputRecord()) {
        self.inputs = inputs
        self.record = record
    }

    public var config: SiteConfig { inputs.site.config }
    /// The content folder as shown in diagnostics.
    public var contentDisplayRoot: String { inputs.site.contentDisplayRoot }
    /// Where drawings of outside tools and of the user's directives are kept between builds:
    /// caches of what their inputs make, not inputs.
    public var drawingCacheFolder: String? { inputs.site.drawingCacheFolder }
    public var directiveCacheFolder: String? { inputs.site.directiveCacheFolder }

    /// The path inside the site of the page made from the chapter at `sourcePath` inside content/.
    /// A home page's text (the content folder's `README.md`) leads to its home page.
    public func pagePath(ofChapter sourcePath: String) -> String? {
        if let chapter = inputs.site.chapter(atSourcePath: sourcePath) { return chapter.outputPath }
        return inputs.site.homes.first { $0.value.sourcePath == sourcePath }.map { inputs.site.config.homePath(of: $0.key) }
    }

    /// ``pagePath(ofChapter:)`` for a path in any case, as another tool's project links a page by
    /// its lowercase URL; nil in docgen's own projects.
    public func pagePath(ofChapterInAnyCase sourcePath: String) -> String? {
        inputs.chapterPathsByLowercase[sourcePath.lowercased()].flatMap(pagePath(ofChapter:))
    }

    /// The path inside the site of the page of `folder` inside content/ ("" for the content
    /// folder): its own page (``SectionFile``), or its language's home page; nil when it has none.
    public func pagePath(ofFolder folder: String) -> String? {
        SectionFile.linkedNames.lazy.compactMap { pagePath(ofChapter: folder.isEmpty ? $0 : "\(folder)/\($0)") }.first
    }

    /// The chapter file named `fileName` (`Article.md`) anywhere in content/, as DocC finds an
    /// article by its name: the first in path order. Chapter paths are what every key covers.
    public func chapterPath(named fileName: String) -> String? {
        inputs.site.chapters.lazy.map(\.sourcePath).filter { SitePath.split($0).name == fileName }.min()
    }

    /// The image a DocC page names by `name` alone: `bitwiseNOT` is the image of that name with
    /// any image extension, at the lowest scale it has (`bitwiseNOT@2x.png`); `shot.png` is a
    /// file of that name kept in another folder. The one in `folder`, or else the first in path
    /// order anywhere in content/.
    public func imagePath(named name: String, near folder: String) -> String? {
        let matches = inputs.imagesByName[name] ?? []
        return matches.min { ($0.path.hasPrefix(folder) ? 0 : 1, $0.scale, $0.path) < ($1.path.hasPrefix(folder) ? 0 : 1, $1.scale, $1.path) }?.path
    }

    /// True when the content folder is a DocC catalog (`Name.docc`), whose links follow DocC.
    public var isDocCCatalog: Bool {
        inputs.site.contentRoot.hasSuffix(".docc")
    }

    /// The path inside the site of the static file at `path` inside content/.
    public func outputPath(ofFile path: String) -> String? {
        inputs.site.staticFile(atPath: path)?.outputPath
    }

    /// The image at `path` inside content/, whose size the page shows; nil for a file that is
    /// not there or not an image (``ImageVariantName``).
    public func image(atPath path: String) -> StaticFile? {
        guard ImageVariantName(path) != nil else { return nil }
        reading(.image, path)
        return inputs.site.staticFile(atPath: path)
    }

    /// The CSV file at `path` inside content/.
    public func dataFile(atPath path: String) -> DataFile? {
        reading(.data, path)
        return inputs.site.dataFiles[path]
    }

    /// The text of the snippet file at `path` inside the snippet folder.
    public func snippetFile(atPath path: String) -> String? {
        reading(.snippet, path)
        return inputs.site.snippetFiles[path]
    }

    /// The bytes of the file at the full path `path` that an include reads into the page, or
    /// why it cannot be read.
    public func includedFile(atPath path: String) -> Result<[UInt8], IncludeFailure> {
        let read = IncludedFileBytes.read(atPath: path)
        record.add(PageInput(kind: .include, name: path, digest: SiteInputs.includeDigest(read)))
        return read
    }

    /// Records that the page runs the tool `name` (its stamp is given to ``SiteInputs``).
    public func running(tool name: String) {
        reading(.tool, name)
    }

    private func reading(_ kind: PageInput.Kind, _ name: String) {
        record.add(PageInput(kind: kind, name: name, digest: inputs.digest(of: kind, name)))
    }
}
