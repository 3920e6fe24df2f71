import DocgenCore
@testable import DocgenDiagrams
import DocgenTestSupport
import DocgenXML
import Testing

/// The geometry and the SVG of variant grids: where each drawing and header sits, what each
/// drawing is, and how the grid describes itself.
@Suite struct VariantGridTests {
    static let sections = [
        SectionSpec(header: "Account", rows: [RowSpec(title: "Jane Appleseed", subtitle: "Apple Account, iCloud and more",
                                                      accessory: .disclosureIndicator)]),
        SectionSpec(rows: [RowSpec(title: "Airplane Mode"), RowSpec(title: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator)]),
    ]

    static func spec(_ axes: [VariantAxis], language: DiagramLanguage = .english) -> ListSpec {
        var spec = ListSpec(id: "grid", device: .named("iPhone SE")!, language: language, sections: sections)
        spec.variants = ListSpecVariants(axes: axes)
        return spec
    }

    static let textSizes = VariantAxis(kind: .textSize, values: [.textSize(.large), .textSize(.accessibilityExtraExtraExtraLarge)])
    static let directions = VariantAxis(kind: .direction, values: [.direction(.leftToRight), .direction(.rightToLeft)])
    static let themes = VariantAxis(kind: .theme, values: [.theme(.light), .theme(.dark)])

    private func grid(_ spec: ListSpec, view: DiagramView = .list) -> VariantGrid {
        VariantGrid(ListLayoutEngine().layout(spec), view: view)
    }

    @Test func theFirstAxisPicksTheRowsAndTheSecondTheColumns() {
        let grid = grid(Self.spec([Self.textSizes, Self.directions]))
        #expect(grid.cells.map(\.frame) == [
            Rect(x: 141, y: 52, width: 375, height: 263.5), Rect(x: 540, y: 52, width: 375, height: 263.5),
            Rect(x: 141, y: 339.5, width: 375, height: 840.5), Rect(x: 540, y: 339.5, width: 375, height: 840.5),
        ])
        #expect(grid.headers == [
            VariantGrid.Header(text: "Left to right", frame: Rect(x: 141, y: 16, width: 375, height: 20), isColumn: true, spansGroup: false),
            VariantGrid.Header(text: "Right to left", frame: Rect(x: 540, y: 16, width: 375, height: 20), isColumn: true, spansGroup: false),
            VariantGrid.Header(text: "Text size Large", frame: Rect(x: 16, y: 52, width: 109, height: 20), isColumn: false, spansGroup: false),
            VariantGrid.Header(text: "Text size AX5", frame: Rect(x: 16, y: 339.5, width: 109, height: 20), isColumn: false, spansGroup: false),
        ])
        #expect(grid.canvas == Rect(x: 0, y: 0, width: 931, height: 1196))
        #expect(grid.cells.map(\.id) == ["grid-list-1", "grid-list-2", "grid-list-3", "grid-list-4"])
    }

    @Test func eachDrawingIsTheSpecWithItsValuesLaidOutByTheEngine() {
        let spec = Self.spec([Self.textSizes, Self.directions])
        for cell in grid(spec).cells {
            var expected = spec
            expected.variants = nil
            for value in cell.values {
                switch value {
                case .textSize(let category): expected.contentSizeCategory = category
                case .direction(let direction): expected.layoutDirection = direction
                default: Issue.record("no such axis in this grid: \(value)")
                }
            }
            #expect(cell.layout == ListLayoutEngine().layout(expected))
        }
    }

    @Test func outerColumnHeadersSpanTheColumnsOfTheirInnerAxes() {
        let grid = grid(Self.spec([Self.themes, Self.textSizes, Self.directions]))
        let columns = grid.headers.filter(\.isColumn)
        #expect(columns.map(\.text) == ["Text size Large", "Text size AX5", "Left to right", "Right to left", "Left to right", "Right to left"])
        #expect(columns.map(\.spansGroup) == [true, true, false, false, false, false])
        #expect(columns[0].frame.minX == columns[2].frame.minX && columns[0].frame.maxX == columns[3].frame.maxX)
        #expect(columns[1].frame.minX == columns[4].frame.minX && columns[1].frame.maxX == columns[5].frame.maxX)
        #expect(columns[2].frame.minY == columns[0].frame.maxY)
        #expect(grid.headers.filter { !$0.isColumn }.map(\.text) == ["Light", "Dark"])
        #expect(grid.cells.map { $0.values.map(\.shortName).joined(separator: " ") } == [
            "light Large ltr", "light Large rtl", "light AX5 ltr", "light AX5 rtl",
            "dark Large ltr", "dark Large rtl", "dark AX5 ltr", "dark AX5 rtl",
        ])
        for (index, cell) in grid.cells.enumerated() {
            #expect(grid.canvas.contains(cell.frame))
            for other in grid.cells[(index + 1)...] { #expect(!cell.frame.intersects(other.frame)) }
            for header in grid.headers { #expect(!cell.frame.intersects(header.frame)) }
        }
    }

    @Test func aSingleAxisIsOneRowOfColumns() {
        let grid = grid(Self.spec([Self.themes]))
        #expect(grid.headers.map(\.text) == ["Light", "Dark"])
        #expect(grid.headers.allSatisfy { $0.isColumn })
        #expect(grid.cells.map(\.frame.minY) == [52, 52])
        #expect(grid.cells.map(\.frame.minX) == [16, 415])
        let systems = self.grid(Self.spec([VariantAxis(kind: .system, values: [.system(.liquidGlass)]), Self.directions]))
        #expect(systems.headers.map(\.text) == ["Left to right", "Right to left", "iOS 26"])
        let svg = DiagramRenderer.svg(ListLayoutEngine().layout(Self.spec([VariantAxis(kind: .system, values: [.system(.liquidGlass)]), Self.directions])),
                                      view: .list)
        #expect(svg.contains("<title id=\"grid-list-2-title\">iOS 26, right to left</title>"))
    }

    /// Over generated specs (every style, device, text size, direction and system), with grids of
    /// one to three axes: drawings and headers never overlap or leave the canvas, and each SVG is
    /// well-formed with one described image per drawing.
    @Test(arguments: DiagramLanguage.allCases)
    func generatedGridsNeverOverlapAndAreWellFormed(_ language: DiagramLanguage) {
        let grids: [[VariantAxis]] = [
            [Self.themes], [Self.directions, Self.textSizes], [Self.textSizes, Self.themes, Self.directions],
            [VariantAxis(kind: .system, values: [.system(.classic(13)), .system(.liquidGlass)]),
             VariantAxis(kind: .textSize, values: [.textSize(.extraSmall), .textSize(.extraExtraExtraLarge), .textSize(.accessibilityMedium)])],
        ]
        for (index, base) in generatedSpecs(count: 24, seed: 30, language: language).enumerated() {
            var spec = base
            spec.variants = ListSpecVariants(axes: grids[index % grids.count])
            let view = DiagramView.allCases[index % DiagramView.allCases.count]
            let grid = grid(spec, view: view)
            let boxes = grid.cells.map(\.frame) + grid.headers.map(\.frame)
            for (offset, box) in boxes.enumerated() {
                #expect(grid.canvas.contains(box), "\(spec.id) \(view): \(box) leaves the canvas \(grid.canvas)")
                for other in boxes[(offset + 1)...] { #expect(!box.intersects(other), "\(spec.id) \(view): \(box) and \(other) overlap") }
            }
            let svg = DiagramRenderer.svg(ListLayoutEngine().layout(spec), view: view)
            #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "\(spec.id).svg").isEmpty)
            #expect(svg.components(separatedBy: "role=\"img\"").count - 1 == grid.cells.count)
        }
    }

    @Test(arguments: DiagramView.allCases, DiagramLanguage.allCases)
    func theSVGIsWellFormedDeterministicAndDescribesEveryDrawing(_ view: DiagramView, _ language: DiagramLanguage) {
        let layout = ListLayoutEngine().layout(Self.spec([Self.themes, Self.textSizes, Self.directions], language: language))
        let svg = DiagramRenderer.svg(layout, view: view)
        #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "grid.svg").isEmpty)
        #expect(svg == DiagramRenderer.svg(ListLayoutEngine().layout(layout.spec), view: view))
        let id = "grid-\(view.rawValue)"
        #expect(svg.contains("aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""))
        // The metrics' confidence (iOS 17's, medium) under the grid, and in its title.
        let legend = language.listStrings.confidenceLegend(layout.spec)[0]
        #expect(svg.contains(">\(XMLText.escape(legend))</text>"), "the legend under the grid")
        #expect(svg.contains("<title id=\"\(id)-title\">\(XMLText.escape(VariantGridRenderer.title(layout, view: view)))</title>"))
        #expect(VariantGridRenderer.title(layout, view: view) == language.listStrings.withConfidence(
            language.bracketed(DiagramDescription.plainTitle(layout, view: view), [language.variantStrings.variantCount(8)]),
            layout.spec.resolvedConfidence))
        #expect(svg.prefix { $0 != "\n" }.contains("role=") == false, "the root is a graphics document, not an image")
        for index in 1...8 {
            #expect(svg.contains("role=\"img\" aria-labelledby=\"\(id)-\(index)-title\" aria-describedby=\"\(id)-\(index)-desc\">"))
            #expect(svg.contains("<desc id=\"\(id)-\(index)-desc\">"))
        }
        #expect(svg.components(separatedBy: "role=\"img\"").count - 1 == 8)
    }

    @Test func theGridSaysWhatItsRowsAndColumnsAreInTheChaptersLanguage() {
        let english = ListLayoutEngine().layout(Self.spec([Self.themes, Self.textSizes, Self.directions]))
        #expect(DiagramRenderer.rendered(english, view: .list).title == "An insetGrouped table view (8 variants, confidence: medium)")
        #expect(DiagramRenderer.rendered(english, view: .list).description == "8 drawings of the same list, one for each combination of settings. "
            + "The rows are light and dark. The columns are text size Large and text size AX5, each split into left to right and right to left. "
            + "The light and dark drawings keep their colours whatever the reader’s appearance setting. Each drawing is described on its own.")
        let chinese = ListLayoutEngine().layout(Self.spec([Self.textSizes, Self.directions], language: .simplifiedChinese))
        #expect(DiagramRenderer.rendered(chinese, view: .corners).title.hasSuffix("（4 种变体，可信度：中）"))
        #expect(DiagramRenderer.rendered(chinese, view: .list).description
            == "同一列表的 4 幅图，每种设置组合一幅。各行依次为文字大小 Large 和文字大小 AX5。各列依次为从左到右和从右到左。每幅图另有各自的描述。")
        let svg = DiagramRenderer.svg(chinese, view: .list)
        #expect(svg.contains("<title id=\"grid-list-4-title\">文字大小 AX5，从右到左</title>"))
        #expect(svg.contains(">文字大小 AX5</text>"))
    }

    @Test func eachDrawingIsDescribedAsItsOwnFigureWouldBe() {
        let layout = ListLayoutEngine().layout(Self.spec([Self.textSizes, Self.directions]))
        let svg = DiagramRenderer.svg(layout, view: .list)
        var alone = layout.spec
        alone.variants = nil
        alone.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        alone.layoutDirection = .rightToLeft
        let description = DiagramRenderer.rendered(ListLayoutEngine().layout(alone), view: .list).description
        #expect(svg.contains("<title id=\"grid-list-4-title\">Text size AX5, right to left</title>\n<desc id=\"grid-list-4-desc\">"
            + XMLText.escape(description) + "</desc>"))
    }

    /// A drawing with a capsule row (iOS 26's single row) adds the capsule's line to the grid's
    /// legend, as a figure of its own would; a grid of none has no such line.
    @Test func aCapsuleInAnyDrawingIsNamedInTheLegend() {
        var spec = Self.spec([VariantAxis(kind: .system, values: [.system(.classic(18)), .system(.liquidGlass)])])
        spec.sections = [SectionSpec(rows: [RowSpec(title: "Wi-Fi")])]
        let capsule = ">Capsule row: docgen&#39;s model of corners that meet, confidence low</text>"
        #expect(DiagramRenderer.svg(ListLayoutEngine().layout(spec), view: .list).contains(capsule))
        spec.variants = ListSpecVariants(axes: [Self.directions])
        #expect(!DiagramRenderer.svg(ListLayoutEngine().layout(spec), view: .list).contains(capsule))
    }

    /// Theme drawings are painted light or dark whatever the reader's scheme: the rules naming the
    /// scheme's class outweigh the drawing's own; a grid without a theme axis has none.
    @Test func themeDrawingsKeepTheirSchemeAndOtherGridsFollowTheReader() {
        let themed = DiagramRenderer.svg(ListLayoutEngine().layout(Self.spec([Self.themes])), view: .list)
        #expect(themed.contains("class=\"dg-scheme-light\" role=\"img\""))
        #expect(themed.contains("class=\"dg-scheme-dark\" role=\"img\""))
        #expect(themed.contains(".dg-scheme-dark .dg-fill-cell{fill:#1c1c1e}"))
        #expect(themed.contains(".dg-scheme-dark .dg-fill-label{fill:#ffffff}"))
        #expect(themed.contains(".dg-scheme-light .dg-fill-cell{fill:#ffffff}"))
        #expect(themed.contains(".dg-scheme-dark .glyph-stroke{stroke:#6e6e73}"))
        let plain = DiagramRenderer.svg(ListLayoutEngine().layout(Self.spec([Self.textSizes])), view: .list)
        #expect(!plain.contains("dg-scheme-"))
        #expect(plain.contains("@media (prefers-color-scheme:dark)"))
    }

    /// Drawings are placed, not scaled, so the smallest text the page must keep readable is the
    /// drawings' own: the 11 pt confidence legend under them (13 pt footnotes, 15 pt headers).
    @Test func theGridDeclaresItsSmallestTextAsDrawn() {
        let svg = DiagramRenderer.svg(ListLayoutEngine().layout(Self.spec([Self.textSizes, Self.directions])), view: .list)
        #expect(svg.contains("--dg-natural-width:931px;--dg-smallest-text-size:11\""))
        #expect(!svg.contains("scale("))
    }
}
