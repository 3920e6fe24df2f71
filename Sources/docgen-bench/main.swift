// docgen-bench: measurements that are benchmarks, not tests, and drawings to look at. Run in release:
//   swift run -c release docgen-bench diagrams [COUNT]
//   swift run -c release docgen-bench shapes DIR     (Scripts/preview-shapes renders them to PNG)
import DocgenDiagrams
import DocgenListLayout
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
default:
    print("usage: docgen-bench diagrams [COUNT] | docgen-bench shapes DIR")
    exit(2)
}
