import DocgenCore

/// What a page's renderer asks of the build: where links go, and who renders special fences.
public protocol MarkdownRenderDelegate {
    /// Returns the `href` to write for a link or image destination at `line`:`column`.
    mutating func resolveLink(_ destination: String, line: Int, column: Int) -> String
    /// Returns the `href` to write for a markdown link's destination at `line`:`column`, or nil
    /// to show the link's text alone (a destination the project's own tool rewrites, which the
    /// build cannot resolve).
    mutating func resolveLinkOrText(_ destination: String, line: Int, column: Int) -> String?
    /// Returns the `href` to write for an `href` or `src` value of raw HTML at `line`:`column`.
    mutating func resolveRawLink(_ destination: String, line: Int, column: Int) -> String
    /// Returns the variants and size of the image `destination` at `line`:`column`, or nil for
    /// an image that is just its `src`.
    mutating func imageVariants(for destination: String, line: Int, column: Int) -> ImageVariants?
    /// Renders a fenced code block itself (a directive), or returns nil for ordinary code.
    mutating func renderCodeBlock(info: String, literal: String, line: Int) -> String?
    /// The code of the snippet `reference` (`file="PATH#SLICE"`) for the block at `line`, or nil
    /// when there is none (the delegate reports why).
    mutating func snippet(_ reference: String, line: Int) -> String?
    /// The XHTML the build makes of markdown transform `name`'s `payload` at `line`:`column`
    /// (a formula through the build's converter), or why it makes none: the transform reports
    /// that at the payload's place.
    mutating func renderTransformed(_ name: String, payload: String, line: Int, column: Int) -> Result<String, BuildFailure>
}

public extension MarkdownRenderDelegate {
    mutating func resolveRawLink(_ destination: String, line: Int, column: Int) -> String {
        resolveLink(destination, line: line, column: column)
    }

    mutating func resolveLinkOrText(_ destination: String, line: Int, column: Int) -> String? {
        resolveLink(destination, line: line, column: column)
    }

    mutating func renderTransformed(_ name: String, payload: String, line: Int, column: Int) -> Result<String, BuildFailure> {
        .failure(BuildFailure("this build does not render \(name)"))
    }
}

/// Renders a ``MarkdownNode`` document as an XHTML fragment (HTML5 in XML syntax).
///
/// Headings get unique ids and a visible self-link; code is highlighted at build time by the
/// ``CodeHighlighter`` the caller gives; footnotes are collected into one
/// `<section class="footnotes">` at the end. The ``MarkdownTransform``s render their own nodes,
/// and blockquotes first (callouts).
public struct HTMLRenderer<Delegate: MarkdownRenderDelegate>: MarkdownRendering {
    private var delegate: Delegate
    public let labels: MarkdownLabels
    private let transforms: [any MarkdownTransform]
    private let highlighter: (any CodeHighlighter)?
    /// True when the page is indexed for search: code then gives the index its joined names
    /// apart (``CodeSearchTerms``).
    private let indexesCode: Bool
    /// The XHTML written so far, as UTF-8: appended as bytes, which costs a fraction of
    /// appending to a String (the renderer's largest cost once was those appends).
    private var output: [UInt8] = []
    private var slugger: HeadingSlugger
    /// The page's title, which a first `#` heading repeating it is not shown again.
    private let pageTitle: String?
    /// The text of a first level-1 heading that names the page otherwise than `pageTitle`,
    /// and its inline XHTML.
    private var shownTitle: String?
    private var shownTitleHTML: String?
    private var titleID: String?
    /// The author's id for the next heading (``nameNextHeading(_:)``).
    private var nextHeadingID: String?
    private var headings: [RenderedMarkdown.Heading] = []
    private var footnoteReferenceCounts: [Int: Int] = [:]
    private var enclosingListIsTight: [Bool] = []
    /// True inside a table's cell, where Chinese text breaks between words only (``CJKWords``).
    private var inTableCell = false
    private var sourceLines: [RenderedMarkdown.LineMark] = []
    private var tooDeepLines: [Int] = []
    private var hasRawHTML = false
    private var directiveRanges: [Range<Int>] = []
    private var problems: [RenderedMarkdown.Problem] = []
    private var countedUTF8Offset = 0
    private var countedLines = 1

    /// Renders `document`, calling back into `delegate` for links and fences, with `labels` for
    /// the words it writes itself and `highlighter` for code (without one, code is only
    /// escaped); `indexesCode` for a page a search index reads; `transforms` for the nodes and
    /// blockquotes they render. Heading ids avoid `reservedIDs`, the ids of the page around them,
    /// and with `collapsesIDHyphens` are made as Python-Markdown makes them (``HeadingSlugger``);
    /// a first level-1 heading is left out, its id kept (``RenderedMarkdown/titleID``) for the
    /// page's title to carry, and its text, when it is not `pageTitle`, kept as the title the
    /// page shows (``RenderedMarkdown/shownTitle``).
    public static func render(_ document: MarkdownNode, delegate: inout Delegate, labels: MarkdownLabels = .english,
                              highlighter: (any CodeHighlighter)? = nil, indexesCode: Bool = false,
                              transforms: [any MarkdownTransform] = MarkdownTransformRegistry.transforms,
                              reservedIDs: Set<String> = [], collapsesIDHyphens: Bool = false, pageTitle: String? = nil) -> RenderedMarkdown {
        var renderer = HTMLRenderer(delegate: delegate, labels: labels, highlighter: highlighter, indexesCode: indexesCode, transforms: transforms,
                                    slugger: HeadingSlugger(reserved: reservedIDs, collapsesHyphens: collapsesIDHyphens), pageTitle: pageTitle)
        renderer.renderDocument(document)
        delegate = renderer.delegate
        var rendered = RenderedMarkdown(htmlBytes: renderer.output, headings: renderer.headings, sourceLines: renderer.sourceLines)
        rendered.titleID = renderer.titleID
        rendered.shownTitle = renderer.shownTitle
        rendered.shownTitleHTML = renderer.shownTitleHTML
        rendered.tooDeepLines = renderer.tooDeepLines
        rendered.hasRawHTML = renderer.hasRawHTML
        rendered.directiveRanges = renderer.directiveRanges
        rendered.problems = renderer.problems
        return rendered
    }

    private init(delegate: Delegate, labels: MarkdownLabels, highlighter: (any CodeHighlighter)?, indexesCode: Bool,
                 transforms: [any MarkdownTransform], slugger: HeadingSlugger, pageTitle: String?) {
        self.delegate = delegate
        self.slugger = slugger
        self.pageTitle = pageTitle
        self.labels = labels
        self.transforms = transforms
        self.highlighter = highlighter
        self.indexesCode = indexesCode
    }

    /// The attributes that give a search index the names `code` joins, when pages are indexed.
    private func searchTerms(_ code: String) -> String {
        guard indexesCode else { return "" }
        let terms = CodeSearchTerms.of(code)
        return terms.isEmpty ? "" : " data-pagefind-index-attrs=\"data-pagefind-terms\" data-pagefind-terms=\"\(XMLText.escape(terms))\""
    }

    private mutating func renderDocument(_ document: MarkdownNode) {
        let footnotes = document.children.filter { if case .footnoteDefinition = $0.kind { true } else { false } }
        let repeatedTitle = titleHeading(of: document)
        if let repeatedTitle {
            let text = document.children[repeatedTitle].plainText
            titleID = slugger.slug(for: text)
            if Self.trimmed(text) != Self.trimmed(pageTitle ?? "") {
                shownTitle = String(Self.trimmed(text))
                shownTitleHTML = inlineHTML(of: document.children[repeatedTitle])
            }
        }
        for (index, child) in document.children.enumerated() where index != repeatedTitle && !footnotes.contains(child) {
            render(child)
        }
        if !footnotes.isEmpty {
            write("<section class=\"footnotes\" aria-label=\"\(XMLText.escape(labels.footnotes))\">\n<ol>\n")
            for footnote in footnotes { render(footnote) }
            append("</ol>\n</section>\n")
        }
    }

    /// The document's first block, after HTML comments, when it is a level-1 heading: the page
    /// shows one title, this heading's (as MkDocs' and mdBook's pages do, whose navigation may
    /// name the page otherwise), or the page's own when they are the same. Its index among the
    /// document's children.
    private func titleHeading(of document: MarkdownNode) -> Int? {
        guard pageTitle != nil else { return nil }
        let first = document.children.firstIndex { child in
            if case .htmlBlock(let html) = child.kind, html.drop(while: \.isWhitespace).hasPrefix("<!--") { return false }
            return true
        }
        guard let first, case .heading(1) = document.children[first].kind,
              !Self.trimmed(document.children[first].plainText).isEmpty else { return nil }
        return first
    }

    /// The XHTML of `node`'s inline content, written aside from the page's.
    private mutating func inlineHTML(of node: MarkdownNode) -> String {
        let saved = (output, countedUTF8Offset, countedLines, sourceLines)
        output = []
        renderChildren(node)
        defer { (output, countedUTF8Offset, countedLines, sourceLines) = saved }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// `text` without the white space around it.
    private static func trimmed(_ text: String) -> Substring {
        let start = text.drop(while: \.isWhitespace)
        return start[..<(start.lastIndex { !$0.isWhitespace }.map(start.index(after:)) ?? start.startIndex)]
    }

    private mutating func renderChildren(_ node: MarkdownNode) {
        for child in node.children { render(child) }
    }

    /// Notes that output from the current line on comes from `sourceLine`.
    private mutating func markSourceLine(_ sourceLine: Int) {
        // Counted over the string's contiguous bytes, vectorized: through the UTF-8 view, one
        // byte at a time, the count took nearly 2% of a large site's clean build.
        let offset = countedUTF8Offset
        countedLines += output.withUnsafeBufferPointer { ByteSearch.newlines(in: UnsafeBufferPointer(rebasing: $0[offset...])) }
        countedUTF8Offset = output.count
        if sourceLines.last?.outputLine == countedLines { sourceLines.removeLast() }
        sourceLines.append(.init(outputLine: countedLines, sourceLine: sourceLine))
    }

    public mutating func render(_ node: MarkdownNode) {
        if node.isBlock { markSourceLine(node.line) }
        switch node.kind {
        case .document:
            renderChildren(node)
        case .blockQuote:
            if renderThroughTransform(node) { break }
            append("<blockquote>\n")
            renderChildren(node)
            append("</blockquote>\n")
        case .list(let ordered, let start, let tight):
            let isTaskList = node.children.contains { if case .item(task: .some) = $0.kind { true } else { false } }
            append(ordered ? "<ol" : "<ul")
            if ordered && start != 1 { write(" start=\"\(start)\"") }
            if isTaskList { append(" class=\"task-list\"") }
            append(">\n")
            enclosingListIsTight.append(tight)
            renderChildren(node)
            enclosingListIsTight.removeLast()
            append(ordered ? "</ol>\n" : "</ul>\n")
        case .item(let task):
            if let checked = task {
                append("<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"disabled\"")
                let label = XMLText.escape(checked ? labels.taskDone : labels.taskNotDone)
                write(checked ? " checked=\"checked\" aria-label=\"\(label)\" /> " : " aria-label=\"\(label)\" /> ")
            } else {
                append("<li>")
            }
            for child in node.children {
                if enclosingListIsTight.last == true, child.kind == .paragraph {
                    renderChildren(child)
                } else {
                    render(child)
                }
            }
            append("</li>\n")
        case .paragraph:
            if let alone = transformedAlone(in: node), renderThroughTransform(alone) { break }
            append("<p>")
            renderChildren(node)
            append("</p>\n")
        case .heading(let level):
            renderHeading(node, level: level)
        case .codeBlock(let info, let literal):
            renderCodeBlock(info: info, literal: literal, line: node.line)
        case .htmlBlock(let raw):
            hasRawHTML = hasRawHTML || !raw.isEmpty
            let html = RawHTMLLinks.rewrite(raw) { delegate.resolveRawLink($0, line: node.line + $1, column: 1) }
            // Each line of the block is a line of the markdown, so problems in it are placed exactly.
            for (offset, line) in html.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if offset > 0 {
                    append("\n")
                    if !line.isEmpty { markSourceLine(node.line + offset) }
                }
                output.append(contentsOf: line.utf8)
            }
        case .thematicBreak:
            append("<hr />\n")
        case .footnoteDefinition(let index):
            renderFootnote(node, index: index)
        case .table(let alignments):
            renderTable(node, alignments: alignments)
        case .tableRow, .tableCell:
            renderChildren(node)
        case .text(let text):
            if inTableCell {
                write(CJKWords.escapedWithBreaks(PlatformVersions.keptTogether(text)))
            } else {
                XMLText.appendEscaped(PlatformVersions.keptTogether(text), to: &output)
            }
        case .softBreak:
            append("\n")
        case .lineBreak:
            append("<br />\n")
        case .code(let code):
            append("<code")
            write(searchTerms(code))
            append(">")
            XMLText.appendEscaped(code, to: &output)
            append("</code>")
        case .htmlInline(let html):
            hasRawHTML = hasRawHTML || !html.isEmpty
            write(RawHTMLLinks.rewrite(html) { delegate.resolveRawLink($0, line: node.line + $1, column: node.column) })
        case .emphasis:
            wrap(node, in: ("<em>", "</em>"))
        case .strong:
            wrap(node, in: ("<strong>", "</strong>"))
        case .strikethrough:
            wrap(node, in: ("<del>", "</del>"))
        case .link(let url, let title):
            guard let href = delegate.resolveLinkOrText(url, line: node.line, column: node.column) else {
                renderChildren(node)
                break
            }
            append("<a href=\"")
            XMLText.appendEscaped(href, to: &output)
            append("\"")
            if !title.isEmpty {
                append(" title=\"")
                XMLText.appendEscaped(title, to: &output)
                append("\"")
            }
            append(">")
            renderChildren(node)
            append("</a>")
        case .image(let url, let title):
            renderImage(node, url: url, title: title)
        case .tooDeep:
            tooDeepLines.append(node.line)
        case .transformed:
            _ = renderThroughTransform(node)
        case .footnoteReference(let index):
            let count = footnoteReferenceCounts[index, default: 0] + 1
            footnoteReferenceCounts[index] = count
            let id = count == 1 ? "fnref-\(index)" : "fnref-\(index)-\(count)"
            write("<sup class=\"footnote-ref\"><a href=\"#fn-\(index)\" id=\"\(id)\">\(index)</a></sup>")
        }
    }

    /// An `<img>` with its size; with files for denser displays, its `srcset`; with a dark
    /// variant, inside a `<picture>` whose `<source>` the dark scheme picks.
    private mutating func renderImage(_ node: MarkdownNode, url: String, title: String) {
        let source = delegate.resolveLink(url, line: node.line, column: node.column)
        let variants = delegate.imageVariants(for: url, line: node.line, column: node.column)
        var image = "<img src=\"\(XMLText.escape(source))\" alt=\"\(XMLText.escape(node.plainText))\""
        if !title.isEmpty { image += " title=\"\(XMLText.escape(title))\"" }
        if let light = variants?.light, light.count > 1 { image += " srcset=\"\(Self.sourceSet(light))\"" }
        if let size = variants?.size { image += " width=\"\(size.width)\" height=\"\(size.height)\"" }
        image += " />"
        guard let variants, !variants.dark.isEmpty else {
            write(image)
            return
        }
        write("<picture><source srcset=\"\(Self.sourceSet(variants.dark))\" media=\"(prefers-color-scheme: dark)\" />" + image + "</picture>")
    }

    /// A `srcset`: a lone 1x file by its URL alone, otherwise each URL with its density. A comma
    /// in a URL is escaped, since in a `srcset` it could end the candidate.
    private static func sourceSet(_ candidates: [ImageVariants.Candidate]) -> String {
        let hrefs = candidates.map { XMLText.escape($0.href.split(separator: ",", omittingEmptySubsequences: false).joined(separator: "%2C")) }
        if candidates.count == 1 && candidates[0].density == 1 { return hrefs[0] }
        return zip(hrefs, candidates).map { "\($0) \($1.density)x" }.joined(separator: ", ")
    }

    /// The transformed node a paragraph holds alone (around it only spaces and line breaks), as
    /// a block node, when its transform makes it a block of its own (``MarkdownTransform/standsAlone(_:)``).
    /// Every paragraph is asked, so the common one (words first) is told apart at its first child.
    private func transformedAlone(in paragraph: MarkdownNode) -> MarkdownNode? {
        var alone: MarkdownNode?
        for child in paragraph.children {
            switch child.kind {
            case .softBreak, .lineBreak:
                continue
            case .text(let text) where text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }):
                continue
            case .transformed(_, _, false) where alone == nil:
                alone = child
            default:
                return nil
            }
        }
        guard let alone, case .transformed(let name, let payload, false) = alone.kind,
              transforms.first(where: { $0.name == name })?.standsAlone(payload) == true else { return nil }
        return MarkdownNode(.transformed(name: name, payload: payload, isBlock: true), line: alone.line, column: alone.column)
    }

    /// Lets the transform of a transformed node, or the transforms that render blockquotes,
    /// render `node`; false when none did.
    private mutating func renderThroughTransform(_ node: MarkdownNode) -> Bool {
        if case .transformed(let name, _, _) = node.kind {
            guard let transform = transforms.first(where: { $0.name == name }) else { return false }
            return transform.render(node, with: &self)
        }
        for transform in transforms where transform.rendersBlockQuotes {
            if transform.render(node, with: &self) { return true }
        }
        return false
    }

    // MARK: - What transforms ask of the renderer (MarkdownRendering)

    public mutating func write(_ html: String) {
        output.append(contentsOf: html.utf8)
    }

    /// Writes markup the renderer spells itself.
    private mutating func append(_ markup: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    public mutating func report(_ level: Diagnostic.Level, line: Int, column: Int, _ message: String) {
        problems.append(.init(level, line: line, column: column, message: message))
    }

    public mutating func uniqueID(for text: String) -> String {
        slugger.slug(for: text)
    }

    public mutating func nameNextHeading(_ id: String) {
        nextHeadingID = id
    }

    public mutating func inlineMarkdownHTML(_ markdown: String, line: Int) -> String? {
        let syntaxes = transforms.compactMap { transform in transform.inlineSyntax.map { (transform.name, $0) } }
        let document = CommonMarkParser.parse(markdown, inlineSyntaxes: syntaxes)
        guard document.children.count == 1, var paragraph = document.children.first, paragraph.kind == .paragraph else { return nil }
        paragraph.move(to: line, column: 1)
        return inlineHTML(of: paragraph)
    }

    public mutating func writeThroughBuild(_ name: String, payload: String, line: Int, column: Int) -> Result<Void, BuildFailure> {
        switch delegate.renderTransformed(name, payload: payload, line: line, column: column) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let html):
            let start = output.count
            write(html)
            directiveRanges.append(start..<output.count)
            return .success(())
        }
    }

    private mutating func wrap(_ node: MarkdownNode, in tag: (start: StaticString, end: StaticString)) {
        append(tag.start)
        renderChildren(node)
        append(tag.end)
    }

    /// A heading with its id and self-link, listed for "On this page"; a heading without text
    /// (`## ` is valid CommonMark) is written bare, as cmark-gfm writes it, and listed nowhere.
    private mutating func renderHeading(_ node: MarkdownNode, level: Int) {
        let text = node.plainText
        let start = output.count
        renderChildren(node)
        let titleHTML = String(decoding: output[start...], as: UTF8.self)
        output.removeSubrange(start...)
        // A printable ASCII byte answers at once; only other text is read by Character.
        guard ByteSearch.containsByte(in: text[...], where: { $0 > 0x20 && $0 < 0x7F }) || text.contains(where: { !$0.isWhitespace }) else {
            write("<h\(level)>\(titleHTML)</h\(level)>\n")
            return
        }
        let id = nextHeadingID.map { slugger.claim($0) } ?? slugger.slug(for: text)
        nextHeadingID = nil
        headings.append(.init(level: level, id: id, titleHTML: titleHTML, line: node.line))
        let label = XMLText.escape(labels.joined(labels.permalink, text))
        let levelDigit = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: level)
        append("<h")
        output.append(levelDigit)
        append(" id=\"")
        write(id)
        append("\">")
        write(titleHTML)
        append(" <a class=\"heading-anchor\" href=\"#")
        write(id)
        append("\" aria-label=\"")
        write(label)
        append("\">#</a></h")
        output.append(levelDigit)
        append(">\n")
    }

    private mutating func renderCodeBlock(info: String, literal: String, line: Int) {
        if let custom = delegate.renderCodeBlock(info: info, literal: literal, line: line) {
            let start = output.count
            write(custom)
            directiveRanges.append(start..<output.count)
            return
        }
        let options = FenceOptions(info: info)
        for problem in options.problems { problems.append(.init(.warning(.codeBlockOption), line: line, message: problem)) }
        var literal = literal
        if let file = options.file {
            if !literal.isEmpty { problems.append(.init(.warning(.codeBlockOption), line: line, message: "the block takes its code from \(file); its own lines are not shown")) }
            literal = delegate.snippet(file, line: line) ?? ""
        }
        let language = options.language
        var highlighted: String?
        if !language.isEmpty, let highlighter {
            let highlight = highlighter.highlightReporting(literal, language: language)
            if let problem = highlight.problem { problems.append(.init(problem.level, line: line, message: problem.message)) }
            highlighted = highlight.html
        }
        var body = highlighted ?? XMLText.escape(literal)
        if options.isDecorated {
            let lineCount = ByteSearch.newlines(in: literal) + (literal.utf8.last == UInt8(ascii: "\n") || literal.isEmpty ? 0 : 1)
            for (number, option) in options.numberedLines where number > lineCount {
                problems.append(.init(.error, line: line, message: "\(option) names line \(number), but the code block has \(lineCount) line\(lineCount == 1 ? "" : "s")",
                                      isToleratedElsewhere: true))
            }
            body = CodeLines.decorate(body, marked: options.marked, inserted: options.inserted, deleted: options.deleted, labels: labels)
        }
        // In the tab order, as the table wrapper is: a line wider than the column scrolls the block
        // sideways, and the keyboard must reach it to scroll it. A named group, not a region: a
        // region is a landmark, and a page's landmarks must have names of their own each.
        let region = "<pre class=\"code\" tabindex=\"0\" role=\"group\" aria-label=\"\(XMLText.escape(labels.codeBlock(in: language)))\""
        let escapedLanguage = XMLText.escape(language)
        let pre = language.isEmpty
            ? "\(region)><code\(searchTerms(literal))>\(body)</code></pre>\n"
            : "\(region) data-lang=\"\(escapedLanguage)\"><code class=\"language-\(escapedLanguage)\"\(searchTerms(literal))>\(body)</code></pre>\n"
        if let title = options.title {
            write("<figure class=\"code-frame\">\n<figcaption class=\"code-title\">\(XMLText.escape(title))</figcaption>\n\(pre)</figure>\n")
        } else {
            write(pre)
        }
    }

    private mutating func renderTable(_ node: MarkdownNode, alignments: [MarkdownNode.Alignment]) {
        append("<div class=\"table-scroll\" tabindex=\"0\">\n<table>\n")
        var inBody = false
        for row in node.children {
            let isHeader = row.kind == .tableRow(isHeader: true)
            if isHeader {
                append("<thead>\n")
            } else if !inBody {
                append("<tbody>\n")
                inBody = true
            }
            append("<tr>\n")
            for (column, cell) in row.children.enumerated() {
                append(isHeader ? "<th scope=\"col\"" : "<td")
                switch column < alignments.count ? alignments[column] : .none {
                case .left: append(" style=\"text-align: left\"")
                case .center: append(" style=\"text-align: center\"")
                case .right: append(" style=\"text-align: right\"")
                case .none: break
                }
                append(">")
                inTableCell = true
                renderChildren(cell)
                inTableCell = false
                append(isHeader ? "</th>\n" : "</td>\n")
            }
            append("</tr>\n")
            if isHeader { append("</thead>\n") }
        }
        if inBody { append("</tbody>\n") }
        append("</table>\n</div>\n")
    }

    private mutating func renderFootnote(_ node: MarkdownNode, index: Int) {
        let references = max(footnoteReferenceCounts[index, default: 0], 1)
        var backlinks = ""
        for count in 1...references {
            let id = count == 1 ? "fnref-\(index)" : "fnref-\(index)-\(count)"
            let label = XMLText.escape(labels.joined(labels.backToReference, String(index)))
            backlinks += " <a href=\"#\(id)\" class=\"footnote-backref\" aria-label=\"\(label)\">\u{21A9}\u{FE0E}</a>"
        }
        write("<li id=\"fn-\(index)\">\n")
        var children = node.children
        if let last = children.last, last.kind == .paragraph {
            children.removeLast()
            for child in children { render(child) }
            append("<p>")
            renderChildren(last)
            write(backlinks)
            append("</p>\n")
        } else {
            renderChildren(node)
            write("<p>\(backlinks)</p>\n")
        }
        append("</li>\n")
    }
}
