import DocgenCore
import Foundation
import Testing

/// Every example of the GFM spec through docgen's real pipeline, compared with cmark-gfm's own
/// HTML for the same markdown (``CmarkGFM``), both without docgen's decorations
/// (``DocgenDecorations``) and normalized as cmark's `test/normalize.py` does
/// (``HTMLNormalizer``). `swift test --filter Conformance` prints the breakdown.
@Suite("GFM spec conformance")
struct GFMConformanceTests {
    /// The examples whose HTML differs from cmark-gfm's on purpose, and why (README: "GFM
    /// conformance").
    static let explained: [Int: String] = [:]

    /// How one example fared.
    enum Outcome {
        case match
        case explained(String)
        case differs(docgen: String, cmark: String)
    }

    @Test(.enabled(if: GFMSpec.isPresent, "the GFM spec is not at ../shared/conformance/gfm-spec; set DOCGEN_SHARED to the folder holding conformance/"),
          .enabled(if: CmarkGFM.tool != nil, "the cmark-gfm command is not installed (Scripts/install-dependencies installs it)"),
          .enabled(if: HTMLNormalizer.python != nil, "python3 is not installed"))
    func everyExampleRendersAsCmarkGFMDoes() throws {
        let examples = GFMSpec.examples
        #expect(examples.count == 673)
        let site = try ExampleSite()
        defer { site.remove() }
        let pages = examples.parallelMap(jobs: 4) { site.page($0.markdown) }
        let references = try examples.parallelMap(jobs: 4) { example in Result { try CmarkGFM.html(example.markdown) } }.map { try $0.get() }
        let normalized = try HTMLNormalizer.normalize(pages.map { DocgenDecorations.removed(from: $0.html) } + references)
        let outcomes = examples.indices.map { index -> Outcome in
            let docgen = normalized[index], cmark = normalized[examples.count + index]
            if docgen == cmark { return .match }
            if let reason = Self.explained[examples[index].number] { return .explained(reason) }
            return .differs(docgen: docgen, cmark: cmark)
        }

        var report = ""
        var counts = (match: 0, explained: 0, unexplained: 0, cannotBuild: 0, cannotBuildAndDiffers: 0)
        for (index, example) in examples.enumerated() {
            let errors = pages[index].errors
            let name = "example \(example.number) (\(example.section))"
            if !errors.isEmpty {
                counts.cannotBuild += 1
                report += "\(name): cannot build: \(errors[0].message)\(errors[0].rule.map { " [\($0)]" } ?? "")\n"
            }
            switch outcomes[index] {
            case .match:
                if errors.isEmpty { counts.match += 1 }
            case .explained(let reason):
                if errors.isEmpty { counts.explained += 1 }
                report += "\(name): explained: \(reason)\n"
            case .differs(let docgen, let cmark):
                if errors.isEmpty { counts.unexplained += 1 } else { counts.cannotBuildAndDiffers += 1 }
                report += "\(name): differs\n  markdown: \(example.markdown.debugDescription)\n  docgen:   \(docgen.debugDescription)\n  cmark:    \(cmark.debugDescription)\n"
            }
        }
        print("""
            GFM spec conformance: \(examples.count) examples: \(counts.match) match, \(counts.explained) explained differences, \
            \(counts.unexplained) unexplained, \(counts.cannotBuild) cannot build \
            (\(counts.cannotBuildAndDiffers) of them also differ)
            \(report)
            """)
        // An example the build refuses is still rendered: its HTML must match too.
        #expect(counts.unexplained + counts.cannotBuildAndDiffers == 0,
                "\(counts.unexplained + counts.cannotBuildAndDiffers) examples render differently from cmark-gfm; see the report above")
    }
}
