import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenTestSupport

/// Loads a project written to a temporary folder: its chapters' output paths in reading order,
/// each with its navigation title, part title and depth, and its diagnostics with the folder's
/// path taken out.
struct ProjectFixture {
    var site: Site?
    var diagnostics: [String]

    init(_ files: [String: String], config: String?, content: String) throws {
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/\(content)", configPath: config.map { "\(folder.path)/\($0)" })
        self.site = site
        let prefix = folder.path + "/"
        self.diagnostics = diagnostics.sorted().map { $0.description.replacingOccurrences(of: prefix, with: "") }
    }

    /// `path | title | part | depth` for each chapter in reading order.
    var outline: [String] {
        guard let site else { return [] }
        return site.chapters.map { chapter in
            let part = site.parts.first { $0.folder == site.navigationPart(of: chapter) }?.title ?? "-"
            return "\(chapter.outputPath) | \(chapter.title) | \(part) | \(site.navigationDepth(of: chapter))"
        }
    }

    /// A chapter file with front matter.
    static func chapter(_ title: String) -> String { "---\ntitle: \(title)\n---\n\n# \(title)\n\nText.\n" }
}
