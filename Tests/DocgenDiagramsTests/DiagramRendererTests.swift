@testable import DocgenDiagrams
import DocgenListLayout
import DocgenTestSupport
import DocgenXML
import Foundation
import Testing

@Suite struct DiagramRendererTests {
    static let layouts = generatedSpecs(count: 200, seed: 4).map(ListLayoutEngine().layout)

    private func drawn(_ layout: ListLayout, _ view: DiagramView) -> DrawnDiagram {
        switch view {
        case .list: ListView.draw(layout)
        case .layers: LayersView.draw(layout)
        case .corners: CornersView.draw(layout, idPrefix: "t")
        case .accessory: AccessoryView.draw(layout)
        }
    }

    @Test(arguments: DiagramView.allCases)
    func labelsNeverOverlapEachOtherTheDrawingsTextOrTheEdge(_ view: DiagramView) {
        var labelCount = 0
        for layout in Self.layouts {
            let diagram = drawn(layout, view)
            labelCount += diagram.labels.count
            for (index, label) in diagram.labels.enumerated() {
                #expect(diagram.canvas.contains(label), "\(layout.spec.id) \(view): label \(label) leaves the canvas \(diagram.canvas)")
                for other in diagram.labels[(index + 1)...] {
                    #expect(!label.intersects(other), "\(layout.spec.id) \(view): labels \(label) and \(other) overlap")
                }
                for text in diagram.texts {
                    #expect(!label.intersects(text), "\(layout.spec.id) \(view): label \(label) covers text \(text)")
                }
            }
        }
        if view != .list { #expect(labelCount > Self.layouts.count, "the annotated views do place labels") }
    }

    @Test(arguments: DiagramView.allCases)
    func everyDiagramIsWellFormedAccessibleAndDeterministic(_ view: DiagramView) {
        for layout in Self.layouts.prefix(60) {
            let svg = DiagramRenderer.svg(layout, view: view)
            #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "\(layout.spec.id).svg").isEmpty)
            #expect(svg == DiagramRenderer.svg(layout, view: view))
            let id = "\(layout.spec.id)-\(view.rawValue)"
            #expect(svg.contains("role=\"img\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""))
            #expect(svg.contains("<title id=\"\(id)-title\">"))
            #expect(svg.contains("<desc id=\"\(id)-desc\">"))
        }
    }

    @Test func idsInsideADiagramAreNamespacedByTheSpec() throws {
        let layout = Self.layouts.first { $0.sections.flatMap(\.rows).contains { !$0.cornerMask.isEmpty } }!
        let svg = DiagramRenderer.svg(layout, view: .corners)
        let ids = svg.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!ids.isEmpty)
        #expect(ids.allSatisfy { $0.hasPrefix("\(layout.spec.id)-corners-") })
    }

    @Test func textColoursMeetWCAGContrastInBothPalettes() {
        for (text, background) in DiagramPalette.textPairs {
            for (name, palette) in [("light", DiagramPalette.light), ("dark", DiagramPalette.dark)] {
                let ratio = DiagramPalette.contrast(palette[text]!, palette[background]!)
                #expect(ratio >= 4.5, "\(name): \(text) on \(background) is \(ratio):1")
            }
        }
    }

    @Test func contrastFormulaMatchesKnownValues() {
        #expect(abs(DiagramPalette.contrast(.init(0x000000), .init(0xFFFFFF)) - 21) < 1e-9)
        #expect(abs(DiagramPalette.contrast(.init(0x777777), .init(0xFFFFFF)) - 4.48) < 0.01)
    }

    @Test func theStyleSheetSwitchesToDarkOnlyInAutoMode() {
        #expect(DiagramPalette.styleSheet(.auto).contains("@media (prefers-color-scheme:dark)"))
        #expect(!DiagramPalette.styleSheet(.light).contains("prefers-color-scheme"))
        #expect(DiagramPalette.styleSheet(.dark).contains("--dg-canvas:#000000"))
    }

    @Test func descriptionsSayWhatThePictureShows() {
        let spec = ListSpec(id: "s", device: .named("iPhone SE")!, sections: [
            SectionSpec(header: "Account", rows: [RowSpec(title: "Name", accessory: .disclosureIndicator), RowSpec(title: "Email", detail: "jane@example.com")]),
        ])
        let svg = DiagramRenderer.svg(ListLayoutEngine().layout(spec), view: .list)
        #expect(svg.contains("<desc id=\"s-list-desc\">An insetGrouped table view on iPhone SE (375 points wide), iOS 17, with 1 section. Section 1, headed “Account”: “Name”, disclosure indicator; “Email”, detail “jane@example.com”. Each section is inset 16 points from the screen edges and rounded with a 10-point continuous corner: first rows round their top corners, last rows their bottom corners, single rows all four.</desc>"))
    }
}
