import DocgenCore
import DocgenModel
import Foundation

/// Reads what docgen takes from a Hugo site's configuration (`hugo.toml`, `config.toml`):
/// `title`, `baseURL` and `contentDir`. The chapters' order is their front matter's `weight`.
enum HugoProjectReader {
    static func read(at path: String) -> ForeignProject {
        let folder = (path as NSString).deletingLastPathComponent
        var project = ForeignProject(contentFolder: MkDocsProjectReader.join(folder, "content"))
        guard let text = ProjectFile.text(at: path, into: &project.diagnostics) else { return project }
        let toml = TOMLSubsetReader(text, file: path)
        project.diagnostics += toml.diagnostics
        if let title = toml.string("title") { project.config.title = title }
        if let url = toml.string("baseURL") ?? toml.string("baseurl"), url.hasPrefix("http://") || url.hasPrefix("https://") {
            project.config.baseURL = url.hasSuffix("/") ? url : url + "/"
        }
        if let content = toml.string("contentDir") ?? toml.string("contentdir") {
            project.contentFolder = MkDocsProjectReader.join(folder, content)
        }
        return project
    }
}
