import DocgenCore
import DocgenDiagrams
import Foundation
import Testing

@Suite struct MetricConfidenceTests {
    private func read(_ yaml: String) -> (ListSpec?, [String]) {
        let (spec, problems) = ListSpecReader.read(yaml, defaultID: "list-1", origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        return (spec, problems.sorted().map(\.description))
    }

    private func spec(system: String, confidence: String = "", language: DiagramLanguage = .english) throws -> ListSpec {
        let (spec, problems) = read("""
            id: glass
            system: \(system)
            \(confidence)
            sections:
              - rows: [Wi-Fi, Bluetooth]
            """)
        #expect(problems.isEmpty)
        return try #require(spec).written(in: language)
    }

    @Test func aLevelAloneOrAMappingWithEvidenceSourceAndValues() throws {
        #expect(try spec(system: "iOS 17", confidence: "confidence: low").confidence == MetricConfidence(level: .low))
        let (read, problems) = read("""
            system: iOS 26
            confidence:
              level: medium
              evidence: decompiled
              source: UIKit's iOS 26 constants
              values:
                rowHeight: low
                cornerRadius: medium
            sections:
              - rows: [Wi-Fi]
            """)
        #expect(problems.isEmpty)
        #expect(read?.confidence == MetricConfidence(level: .medium, evidence: .decompiled, source: "UIKit's iOS 26 constants",
                                                     values: [.init(.rowHeight, .low), .init(.cornerRadius, .medium)]))
    }

    @Test func decompiledCodeAloneIsAtMostMediumAndEveryMistakeIsLocated() {
        let (_, problems) = read("""
            confidence:
              level: high
              evidence: decompiled
              values:
                rowHeight: mediumHigh
                radius: low
            sections:
              - rows: [Wi-Fi]
            """)
        #expect(problems == [
            "guide.md:11:10: error: values known from decompiled evidence alone are at most medium, not high",
            "guide.md:14:16: error: 'rowHeight': values known from decompiled evidence alone are at most medium, not mediumHigh",
            "guide.md:15:5: error: unknown key 'radius'",
        ])
        #expect(read("confidence:\n  level: high\n  evidence: corroborated\nsections:\n  - rows: [A]").1 == [
            "guide.md:11:10: error: values known from corroborated evidence alone are at most mediumHigh, not high",
        ], "decompiled code that others reproduce, still unmeasured, is at most medium-high")
        #expect(read("confidence:\n  level: mediumHigh\n  evidence: corroborated\nsections:\n  - rows: [A]").1.isEmpty)
        #expect(read("confidence: sure\nsections:\n  - rows: [A]").1 == [
            "guide.md:10:13: error: unknown confidence 'sure'; use one of low, medium, mediumHigh, high",
        ])
        #expect(read("confidence:\n  evidence: measured\nsections:\n  - rows: [A]").1 == [
            "guide.md:11:3: error: 'confidence' needs a 'level': low, medium, mediumHigh, high",
        ])
    }

    /// Without a `confidence:`, every system says what its metrics rest on: UIKit's decompiled
    /// constants (medium), with the values a drawing shows that rest on less rated low.
    @Test(arguments: ["iOS 17", "iOS 26"])
    func eachSystemSaysHowSureItsMetricsAre(_ system: String) throws {
        let engine = ListLayoutEngine()
        let layout = engine.layout(try spec(system: system))
        #expect(DiagramRenderer.rendered(layout, view: .list).title == "An insetGrouped table view (confidence: medium)")
        #expect(DiagramRenderer.rendered(layout, view: .list).description
            .hasSuffix("Confidence in these metrics: medium; they come from UIKit's decompiled code, not measured on a device. "
                       + "Rated on their own: separators (low)."))
        #expect(DiagramRenderer.svg(layout, view: .corners).contains("class=\"dg-fill-annotation\">Metrics: confidence medium, from"))
        let sure = engine.layout(try spec(system: system, confidence: "confidence: high"))
        #expect(DiagramRenderer.rendered(sure, view: .list).title == "An insetGrouped table view", "a spec may say its metrics are sure")
    }

    @Test func theLegendGrowsTheCanvasAndTheValuesRatedApartAreNamed() throws {
        let engine = ListLayoutEngine()
        let plain = engine.layout(try spec(system: "iOS 26", confidence: "confidence: high"))
        let rated = engine.layout(try spec(system: "iOS 26", confidence: """
            confidence: {level: medium, evidence: decompiled, values: {rowHeight: low}}
            """))
        #expect(DiagramRenderer.rendered(rated, view: .list).height > DiagramRenderer.rendered(plain, view: .list).height)
        #expect(DiagramRenderer.svg(rated, view: .list).contains(">Rated on their own: row height (low).</text>"))
        #expect(DiagramRenderer.rendered(rated, view: .list).description.hasSuffix("Rated on their own: row height (low)."))
    }

    @Test func chineseSaysItInChinese() throws {
        let glass = ListLayoutEngine().layout(try spec(system: "iOS 26", language: .simplifiedChinese))
        #expect(DiagramRenderer.rendered(glass, view: .list).title == "insetGrouped 样式的表格视图（可信度：中）")
        #expect(DiagramRenderer.rendered(glass, view: .list).description.hasSuffix("这些数值的可信度：中，依据是反编译的 UIKit 代码，未在真机上测量。"
            + "以下数值另有评级：分隔线（低）。"))
    }

    @Test func theLayoutJSONExportsIt() throws {
        let json = LayoutJSONWriter.json(ListLayoutEngine().layout(try spec(system: "iOS 26", confidence: """
            confidence: {level: low, evidence: thirdParty, source: a forum post, values: {cornerRadius: low}}
            """)))
        #expect(json.contains("""
              "confidence": {"level": "low", "evidence": "thirdParty", "source": "a forum post", "values": {"cornerRadius": "low"}},
            """))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((decoded?["confidence"] as? [String: Any])?["level"] as? String == "low")
        #expect(LayoutJSONWriter.json(ListLayoutEngine().layout(try spec(system: "iOS 26")))
            .contains("\"confidence\": {\"level\": \"medium\", \"evidence\": \"decompiled\", \"source\": null, \"values\": {\"separators\": \"low\"}},"))
    }

    /// A comparison says its spec's confidence once: no compared value changes it.
    @Test func aComparisonSaysItsConfidenceOnce() throws {
        let (read, problems) = read("compare: [iOS 18, iOS 26]\nsections:\n  - rows: [Wi-Fi, Bluetooth]")
        #expect(problems.isEmpty)
        let spec = try #require(read)
        let figure = try #require(ListComparisonFigure(spec))
        #expect(figure.title.hasSuffix("side by side (confidence: medium)"))
        #expect(figure.description.hasSuffix(" Confidence in these metrics: medium; they come from UIKit's decompiled code, "
            + "not measured on a device. Rated on their own: separators (low)."))
        let svg = ComparisonRenderer.rendered(figure).svg
        #expect(svg.contains(">Metrics: confidence medium, from UIKit&#39;s decompiled code, not measured on a device</text>"))
        #expect(!svg.contains("iOS 18: Metrics"))
        let (single, _) = self.read("compare: [iOS 18, iOS 26]\nsections:\n  - rows: [Bold Text]")
        let singleSpec = try #require(single)
        let capsule = try #require(ListComparisonFigure(singleSpec))
        #expect(capsule.description.hasSuffix(" iOS 26: A single row 52 points tall is no taller than twice the 26-point radius, so its "
            + "corners meet: it is drawn as a capsule. That shape is docgen's model of how UIKit fits such corners, not a measurement "
            + "(confidence: low)."), "the capsule is in the description, as it is in the legend")
    }

    /// A row too short for its continuous corners' full bend is drawn by docgen's model, which the
    /// figure rates low, as it does a capsule; corners that fit say nothing.
    @Test func cornersShortenedToFitAreRatedLow() throws {
        let engine = ListLayoutEngine()
        let (read, problems) = read("cornerRadius: 16\nsections:\n  - rows: [Settings]")
        #expect(problems.isEmpty)
        let shortened = engine.layout(try #require(read))
        #expect(DiagramRenderer.rendered(shortened, view: .list).description.contains("A single row 44 points tall is shorter than the 48.9 points "
            + "its 16-point corners need on each side, so their bends are shortened to fit."))
        #expect(DiagramRenderer.svg(shortened, view: .list).contains(">Shortened corners: docgen&#39;s model of corners too long for"))
        let (circular, _) = self.read("system: iOS 26\ncornerCurve: circular\nsections:\n  - rows: [Bold Text]")
        let circularSpec = try #require(circular)
        #expect(!DiagramRenderer.rendered(engine.layout(circularSpec), view: .list).description.contains("docgen's model"),
                "two circular quarters fit a row twice their radius tall exactly: a capsule by geometry, not by the model")
        let fits = engine.layout(try spec(system: "iOS 17"))
        #expect(!DiagramRenderer.svg(fits, view: .list).contains("Shortened corners"))
        #expect(!DiagramRenderer.rendered(fits, view: .list).description.contains("shortened"))
    }

    /// docgen's default rates low only what the drawing shows: the separators between rows, the
    /// accessories, the headers' case; a single plain row with none of them rates nothing apart.
    @Test func theDefaultRatesOnlyWhatTheDrawingShows() throws {
        let engine = ListLayoutEngine()
        let (full, _) = read("sections:\n  - header: Display\n    rows: [{title: Brightness, accessory: disclosureIndicator}, Night Shift]")
        let fullSpec = try #require(full)
        #expect(DiagramRenderer.rendered(engine.layout(fullSpec), view: .list).description
            .hasSuffix("Rated on their own: separators (low), accessory (low), header case (low)."))
        let (bare, _) = read("sections:\n  - rows: [Wi-Fi]")
        let bareSpec = try #require(bare)
        let description = DiagramRenderer.rendered(engine.layout(bareSpec), view: .list).description
        #expect(description.hasSuffix("Confidence in these metrics: medium; they come from UIKit's decompiled code, not measured on a device."))
    }

    /// A corner radius the spec sets is the figure's own: the note says so, in the description
    /// and the legend, unless the spec rates its metrics itself.
    @Test func aRadiusTheSpecChoosesIsNotUIKits() throws {
        let engine = ListLayoutEngine()
        let (chosen, _) = read("cornerRadius: 12\nsections:\n  - rows: [Wi-Fi]")
        let layout = engine.layout(try #require(chosen))
        #expect(DiagramRenderer.rendered(layout, view: .list).description.hasSuffix(" The 12-point corner radius is chosen for this figure, not UIKit's."))
        #expect(DiagramRenderer.svg(layout, view: .list).contains(">Corner radius 12 pt: chosen for this figure, not UIKit&#39;s</text>"))
        let (rated, _) = read("cornerRadius: 12\nconfidence: medium\nsections:\n  - rows: [Wi-Fi]")
        let ratedSpec = try #require(rated)
        #expect(!DiagramRenderer.rendered(engine.layout(ratedSpec), view: .list).description.contains("chosen for this figure"))
    }
}
