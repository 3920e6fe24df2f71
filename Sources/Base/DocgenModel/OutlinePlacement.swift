/// Where a project's own navigation puts a chapter: which part (the ``Part/folder`` key of a
/// part the navigation names, "" outside every part) and how deep it nests inside it.
public struct OutlinePlacement: Sendable, Equatable {
    public var part: String
    public var depth: Int

    public init(part: String, depth: Int) {
        self.part = part
        self.depth = depth
    }
}
