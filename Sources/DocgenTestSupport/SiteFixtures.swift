import DocgenModel

/// Small sites made in memory, for the tests of stages that take a site.
public enum SiteFixtures {
    /// A site of `partCount` parts (`p0`, `p1`…) of `chaptersPerPart` chapters each, with empty
    /// bodies.
    public static func parts(chaptersPerPart: Int, parts partCount: Int = 2) -> Site {
        let names = (0..<partCount).map { "p\($0)" }
        var chapters: [Chapter] = []
        for part in names {
            for index in 0..<chaptersPerPart {
                chapters.append(Chapter(sourcePath: "\(part)/c\(index).md", displayPath: "content/\(part)/c\(index).md", title: "\(part) \(index)",
                                        order: index, slug: "c\(index)", description: "", body: "", bodyLineOffset: 3, folder: part))
            }
        }
        let parts = names.enumerated().map { Part(folder: $1, title: $1.uppercased(), order: $0, description: "") }
        return Site(config: SiteConfig(), chapters: chapters, parts: parts, staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
    }
}
