import DocgenCore
import DocgenModel
import DocgenYAML

/// Turns one markdown file into a ``Chapter``, or a folder's `_index.md` into a ``Part``. The
/// content folder's own `_index.md` is the home page: a ``Chapter`` published as `index.html`.
enum ChapterReader {
    static let chapterKeys = ["title", "order", "slug", "description", "translationKey", "draft"]

    /// Reads a file of `languageFolder` ("" on a site without languages), whose `_index.md` is
    /// its language's home page; `isHome` makes another file the home page (a project's own
    /// `index.md`, a DocC catalog's root page).
    static func read(_ text: String, sourcePath: String, displayPath: String, languageFolder: String = "",
                     isHome: Bool = false) -> (Chapter?, Part?, [Diagnostic]) {
        let (frontMatter, problems) = FrontMatter.split(text, displayPath: displayPath)
        if !problems.isEmpty { return (nil, nil, problems) }
        guard let frontMatter, let fields = frontMatter.fields else {
            return (nil, nil, [.error("missing front matter: a chapter starts with '---', a 'title: …' line and '---'",
                                      at: SourceLocation(file: displayPath, line: 1, column: 1))])
        }
        let firstLine = frontMatter.firstLine
        var reader = YAMLFieldReader(fields, what: "front matter") {
            SourceLocation(file: displayPath, line: $0.line + firstLine - 1, column: $0.column)
        }
        // Front matter is often shared with other tools (Hugo's `linkTitle`, Jekyll's `layout`), so
        // an unknown key is a warning; the suggestion still catches typos, and names docgen's key
        // for another tool's.
        reader.rejectUnknownKeys(chapterKeys + ForeignFrontMatter.orderSynonyms, severity: .warning, hints: ForeignFrontMatter.hints)
        let title = reader.requiredString("title", missing: "front matter has no 'title'", at: SourceLocation(file: displayPath, line: 1, column: 1),
                                          noValue: "'title' has no value; a chapter needs a title")
        if let title, title.trimmingCharacters(in: .whitespaces).isEmpty {
            reader.report(.error("'title' must not be empty", at: reader.locate(reader.node("title")!)))
        }
        let order = readOrder(&reader) ?? Int.max
        let isDraft = reader.bool("draft") ?? false
        let description = reader.string("description") ?? ""
        let translationKey = reader.string("translationKey")
        let (folderPart, namePart) = SitePath.split(sourcePath)
        let folder = String(folderPart), fileName = String(namePart)
        let isIndex = fileName == "_index.md"
        var slug = defaultSlug(fileName)
        if let given = reader.string("slug") {
            if let problem = slugProblem(given) {
                reader.report(.error(problem, at: reader.locate(reader.node("slug")!)))
            } else {
                slug = given
            }
        }
        if !isIndex && !isHome && folder == languageFolder && SiteLoader.reservedSlugs.contains(slug) {
            reader.report(.error("slug '\(slug)' is reserved for a page docgen generates; set another 'slug'",
                                 at: reader.node("slug").map(reader.locate) ?? SourceLocation(file: displayPath, line: 1, column: 1)))
        }
        guard !reader.diagnostics.containsErrors, let title else {
            return (nil, nil, reader.diagnostics)
        }
        if isHome || (isIndex && folder == languageFolder) {
            let home = Chapter(sourcePath: sourcePath, displayPath: displayPath, title: title, order: order, slug: "index",
                               description: description, body: frontMatter.body, bodyLineOffset: frontMatter.bodyLineOffset, folder: folder)
            return (home, nil, reader.diagnostics)
        }
        if isIndex {
            return (nil, Part(folder: folder, title: title, order: order, description: description), reader.diagnostics)
        }
        let chapter = Chapter(sourcePath: sourcePath, displayPath: displayPath, title: title, order: order, slug: slug,
                              description: description, body: frontMatter.body,
                              bodyLineOffset: frontMatter.bodyLineOffset, folder: folder,
                              slugLocation: reader.node("slug").map(reader.locate), translationKey: translationKey, isDraft: isDraft)
        return (chapter, nil, reader.diagnostics)
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

    /// The file name without `.md`, lowercased, with spaces turned into `-`.
    static func defaultSlug(_ fileName: String) -> String {
        String(fileName.dropLast(3)).lowercased().replacingOccurrences(of: " ", with: "-")
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
