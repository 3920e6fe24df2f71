/// The words the diagrams write for a list whose sections are background decoration views
/// (`decoration: background`): a collection view list whose rows are square and clear, with one
/// rounded view behind each section. The same rules as ``ListDiagramStrings`` apply; the
/// phrases are `diagrams.list.decorated`.
extension ListDiagramStrings {
    private func decorated(_ key: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        language.phrase("list.decorated." + key, count: count, values)
    }

    // MARK: Titles and descriptions

    /// What the picture is: a collection view list with one rounded decoration per section.
    func decoratedList(radius: Double) -> String { decorated("list", ["radius": number(radius)]) }

    /// The `list` description's last sentence.
    func decoratedSections(inset: Double, radius: Double, curve: CornerCurve) -> String {
        decorated("sections", ["inset": number(inset), "radius": number(radius), "curve": name(curve)])
    }

    /// The layers of section `number`, whose decoration view sits behind `cells` cells.
    func decoratedLayersSection(_ number: Int, cells: Int) -> String {
        decorated("layersSection", count: cells, ["number": "\(number)", "cells": "\(cells)"])
    }

    var decoratedCornersIntroduction: String { decorated("cornersIntroduction") }

    /// Section `number`'s decoration view and its `rows` rows, which round nothing.
    func decoratedCornersSection(_ number: Int, rows: Int, mask: CornerMask) -> String {
        decorated("cornersSection", count: rows, ["number": "\(number)", "rows": "\(rows)", "mask": mask.swiftLiteral])
    }

    // MARK: Labels

    func collectionViewLabel(width: Double) -> String { decorated("collectionViewLabel", ["width": number(width)]) }

    /// The decoration layer: one rounded view behind `cells` cells.
    func decorationLabel(cells: Int) -> String { decorated("decorationLabel", count: cells, ["cells": "\(cells)"]) }

    func listCellLabel(width: Double, height: Double) -> String {
        decorated("listCellLabel", ["width": number(width), "height": number(height)])
    }

    /// A decoration view's mask label, which also says its rows have none; `mask` is the Swift
    /// literal, broken over two lines.
    func decorationMaskLabel(mask: String) -> String { decorated("maskLabel", ["mask": mask]) }
}
