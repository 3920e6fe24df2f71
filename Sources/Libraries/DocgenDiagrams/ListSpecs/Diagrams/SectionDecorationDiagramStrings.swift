/// The words the diagrams write for a list whose sections are background decoration views
/// (`decoration: background`): a collection view list whose rows are square and clear, with one
/// rounded view behind each section. The same rules as ``ListDiagramStrings`` apply.
protocol SectionDecorationDiagramStrings {
    // MARK: Titles and descriptions

    /// What the picture is: a collection view list with one rounded decoration per section.
    func decoratedList(radius: Double) -> String
    /// The `list` description's last sentence.
    func decoratedSections(inset: Double, radius: Double, curve: CornerCurve) -> String
    /// The layers of section `number`, whose decoration view sits behind `cells` cells.
    func decoratedLayersSection(_ number: Int, cells: Int) -> String
    var decoratedCornersIntroduction: String { get }
    /// Section `number`'s decoration view and its `rows` rows, which round nothing.
    func decoratedCornersSection(_ number: Int, rows: Int, mask: CornerMask) -> String

    // MARK: Labels

    func collectionViewLabel(width: Double) -> String
    /// The decoration layer: one rounded view behind `cells` cells.
    func decorationLabel(cells: Int) -> String
    func listCellLabel(width: Double, height: Double) -> String
    /// A decoration view's mask label, which also says its rows have none; `mask` is the Swift
    /// literal, broken over two lines.
    func decorationMaskLabel(mask: String) -> String
}
