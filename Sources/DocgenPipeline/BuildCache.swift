import DocgenSite
import Foundation

/// Pages from earlier builds, kept in `.docgen-cache/` beside the output and keyed by a hash of
/// everything a page depends on, so an incremental build renders only what changed.
///
/// A page's key covers docgen's version, the theme, the configuration, the site's structure
/// (every chapter's path, title, slug, order and description, and the parts: the navigation
/// and prev/next links depend on them), the static files' names, every CSV file's content (bench
/// tables read them), and the chapter's own text. Change a chapter's body and only its page is rendered again; change
/// a title and every page that lists it is. Output is byte-identical to a clean build.
struct BuildCache: Sendable {
    let folder: String
    /// The part of every page's key that the whole site shares.
    let siteFingerprint: String

    init(outputPath: String, outputDisplay: String, site: Site, theme: Theme) {
        let output = URL(fileURLWithPath: outputPath).standardizedFileURL
        folder = output.deletingLastPathComponent().appendingPathComponent(".docgen-cache/pages").path
        var hash = ContentHash()
        hash.update(DocgenVersion.current)
        hash.update(outputDisplay)   // findings name the output folder as the command line did
        for (path, bytes) in theme.files { hash.update(path); hash.update(bytes) }
        let config = site.config
        for field in [config.title, config.language, config.baseURL ?? "", config.description] { hash.update(field) }
        for chapter in [site.home].compactMap({ $0 }) + site.chapters {
            for field in [chapter.sourcePath, chapter.title, chapter.slug, String(chapter.order), chapter.description, chapter.folder] {
                hash.update(field)
            }
        }
        for part in site.parts { hash.update(part.folder); hash.update(part.title) }
        for file in site.staticFiles { hash.update(file.path) }
        for data in Self.dataFiles(in: site.contentRoot) {
            hash.update(data)
            hash.update(FileManager.default.contents(atPath: "\(site.contentRoot)/\(data)") ?? Data())
        }
        siteFingerprint = hash.hex
    }

    /// The key of a chapter's page.
    func key(for chapter: Chapter) -> String {
        var hash = ContentHash()
        hash.update(siteFingerprint)
        hash.update(chapter.sourcePath)
        hash.update(chapter.body)
        return hash.hex
    }

    /// The page stored under `key`, with what its check needs.
    func page(_ key: String) -> (html: Data, page: WrittenPage)? {
        guard let html = FileManager.default.contents(atPath: "\(folder)/\(key).html"),
              let json = FileManager.default.contents(atPath: "\(folder)/\(key).json"),
              let page = try? JSONDecoder().decode(WrittenPage.self, from: json) else { return nil }
        return (html, page)
    }

    /// Stores a page; a cache that cannot be written only makes the next build slower.
    func store(_ html: [UInt8], page: WrittenPage, key: String) {
        guard let json = try? JSONEncoder().encode(page) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(html).write(to: URL(fileURLWithPath: "\(folder)/\(key).html"), options: .atomic)
        try? json.write(to: URL(fileURLWithPath: "\(folder)/\(key).json"), options: .atomic)
    }

    /// Every CSV file of the content folder, which bench tables may read.
    private static func dataFiles(in contentRoot: String) -> [String] {
        guard let paths = FileManager.default.enumerator(atPath: contentRoot)?.allObjects as? [String] else { return [] }
        return paths.filter { $0.hasSuffix(".csv") }.sorted()
    }
}
