import DocgenCore
import Foundation

/// Reads a DocC catalog's reading order: its root page (marked `@TechnologyRoot`, or titled
/// with the module's ``` ``Symbol`` ```) is the home page, and the `## Topics` sections, from the
/// root page down through each article's own, give the order; each `### Group` of the root
/// page is a part.
enum DocCCatalogReader {
    /// One markdown file of the catalog: its title and its `## Topics` groups.
    private struct Page {
        var path: String
        var title: String?
        var isRoot: Bool
        var groups: [(title: String, links: [(target: String, at: SourceLocation)])]
    }

    /// The outline of the catalog at `root` (shown as `display`), and its root page's title.
    static func read(root: String, display: String) -> (ProjectOutline, title: String?) {
        let paths = markdownFiles(in: root)
        let pages = paths.compactMap { path -> Page? in
            guard let text = try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8) else { return nil }
            return page(text, path: path, display: "\(display)/\(path)")
        }
        var outline = ProjectOutline(file: display)
        guard let home = pages.first(where: \.isRoot) ?? pages.first(where: { $0.title?.hasPrefix("``") == true && !$0.title!.contains("/") })
        else { return (outline, nil) }
        outline.homePath = home.path
        // An article is named by its file name; a symbol by its name with or without the module.
        var byName: [String: String] = [:]
        for page in pages {
            let name = ((page.path as NSString).lastPathComponent as NSString).deletingPathExtension
            byName[name] = byName[name] ?? page.path
            if let title = page.title, title.hasPrefix("``") {
                let symbol = title.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                byName["``\(symbol)``"] = page.path
                if let slash = symbol.firstIndex(of: "/") { byName["``\(symbol[symbol.index(after: slash)...])``"] = page.path }
            }
        }
        let byPath = Dictionary(pages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var visited: Set<String> = [home.path]
        // A page's own links are claimed before any is followed, so an article the root page
        // lists sits at the root's level even when a page before it lists it too.
        func walk(_ page: Page, depth: Int) {
            let own = page.groups.flatMap(\.links).compactMap { byName[$0.target] }.filter { visited.insert($0).inserted }
            for group in page.groups {
                if depth == 0, let first = group.links.first { outline.items.append(.part(title: group.title, at: first.at)) }
                for link in group.links {
                    guard let path = byName[link.target] else {
                        // A symbol without an extension file has no page of its own: docgen makes no API pages.
                        if link.target.hasPrefix("``") { continue }
                        outline.items.append(.skipped(title: "<doc:\(link.target)>", reason: "names no article of the catalog", at: link.at))
                        continue
                    }
                    guard own.contains(path), !outline.items.contains(where: { $0.path == path }), let linked = byPath[path] else { continue }
                    // A symbol is shown by its name, as DocC shows it.
                    let title = link.target.hasPrefix("``") ? String(link.target.dropFirst(2).dropLast(2).split(separator: "/").last ?? "") : nil
                    outline.items.append(.chapter(path: path, title: title, depth: depth, at: link.at))
                    walk(linked, depth: depth + 1)
                }
            }
        }
        walk(home, depth: 0)
        if !outline.items.isEmpty { outline.items.append(.part(title: nil, at: SourceLocation(file: "\(display)/\(home.path)"))) }
        return (outline, home.title.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) })
    }

    private static func markdownFiles(in root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { paths.append(path) }
        }
        return paths.sorted()
    }

    /// The title (the first `# ` heading), whether the page is marked `@TechnologyRoot`, and its
    /// `## Topics` groups with the link of each `- <doc:…>` or ``` - ``Symbol`` ``` line.
    private static func page(_ text: String, path: String, display: String) -> Page {
        var page = Page(path: path, title: nil, isRoot: false, groups: [])
        var isInTopics = false, isInFence = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") { isInFence.toggle() }
            if isInFence { continue }
            if line.contains("@TechnologyRoot") { page.isRoot = true }
            if page.title == nil, line.hasPrefix("# ") { page.title = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("## ") { isInTopics = line.dropFirst(3).trimmingCharacters(in: .whitespaces) == "Topics" }
            guard isInTopics else { continue }
            if line.hasPrefix("### ") {
                page.groups.append((String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces), []))
            } else if line.hasPrefix("- "), let target = linkTarget(String(line.dropFirst(2))) {
                if page.groups.isEmpty { page.groups.append(("Topics", [])) }
                page.groups[page.groups.count - 1].links.append((target, SourceLocation(file: display, line: index + 1, column: 3)))
            }
        }
        return page
    }

    /// `<doc:Name>` (or `<doc:Folder/Name#anchor>`) as `Name`; ``` ``Symbol`` ``` as written.
    private static func linkTarget(_ text: String) -> String? {
        let item = text.trimmingCharacters(in: .whitespaces)
        if item.hasPrefix("<doc:"), let end = item.firstIndex(of: ">") {
            var name = String(item[item.index(item.startIndex, offsetBy: 5)..<end])
            if let hash = name.firstIndex(of: "#") { name = String(name[..<hash]) }
            return name.split(separator: "/").last.map(String.init)
        }
        if item.hasPrefix("``"), let end = item.dropFirst(2).range(of: "``") {
            return "``" + item[item.index(item.startIndex, offsetBy: 2)..<end.lowerBound] + "``"
        }
        return nil
    }
}
