import DocgenCore
import DocgenModel

/// The page of a folder whose own file (`_index.md`) has front matter and no text, in another
/// tool's project: Hugo shows such a folder as a list of its pages, and its authors link to it
/// (`/methods/time/`). docgen writes that list as the page's markdown: a link to each of the
/// folder's chapters, and to each sub-folder that has a page of its own, with its description.
///
/// docgen's own projects keep such a file as the folder's part title and order only.
enum SectionListPages {
    /// A page for each folder of `indexes` (a part and its file, by folder) that has no chapter
    /// of its own, listing what `chapters` holds in it.
    static func pages(indexes: [String: (part: Part, displayPath: String)], chapters: [Chapter], display: String,
                      languages: LanguageFolders) -> [Chapter] {
        let withPage = Set(chapters.filter { $0.slug == "index" }.map(\.folder))
        let byFolder = Dictionary(grouping: chapters.filter { $0.slug != "index" }, by: \.folder)
        let listed = indexes.keys.filter { !withPage.contains($0) }
        var foldersWithPage = withPage
        var pages: [Chapter] = []
        // The deepest folders first: a folder lists a sub-folder only when that one has a page.
        for folder in listed.sorted(by: { ($0.count(where: { $0 == "/" }), $1) > ($1.count(where: { $0 == "/" }), $0) }) {
            let (part, displayPath) = indexes[folder]!
            var items = (byFolder[folder] ?? []).sorted { ($0.order, $0.title, $0.sourcePath) < ($1.order, $1.title, $1.sourcePath) }
                .map { item(title: $0.title, link: String(SitePath.split($0.sourcePath).name), description: $0.description) }
            let subfolders = foldersWithPage.filter { !$0.isEmpty && SitePath.folder(of: $0) == folder }.sorted()
            items += subfolders.compactMap { sub in
                indexes[sub].map { item(title: $0.part.title, link: String(SitePath.split(sub).name) + "/", description: $0.part.description) }
            }
            guard !items.isEmpty else { continue }
            let sourcePath = String(displayPath.dropFirst(display.count + 1))
            // The description is shown under the title already, as every page's is.
            let body = items.joined(separator: "\n") + "\n"
            var page = Chapter(sourcePath: sourcePath, displayPath: displayPath, title: part.title, order: Int.min, slug: "index",
                               description: part.description, body: body, bodyLineOffset: 0, folder: folder)
            languages.place(&page)
            pages.append(page)
            foldersWithPage.insert(folder)
        }
        return pages.sorted { $0.sourcePath < $1.sourcePath }
    }

    /// One list item: the link, then the description after a dash.
    private static func item(title: String, link: String, description: String) -> String {
        "- [\(escaped(title))](<\(link)>)" + (description.isEmpty ? "" : " — " + escaped(description))
    }

    /// `text` as markdown that shows it as written: every ASCII punctuation mark escaped.
    private static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if asciiPunctuation.contains(byte) { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// CommonMark's ASCII punctuation, each of which a backslash makes literal.
    private static let asciiPunctuation = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.utf8)
}
