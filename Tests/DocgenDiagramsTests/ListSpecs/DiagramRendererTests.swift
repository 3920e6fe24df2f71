@testable import DocgenDiagrams
import DocgenTestSupport
import DocgenXML
import Foundation
import Testing

@Suite struct DiagramRendererTests {
    static let layouts = generatedSpecs(count: 200, seed: 4).map(ListLayoutEngine().layout)
    static let chineseLayouts = generatedSpecs(count: 200, seed: 4, language: .simplifiedChinese).map(ListLayoutEngine().layout)

    static func layouts(_ language: DiagramLanguage) -> [ListLayout] {
        language == .english ? layouts : chineseLayouts
    }

    private func drawn(_ layout: ListLayout, _ view: DiagramView) -> DrawnDiagram {
        DiagramRenderer.drawn(layout, view: view, idPrefix: "t")
    }

    @Test func theGeneratedSpecsCoverEveryTextSizeAndBothDirections() {
        #expect(Set(Self.layouts.map(\.spec.contentSizeCategory)) == Set(ContentSizeCategory.allCases))
        #expect(Set(Self.layouts.map(\.spec.layoutDirection)) == Set(LayoutDirection.allCases))
    }

    @Test(arguments: DiagramView.allCases, DiagramLanguage.allCases)
    func labelsNeverOverlapEachOtherTheDrawingsTextOrTheEdge(_ view: DiagramView, _ language: DiagramLanguage) {
        var labelCount = 0
        for layout in Self.layouts(language) {
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

    @Test(arguments: DiagramView.allCases, DiagramLanguage.allCases)
    func everyDiagramIsWellFormedAccessibleAndDeterministic(_ view: DiagramView, _ language: DiagramLanguage) {
        for layout in Self.layouts(language).prefix(60) {
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

    @Test func theStyleSheetSwitchesToDarkOnlyInAutoModeAndCoversOnlyUsedClasses() {
        let body = "<rect class=\"dg-fill-canvas\" /><path class=\"glyph-stroke\" />"
        #expect(DiagramPalette.styleSheet(.auto, for: body) == ".dg{--dg-canvas:#f2f2f7;--dg-chevron:#a3a3a8}@media (prefers-color-scheme:dark){.dg:root,:root:not([data-theme=light]) .dg{--dg-canvas:#000000;--dg-chevron:#6e6e73}}[data-theme=dark] .dg{--dg-canvas:#000000;--dg-chevron:#6e6e73}.dg-fill-canvas{fill:#f2f2f7;fill:var(--dg-canvas)}.glyph-stroke{fill:none;stroke:#a3a3a8;stroke:var(--dg-chevron)}")
        #expect(!DiagramPalette.styleSheet(.light, for: body).contains("prefers-color-scheme"))
        #expect(!DiagramPalette.styleSheet(.light, for: body).contains("data-theme"))
        #expect(DiagramPalette.styleSheet(.dark, for: body).hasPrefix(".dg{--dg-canvas:#000000"))
    }

    @Test func aRoleIsStyledOnlyWhenItsOwnClassIsUsedNotOneItsNamePrefixes() {
        let body = #"<rect class="dg-fill-annotationBackground dg-stroke-cellLayer" /><text class="dg-fill-label">x</text>"#
        let css = DiagramPalette.styleSheet(.light, for: body)
        #expect(css.contains("--dg-annotationBackground:") && css.contains("--dg-cellLayer:") && css.contains("--dg-label:"))
        #expect(!css.contains("--dg-annotation:") && !css.contains("--dg-cell:"))
        #expect(DiagramPalette.classNames(in: body) == ["dg-fill-annotationBackground", "dg-stroke-cellLayer", "dg-fill-label"])
    }

    /// Right to left, text is anchored at its frame's right edge (the leading one), side-by-side
    /// detail text at its left edge, and the chevron points left.
    @Test func rightToLeftTextStartsAtTheRightEdgeOfItsFrame() throws {
        let spec = ListSpec(id: "s", layoutDirection: .rightToLeft, sections: [
            SectionSpec(footer: "Shown under the section", rows: [RowSpec(title: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator)]),
        ])
        let layout = ListLayoutEngine().layout(spec.saidToBeSure)
        let row = layout.sections[0].rows[0]
        let detail = try #require(row.detailFrame)
        let svg = DiagramRenderer.svg(layout, view: .list)
        let n = SVGCanvas.number
        #expect(svg.contains("<text x=\"\(n(row.titleFrame.maxX))\" y=\"") && svg.contains("text-anchor=\"end\" class=\"dg-fill-label\">Wi-Fi</text>"))
        #expect(svg.contains("<text x=\"\(n(detail.minX))\" y=\""))
        #expect(svg.contains("font-size=\"17\" class=\"dg-fill-secondaryLabel\">Home</text>"), "no anchor: starts at the left edge")
        #expect(svg.contains("<text x=\"\(n(layout.sections[0].footer!.frame.maxX))\" y=\""))
        #expect(svg.contains(AccessoryGlyph.svg(for: .disclosureIndicator, in: row.accessoryFrame!, rightToLeft: true)))
    }

    @Test func textIsDrawnAtTheLayoutsSizeOneLineUnderAnother() throws {
        let spec = ListSpec(id: "s", contentSizeCategory: .accessibilityExtraLarge, sections: [
            SectionSpec(rows: [RowSpec(title: "Sounds and Haptics", detail: "Default")]),
        ])
        let layout = ListLayoutEngine().layout(spec.saidToBeSure)
        let row = layout.sections[0].rows[0]
        #expect(row.titleLines == ["Sounds and", "Haptics"])
        let svg = DiagramRenderer.svg(layout, view: .list)
        let baselines = ["Sounds and", "Haptics", "Default"].map { text in
            svg.split(separator: "\n").first { $0.hasSuffix(">\(text)</text>") }.map { line in
                Double(line.components(separatedBy: "y=\"")[1].prefix { $0 != "\"" })!
            }
        }
        let y = try baselines.map { try #require($0) }
        #expect(abs(y[1] - y[0] - 48) < 0.01, "40 pt body text on 48 pt lines")
        #expect(abs(y[2] - y[1] - (48 + 3)) < 0.01, "the detail text stacks under the title")
        #expect(svg.contains("font-size=\"40\" class=\"dg-fill-secondaryLabel\">Default</text>"))
    }

    @Test func descriptionsNameTheTextSizeAndDirectionAndWhyMasksStayTheSame() {
        let spec = ListSpec(id: "s", device: .named("iPhone SE")!, contentSizeCategory: .accessibilityMedium, layoutDirection: .rightToLeft,
                            sections: [SectionSpec(rows: [RowSpec(title: "Name", accessory: .disclosureIndicator)])])
        let layout = ListLayoutEngine().layout(spec.saidToBeSure)
        let corners = DiagramRenderer.svg(layout, view: .corners)
        #expect(corners.contains("<desc id=\"s-corners-desc\">An insetGrouped table view on iPhone SE (375 points wide), iOS 17, text size accessibilityMedium, right to left, with 1 section. Each row is drawn apart from its neighbours with its rounded corners highlighted. Section 1: single row [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]. The masks are the same as left to right: maskedCorners are in layer coordinates, so .layerMinXMinYCorner is the top-left corner in either direction, and UIKit rounds both corners of an edge, which mirroring keeps.</desc>"))
        #expect(corners.contains(">Right to left, the masks stay the same:</text>"))
        let accessory = DiagramRenderer.svg(layout, view: .accessory)
        #expect(accessory.contains("The trailing (left) edge of a row, magnified twice. The accessory is 13.18 by 21.41 points and ends 16 points before the cell&#39;s edge; the contentView stops 8 points before the accessory, so it is 305.82 of the cell&#39;s 343 points."))
    }

    @Test func descriptionsSayWhatThePictureShows() {
        let spec = ListSpec(id: "s", device: .named("iPhone SE")!, sections: [
            SectionSpec(header: "Account", rows: [RowSpec(title: "Name", accessory: .disclosureIndicator), RowSpec(title: "Email", detail: "jane@example.com")]),
        ])
        let svg = DiagramRenderer.svg(ListLayoutEngine().layout(spec.saidToBeSure), view: .list)
        #expect(svg.contains("<desc id=\"s-list-desc\">An insetGrouped table view on iPhone SE (375 points wide), iOS 17, with 1 section. Section 1, headed “Account”: “Name”, disclosure indicator; “Email”, detail “jane@example.com”. Each section is inset 16 points from the screen edges and rounded with a 10-point continuous corner: first rows round their top corners, last rows their bottom corners, single rows all four.</desc>"))
    }

    @Test func aQuotedSentenceKeepsItsOwnFullStop() {
        let spec = ListSpec(id: "s", style: .plain, sections: [
            SectionSpec(footer: "Tap a network to join.", rows: [RowSpec(title: "Done!")]),
        ])
        let svg = DiagramRenderer.svg(ListLayoutEngine().layout(spec.saidToBeSure), view: .list)
        #expect(svg.contains("with 1 section. Section 1: “Done!” Footer: “Tap a network to join.” Rows run edge to edge with square corners.</desc>"))
    }

    @Test func chineseDescriptionsReadAsChinese() {
        let spec = ListSpec(id: "s", device: .named("iPhone SE")!, language: .simplifiedChinese, sections: [
            SectionSpec(header: "账户", footer: "登录后即可同步。", rows: [
                RowSpec(title: "姓名", accessory: .disclosureIndicator), RowSpec(title: "邮箱", detail: "jane@example.com"),
            ]),
        ])
        let svg = DiagramRenderer.svg(ListLayoutEngine().layout(spec.saidToBeSure), view: .list)
        #expect(svg.contains(" xml:lang=\"zh-Hans\" ") && !svg.contains(" lang="))
        #expect(svg.contains("<title id=\"s-list-title\">insetGrouped 样式的表格视图</title>"))
        #expect(svg.contains("<desc id=\"s-list-desc\">insetGrouped 样式的表格视图，设备为 iPhone SE（宽 375 pt），iOS 17，共 1 个分区。第 1 个分区，分区头为“账户”：“姓名”，带展开指示器；“邮箱”，详细信息为“jane@example.com”。分区尾为“登录后即可同步。”每个分区与屏幕两侧各相距 16 pt，圆角半径 10 pt，采用连续曲线。圆角按行在分区中的位置来切：第一行切上方两个角，最后一行切下方两个角，分区只有一行时四个角都切。</desc>"))
    }

    @Test func chineseDescriptionsNameDevicesInChinese() {
        func overview(_ device: Device, _ language: DiagramLanguage) -> String {
            let spec = ListSpec(id: "s", device: device, language: language, sections: [SectionSpec(rows: [RowSpec(title: "甲")])])
            return DiagramDescription.text(ListLayoutEngine().layout(spec.saidToBeSure), view: .list)
        }
        #expect(overview(.named("iPad Pro 13-inch")!, .simplifiedChinese).hasPrefix("insetGrouped 样式的表格视图，设备为 13 英寸 iPad Pro（宽 1032 pt），iOS 17，共 1 个分区。"))
        #expect(overview(.phone(width: 400), .simplifiedChinese).hasPrefix("insetGrouped 样式的表格视图，设备为手机（宽 400 pt），iOS 17，共 1 个分区。"))
        #expect(overview(.named("iPhone 15 Pro Max")!, .simplifiedChinese).hasPrefix("insetGrouped 样式的表格视图，设备为 iPhone 15 Pro Max（宽 430 pt），"))
        #expect(overview(.named("iPad Pro 13-inch")!, .english).hasPrefix("An insetGrouped table view on iPad Pro 13-inch (1032 points wide), iOS 17, with 1 section."))
    }

    @Test func aCaptionsFullStopEndsBeforeTheViewsWords() {
        func title(_ caption: String, _ view: DiagramView, _ language: DiagramLanguage) -> String {
            let spec = ListSpec(id: "s", caption: caption, language: language, sections: [SectionSpec(rows: [RowSpec(title: "A")])])
            return DiagramDescription.title(ListLayoutEngine().layout(spec.saidToBeSure), view: view)
        }
        #expect(title("两者都未经测量。", .corners, .simplifiedChinese) == "两者都未经测量：按行的位置区分的圆角遮罩")
        #expect(title("两者都未经测量。", .layers, .simplifiedChinese) == "两者都未经测量：圆角分区的视图层次")
        #expect(title("两者都未经测量。", .accessory, .simplifiedChinese) == "两者都未经测量：一行的结束边缘，放大显示")
        #expect(title("Neither is measured.", .corners, .english) == "Neither is measured: corner masks by row position")
        #expect(title("Neither is measured.", .list, .english) == "Neither is measured.", "the list view's title is the caption as written")
        #expect(title("Which one?", .corners, .english) == "Which one?: corner masks by row position")
        #expect(title("And so on...", .layers, .english) == "And so on...: the layers of a rounded section")
    }

    @Test func chineseLabelsKeepAPINamesInSwift() {
        let spec = ListSpec(id: "s", device: .named("iPhone SE")!, contentSizeCategory: .accessibilityMedium, layoutDirection: .rightToLeft,
                            language: .simplifiedChinese, sections: [SectionSpec(rows: [RowSpec(title: "姓名", accessory: .disclosureIndicator)])])
        let layout = ListLayoutEngine().layout(spec.saidToBeSure)
        let corners = DiagramRenderer.svg(layout, view: .corners)
        #expect(corners.contains(">从右到左时，遮罩保持不变：</text>"))
        #expect(corners.contains(">所以 .layerMinXMinYCorner 仍是左上角</text>"))
        #expect(corners.contains(">唯一一行：[.layerMinXMinYCorner, .layerMaxXMinYCorner,</text>"))
        #expect(corners.contains(">cornerRadius 10 pt，连续曲线：</text>"))
        let accessory = DiagramRenderer.svg(layout, view: .accessory)
        #expect(accessory.contains("一行的结束边缘（左边缘），放大到 2 倍。附件视图宽 13.18 pt、高 21.41 pt，距 Cell 边缘 16 pt；contentView 在附件视图之前 8 pt 处结束，因此宽 305.82 pt，而 Cell 宽 343 pt。要铺满整行的背景（比如圆角卡片）应当铺满 Cell 的 bounds，放在 contentView 和附件视图后面，而不是加在 contentView 上。</desc>"))
        #expect(accessory.contains(">contentView 在此结束：宽 305.82 pt（Cell 宽 343 pt）</text>"))
        #expect(accessory.contains(">行背景：Cell 的 bounds，343 × 63 pt</text>"))
        let layers = DiagramRenderer.svg(layout, view: .layers)
        #expect(layers.contains(">内边距 16 pt</text>") && layers.contains(">cornerRadius 10 pt，连续曲线</text>"))
    }

    /// No English phrase of the diagrams' own leaks into a Chinese one (the specs' texts are Chinese
    /// with a few Latin words that contain none of these).
    @Test(arguments: DiagramView.allCases)
    func chineseDiagramsWriteNoEnglishPhrases(_ view: DiagramView) {
        let english = ["pt wide", " gap", " margin", "inset ", ", square", "Rounded section", "Section", "background view", "ends here",
                       "overlay or mask", "Right to left", "row:", "each curve", "accessory view", "layers of", "corner masks",
                       "trailing", "table view", "points wide", "-point", "Footer", "headed", "detail", "indicator", "button", "magnified",
                       " phone", "-inch", "集合视图"]
        for layout in Self.chineseLayouts.prefix(40) {
            let svg = DiagramRenderer.svg(layout, view: view)
            for phrase in english {
                #expect(!svg.contains(phrase), "\(layout.spec.id) \(view): '\(phrase)'")
            }
        }
    }

    /// The layers are drawn back to front as UIKit stacks them: the cells, then their background
    /// views (in front of the cells, their parents), then the content views with the accessories
    /// and separators; a decoration view behind the cells it groups.
    @Test func theLayersFollowUIKitsOrder() throws {
        let rows = [RowSpec(title: "Wi-Fi"), RowSpec(title: "Bluetooth")]
        func labelY(_ svg: String, _ text: String) throws -> Double {
            let at = try #require(svg.range(of: ">\(text)"))
            let tag = try #require(svg[..<at.lowerBound].range(of: "<text", options: .backwards))
            let y = try #require(svg[tag.upperBound..<at.lowerBound].range(of: "y=\""))
            return Double(svg[y.upperBound...].prefix { $0 != "\"" })!
        }
        let cells = DiagramRenderer.svg(ListLayoutEngine().layout(ListSpec(id: "s", views: [.layers], sections: [SectionSpec(rows: rows)])),
                                        view: .layers)
        #expect(try labelY(cells, "UITableViewCell") < labelY(cells, "Rounded section"))
        let decorated = DiagramRenderer.svg(ListLayoutEngine().layout(ListSpec(id: "s", decoration: .background, views: [.layers],
                                                                               sections: [SectionSpec(rows: rows)])), view: .layers)
        #expect(try labelY(decorated, "UICollectionViewListCell") > labelY(decorated, "Decoration view:"))
        #expect(DiagramRenderer.rendered(ListLayoutEngine().layout(ListSpec(id: "s", sections: [SectionSpec(rows: rows)])), view: .layers).description
            .contains("the table view; the cells themselves, which are rectangular and paint nothing; the 2 cells' background views stacked, "
                      + "which together make the section's rounded card"))
    }

    /// A single row no taller than twice its radius is a capsule, and the description says so:
    /// continuous corners are fitted by docgen's model (circular ones that fit exactly are not).
    @Test func aSingleRowWhoseCornersMeetIsDescribedAsACapsule() {
        let single = [SectionSpec(rows: [RowSpec(title: "Airplane Mode")])]
        let glass = ListLayoutEngine().layout(ListSpec(id: "s", cornerCurve: .continuous, system: .liquidGlass, sections: single))
        #expect(DiagramRenderer.rendered(glass, view: .corners).description
            .contains("A single row 52 points tall is no taller than twice the 26-point radius, so its corners meet: it is drawn as a capsule."))
        let classic = ListLayoutEngine().layout(ListSpec(id: "s", sections: single))
        #expect(!DiagramRenderer.rendered(classic, view: .list).description.contains("capsule"))
    }
}

extension ListSpec {
    /// The spec with its metrics said to be sure (`confidence: high`), so that a test of other
    /// words reads no confidence note (MetricConfidenceTests tests those).
    var saidToBeSure: ListSpec {
        var spec = self
        spec.confidence = MetricConfidence(level: .high)
        return spec
    }
}
