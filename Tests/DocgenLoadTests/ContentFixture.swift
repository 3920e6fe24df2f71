import DocgenCore
import DocgenLoad
import DocgenModel
import DocgenTestSupport
import Foundation

/// Loads a content folder of `files` (paths starting `content/`) without `docgen.yml`: the site,
/// and its diagnostics sorted, with the temporary folder's path taken out.
func loadContent(_ files: [String: String]) throws -> (Site?, [String]) {
    let folder = try TemporaryFolder(files)
    defer { folder.remove() }
    let (site, diagnostics) = SiteLoader.load(contentPath: "\(folder.path)/content", configPath: nil)
    let prefix = folder.path + "/"
    return (site, diagnostics.sorted().map { $0.description.replacingOccurrences(of: prefix, with: "") })
}
