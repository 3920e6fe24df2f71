import DocgenDiagrams
import DocgenTestSupport
import Foundation
import Testing

/// Golden SVGs of variant grids. Re-record with RECORD_SNAPSHOTS=1, then render the files with
/// `rsvg-convert` and look at them before committing.
@Suite struct VariantGridSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path

    /// The grids: text size by direction (the guide's), every theme, text size and direction in
    /// Chinese, and two systems' corners.
    static var files: [String: Data] {
        var specs: [(ListSpec, DiagramView)] = []
        specs.append((VariantGridTests.spec([VariantGridTests.textSizes, VariantGridTests.directions]), .list))
        var themes = VariantGridTests.spec([VariantGridTests.themes, VariantGridTests.textSizes, VariantGridTests.directions],
                                           language: .simplifiedChinese)
        themes.id = "themes-zh"
        themes.sections = DiagramSnapshotTests.chineseSettings
        specs.append((themes, .list))
        var systems = VariantGridTests.spec([VariantAxis(kind: .system, values: [.system(.classic(18)), .system(.liquidGlass)])])
        systems.id = "systems"
        specs.append((systems, .corners))
        var files: [String: Data] = [:]
        for (spec, view) in specs {
            files["\(spec.id)-\(view.rawValue).svg"] = Data(DiagramRenderer.svg(ListLayoutEngine().layout(spec), view: view).utf8)
        }
        return files
    }

    @Test func everyGridMatchesItsGoldenFile() {
        let differences = Snapshot.differences(Self.files, snapshotFolder: Self.folder)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// librsvg, the reference renderer for standalone SVGs, draws every grid without a warning:
    /// nested drawings, their scheme rules and all.
    @Test func goldenFilesRenderWithRsvgWithoutWarnings() throws {
        #expect(try RsvgRendering.problems(renderingSVGsIn: Self.folder, expectedCount: Self.files.count) == [])
    }
}
