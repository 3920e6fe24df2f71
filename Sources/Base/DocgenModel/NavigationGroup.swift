/// A run of top-level chapters, or the chapters of one part.
public struct NavigationGroup: Sendable {
    public var folder: String
    public var language: String
    public var isPart: Bool
    public var title: String
    public var chapters: [Chapter]

    public static func groups(of site: Site) -> [NavigationGroup] {
        var groups: [NavigationGroup] = []
        for chapter in site.chapters {
            let folder = site.navigationPart(of: chapter)
            if groups.last?.folder == folder {
                groups[groups.count - 1].chapters.append(chapter)
            } else {
                let part = site.parts.first { $0.folder == folder }
                let isPart = site.outlinePlacements.isEmpty ? !chapter.isTopLevel : !folder.isEmpty
                groups.append(NavigationGroup(folder: folder, language: chapter.language.isEmpty ? site.config.editions[0].code : chapter.language,
                                              isPart: isPart, title: part?.title ?? "", chapters: [chapter]))
            }
        }
        return groups
    }

    /// The group of each chapter of `groups`, by its place in the reading order (groups are runs
    /// of the reading order).
    public static func groupOfEachChapter(in groups: [NavigationGroup]) -> [Int] {
        var groupOf: [Int] = []
        groupOf.reserveCapacity(groups.reduce(0) { $0 + $1.chapters.count })
        for (index, group) in groups.enumerated() { groupOf += repeatElement(index, count: group.chapters.count) }
        return groupOf
    }
}
