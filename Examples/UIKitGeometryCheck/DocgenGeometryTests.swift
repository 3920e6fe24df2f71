#if canImport(UIKit) && canImport(XCTest)
import UIKit
import XCTest

/// Builds the `UITableView` a docgen list spec describes, lays it out in a window of the spec's
/// device width, and compares UIKit's frames with the geometry `docgen layout --format json`
/// computed (README.md says how to run it). Cells, sections, separators and corners should agree
/// to a fraction of a point; text frames get more slack, because docgen measures with Liberation
/// Sans where the device uses San Francisco.
@MainActor
final class DocgenGeometryTests: XCTestCase {
    /// Cells, sections, content views, separator insets and corner radii.
    let frameTolerance: CGFloat = 0.5
    /// Text frames: where text starts must agree closely; its width depends on the font.
    let textTolerance: CGFloat = 2

    /// Every `*.layout.json` in the test bundle, and every layout in each (a `compare` or
    /// `variants` spec gives several), each checked on its own; those this simulator cannot show
    /// are listed, and the test is skipped when it could check none.
    func testEveryLayoutInTheBundleMatchesUIKit() throws {
        let urls = Bundle(for: Self.self).urls(forResourcesWithExtension: "json", subdirectory: nil)?
            .filter { $0.lastPathComponent.hasSuffix(".layout.json") }.sorted { $0.path < $1.path } ?? []
        XCTAssertFalse(urls.isEmpty, "add docgen's JSON (docgen layout SPEC.yml --format json > NAME.layout.json) to the test target")
        var skipped: [String] = []
        var checked = 0
        for url in urls {
            let layouts = try DocgenLayout.decodeAll(Data(contentsOf: url))
            for (index, layout) in layouts.enumerated() {
                let name = layouts.count == 1 ? url.lastPathComponent : "\(url.lastPathComponent) #\(index + 1) (\(layout.system), \(layout.device))"
                if let reason = reasonToSkip(layout) {
                    skipped.append("\(name): \(reason)")
                    continue
                }
                try XCTContext.runActivity(named: name) { _ in try check(layout, name: name) }
                checked += 1
            }
        }
        if !skipped.isEmpty { print("Not checked on this simulator:\n" + skipped.joined(separator: "\n")) }
        if checked == 0 { throw XCTSkip(skipped.joined(separator: "; ")) }
    }

    /// Why this simulator cannot show `layout`, or nil when it can: another width, another
    /// generation of metrics (iOS 13 to 18 share the classic ones; iOS 26 has Liquid Glass), or a
    /// trait that needs iOS 17's overrides.
    func reasonToSkip(_ layout: DocgenLayout) -> String? {
        guard abs(UIScreen.main.bounds.width - layout.width) < 0.5 else {
            return "laid out for \(layout.device) (\(layout.width) pt wide); run on that simulator"
        }
        let runsLiquidGlass = ProcessInfo.processInfo.operatingSystemVersion.majorVersion >= 26
        guard (layout.system == "iOS 26") == runsLiquidGlass else {
            return "laid out for \(layout.system); run on a simulator of that system"
        }
        if layout.contentSizeCategory != "large" || layout.layoutDirection != "leftToRight" {
            if #unavailable(iOS 17) { return "other text sizes and right to left need iOS 17's trait overrides" }
        }
        return nil
    }

    func check(_ layout: DocgenLayout, name: String) throws {
        let source = TableSource(layout)
        let table = UITableView(frame: .zero, style: Self.style(layout.style))
        table.dataSource = source
        table.delegate = source
        table.contentInsetAdjustmentBehavior = .never
        table.estimatedRowHeight = 0
        table.estimatedSectionHeaderHeight = 0
        table.estimatedSectionFooterHeight = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: layout.width, height: layout.tableFrame.height + 200))
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene { window.windowScene = scene }
        if #available(iOS 17, *) {
            window.traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(rawValue: Self.categoryName(layout.contentSizeCategory))
            window.traitOverrides.layoutDirection = layout.layoutDirection == "rightToLeft" ? .rightToLeft : .leftToRight
        }
        let controller = UIViewController()
        controller.view = table
        window.rootViewController = controller
        window.isHidden = false
        defer { window.isHidden = true }
        table.frame = window.bounds
        table.reloadData()
        table.layoutIfNeeded()

        XCTAssertEqual(table.contentSize.height, layout.tableFrame.height, accuracy: frameTolerance, "\(name): content height")
        for (sectionIndex, section) in layout.sections.enumerated() {
            var rowsUnion = CGRect.null
            for (rowIndex, row) in section.rows.enumerated() {
                let indexPath = IndexPath(row: rowIndex, section: sectionIndex)
                let place = "\(name) section \(sectionIndex) row \(rowIndex)"
                table.scrollToRow(at: indexPath, at: .none, animated: false)
                table.layoutIfNeeded()
                let cell = try XCTUnwrap(table.cellForRow(at: indexPath), "\(place): no cell")
                cell.layoutIfNeeded()
                assertClose(cell.frame, row.frame, frameTolerance, "\(place): cell frame")
                XCTAssertEqual(table.rectForRow(at: indexPath).minY, row.frame.y, accuracy: frameTolerance, "\(place): rectForRow")
                assertClose(cell.contentView.convert(cell.contentView.bounds, to: table), row.contentFrame, frameTolerance,
                            "\(place): contentView")
                if let toggle = cell.accessoryView as? UISwitch, let expected = row.accessoryFrame {
                    assertClose(toggle.convert(toggle.bounds, to: table), expected, frameTolerance, "\(place): switch")
                }
                checkText(of: cell, row, in: table, layout: layout, place: place)
                checkSeparator(of: cell, row, layout: layout, place: place)
                checkCorners(of: cell, row, place: place)
                rowsUnion = rowsUnion.union(cell.frame)
            }
            assertClose(rowsUnion, section.frame, frameTolerance, "\(name) section \(sectionIndex): the rows' union")
            let sectionRect = table.rect(forSection: sectionIndex)
            XCTAssertLessThanOrEqual(sectionRect.minY, section.frame.y + frameTolerance, "\(name) section \(sectionIndex): rect(forSection:) holds the rows")
            XCTAssertGreaterThanOrEqual(sectionRect.maxY, section.frame.y + section.frame.height - frameTolerance)
        }
    }

    /// Where the title starts: the list content view's text layout guide (iOS 16).
    private func checkText(of cell: UITableViewCell, _ row: DocgenLayout.Row, in table: UITableView, layout: DocgenLayout, place: String) {
        guard #available(iOS 16, *), let content = cell.contentView as? UIListContentView, let guide = content.textLayoutGuide,
              let owner = guide.owningView
        else { return }
        let text = owner.convert(guide.layoutFrame, to: table)
        let leadingEdge = layout.layoutDirection == "rightToLeft" ? text.maxX : text.minX
        let expected = layout.layoutDirection == "rightToLeft" ? row.titleFrame.x + row.titleFrame.width : row.titleFrame.x
        XCTAssertEqual(leadingEdge, expected, accuracy: textTolerance, "\(place): where the title starts")
        XCTAssertEqual(text.minY, row.titleFrame.y, accuracy: textTolerance, "\(place): title top")
    }

    /// The separator under the row, from the cell's separator layout guide (iOS 14).
    private func checkSeparator(of cell: UITableViewCell, _ row: DocgenLayout.Row, layout: DocgenLayout, place: String) {
        guard let expected = row.separatorInset else { return }
        let line = cell.separatorLayoutGuide.layoutFrame
        let leading = layout.layoutDirection == "rightToLeft" ? cell.bounds.width - line.maxX : line.minX
        XCTAssertEqual(leading, expected.leading, accuracy: frameTolerance, "\(place): separator inset, leading")
    }

    /// The rounded background: the first layer at the cell's size with a corner radius, in the
    /// cell's own layer or its background views (UIKit's view hierarchy here is not API).
    private func checkCorners(of cell: UITableViewCell, _ row: DocgenLayout.Row, place: String) {
        guard row.cornerRadius > 0 else { return }
        let layers = [cell.layer] + ([cell.backgroundView] + cell.subviews).compactMap { $0?.layer }
        guard let rounded = layers.first(where: { $0.cornerRadius > 0 && abs($0.bounds.height - cell.bounds.height) < 1 }) else {
            XCTFail("\(place): no rounded layer found at the cell's size; UIKit's hierarchy may have changed")
            return
        }
        XCTAssertEqual(rounded.cornerRadius, row.cornerRadius, accuracy: frameTolerance, "\(place): corner radius")
        XCTAssertEqual(Self.names(of: rounded.maskedCorners), row.cornerMask, "\(place): maskedCorners")
    }

    private func assertClose(_ rect: CGRect, _ frame: DocgenLayout.Frame, _ tolerance: CGFloat, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (actual, expected, part) in [(rect.minX, frame.x, "x"), (rect.minY, frame.y, "y"), (rect.width, frame.width, "width"),
                                          (rect.height, frame.height, "height")] {
            XCTAssertEqual(actual, expected, accuracy: tolerance, "\(message): \(part)", file: file, line: line)
        }
    }

    static func style(_ name: String) -> UITableView.Style {
        switch name {
        case "plain": .plain
        case "grouped": .grouped
        default: .insetGrouped
        }
    }

    /// `large` → `UICTContentSizeCategoryL`: the raw values of `UIContentSizeCategory`.
    static func categoryName(_ name: String) -> String {
        let names = ["extraSmall": "XS", "small": "S", "medium": "M", "large": "L", "extraLarge": "XL", "extraExtraLarge": "XXL",
                     "extraExtraExtraLarge": "XXXL", "accessibilityMedium": "AccessibilityM", "accessibilityLarge": "AccessibilityL",
                     "accessibilityExtraLarge": "AccessibilityXL", "accessibilityExtraExtraLarge": "AccessibilityXXL",
                     "accessibilityExtraExtraExtraLarge": "AccessibilityXXXL"]
        return "UICTContentSizeCategory" + (names[name] ?? "L")
    }

    /// A `CACornerMask` as the schema names it, in bit order.
    static func names(of mask: CACornerMask) -> [String] {
        [(CACornerMask.layerMinXMinYCorner, "layerMinXMinYCorner"), (.layerMaxXMinYCorner, "layerMaxXMinYCorner"),
         (.layerMinXMaxYCorner, "layerMinXMaxYCorner"), (.layerMaxXMaxYCorner, "layerMaxXMaxYCorner")]
            .filter { mask.contains($0.0) }.map(\.1)
    }
}

/// The table's rows, headers and footers, from the texts docgen's JSON carries as written.
@MainActor
private final class TableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let layout: DocgenLayout

    init(_ layout: DocgenLayout) {
        self.layout = layout
    }

    func numberOfSections(in tableView: UITableView) -> Int { layout.sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { layout.sections[section].rows.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { layout.sections[section].headerText }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { layout.sections[section].footerText }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = layout.sections[indexPath.section].rows[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = row.subtitle != nil ? UIListContentConfiguration.subtitleCell()
            : row.detail != nil ? UIListContentConfiguration.valueCell() : UIListContentConfiguration.cell()
        content.text = row.title
        content.secondaryText = row.subtitle ?? row.detail
        cell.contentConfiguration = content
        cell.accessoryType = switch row.accessory {
            case "disclosureIndicator": .disclosureIndicator
            case "checkmark": .checkmark
            case "detailButton": .detailButton
            case "detailDisclosureButton": .detailDisclosureButton
            default: .none
        }
        if row.accessory == "switchOff" || row.accessory == "switchOn" {
            let toggle = UISwitch()
            toggle.isOn = row.accessory == "switchOn"
            cell.accessoryView = toggle
        }
        if row.highlight != nil { cell.setHighlighted(true, animated: false) }
        return cell
    }
}
#endif
