import DocgenCore
import DocgenDiagrams
import Foundation

/// `docgen diagram --batch DIR -o OUTDIR`: draws every list spec of a folder in one process.
///
/// Spec files (`*.yml`, `*.yaml`, hidden files and folders left out) are found recursively and
/// taken in path order; each is read, laid out and drawn on its own thread, and the results are
/// put back in that order, so the files and the manifest are the same bytes whatever the thread
/// count. A spec with errors is reported (every error of every spec, at once) and skipped; the
/// others are still written, and the run exits with 1. `a/b.yml` gives `a/b.VIEW.svg` under
/// OUTDIR, one per view, or `a/b.compare.svg` for a comparison; a file whose bytes would not
/// change is left as it is, so a watcher or a site generator sees only real changes.
/// `manifest.json` lists what was written.
struct DiagramBatch {
    /// One diagram drawn: where it came from, where it goes, and what the manifest says of it.
    struct Diagram: Sendable {
        var input: String
        var id: String
        /// The view drawn, or `compare` for a comparison.
        var view: String
        var output: String
        var rendered: RenderedDiagram
        var bytes: [UInt8]
    }

    static let manifestName = "manifest.json"

    var folder: String
    var outputFolder: String
    /// What each spec gets: its views or its comparison.
    var drawing: SpecDrawing
    var language: DiagramLanguage
    var jobs: Int

    func run(console: ConsoleWriter) -> Int32 {
        let inputs: [String]
        do {
            inputs = try specPaths()
        } catch {
            console.diagnostics([error])
            return 1
        }
        let results = inputs.parallelMap(jobs: jobs) { input in draw(input) }
        var problems = results.flatMap(\.problems)
        var diagrams: [Diagram] = []
        var outputs: [String: String] = [:]
        for (input, result) in zip(inputs, results) where !result.diagrams.isEmpty {
            // b.yml and b.yaml in one folder would write the same files: the first one keeps them.
            if let first = result.diagrams.lazy.compactMap({ outputs[$0.output] }).first {
                problems.append(.error("its diagrams would overwrite those of '\(first)'; rename one of the two files",
                                       at: SourceLocation(file: join(folder, input))))
                continue
            }
            for diagram in result.diagrams { outputs[diagram.output] = input }
            diagrams += result.diagrams
        }
        let written = Set(diagrams.map(\.input))
        problems += write(diagrams, failed: inputs.filter { !written.contains($0) })
        console.diagnostics(problems.sorted())
        let failed = Set(problems.filter { $0.severity == .error }.map(\.location.file)).count
        console.standardError("docgen: \(diagrams.count) diagram\(diagrams.count == 1 ? "" : "s") of \(inputs.count) spec file\(inputs.count == 1 ? "" : "s") in \(outputFolder)"
                              + (failed == 0 ? "\n" : ", \(failed) with errors\n"))
        return problems.containsErrors ? 1 : 0
    }

    /// The spec files under ``folder``, relative to it with `/`, in order.
    private func specPaths() throws(Diagnostic) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let enumerator = FileManager.default.enumerator(atPath: folder)
        else { throw .error("not a folder of spec files", at: SourceLocation(file: folder)) }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".yml") || name.hasSuffix(".yaml") else { continue }
            var isSubfolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: join(folder, path), isDirectory: &isSubfolder), !isSubfolder.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// Reads, lays out and draws one spec file.
    private func draw(_ input: String) -> (diagrams: [Diagram], problems: [Diagnostic]) {
        let path = join(folder, input)
        let (spec, problems) = SpecFile.load(path)
        guard let spec else { return ([], problems) }
        let (drawings, refused) = drawing.drawings(of: spec.written(in: language))
        let stem = input.hasSuffix(".yaml") ? String(input.dropLast(5)) : String(input.dropLast(4))
        let diagrams = drawings.map { drawn in
            Diagram(input: input, id: spec.id, view: drawn.name, output: "\(stem).\(drawn.name).svg", rendered: drawn.rendered,
                    bytes: Array(drawn.rendered.svg.utf8))
        }
        return (diagrams, problems + refused.map { .error($0, at: SourceLocation(file: path)) })
    }

    /// Writes the diagrams whose files differ, then the manifest, each file replaced at once.
    private func write(_ diagrams: [Diagram], failed: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let folders = Set(diagrams.map { ($0.output as NSString).deletingLastPathComponent }).sorted()
        for subfolder in [""] + folders {
            let path = join(outputFolder, subfolder)
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                problems.append(.error("cannot create the folder: \(error.localizedDescription)", at: SourceLocation(file: path)))
            }
        }
        guard problems.isEmpty else { return problems }
        let outputFolder = outputFolder
        problems += diagrams.parallelMap(jobs: jobs) { diagram -> Diagnostic? in
            let path = join(outputFolder, diagram.output)
            if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(diagram.bytes) { return nil }
            do {
                try FileWriting.replaceAtomically(ofPath: path, withParts: [diagram.bytes[...]])
                return nil
            } catch {
                return .error("cannot write the diagram: \(error)", at: SourceLocation(file: path))
            }
        }.compactMap { $0 }
        let manifest = join(outputFolder, Self.manifestName)
        do {
            try FileWriting.replaceAtomically(ofPath: manifest, withParts: [Array(Self.manifest(diagrams, failed: failed).utf8)[...]])
        } catch {
            problems.append(.error("cannot write the manifest: \(error)", at: SourceLocation(file: manifest)))
        }
        return problems
    }

    /// The manifest: every diagram written, in input order then view order, and the spec files
    /// that had errors. Paths use `/`; inputs are relative to the spec folder, outputs to OUTDIR.
    static func manifest(_ diagrams: [Diagram], failed: [String]) -> String {
        var out = "{\n  \"version\": 1,\n  \"diagrams\": ["
        for (index, diagram) in diagrams.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"input\": \(JSONText.quoted(diagram.input)), \"id\": \(JSONText.quoted(diagram.id)), "
            out += "\"view\": \(JSONText.quoted(diagram.view)), \"output\": \(JSONText.quoted(diagram.output)), "
            out += "\"contentHash\": \(JSONText.quoted(ContentHash.of(diagram.bytes))), "
            out += "\"width\": \(PointFormat.string(diagram.rendered.width)), \"height\": \(PointFormat.string(diagram.rendered.height)), "
            out += "\"title\": \(JSONText.quoted(diagram.rendered.title))}"
        }
        out += diagrams.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"failed\": [\(failed.map(JSONText.quoted).joined(separator: ", "))]\n}\n"
        return out
    }
}

/// `folder/path`, or `path` alone when the folder is `.`.
private func join(_ folder: String, _ path: String) -> String {
    if path.isEmpty { return folder }
    if folder == "." { return path }
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
}
