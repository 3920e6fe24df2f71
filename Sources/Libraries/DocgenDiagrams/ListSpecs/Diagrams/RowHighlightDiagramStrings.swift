/// The words the diagrams write about a highlighted row (`highlighted: true`): the phrases
/// `diagrams.list.highlight`. The same rules as ``ListDiagramStrings`` apply.
extension ListDiagramStrings {
    /// The `list` description's sentence for a highlighted row: its background fills the row
    /// (`inset` 0) or keeps `inset` points from its edges with `radius`-point corners.
    func highlightedRow(title: String, inset: Double, radius: Double) -> String {
        guard inset > 0 else { return language.phrase("list.highlight.fill", ["title": title]) }
        return language.phrase(radius > 0 ? "list.highlight.rounded" : "list.highlight.square",
                               ["title": title, "inset": number(inset), "radius": number(radius)])
    }
}
