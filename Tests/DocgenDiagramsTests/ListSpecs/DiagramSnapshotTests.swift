import DocgenDiagrams
import DocgenTestSupport
import Foundation
import Testing

/// Golden SVGs for every view of a few specs. Re-record with RECORD_SNAPSHOTS=1, then render the
/// files with `rsvg-convert` and look at them before committing.
@Suite struct DiagramSnapshotTests {
    static let settings = [
        SectionSpec(header: "Account", rows: [RowSpec(title: "Jane Appleseed", subtitle: "Apple Account, iCloud and more", accessory: .disclosureIndicator)]),
        SectionSpec(footer: "Wi-Fi and Bluetooth stay on in Airplane Mode unless you turn them off.", rows: [
            RowSpec(title: "Airplane Mode", accessory: .switchOff), RowSpec(title: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
            RowSpec(title: "Bluetooth", detail: "On", accessory: .detailDisclosureButton),
        ]),
    ]

    /// The settings screen as a Chinese iPhone shows it, drawn in a Chinese chapter.
    static let chineseSettings = [
        SectionSpec(header: "账户", rows: [RowSpec(title: "张小明", subtitle: "Apple 账户、iCloud 及更多", accessory: .disclosureIndicator)]),
        SectionSpec(footer: "开启飞行模式后，无线局域网和蓝牙仍会保持打开，除非你手动关闭它们。", rows: [
            RowSpec(title: "飞行模式", accessory: .switchOff), RowSpec(title: "无线局域网", detail: "家", accessory: .disclosureIndicator),
            RowSpec(title: "蓝牙", detail: "打开", accessory: .detailDisclosureButton),
        ]),
    ]

    static let specs: [ListSpec] = [
        ListSpec(id: "settings", caption: "A settings screen", device: .named("iPhone 15")!, sections: settings),
        ListSpec(id: "settings-ax5", caption: "A settings screen at the largest accessibility text size", device: .named("iPhone 15")!,
                 contentSizeCategory: .accessibilityExtraExtraExtraLarge, sections: settings),
        ListSpec(id: "settings-rtl", caption: "A settings screen, right to left", device: .named("iPhone 15")!,
                 layoutDirection: .rightToLeft, sections: settings),
        ListSpec(id: "ipad-grouped", style: .grouped, device: .named("iPad")!, sections: [
            SectionSpec(header: "Language", rows: [RowSpec(title: "English", accessory: .checkmark), RowSpec(title: "Deutsch")]),
        ]),
        ListSpec(id: "glass", device: .named("iPhone SE")!, cornerCurve: .circular, system: .liquidGlass, sections: [
            SectionSpec(rows: [RowSpec(title: "A single row, clamped", accessory: .detailButton)]),
            SectionSpec(rows: [RowSpec(title: "First"), RowSpec(title: "Middle"), RowSpec(title: "Last", accessory: .disclosureIndicator)]),
        ]),
        ListSpec(id: "settings-zh", caption: "设置界面", device: .named("iPhone 15")!, language: .simplifiedChinese, sections: chineseSettings),
        // Continuous corners that do not fit: a capsule (no room left for smoothing) and, at 16 pt
        // in a 44 pt row, a corner that keeps its radius and part of its smoothing.
        ListSpec(id: "clamped-continuous", device: .named("iPhone SE")!, system: .liquidGlass, sections: [
            SectionSpec(rows: [RowSpec(title: "Airplane Mode")]),
            SectionSpec(rows: [RowSpec(title: "First"), RowSpec(title: "Last")]),
        ]),
        ListSpec(id: "clamped-cards", device: .named("iPhone SE")!, cornerRadius: 16, sections: [
            SectionSpec(header: "Library", rows: [RowSpec(title: "Settings", accessory: .disclosureIndicator)]),
        ]),
        ListSpec(id: "cards", caption: "A settings screen, one background decoration per section", device: .named("iPhone 15")!,
                 decoration: .background, sections: settings),
        ListSpec(id: "cards-zh-rtl", device: .named("iPhone SE")!, layoutDirection: .rightToLeft, decoration: .background,
                 language: .simplifiedChinese, sections: chineseSettings),
        ListSpec(id: "highlight", caption: "A pressed row, its highlight inset 4 pt inside a 12 pt card", device: .named("iPhone 15")!,
                 cornerRadius: 12, decoration: .background, highlightInset: 4, sections: [
                     SectionSpec(rows: [RowSpec(title: "Recently Added", accessory: .disclosureIndicator, isHighlighted: true),
                                        RowSpec(title: "Playlists", accessory: .disclosureIndicator)]),
                 ]),
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path

    @Test func everyViewMatchesItsGoldenFile() {
        var files: [String: Data] = [:]
        for spec in Self.specs {
            let layout = ListLayoutEngine().layout(spec)
            for view in DiagramView.allCases {
                files["\(spec.id)-\(view.rawValue).svg"] = Data(DiagramRenderer.svg(layout, view: view).utf8)
            }
        }
        let differences = Snapshot.differences(files, snapshotFolder: Self.folder)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// librsvg is the reference renderer for standalone SVGs: each golden file must render
    /// without a single warning.
    @Test func goldenFilesRenderWithRsvgWithoutWarnings() throws {
        #expect(try RsvgRendering.problems(renderingSVGsIn: Self.folder, expectedCount: Self.specs.count * DiagramView.allCases.count) == [])
    }
}
