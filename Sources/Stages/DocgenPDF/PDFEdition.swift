import DocgenCore
import Foundation

/// One language's PDF, made from its staged print page: the file's bytes, or the errors that
/// stopped it, and WeasyPrint's warnings, each at the file it comes from (a chapter that shows an
/// image that cannot be read, the style sheet of a CSS problem, the chapters whose text holds a
/// character no installed font has).
///
/// A build of the site calls ``make(_:with:)`` once per language; a build of several versions of
/// a site would call it once per version and language.
public struct PDFEdition: Sendable {
    /// The print page's path inside the site, which the PDF is made from.
    public var printPath: String
    /// The PDF's path inside the site.
    public var pdfPath: String
    /// The chapters that show each file of the site (by its path) or of another (by its URL), as
    /// their sources are named.
    public var shownBy: [String: [String]]
    /// Each chapter's print-page text, by its source as named, for a character no font has.
    public var chapterTexts: [(displayPath: String, text: String)]

    public init(printPath: String, pdfPath: String, shownBy: [String: [String]], chapterTexts: [(displayPath: String, text: String)]) {
        self.printPath = printPath
        self.pdfPath = pdfPath
        self.shownBy = shownBy
        self.chapterTexts = chapterTexts
    }

    /// Where the staged site is, and what it is called.
    public struct Site: Sendable {
        /// The staged site's folder, on disk.
        public var folder: String
        /// The URL the site is served from (its `baseURL`, ending in `/`), or nil.
        public var baseURL: String?
        /// The output folder as findings name it (`site`).
        public var outputDisplay: String
        /// Where the PDF edition was asked for, for a problem without a file of its own.
        public var requested: SourceLocation
        /// The style sheets (by path inside the site) whose rules for browsers WeasyPrint is
        /// known not to take (media queries, `::selection`): its complaints about them are left out.
        public var quietStyleSheets: Set<String>

        public init(folder: String, baseURL: String?, outputDisplay: String, requested: SourceLocation, quietStyleSheets: Set<String> = []) {
            self.folder = folder
            self.baseURL = baseURL
            self.outputDisplay = outputDisplay
            self.requested = requested
            self.quietStyleSheets = quietStyleSheets
        }
    }

    /// This edition's PDF made by `writer` from the print page staged in `site`: its bytes (nil
    /// when it failed) and the problems.
    public func make(_ site: Site, with writer: PDFWriter) -> (bytes: [UInt8]?, problems: [Diagnostic]) {
        // Without a baseURL, a link the PDF keeps names the file at the root of a file: URL,
        // not the folder the site was built in.
        let root = site.baseURL ?? "file:///"
        let folder = site.folder.hasSuffix("/") ? site.folder : site.folder + "/"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-pdf-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let made = writer.write(html: folder + printPath, base: root + SitePath.encode(printPath), root: root, folder: folder, pdf: output)
        switch made {
        case .failure(let failure):
            return (nil, [.error("cannot make the PDF edition \(pdfPath): \(failure.message)", at: site.requested)])
        case .success(let made):
            guard let data = FileManager.default.contents(atPath: output) else {
                return (nil, [.error("cannot make the PDF edition \(pdfPath): WeasyPrint wrote no file", at: site.requested)])
            }
            var problems: [Diagnostic] = []
            var seen: Set<String> = []
            for warning in made.warnings where !site.quietStyleSheets.contains(Self.path(of: warning.url, root: root)) {
                for problem in located(warning, root: root, site: site) where seen.insert(problem.description).inserted {
                    problems.append(problem)
                }
            }
            return (Array(data), problems)
        }
    }

    /// `warning` at the files it is about.
    private func located(_ warning: PDFWriter.Warning, root: String, site: Site) -> [Diagnostic] {
        let message = "the PDF edition \(pdfPath): \(warning.message)"
        if let character = Self.missingCharacter(in: warning.message) {
            let chapters = chapterTexts.filter { $0.text.unicodeScalars.contains(character) }.map(\.displayPath)
            let places = chapters.isEmpty ? [site.requested] : chapters.map { SourceLocation(file: $0) }
            return places.map { .warning("\(message); install a font that has it (for Chinese, Japanese or Korean: Debian's fonts-noto-cjk)",
                                         at: $0, rule: .pdfEdition) }
        }
        guard warning.url.hasPrefix(root) else {
            let chapters = shownBy[warning.url] ?? []
            return chapters.isEmpty ? [.warning(message, at: site.requested, rule: .pdfEdition)]
                : chapters.map { .warning(message, at: SourceLocation(file: $0), rule: .pdfEdition) }
        }
        let path = Self.path(of: warning.url, root: root)
        if let chapters = shownBy[path], !warning.url.hasSuffix(".css") {
            return chapters.map { .warning(message, at: SourceLocation(file: $0), rule: .pdfEdition) }
        }
        let file = "\(site.outputDisplay)/\(path)"
        return [.warning(message, at: warning.line > 0 ? SourceLocation(file: file, line: warning.line, column: warning.column) : SourceLocation(file: file),
                         rule: .pdfEdition)]
    }

    /// The path inside the site of `url`, a URL under `root`.
    private static func path(of url: String, root: String) -> String {
        guard url.hasPrefix(root) else { return "" }
        return PercentDecoding.lenient(String(url.dropFirst(root.count)).split(separator: "#").first.map(String.init) ?? "")
    }

    /// The character of WeasyPrint's warning that a glyph is missing (`… (U+4E2D)`), or nil.
    private static func missingCharacter(in message: String) -> Unicode.Scalar? {
        guard message.hasPrefix(".notdef glyph"), let match = message.firstMatch(of: /\(U\+([0-9A-F]{4,6})\)/),
              let value = UInt32(match.1, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }
}
