extension EnglishListDiagramStrings {
    func highlightedRow(title: String, inset: Double, radius: Double) -> String {
        guard inset > 0 else { return "“\(title)” is highlighted: its background fills the row, square where the row is square." }
        return "“\(title)” is highlighted: its background keeps \(number(inset)) points from the row's edges, with "
            + (radius > 0 ? "\(number(radius))-point corners." : "square corners.")
    }
}
