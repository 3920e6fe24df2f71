import DocgenMarkdown
import DocgenModel
import Foundation

/// Finds the files a chapter's includes name (``MarkdownIncludes``) and reads them through the
/// page's ``SiteReader``, so each one is part of the page's key:
/// - mdBook's `{{#include path}}`: from the folder of the file that holds it;
/// - pymdownx's `--8<-- "path"`: from each of the project's snippet folders in turn
///   (``SiteConfig/includeFolders``), else the chapter's folder, then the content folder;
/// - a Hugo theme's `{{% include "path" %}}`: from the content folder, else the chapter's;
/// - DocC's `@Snippet(path: "Package/Snippets/Name")`: `Snippets/Name.swift` of the Swift
///   package the content folder is in (the nearest folder above it with a `Package.swift`).
struct ChapterIncludes {
    let reader: SiteReader
    let chapter: Chapter

    func read(_ request: IncludeRequest) -> Result<IncludedFile, IncludeFailure> {
        let root = reader.inputs.site.contentRoot
        let chapterFolder = chapter.folder.isEmpty ? root : "\(root)/\(chapter.folder)"
        let candidates: [String]
        switch request.syntax {
        case .book:
            let folder = request.includingFile.map { ($0 as NSString).deletingLastPathComponent } ?? chapterFolder
            candidates = [Self.join(folder, request.path)]
        case .snippet:
            if request.path.hasPrefix("http://") || request.path.hasPrefix("https://") {
                return .failure(IncludeFailure("'\(request.path)' is a URL: docgen reads snippets from files only, not from the network"))
            }
            let folders = reader.config.includeFolders.isEmpty ? [chapterFolder, root] : reader.config.includeFolders
            candidates = folders.map { Self.join($0, request.path) }
        case .hugo:
            let path = (request.path as NSString).pathExtension.isEmpty ? request.path + ".md" : request.path
            candidates = path.hasPrefix("/") ? [Self.join(root, String(path.dropFirst()))] : [Self.join(root, path), Self.join(chapterFolder, path)]
        case .docCSnippet:
            guard let package = Self.packageFolder(above: root) else {
                return .failure(IncludeFailure("@Snippet '\(request.path)' needs the Swift package its catalog is in: no Package.swift above it"))
            }
            let inside = request.path.split(separator: "/").dropFirst().joined(separator: "/")
            candidates = ["\(package)/\(inside).swift"]
        }
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            let places = candidates.map { "'\($0)'" }.joined(separator: ", ")
            return .failure(IncludeFailure("'\(request.path)' is not a file (looked for \(places))"))
        }
        switch reader.includedFile(atPath: path) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(IncludeFailure("'\(request.path)' is not UTF-8 text"))
            }
            return .success(IncludedFile(text: text, name: path))
        }
    }

    private static func join(_ folder: String, _ path: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : "\(folder)/\(path)").standardizedFileURL.path
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    private static func packageFolder(above folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while current.path != "/" {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current.path }
            current.deleteLastPathComponent()
        }
        return nil
    }
}
