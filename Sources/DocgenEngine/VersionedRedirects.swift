import DocgenCore
import DocgenPages

/// The `_redirects` of a versioned site. Hosts read that file at the site's root only, so the
/// lines each version's build wrote into its own folder's file are gathered there, after the
/// root's own file (the latest's, with `versionRoot: copy`); with `versionRoot: redirect`, each
/// page at the root goes to the latest's (302: the latest moves on).
enum VersionedRedirects {
    /// The root's `_redirects`; nil when there is nothing to say. `root` is the file the root's
    /// build wrote, `versions` each version's folder with its file, `rootPages` the root's
    /// redirect pages (with `versionRoot: redirect`) and `basePath` the path of `baseURL`.
    static func hostFile(root: [UInt8]?, versions: [(folder: String, file: [UInt8]?)], rootPages: [String], latestFolder: String,
                         basePath: String) -> [UInt8]? {
        var text = root.map { String(decoding: $0, as: UTF8.self) } ?? ""
        func startLine() { if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" } }
        for (folder, file) in versions {
            guard let file, let lines = written(String(decoding: file, as: UTF8.self)) else { continue }
            startLine()
            text += "# Written by docgen for the version in \(folder): its pages' aliases and its redirects.\n" + lines
        }
        if !rootPages.isEmpty {
            startLine()
            text += "# Written by docgen: the root's pages, to the latest version's.\n"
            for path in rootPages {
                text += "\(SitePath.absoluteURL(of: path, baseURL: basePath)) \(SitePath.absoluteURL(of: latestFolder + path, baseURL: basePath)) 302\n"
            }
        }
        return text.isEmpty ? nil : Array(text.utf8)
    }

    /// The lines docgen wrote into a version's `_redirects`, after ``RedirectPages/hostFileMark``;
    /// a version's own lines, written for its folder on its own, stay in its folder.
    private static func written(_ text: String) -> String? {
        guard let mark = text.range(of: RedirectPages.hostFileMark) else { return nil }
        let lines = text[mark.upperBound...]
        return lines.isEmpty ? nil : String(lines)
    }
}
