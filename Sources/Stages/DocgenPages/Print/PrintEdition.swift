import DocgenCore
import DocgenModel
import DocgenXML
import Foundation

/// A language's print page (`print.html`): its title page, its table of contents and every
/// chapter in reading order on one page, which its PDF is made from and a reader can print.
///
/// Each chapter is taken from its page as the build staged it (made now or kept from the last
/// build alike): the children of its `<article>` but what belongs to the page on screen (the
/// table of contents, the meta line, the link to its markdown copy), with its ids and links
/// rewritten (``PrintLinks``).
public struct PrintEdition: Sendable {
    /// The print page's path inside the site.
    public var path: String
    public var bytes: [UInt8]
    /// The chapters that show each file of the site (by its path) or of another (by its URL), as
    /// their sources are named (`content/en/install.md`): where a problem of the PDF with the
    /// file is reported.
    public var shownBy: [String: [String]]
    /// The chapters whose text holds each character, for a character no font has.
    public var chapterTexts: [(displayPath: String, text: String)]

    /// The theme's style sheet of the print page, copied into the site only with the PDF edition.
    public static let styleSheetPath = "assets/print.css"

    /// The classes of the elements of a page's `<article>` that are for the page on screen only.
    private static let screenOnlyClasses: Set<String> = ["toc", "page-meta", "page-markdown"]

    /// The ids the print page's template gives its own elements, which no chapter's anchor takes.
    private static let templateIDs: Set<String> = ["main", "print-contents", "print-contents-title"]

    /// The name a reader's browser saves an edition's PDF under: its title, as a file's name.
    public static func downloadName(of edition: SiteLanguage) -> String {
        let forbidden: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
        let name = String(edition.title.map { forbidden.contains($0) || $0.isNewline ? "-" : $0 }).trimmingCharacters(in: .whitespaces)
        return (name.isEmpty ? "docgen" : name) + ".pdf"
    }

    /// The date of `language`'s PDF, as W3C-DTF, taken from the content so that the same site
    /// makes the same bytes: `sourceDateEpoch` (`SOURCE_DATE_EPOCH`, seconds since 1970) when
    /// set, else the newest commit of its chapters (with `lastUpdated: git`), else none.
    public static func date(of language: String, in site: Site, sourceDateEpoch: String?) -> String? {
        if let seconds = sourceDateEpoch.flatMap(Int.init) {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        let dates = site.chapters.filter { ($0.language.isEmpty ? site.config.editions[0].code : $0.language) == language }
            .compactMap { site.commitDates[$0.sourcePath] }
        return dates.max()?.iso
    }

    /// The print page of `language`, from the staged pages' bytes (`staged(path)`); `date` is the
    /// PDF's date of creation (`dcterms.created`), as W3C-DTF.
    public static func make(language: String, templates: PageTemplates, date: String?,
                            staged: (String) -> [UInt8]?) -> PrintEdition {
        let site = templates.site
        let config = site.config
        let printPath = config.printPath(of: language)
        let groups = NavigationGroup.groups(of: site).filter { $0.language == language }
        let chapters = groups.flatMap(\.chapters)
        var anchors: [String: String] = [:]
        var taken = templateIDs
        for chapter in chapters {
            let base = String(chapter.outputPath.dropFirst(config.outputPrefix(of: language).count).dropLast(".html".count))
                .map { $0 == "/" ? "-" : $0 }
            var anchor = String(base), suffix = 2
            while !taken.insert(anchor).inserted {
                anchor = "\(base)-\(suffix)"
                suffix += 1
            }
            anchors[chapter.outputPath] = anchor
        }
        let links = PrintLinks(anchors: anchors, printPath: printPath)
        var shownBy: [String: [String]] = [:]
        var texts: [(String, String)] = []
        var sections: [TemplateValue] = []
        for chapter in chapters {
            let pagePath = chapter.outputPath
            var uses: Set<String> = []
            let html = staged(pagePath).flatMap { bytes in
                XHTMLExcerpt.children(of: bytes, where: { $0.name == "article" },
                                      leavingOut: { !screenOnlyClasses.isDisjoint(with: $0.classes) }) { element, attribute, value in
                    let rewritten = links.rewrite(attribute, value, onPage: pagePath)
                    if ["src", "href", "xlink:href", "data"].contains(attribute), !rewritten.hasPrefix("#"), element.name != "a" {
                        switch LinkTarget.resolve(rewritten, onPage: printPath, basePath: "/") {
                        case .file(let file, _): uses.insert(file)
                        case .external(let url): uses.insert(url)
                        case .ignored, .invalid: break
                        }
                    }
                    return rewritten
                }
            } ?? ""
            for file in uses { shownBy[file, default: []].append(chapter.displayPath) }
            texts.append((chapter.displayPath, html))
            sections.append(.object(["id": .string(anchors[pagePath] ?? ""), "html": .string(html)]))
        }
        let contents: [TemplateValue] = groups.map { group in
            .object([
                "isPart": .bool(group.isPart),
                "title": .string(group.title),
                "chapters": .list(group.chapters.map { chapter in
                    let depth = site.navigationDepth(of: chapter)
                    return .object([
                        "id": .string(anchors[chapter.outputPath] ?? ""),
                        "title": .string(PlatformVersions.keptTogether(chapter.title)),
                        "depth": depth > 0 ? .int(depth) : .null,
                    ])
                }),
            ])
        }
        let values = templates.context.print(language: language, path: printPath, contents: contents, chapters: sections, date: date)
        let bytes = templates.theme.print.renderUTF8(values, partials: templates.theme.partials)
        return PrintEdition(path: printPath, bytes: bytes, shownBy: shownBy, chapterTexts: texts)
    }
}
