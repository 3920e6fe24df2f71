/// The words the diagrams write about a highlighted row (`highlighted: true`). The same rules
/// as ``ListDiagramStrings`` apply.
protocol RowHighlightDiagramStrings {
    /// The `list` description's sentence for a highlighted row: its background fills the row
    /// (`inset` 0) or keeps `inset` points from its edges with `radius`-point corners.
    func highlightedRow(title: String, inset: Double, radius: Double) -> String
}
