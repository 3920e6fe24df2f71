@testable import DocgenDiagrams
import DocgenDiagrams
import DocgenTestSupport
import Testing

/// The page keeps labels readable by scaling each diagram no further than its smallest text
/// allows, so that smallest text must be declared, and no diagram may draw below the floor.
@Suite struct DiagramTextSizeTests {
    static let layouts = generatedSpecs(count: 100, seed: 11).map(ListLayoutEngine().layout)

    @Test func theSmallestFontSizeIsReadFromTheMarkup() {
        #expect(DiagramTextSize.smallest(in: "<rect x=\"0\" />") == nil)
        #expect(DiagramTextSize.smallest(in: "<text font-size=\"17\">a</text><text font-size=\"11.5\">b</text><text font-size=\"13\">c</text>") == 11.5)
    }

    @Test(arguments: DiagramView.allCases)
    func noDiagramDrawsTextBelowTheFloorAndEachDeclaresItsSmallestText(_ view: DiagramView) throws {
        for layout in Self.layouts {
            let svg = DiagramRenderer.svg(layout, view: view)
            let smallest = try #require(DiagramTextSize.smallest(in: svg), "\(layout.spec.id) \(view) draws text")
            #expect(smallest >= DiagramTextSize.minimum, "\(layout.spec.id) \(view): text at \(smallest) pt")
            #expect(svg.contains(";--dg-smallest-text-size:\(SVGCanvas.number(smallest))\">"))
            #expect(svg.contains("style=\"font-kerning:none;--dg-natural-width:"))
        }
    }
}
