import DocgenDiagnostics
import DocgenPipeline
import Foundation
import Synchronization

extension FuzzChecks {
    /// Numbers the folders of one process's builds.
    private static let buildCounter = Atomic<Int>(0)

    /// A content tree decoded from the bytes (``FuzzSiteTree``) is built whole, with
    /// `BuildPipeline.build`, one job and no cache, in a fresh folder under /dev/shm. Then:
    /// - every diagnostic lies in a file of the tree, the content folder, the config or the
    ///   output, and one in a file of the tree with a line has a line of that file;
    /// - with errors, the build failed and the output is as it was (absent, or the old site);
    /// - without errors, the site was published;
    /// - nothing is left beside the output (no staging folder).
    public static func build(_ bytes: [UInt8]) -> String? {
        let tree = FuzzSiteTree(decoding: bytes)
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let root = "\(base)/docgen-fuzzbuild-\(getpid())-\(buildCounter.add(1, ordering: .relaxed).newValue)"
        defer { FuzzSiteTree.remove(root) }
        do {
            FuzzSiteTree.remove(root)
            guard mkdir(root, 0o755) == 0, mkdir("\(root)/content", 0o755) == 0 else { return nil }
            try tree.write(to: root)
        } catch {
            return nil  // the environment, not docgen
        }
        let options = BuildOptions(contentPath: "\(root)/content", outputPath: "\(root)/site",
                                   configPath: tree.hasConfig ? "\(root)/docgen.yml" : nil, jobs: 1, useCache: false)
        let report = BuildPipeline.build(options)

        let lineCounts = Dictionary(tree.files.map { ("\(root)/\($0.path)", lineCount($0.bytes)) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in report.diagnostics {
            let file = diagnostic.location.file, line = diagnostic.location.line
            if let lines = lineCounts[file] {
                if line < 0 || line > lines { return "diagnostic at line \(line) of a file of \(lines) lines: \(diagnostic)" }
            } else if file != "\(root)/content" && file != "\(root)/site" && !file.hasPrefix("\(root)/site/") {
                return "diagnostic outside the tree and the output: \(diagnostic)"
            }
        }
        let hasErrors = report.diagnostics.containsErrors
        if hasErrors == report.succeeded { return "succeeded is \(report.succeeded) with errors: \(hasErrors)" }
        let output = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/site"))?.sorted()
        if hasErrors {
            let expected = tree.hasOldSite ? ["old.html"] : nil
            if output != expected { return "a failed build changed the output: \(output ?? []), diagnostics: \(report.diagnostics)" }
        } else if output?.contains("index.html") != true {
            return "a clean build published no index.html: \(output ?? [])"
        }
        let left = Set((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .subtracting(["content", "site", "docgen.yml"])
        if !left.isEmpty { return "left beside the output: \(left.sorted())" }
        return nil
    }
}
