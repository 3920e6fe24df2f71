/// The diagrams' English: "points" in sentences, "pt" in labels.
struct EnglishListDiagramStrings: ListDiagramStrings {
    let language = DiagramLanguage.english

    // MARK: Titles

    func tableView(_ style: TableStyle) -> String {
        "\(article(style.rawValue)) \(style.rawValue) table view"
    }

    func customList(radius: Double, styleRadius: Double) -> String {
        "A custom list laid out like an insetGrouped table view, with its own \(number(radius))-point corners "
            + "(the style itself draws \(number(styleRadius)))"
    }

    func layersTitle(_ subject: String, rounded: Bool) -> String {
        "\(subject): the layers of \(rounded ? "a rounded section" : "a section")"
    }

    func cornersTitle(_ subject: String) -> String { "\(subject): corner masks by row position" }

    func accessoryTitle(_ subject: String) -> String { "\(subject): the trailing edge of a row, magnified" }

    // MARK: Descriptions

    func overview(subject: String, device: String, width: Double, system: String, textSize: String?,
                  rightToLeft: Bool, sections: Int) -> String {
        var setting = system
        if let textSize { setting += ", text size \(textSize)" }
        if rightToLeft { setting += ", right to left" }
        return "\(subject) on \(device) (\(number(width)) points wide), \(setting), with \(count(sections, "section"))."
    }

    func row(title: String, subtitle: String?, detail: String?, accessory: Accessory) -> String {
        var text = "“\(title)”"
        if let subtitle { text += " with subtitle “\(subtitle)”" }
        if let detail { text += ", detail “\(detail)”" }
        switch accessory {
        case .none: break
        case .disclosureIndicator: text += ", disclosure indicator"
        case .checkmark: text += ", checkmark"
        case .detailButton: text += ", info button"
        case .detailDisclosureButton: text += ", info button and disclosure indicator"
        }
        return text
    }

    func listSection(_ number: Int, header: String?, rows: [String], footer: String?) -> String {
        var sentence = "Section \(number)"
        if let header { sentence += ", headed “\(header)”" }
        sentence = language.finished(sentence + ": " + rows.joined(separator: "; "))
        if let footer { sentence += " " + language.finished("Footer: “\(footer)”") }
        return sentence
    }

    var squareRows: String { "Rows run edge to edge with square corners." }

    func roundedSections(inset: Double, radius: Double, curve: CornerCurve) -> String {
        "Each section is inset \(number(inset)) points from the screen edges and rounded with a \(number(radius))-point "
            + "\(curve.rawValue) corner: first rows round their top corners, last rows their bottom corners, single rows all four."
    }

    func layersSection(_ number: Int, rounded: Bool, cells: Int) -> String {
        let background = cells == 1 ? "the cell's background view" : "the \(cells) cells' background views stacked"
        return "Section \(number) is drawn as four layers pulled apart, back to front: the table view; the section's "
            + "\(rounded ? "rounded" : "square") background, which is \(background) (UIKit has no separate container view); "
            + "the cells themselves, which are rectangular; and each cell's contentView, with the accessory beside it."
    }

    func layersDimensions(inset: Double, radius: Double) -> String {
        "Dimension lines mark the \(number(inset))-point section inset and the \(number(radius))-point corner radius."
    }

    var cornersIntroduction: String { "Each row is drawn apart from its neighbours with its rounded corners highlighted." }

    func cornersSection(_ number: Int, masks: [(position: RowPosition, mask: CornerMask)]) -> String {
        "Section \(number): " + masks.map { "\($0.position.rawValue) row \($0.mask.swiftLiteral)" }.joined(separator: ", ") + "."
    }

    var masksStayTheSame: String {
        "The masks are the same as left to right: maskedCorners are in layer coordinates, so .layerMinXMinYCorner is the "
            + "top-left corner in either direction, and UIKit rounds both corners of an edge, which mirroring keeps."
    }

    func accessoryEdge(rightToLeft: Bool, zoom: Int, accessoryWidth: Double, accessoryHeight: Double, margin: Double,
                       gap: Double, contentWidth: Double, cellWidth: Double) -> String {
        "\(edge(rightToLeft)) of a row, \(magnified(zoom)). The accessory is \(number(accessoryWidth)) by "
            + "\(number(accessoryHeight)) points and ends \(number(margin)) points before the cell's edge; the contentView "
            + "stops \(number(gap)) points before the accessory, so it is \(number(contentWidth)) of the cell's "
            + "\(number(cellWidth)) points. A background meant to fill the row, such as a rounded card, belongs on the cell's bounds, behind the contentView and the accessory, not on the contentView."
    }

    func edgeWithoutAccessory(rightToLeft: Bool, zoom: Int, margin: Double) -> String {
        "\(edge(rightToLeft)) of a row without an accessory, \(magnified(zoom)): the text ends at the \(number(margin))-point margin."
    }

    // MARK: Labels

    func tableViewLabel(width: Double) -> String { "UITableView\n\(number(width)) pt wide" }

    func sectionLabel(rounded: Bool, cells: Int) -> String {
        "\(rounded ? "Rounded section" : "Section, square corners"):\n"
            + (cells == 1 ? "the cell's background view" : "\(cells) cells' background views")
    }

    func sectionInset(_ inset: Double) -> String { "inset \(number(inset)) pt" }

    func cornerRadiusLabel(_ radius: Double, curve: CornerCurve) -> String {
        "cornerRadius \(number(radius)) pt (\(curve.rawValue))"
    }

    func cellLabel(width: Double, height: Double) -> String {
        "UITableViewCell\n\(number(width)) × \(number(height)) pt, square"
    }

    var accessoryOutsideContentView: String { "accessory view,\noutside contentView" }

    func accessoryGap(_ gap: Double) -> String { "\(number(gap)) pt gap" }

    func accessorySize(width: Double, height: Double) -> String {
        "accessory \(number(width)) × \(number(height)) pt"
    }

    func trailingMargin(_ margin: Double) -> String { "\(number(margin)) pt margin" }

    func contentViewEnds(width: Double, cellWidth: Double) -> String {
        "contentView ends here: \(number(width)) of \(number(cellWidth)) pt"
    }

    func cellBoundsBackground(width: Double, height: Double) -> String {
        "row background: the cell's bounds, \(number(width)) × \(number(height)) pt"
    }

    var masksStayTheSameNote: String {
        "Right to left, the masks stay the same:\nmaskedCorners are in layer coordinates,\nso .layerMinXMinYCorner is still top-left"
    }

    func maskLabel(_ position: RowPosition, mask: String) -> String { "\(position.rawValue) row: \(mask)" }

    func cornerCurveNote(radius: Double, curve: CornerCurve, extent: Double) -> String {
        "cornerRadius \(number(radius)) pt, \(curve.rawValue):\neach curve spans \(number(extent)) pt of edge"
    }

    // MARK: Grammar

    private func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.prefix(1).lowercased()) ? "An" : "A"
    }

    private func count(_ value: Int, _ noun: String) -> String { value == 1 ? "1 \(noun)" : "\(value) \(noun)s" }

    private func edge(_ rightToLeft: Bool) -> String { rightToLeft ? "The trailing (left) edge" : "The trailing edge" }

    private func magnified(_ zoom: Int) -> String { zoom == 3 ? "magnified three times" : "magnified twice" }

}
