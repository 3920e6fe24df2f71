import DocgenCore
import DocgenDiagrams

/// The files of a page's figures: each figure's SVG on its own, published beside the page as
/// `<page name>.<figure id>.svg`, and linked from the figure's caption, so that a reader can
/// open a dense drawing full size, with or without JavaScript.
///
/// Page names and figure ids cannot hold a dot, and a figure id is unique on its page, so no
/// two pages' figures share a file; the build still reports a file that clashes with another.
public struct FigureFiles: Sendable {
    /// A figure's file: its path inside the site and its bytes.
    public struct File: Sendable, Equatable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// The theme's regular and bold Docgen Sans files, by path inside the site.
    public typealias FontPaths = (regular: String, bold: String)

    /// The page's path inside the site; empty when the page publishes no figure files.
    public let pagePath: String
    /// The words of a figure's link to its file (`Open full size`).
    public let linkText: String
    /// The words of the button that closes a figure shown full size over the page (`Close`),
    /// which the link carries for the page's script: on the few pages with figures, not in every
    /// page's head.
    public let closeText: String
    /// The theme's font as the files link to it, relative to the page's folder.
    private let font: DiagramWebFont?
    /// The files, in the order of the figures on the page.
    public private(set) var files: [File] = []
    /// The links to them, judged already: each names a file the page itself publishes.
    public private(set) var links: [ContentLink] = []

    /// No figure files (a chapter rendered outside a build).
    public init() {
        pagePath = ""
        linkText = ""
        closeText = ""
        font = nil
    }

    /// The figure files of the page at `pagePath`, linked with `linkText` (and `closeText`);
    /// `fontPaths` are the theme's regular and bold Docgen Sans files inside the site, when the
    /// theme has them.
    public init(pagePath: String, linkText: String, closeText: String = "Close", fontPaths: FontPaths?) {
        self.pagePath = pagePath
        self.linkText = linkText
        self.closeText = closeText
        font = fontPaths.map { paths in
            let folder = SitePath.folder(of: pagePath)
            return DiagramWebFont(regularURL: SitePath.relativeLink(from: folder, to: paths.regular),
                                  boldURL: SitePath.relativeLink(from: folder, to: paths.bold))
        }
    }

    /// The file name, beside the page, of its figure `id`.
    public static func name(ofFigure id: String, onPage pagePath: String) -> String {
        let page = pagePath.split(separator: "/").last.map(String.init) ?? pagePath
        let stem = page.hasSuffix(".html") ? String(page.dropLast(5)) : page
        return "\(stem).\(id).svg"
    }

    /// Adds the machine-readable layout of the list spec `id` (``LayoutJSONWriter``'s JSON, as
    /// `docgen layout --format json` prints it), published beside the page as
    /// `<page name>.<spec id>.layout.json` for its markdown copy to link to; returns that
    /// name, or nil when the page publishes no files.
    mutating func addLayout(_ json: String, spec id: String) -> String? {
        guard !pagePath.isEmpty, ElementID.isValid(id) else { return nil }
        let page = pagePath.split(separator: "/").last.map(String.init) ?? pagePath
        let name = "\(page.hasSuffix(".html") ? String(page.dropLast(5)) : page).\(id).layout.json"
        let folder = SitePath.folder(of: pagePath)
        files.append(File(path: folder.isEmpty ? name : "\(folder)/\(name)", bytes: Array(json.utf8)))
        return name
    }

    /// Adds the file of figure `id`, drawn as `svg` inline; returns the link to it from the
    /// page, or nil when the page publishes no files or the id is not a plain one.
    mutating func add(_ svg: String, figure id: String, at location: SourceLocation) -> String? {
        guard !pagePath.isEmpty, ElementID.isValid(id) else { return nil }
        let name = Self.name(ofFigure: id, onPage: pagePath)
        let folder = SitePath.folder(of: pagePath)
        let path = folder.isEmpty ? name : "\(folder)/\(name)"
        files.append(File(path: path, bytes: SVGDocument.standalone(svg, font: font)))
        links.append(ContentLink(href: name, verdict: .file(path: path, fragment: nil), location: location))
        return name
    }
}
