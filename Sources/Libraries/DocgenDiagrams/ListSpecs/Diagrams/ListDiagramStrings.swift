/// Every word a diagram writes, in one language: the callouts and dimension labels drawn in the
/// SVG, and the `<title>` and `<desc>` that say what it shows.
///
/// The table holds whole phrases, not words to glue together, so each language keeps its own
/// word order, articles, plurals and measure words. Numbers arrive as values and are printed the
/// same way in every language (``PointFormat``: `16 pt`, `15.29 pt`). API names (`contentView`,
/// `cornerRadius`, `.layerMinXMinYCorner`, a style such as `insetGrouped`, a curve such as
/// `continuous`) are written as Swift spells them. `\n` breaks a label's lines where a person
/// chose to break them.
protocol ListDiagramStrings: Sendable, SectionDecorationDiagramStrings, RowHighlightDiagramStrings {
    // MARK: Titles

    /// What the picture is: "An insetGrouped table view".
    func tableView(_ style: TableStyle) -> String
    /// An insetGrouped layout with a corner radius the style does not draw (`styleRadius`).
    func customList(radius: Double, styleRadius: Double) -> String
    /// The `layers` view's title; `rounded` when the section has rounded corners.
    func layersTitle(_ subject: String, rounded: Bool) -> String
    func cornersTitle(_ subject: String) -> String
    func accessoryTitle(_ subject: String) -> String

    // MARK: Descriptions

    /// The device as the description names it; its catalogue name unless the language has its own.
    func deviceName(_ device: Device) -> String
    /// The first sentence of every description: the subject, device, system and settings.
    func overview(subject: String, device: String, width: Double, system: String, textSize: String?,
                  rightToLeft: Bool, sections: Int) -> String
    /// One row of the `list` description: its texts in quotes and its accessory.
    func row(title: String, subtitle: String?, detail: String?, accessory: Accessory) -> String
    /// One section of the `list` description, its rows already described.
    func listSection(_ number: Int, header: String?, rows: [String], footer: String?) -> String
    /// The `list` description's last sentence for styles without rounded sections.
    var squareRows: String { get }
    func roundedSections(inset: Double, radius: Double, curve: CornerCurve) -> String
    /// The layers of section `number`; the rounded background is `cells` background views stacked.
    func layersSection(_ number: Int, rounded: Bool, cells: Int) -> String
    func layersDimensions(inset: Double, radius: Double) -> String
    var cornersIntroduction: String { get }
    /// Each row's position and `CACornerMask` in section `number`.
    func cornersSection(_ number: Int, masks: [(position: RowPosition, mask: CornerMask)]) -> String
    /// Why right to left keeps the masks of left to right.
    var masksStayTheSame: String { get }
    /// The `accessory` view of a row with an accessory, `zoom` times its size.
    func accessoryEdge(rightToLeft: Bool, zoom: Int, accessoryWidth: Double, accessoryHeight: Double, margin: Double,
                       gap: Double, contentWidth: Double, cellWidth: Double) -> String
    /// The `accessory` view of a row without one.
    func edgeWithoutAccessory(rightToLeft: Bool, zoom: Int, margin: Double) -> String

    // MARK: Labels

    func tableViewLabel(width: Double) -> String
    /// The section layer: rounded or square, and the `cells` background views it is made of.
    func sectionLabel(rounded: Bool, cells: Int) -> String
    /// The dimension of the section's inset from the table view's edges.
    func sectionInset(_ inset: Double) -> String
    func cornerRadiusLabel(_ radius: Double, curve: CornerCurve) -> String
    func cellLabel(width: Double, height: Double) -> String
    var accessoryOutsideContentView: String { get }
    /// The dimension between the contentView and the accessory.
    func accessoryGap(_ gap: Double) -> String
    func accessorySize(width: Double, height: Double) -> String
    /// The dimension between the accessory (or the text) and the cell's trailing edge.
    func trailingMargin(_ margin: Double) -> String
    func contentViewEnds(width: Double, cellWidth: Double) -> String
    func cellBoundsBackground(width: Double, height: Double) -> String
    /// The `corners` view's right-to-left note, on three lines.
    var masksStayTheSameNote: String { get }
    /// A row's mask label; `mask` is the Swift literal, perhaps broken over two lines.
    func maskLabel(_ position: RowPosition, mask: String) -> String
    func cornerCurveNote(radius: Double, curve: CornerCurve, extent: Double) -> String

}

extension ListDiagramStrings {
    /// A length as every diagram prints it: at most two decimals (`16`, `15.29`).
    func number(_ value: Double) -> String { PointFormat.string(value) }

    func deviceName(_ device: Device) -> String { device.name }
}

extension DiagramLanguage {
    /// The string table of this language.
    var listStrings: any ListDiagramStrings {
        switch self {
        case .english: EnglishListDiagramStrings()
        case .simplifiedChinese: SimplifiedChineseListDiagramStrings()
        }
    }
}
