extension EnglishListDiagramStrings {
    func decoratedList(radius: Double) -> String {
        "A collection view list whose sections are each one background decoration view with \(number(radius))-point corners"
    }

    func decoratedSections(inset: Double, radius: Double, curve: CornerCurve) -> String {
        "Each section is inset \(number(inset)) points from the screen edges and drawn by one background decoration view "
            + "behind its rows, all four corners rounded with a \(number(radius))-point \(curve.rawValue) corner; the rows "
            + "themselves are square and clear, so no corner depends on a row's position."
    }

    func decoratedLayersSection(_ number: Int, cells: Int) -> String {
        "Section \(number) is drawn as four layers pulled apart, back to front: the collection view; the section's "
            + "background decoration view, one rounded view behind \(cells == 1 ? "its cell" : "all \(cells) cells"); "
            + "the cells themselves, square and clear; and each cell's contentView, with the accessory beside it."
    }

    var decoratedCornersIntroduction: String {
        "Each section is drawn apart as its background decoration view, its rounded corners highlighted; the rows inside round nothing."
    }

    func decoratedCornersSection(_ number: Int, rows: Int, mask: CornerMask) -> String {
        "Section \(number): the decoration view \(mask.swiftLiteral) behind \(rows == 1 ? "1 row" : "\(rows) rows"), each row []."
    }

    func collectionViewLabel(width: Double) -> String { "UICollectionView\n\(number(width)) pt wide" }

    func decorationLabel(cells: Int) -> String {
        "Decoration view:\none rounded view behind \(cells == 1 ? "1 cell" : "\(cells) cells")"
    }

    func listCellLabel(width: Double, height: Double) -> String {
        "UICollectionViewListCell\n\(number(width)) × \(number(height)) pt, square, clear"
    }

    func decorationMaskLabel(mask: String) -> String { "decoration view: \(mask); rows: []" }
}
