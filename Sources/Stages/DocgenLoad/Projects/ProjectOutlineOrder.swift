import DocgenCore
import DocgenModel
import Foundation

/// Puts chapters in the order of a ``ProjectOutline``: its parts become the navigation's parts,
/// its titles the chapters' titles; chapters it does not list come after it, each with a note.
enum ProjectOutlineOrder {
    struct Result {
        var chapters: [Chapter]
        var parts: [Part]
        var placements: [String: OutlinePlacement]
        var diagnostics: [Diagnostic]
    }

    /// `exists` tells whether a path inside the content folder is a file: a listed file that is
    /// not among `chapters` has a problem of its own, already reported, and is left out quietly.
    static func apply(_ outline: ProjectOutline, to chapters: [Chapter], exists: (String) -> Bool) -> Result {
        var byPath = Dictionary(chapters.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        var result = Result(chapters: [], parts: [], placements: [:], diagnostics: [])
        var part = ""
        func place(_ chapter: Chapter, title: String?, depth: Int) {
            var chapter = chapter
            if let title, !title.isEmpty { chapter.title = title }
            byPath[chapter.sourcePath] = nil
            result.chapters.append(chapter)
            result.placements[chapter.sourcePath] = OutlinePlacement(part: part, depth: depth)
        }
        for item in outline.items {
            switch item {
            case .part(nil, _):
                part = ""
            case .part(let title?, _):
                part = "outline/\(result.parts.count + 1)"
                result.parts.append(Part(folder: part, title: title, order: result.parts.count, description: ""))
            case .chapter(let path, let title, let depth, let location):
                if let chapter = byPath[path] {
                    place(chapter, title: title, depth: depth)
                } else if path == outline.homePath || (result.placements[path] == nil && exists(path)) {
                    continue
                } else if result.placements[path] != nil {
                    result.diagnostics.append(.warning("'\(path)' is listed a second time; the navigation shows it once, at its first place",
                                                       at: location, rule: .projectNavigation))
                } else {
                    result.diagnostics.append(.warning("'\(path)' is not a chapter of the content folder; the navigation leaves it out",
                                                       at: location, rule: .projectNavigation))
                }
            case .folder(let path, let depth, let location):
                let prefix = path.isEmpty ? "" : path + "/"
                let inside = byPath.keys.filter { $0.hasPrefix(prefix) }.sorted(by: folderOrder)
                if inside.isEmpty && !chapters.contains(where: { $0.sourcePath.hasPrefix(prefix) }) {
                    result.diagnostics.append(.warning("folder '\(path)' holds no chapter; the navigation leaves it out", at: location, rule: .projectNavigation))
                }
                for path in inside { place(byPath[path]!, title: nil, depth: depth) }
            case .skipped(let title, let reason, let location):
                result.diagnostics.append(Diagnostic(.note, at: location, "'\(title)' \(reason); the navigation leaves it out"))
            }
        }
        let unlisted = byPath.values.sorted { $0.sourcePath < $1.sourcePath }
        part = ""
        for chapter in unlisted {
            guard outline.publishesUnlisted else {
                result.diagnostics.append(Diagnostic(.note, at: SourceLocation(file: chapter.displayPath),
                                                     "not in \(outline.file), so not published, as its tool publishes only what it lists"))
                continue
            }
            let isQuiet = outline.quietlyUnlisted.contains { fnmatch($0, chapter.sourcePath, 0) == 0 }
            if !isQuiet {
                result.diagnostics.append(Diagnostic(.note, at: SourceLocation(file: chapter.displayPath),
                                                     "not in the navigation of \(outline.file); listed after it"))
            }
            place(chapter, title: nil, depth: 0)
        }
        return result
    }

    /// A folder's own page (`index.md`, `README.md`) first, then path order.
    private static func folderOrder(_ a: String, _ b: String) -> Bool {
        let (folderA, nameA) = SitePath.split(a), (folderB, nameB) = SitePath.split(b)
        if folderA == folderB {
            let ownA = ["index.md", "README.md", "_index.md"].contains(String(nameA))
            let ownB = ["index.md", "README.md", "_index.md"].contains(String(nameB))
            if ownA != ownB { return ownA }
        }
        return a < b
    }
}
