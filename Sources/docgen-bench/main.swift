// docgen-bench: measurements that are benchmarks, not tests, and drawings to look at. Run in release:
//   swift run -c release docgen-bench diagrams [COUNT]
//   swift run -c release docgen-bench shapes DIR     (Scripts/preview-shapes renders them to PNG)
//   swift run -c release docgen-bench rebuild SITE [EDITS]   (SITE holds content/ and docgen.yml)
//   swift run -c release docgen-bench highlight-agreement CORPUS   (CORPUS/swift, shell, json, yaml: real files)
//   swift run -c release docgen-bench highlight-cost [COUNT]   (COUNT blocks through one Pygments process)
import DocgenDiagrams
import DocgenEngine
import DocgenTestSupport
import Foundation

/// Lays out and draws every view of COUNT generated specs, and prints the wall time.
func benchmarkDiagrams(count: Int) {
    let specs = generatedSpecs(count: count, seed: 1)
    let engine = ListLayoutEngine()
    let clock = ContinuousClock()
    var bytes = 0
    var diagrams = 0
    let elapsed = clock.measure {
        for spec in specs {
            let layout = engine.layout(spec)
            for view in DiagramView.allCases {
                bytes += DiagramRenderer.svg(layout, view: view).utf8.count
                diagrams += 1
            }
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rows = specs.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.rows.count } }
    print("diagrams: \(count) specs (\(rows) rows), \(diagrams) SVGs, \(bytes / 1024) KiB in \(String(format: "%.3f", seconds)) s"
          + " (\(String(format: "%.2f", seconds * 1000 / Double(diagrams))) ms per SVG, one core)")
}

/// Builds SITE in memory with the engine of `docgen serve`, then edits the chapter in the
/// middle of the site EDITS times and rebuilds after each, printing the median and slowest
/// rebuild: the part of save-to-reload that is docgen's own work, for profiling.
func benchmarkRebuild(site: String, edits: Int) {
    let options = BuildOptions(contentPath: "\(site)/content", outputPath: "\(site)/site", configPath: "\(site)/docgen.yml",
                               jobs: ProcessInfo.processInfo.activeProcessorCount)
    let live = SiteBuild(options: options, into: .memory)
    let first = live.run()
    print("rebuild: first build \(first.pageCount) pages in \(first.milliseconds) ms, \(first.diagnostics.count) diagnostics")
    let chapters = (FileManager.default.enumerator(atPath: options.contentPath)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".md") && !$0.hasSuffix("_index.md") }.sorted()
    guard !chapters.isEmpty else { return }
    let path = "\(options.contentPath)/\(chapters[chapters.count / 2])"
    guard let original = FileManager.default.contents(atPath: path) else { return }
    defer { _ = FileManager.default.createFile(atPath: path, contents: original) }
    var times: [Int] = []
    for edit in 1...max(1, edits) {
        _ = FileManager.default.createFile(atPath: path, contents: original + Data("\nEdit \(edit).\n".utf8))
        let update = live.run(changed: [path])
        times.append(update.milliseconds)
        if !update.succeeded { print("rebuild: edit \(edit) failed: \(update.diagnostics.prefix(3))") }
    }
    times.sort()
    print("rebuild: \(times.count) edits of \(path): median \(times[times.count / 2]) ms, slowest \(times.last!) ms")
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "diagrams":
    benchmarkDiagrams(count: arguments.dropFirst().first.flatMap(Int.init) ?? 1000)
case "shapes":
    guard let dir = arguments.dropFirst().first else {
        print("usage: docgen-bench shapes DIR")
        exit(2)
    }
    do {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try ShapePreviews.write(to: dir)
    } catch {
        print("cannot write the previews: \(error)")
        exit(1)
    }
case "rebuild":
    guard let site = arguments.dropFirst().first else {
        print("usage: docgen-bench rebuild SITE [EDITS]")
        exit(2)
    }
    benchmarkRebuild(site: site, edits: arguments.dropFirst(2).first.flatMap(Int.init) ?? 20)
case "highlight-agreement":
    guard let corpus = arguments.dropFirst().first else {
        print("usage: docgen-bench highlight-agreement CORPUS")
        exit(2)
    }
    HighlightAgreement.run(corpus: corpus)
case "highlight-cost":
    HighlightAgreement.cost(count: arguments.dropFirst().first.flatMap(Int.init) ?? 1000)
default:
    print("usage: docgen-bench diagrams [COUNT] | docgen-bench shapes DIR | docgen-bench rebuild SITE [EDITS]"
          + " | docgen-bench highlight-agreement CORPUS | docgen-bench highlight-cost [COUNT]")
    exit(2)
}
