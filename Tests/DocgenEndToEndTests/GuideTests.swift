import DocgenCore
import DocgenDiagrams
import DocgenEngine
import DocgenTestSupport
import DocgenXML
import Foundation
import Testing

/// The repository's own guide is docgen's largest fixture: it must build cleanly, the same way
/// whatever the thread count, and match the committed site/.
@Suite struct GuideTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    private func build(jobs: Int, into folder: TemporaryFolder) -> BuildReport {
        SiteBuild.build(BuildOptions(contentPath: "\(Self.repository)/content", templatesPath: "\(Self.repository)/templates",
                                         outputPath: "\(folder.path)/site", configPath: "\(Self.repository)/docgen.yml", jobs: jobs))
    }

    /// Two builds of the guide, its largest cost in the suite (the PDF edition above all): the
    /// first must be the committed site/, and the second, with another thread count, the same.
    @Test func theGuideBuildsWithoutProblemsIntoTheCommittedSiteWhateverTheThreadCount() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        defer { first.remove(); second.remove() }
        let report = build(jobs: 1, into: first)
        #expect(report.diagnostics.map(\.description) == [])
        #expect(report.diagramCount > 0)
        let committed = TemporaryFolder.snapshot(ofAbsolutePath: "\(Self.repository)/site")
        let built = first.snapshot(of: "site")
        #expect(committed.keys.sorted() == built.keys.sorted())
        for (path, data) in built where committed[path] != data {
            Issue.record("site/\(path) is stale: rebuild the guide with Scripts/build-guide and commit site/")
        }
        #expect(build(jobs: 2, into: second).succeeded)
        #expect(built == second.snapshot(of: "site"))
    }
}

/// Every list spec in the guide, drawn in every view (not only the views its chapter shows).
@Suite struct GuideSpecTests {
    /// The bodies of the ```listspec fences of every chapter, with their file and line.
    static func specs() throws -> [(file: String, line: Int, yaml: String)] {
        let content = GuideTests.repository + "/content"
        var found: [(String, Int, String)] = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: content).sorted() where file.hasSuffix(".md") {
            let lines = try String(contentsOfFile: "\(content)/\(file)", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var start: Int?
            for (index, line) in lines.enumerated() {
                if start == nil, line == "```listspec" {
                    start = index + 1
                } else if let first = start, line == "```" {
                    found.append(("content/\(file)", first + 1, lines[first..<index].joined(separator: "\n")))
                    start = nil
                }
            }
        }
        return found
    }

    @Test func everyViewOfEverySpecIsWellFormedAndDeterministic() throws {
        let specs = try Self.specs()
        #expect(!specs.isEmpty)
        for (file, line, yaml) in specs {
            let (spec, problems) = ListSpecReader.read(yaml, defaultID: "list", origin: SourceLocation(file: file, line: line))
            #expect(problems.isEmpty, "\(problems)")
            guard let spec else { continue }
            let layout = ListLayoutEngine().layout(spec)
            for view in DiagramView.allCases {
                let svg = DiagramRenderer.svg(layout, view: view)
                #expect(XMLWellFormednessChecker.errors(in: svg, displayPath: "\(file):\(line) \(view)").isEmpty)
                #expect(svg == DiagramRenderer.svg(ListLayoutEngine().layout(spec), view: view))
            }
        }
    }
}
