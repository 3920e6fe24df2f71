import DocgenModel

/// Orders chapters and parts for the navigation and the prev/next chain.
///
/// Top-level chapters and parts sort together by `order`, ties by path; chapters inside a part
/// sort the same way. A part without `_index.md` takes its folder name and its first chapter's order.
enum NavigationOrder {
    static func parts(for chapters: [Chapter], indexes: [String: Part]) -> [Part] {
        let folders = Set(chapters.map(\.folder)).subtracting([""])
        return folders.map { folder in
            if let part = indexes[folder] { return part }
            let order = chapters.filter { $0.folder == folder }.map(\.order).min() ?? Int.max
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            return Part(folder: folder, title: ChapterTitle.readable(name), order: order, description: "")
        }
        .sorted { ($0.order, $0.folder) < ($1.order, $1.folder) }
    }

    static func readingOrder(_ chapters: [Chapter], parts: [Part]) -> [Chapter] {
        let byOrder: (Chapter, Chapter) -> Bool = { ($0.order, $0.sourcePath) < ($1.order, $1.sourcePath) }
        // Grouped once, not filtered once per part: a site of 1,000 parts has 100,000 chapters.
        let byFolder = Dictionary(grouping: chapters, by: \.folder)
        let topLevel = (byFolder[""] ?? []).sorted(by: byOrder)
        var entries: [(order: Int, key: String, chapters: [Chapter])] = topLevel.map { ($0.order, $0.sourcePath, [$0]) }
        for part in parts {
            entries.append((part.order, part.folder, (byFolder[part.folder] ?? []).sorted(by: byOrder)))
        }
        return entries.sorted { ($0.order, $0.key) < ($1.order, $1.key) }.flatMap(\.chapters)
    }
}
