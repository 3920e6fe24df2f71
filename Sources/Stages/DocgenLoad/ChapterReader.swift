import DocgenCore
import DocgenModel
import DocgenYAML

/// Turns one markdown file into a ``Chapter``; a folder's own page (``SectionFile``: its
/// `_index.md`, `index.md` or `README.md`) into its ``Part`` and, when it has text, a chapter
/// published as the folder's `index.html`. The content folder's own page is the home page: a
/// ``Chapter`` published as `index.html`.
///
/// Front matter is optional, as in MkDocs, mdBook and DocC: without a `title:` the title is
/// the first `#` heading's (``ChapterTitle``), else the file's or folder's name made readable.
enum ChapterReader {
    static let chapterKeys = ["title", "order", "slug", "description", "translationKey", "draft", "aliases", "image"]

    /// Reads a file of `languageFolder` ("" on a site without languages), whose `_index.md` is
    /// its language's home page; `isHome` makes another file the home page (a project's own
    /// `index.md`, a DocC catalog's root page).
    static func read(_ text: String, sourcePath: String, displayPath: String, languageFolder: String = "",
                     isHome: Bool = false, keysAreParameters: Bool = false) -> (Chapter?, Part?, [Diagnostic]) {
        let (frontMatter, problems) = FrontMatter.split(text, displayPath: displayPath)
        if !problems.isEmpty { return (nil, nil, problems) }
        let body = frontMatter?.body ?? text, bodyLineOffset = frontMatter?.bodyLineOffset ?? 0
        let firstLine = frontMatter?.firstLine ?? 1
        var reader = YAMLFieldReader(frontMatter?.fields ?? YAMLNode(.mapping([]), line: 1, column: 1), what: "front matter") {
            SourceLocation(file: displayPath, line: $0.line + firstLine - 1, column: $0.column)
        }
        // Front matter is often shared with other tools (Hugo's `linkTitle`, Jekyll's `layout`):
        // their keys are a rule of their own, off unless asked for, and a key nobody reads is a
        // warning whose suggestion catches typos. In a Hugo project any key is a page parameter.
        let docgenKeys = chapterKeys + ForeignFrontMatter.orderSynonyms + ForeignFrontMatter.aliasSynonyms
        let otherGenerators = reader.pairs.filter { pair in
            pair.key.scalar.map { !docgenKeys.contains($0) && (keysAreParameters || ForeignFrontMatter.isOtherGeneratorsKey($0)) } ?? false
        }
        let otherKeys = otherGenerators.compactMap(\.key.scalar)
        reader.rejectUnknownKeys(docgenKeys + otherKeys, level: .warning(.unknownFrontMatterKey))
        for pair in otherGenerators {
            let key = pair.key.scalar ?? ""
            let hint = ForeignFrontMatter.hints[key].map { " " + $0 } ?? ""
            reader.report(.warning("'\(key)' is another generator's key; docgen does not read it\(hint)", at: reader.locate(pair.key),
                                   rule: .ignoredFrontMatterKey))
        }
        let (folderPart, namePart) = SitePath.split(sourcePath)
        let folder = String(folderPart), fileName = String(namePart)
        let isSection = SectionFile.isSectionFile(fileName)
        let isHome = isHome || (isSection && folder == languageFolder)
        let title = reader.node("title") == nil ? defaultTitle(of: body, fileName: fileName, folder: isHome ? nil : folder)
            : reader.requiredString("title", missing: "", at: SourceLocation(file: displayPath, line: 1, column: 1),
                                    noValue: "'title' has no value; a chapter needs a title")
        if let title, isBlank(title), let node = reader.node("title") {
            reader.report(.error("'title' must not be empty", at: reader.locate(node)))
        }
        let order = readOrder(&reader) ?? Int.max
        // Hugo's headless and never-rendered pages are kept out of the build as drafts are.
        let isDraft = reader.bool("draft") ?? false || frontMatter.flatMap(\.fields).map(HugoPublishing.isUnrendered) == true
        let description = reader.string("description") ?? ""
        let translationKey = reader.string("translationKey")
        let aliases = readAliases(&reader)
        var image: ChapterImage?
        if let value = reader.string("image"), let node = reader.node("image") {
            if isBlank(value) {
                reader.report(.error("'image' must name an image in the content or an absolute URL", at: reader.locate(node)))
            } else {
                image = ChapterImage(value, at: reader.locate(node))
            }
        }
        var slug = isSection ? "index" : defaultSlug(fileName)
        if let given = reader.string("slug") {
            if isSection {
                reader.report(.warning("'slug' of a folder's page is ignored: it is published as the folder's index.html",
                                       at: reader.locate(reader.node("slug")!), rule: .unknownFrontMatterKey))
            } else if let problem = slugProblem(given) {
                reader.report(.error(problem, at: reader.locate(reader.node("slug")!)))
            } else {
                slug = given
            }
        }
        if !isSection && !isHome && folder == languageFolder && SiteLoader.reservedSlugs.contains(slug) {
            reader.report(.error("slug '\(slug)' is reserved for a page docgen generates; set another 'slug'",
                                 at: reader.node("slug").map(reader.locate) ?? SourceLocation(file: displayPath, line: 1, column: 1)))
        }
        if isSection || isHome, let node = (["aliases"] + ForeignFrontMatter.aliasSynonyms).lazy.compactMap(reader.node).first {
            reader.report(.error("'aliases' of a folder's or the home page is not read: give them to a chapter, or use 'redirects' in docgen.yml",
                                 at: reader.locate(node)))
        }
        guard !reader.diagnostics.containsErrors, let title else {
            return (nil, nil, reader.diagnostics)
        }
        if isHome {
            var home = Chapter(sourcePath: sourcePath, displayPath: displayPath, title: title, order: order, slug: "index",
                               description: description, body: body, bodyLineOffset: bodyLineOffset, folder: folder)
            if let image { home.image = image }
            return (home, nil, reader.diagnostics)
        }
        if isSection {
            let part = Part(folder: folder, title: title, order: order, description: description)
            // A folder's page with no text is only its part's title, order and description.
            guard body.contains(where: { !$0.isWhitespace }) else { return (nil, part, reader.diagnostics) }
            // First among its part's chapters.
            var page = Chapter(sourcePath: sourcePath, displayPath: displayPath, title: title, order: Int.min, slug: slug,
                               description: description, body: body, bodyLineOffset: bodyLineOffset, folder: folder,
                               translationKey: translationKey, isDraft: isDraft)
            if let image { page.image = image }
            return (page, part, reader.diagnostics)
        }
        var chapter = Chapter(sourcePath: sourcePath, displayPath: displayPath, title: title, order: order, slug: slug,
                              description: description, body: body,
                              bodyLineOffset: bodyLineOffset, folder: folder,
                              slugLocation: reader.node("slug").map(reader.locate), translationKey: translationKey, isDraft: isDraft)
        if !aliases.isEmpty { chapter.aliases = aliases }
        if let image { chapter.image = image }
        return (chapter, nil, reader.diagnostics)
    }

    /// True for the home page of its language: the own page of its language's folder.
    static func isHome(_ chapter: Chapter) -> Bool {
        chapter.isTopLevel && SectionFile.isSectionFile(String(SitePath.split(chapter.sourcePath).name))
    }

    /// True when `text` is empty or white space only (as `.whitespaces` has it). A printable
    /// ASCII character answers at once: Foundation's trimming cost some 25,000 instructions a title.
    private static func isBlank(_ text: String) -> Bool {
        if ByteSearch.containsByte(in: text[...], where: { $0 > 0x20 && $0 < 0x7F }) { return false }
        return text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The title of a chapter without `title:`: its first `#` heading's text, else its file's
    /// name made readable, or for a folder's page its folder's ("" for the home page, which then
    /// takes the site's title).
    private static func defaultTitle(of body: String, fileName: String, folder: String?) -> String {
        if let heading = ChapterTitle.firstHeading(of: body) { return heading }
        guard SectionFile.isSectionFile(fileName) else { return ChapterTitle.readable(String(fileName.dropLast(3))) }
        return folder.map { ChapterTitle.readable(String(SitePath.split($0).name)) } ?? ""
    }

    /// `order`, or one of its synonyms (Hugo's `weight`…); more than one of them is an error.
    private static func readOrder(_ reader: inout YAMLFieldReader) -> Int? {
        let given = (["order"] + ForeignFrontMatter.orderSynonyms).filter { reader.node($0) != nil }
        for extra in given.dropFirst() {
            reader.report(.error("'\(extra)' and '\(given[0])' both set the chapter's order; keep one",
                                 at: reader.locate(reader.node(extra)!)))
        }
        return given.first.flatMap { reader.int($0) }
    }

    /// `aliases`, or its synonym (jekyll-redirect-from's `redirect_from`): a URL or a list of
    /// them; both at once is an error.
    private static func readAliases(_ reader: inout YAMLFieldReader) -> [PageAlias] {
        let given = (["aliases"] + ForeignFrontMatter.aliasSynonyms).filter { reader.node($0) != nil }
        for extra in given.dropFirst() {
            reader.report(.error("'\(extra)' and '\(given[0])' both list the page's earlier URLs; keep one", at: reader.locate(reader.node(extra)!)))
        }
        guard let key = given.first else { return [] }
        return reader.strings(key).map { PageAlias(url: $0.text, location: $0.location) }
    }

    /// The file name without `.md`, lowercased, with spaces turned into `-`.
    static func defaultSlug(_ fileName: String) -> String {
        let slug = String(fileName.dropLast(3)).lowercased()
        // Foundation's replacing cost some 12,000 instructions a chapter, most names having no space.
        return ByteSearch.contains(UInt8(ascii: " "), in: slug[...]) ? slug.replacingOccurrences(of: " ", with: "-") : slug
    }

    /// Why `slug` cannot name a file in the chapter's folder, or nil when it can.
    static func slugProblem(_ slug: String) -> String? {
        if slug.isEmpty { return "'slug' must not be empty" }
        if slug.contains("/") || slug.contains("\\") || slug == "." || slug == ".." || slug.hasPrefix(".") {
            return "'slug' must be a plain file name (no '/', no leading '.'); '\(slug)' would leave the chapter's folder"
        }
        if slug.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "'slug' must not contain control characters"
        }
        return nil
    }
}
