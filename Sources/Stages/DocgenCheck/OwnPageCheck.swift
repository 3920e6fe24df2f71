import DocgenCore
import DocgenXML

/// A chapter's content as it stands in a page docgen made: where it is, how its lines map back
/// to the markdown, and the links the Render stage already judged.
public struct PageContent: Sendable {
    /// The chapter's file as diagnostics name it (`content/a.md`).
    public var displayPath: String
    /// How many lines precede the markdown body in the file.
    public var bodyLineOffset: Int
    public var html: [UInt8]
    /// From each `outputLine` of the content on, the HTML renders the block at `sourceLine` of
    /// the body.
    public var lineMarks: [(outputLine: Int, sourceLine: Int)]
    public var links: [ContentLink]
    /// True when the markdown holds raw HTML. Without it the content is well-formed on its own
    /// (markdown and directives render well-formed XML), so it is not parsed again by itself.
    public var hasRawHTML: Bool

    public init(displayPath: String, bodyLineOffset: Int, html: [UInt8], lineMarks: [(outputLine: Int, sourceLine: Int)],
                links: [ContentLink], hasRawHTML: Bool = true) {
        self.displayPath = displayPath
        self.bodyLineOffset = bodyLineOffset
        self.html = html
        self.lineMarks = lineMarks
        self.links = links
        self.hasRawHTML = hasRawHTML
    }

    /// The line of the body that made the content's line `line` (1-based), or nil before the
    /// first block.
    func sourceLine(ofContentLine line: Int) -> Int? {
        lineMarks.last { $0.outputLine <= line }?.sourceLine
    }
}

/// The parts of a page docgen made, as its Template stage left them.
public struct OwnPage: Sendable {
    public var path: String
    /// The page without the navigation it shares with its part, which is checked once for all
    /// of them (``SiteChecker/checkSharedPart(_:onPageAt:in:links:)``).
    public var bytes: [UInt8]
    /// The template that made its content's page (`page`, `index`), named in findings outside
    /// the content; nil for a page with no content of its own (the 404 page).
    public var template: String?
    /// The chapter's content, and its byte offset in `bytes`; the offset is nil when the page
    /// does not show the content as it is (a template that leaves it out, or escapes it).
    public var content: PageContent?
    public var contentOffset: Int?
    /// The byte offsets in `bytes` where the shared navigation goes.
    public var navigationOffsets: [Int]

    public init(path: String, bytes: [UInt8], template: String?, content: PageContent?, contentOffset: Int?,
                navigationOffsets: [Int]) {
        self.path = path
        self.bytes = bytes
        self.template = template
        self.content = content
        self.contentOffset = contentOffset
        self.navigationOffsets = navigationOffsets
    }
}

extension SiteChecker {
    /// Checks a page docgen made, whose shared navigation (if any) was checked on its own.
    ///
    /// A finding inside the chapter's content points at the markdown line that made it; one
    /// elsewhere belongs to the theme and names its template. The chapter's own links are taken
    /// as the Render stage judged them, at their markdown place, and not judged again in the
    /// HTML.
    ///
    /// - Parameters:
    ///   - navigation: the navigation's bytes, and its check as it stands on the page; its
    ///     findings are the navigation's own only on the page it was checked on (`isFirstShown`).
    public static func checkOwnPage(_ page: OwnPage, navigation: (bytes: [UInt8], check: PageCheck, isFirstShown: Bool)?,
                                    in index: SiteIndex, links: ResolvedLinks) -> PageCheck {
        let display = "\(index.displayRoot)/\(page.path)"
        let scanned = PageScanner.scan(page.bytes, displayPath: display, syntax: .xml, isPlainUTF8: true)
        let content = page.content
        // The content's lines in the page, and the links the Render stage judged.
        var contentLines: ClosedRange<Int>?
        if let content, let offset = page.contentOffset {
            let first = 1 + ByteSearch.newlines(in: page.bytes, before: offset)
            contentLines = first...(first + ByteSearch.newlines(in: content.html, before: content.html.count))
        }
        let judged = Set((content?.links ?? []).filter { $0.verdict != .unresolved }.map(\.href))
        var check = judge(scanned, at: page.path, in: index, links: links, syntax: .xml,
                          sharedTargets: navigation?.check.targets ?? [],
                          skipping: { link in contentLines?.contains(link.line) == true && judged.contains(link.value) })
        if let content { check.add(contentLinks: content.links, onPage: page.path) }

        // Findings traced to the markdown, or named after the template. The content is parsed
        // on its own only when it may not be well-formed there: it holds raw HTML, or the page
        // is not well-formed.
        let pageIsWellFormed = scanned.xmlError == nil
        let markupInContent = content.flatMap { $0.hasRawHTML || !pageIsWellFormed ? PageValidator.check($0) : nil } ?? []
        func traced(_ location: SourceLocation) -> SourceLocation? {
            guard location.file == display, let content, let lines = contentLines, lines.contains(location.line),
                  let line = content.sourceLine(ofContentLine: location.line - lines.lowerBound + 1) else { return nil }
            return SourceLocation(file: content.displayPath, line: line + content.bodyLineOffset, column: 1)
        }
        let templateNote = page.template.map { " (in the page made by template \($0).mustache)" } ?? " (in a page made by the theme)"
        var findings = markupInContent
        for finding in check.findings {
            if !markupInContent.isEmpty && finding.rule == MarkupRule.id { continue }
            guard finding.location.file == display else {
                findings.append(finding)
                continue
            }
            var moved = finding
            if let location = traced(finding.location) {
                moved.location = location
                if let duplicate = check.duplicateIDs.first(where: { $0.location == finding.location }) {
                    let firstUse = traced(SourceLocation(file: display, line: duplicate.firstLine, column: 0))
                    moved.message = duplicate.message(firstUse: firstUse.map { "on line \($0.line)" } ?? "by the page's template")
                }
            } else {
                moved.message += templateNote
            }
            findings.append(moved)
        }
        check.findings = findings
        check.duplicateIDs = []
        for index in check.fragmentLinks.indices {
            if let location = traced(check.fragmentLinks[index].location) {
                check.fragmentLinks[index].location = location
            } else {
                check.fragmentLinks[index].note = templateNote
            }
        }
        for index in check.externalLinks.indices {
            if let location = traced(check.externalLinks[index].location) { check.externalLinks[index].location = location }
        }

        // The navigation, placed where it stands: the lines after each of its places move down.
        guard let navigation, !page.navigationOffsets.isEmpty else { return check }
        let navigationLines = ByteSearch.newlines(in: navigation.bytes, before: navigation.bytes.count)
        let holeLines = page.navigationOffsets.map { 1 + ByteSearch.newlines(in: page.bytes, before: $0) }
        check.moveLines(in: display) { line in line + holeLines.filter { $0 < line }.count * navigationLines }
        if navigation.isFirstShown {
            for holeLine in holeLines {
                var part = navigation.check
                part.moveLines(in: display) { line in holeLine - 1 + line + holeLines.filter { $0 < holeLine }.count * navigationLines }
                check.add(part)
            }
        } else {
            check.targets.formUnion(navigation.check.targets)
        }
        return check
    }
}

extension PageCheck {
    /// Adds the verdicts of a chapter's markdown links on the page at `path`: broken links, and
    /// fragments to find (in this page now, in other pages once their ids are known).
    mutating func add(contentLinks: [ContentLink], onPage path: String) {
        for link in contentLinks {
            switch link.verdict {
            case .unresolved, .file(_, nil):
                break
            case .broken(let reason):
                findings.append(BrokenLinkRule.finding(reason, at: link.location))
            case .file(let page, let fragment?) where page == path:
                if !targets.contains(fragment) {
                    findings.append(BrokenFragmentRule.finding("link to missing heading '#\(fragment)' in \(page)", at: link.location))
                }
            case .file(let page, let fragment?):
                contentFragmentLinks.append(FragmentLink(page: page, fragment: fragment, location: link.location))
            }
        }
    }
}
