import DocgenCore
import DocgenEngine
import Foundation
import Synchronization

extension FuzzChecks {
    /// Numbers the folders of one process's builds.
    private static let buildCounter = Atomic<Int>(0)

    /// A content tree decoded from the bytes (``FuzzSiteTree``) is written to a fresh folder
    /// under /dev/shm and built whole in memory, with the engine `docgen serve` uses
    /// (``SiteBuild`` into memory, one job). Then:
    /// - every diagnostic lies in a file of the tree, the content folder, the config or the
    ///   output, and one in a file of the tree with a line has a line of that file;
    /// - a build succeeds exactly when it has no errors, and a clean one has an `index.html`;
    /// - after a clean build, a paragraph added to the first chapter rebuilds incrementally
    ///   under the same properties.
    ///
    /// When the tree has an old output folder (one tree in five), it is also built with
    /// `docgen build`'s `SiteBuild.build`, which writes: errors must leave the output as it
    /// was, a clean build must publish, and nothing may be left beside the output.
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
        var lineCounts = Dictionary(tree.files.map { ("\(root)/\($0.path)", lineCount($0.bytes)) }, uniquingKeysWith: { first, _ in first })

        let live = SiteBuild(options: options, into: .memory)
        let first = live.run()
        if let problem = judge(first.diagnostics, succeeded: first.succeeded, lineCounts: lineCounts, root: root) { return problem }
        if first.succeeded && live.files["index.html"] == nil { return "a clean in-memory build has no index.html: \(live.files.keys.sorted())" }
        if first.succeeded, let chapter = tree.files.first(where: { $0.path.hasPrefix("content/") && $0.path.hasSuffix(".md") }) {
            let path = "\(root)/\(chapter.path)"
            let edited = chapter.bytes + Array("\n\nAn edited paragraph.\n".utf8)
            guard FileManager.default.createFile(atPath: path, contents: Data(edited)) else { return nil }
            lineCounts[path] = lineCount(edited)
            let second = live.run(changed: [path])
            if let problem = judge(second.diagnostics, succeeded: second.succeeded, lineCounts: lineCounts, root: root) {
                return "after an edit: \(problem)"
            }
            if !second.succeeded && live.files.isEmpty { return "a failed rebuild lost the last good site" }
        }

        guard tree.hasOldSite else { return nil }
        let report = SiteBuild.build(options)
        if let problem = judge(report.diagnostics, succeeded: report.succeeded, lineCounts: lineCounts, root: root) { return "on disk: \(problem)" }
        let output = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/site"))?.sorted()
        if report.diagnostics.containsErrors {
            if output != ["old.html"] { return "a failed build changed the output: \(output ?? []), diagnostics: \(report.diagnostics)" }
        } else if output?.contains("index.html") != true {
            return "a clean build published no index.html: \(output ?? [])"
        }
        let left = Set((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .subtracting(["content", "site", "docgen.yml"])
        if !left.isEmpty { return "left beside the output: \(left.sorted())" }
        return nil
    }

    /// Nil when every diagnostic is located in the tree (at a line of its file) or the output,
    /// and `succeeded` is true exactly when none is an error.
    private static func judge(_ diagnostics: [Diagnostic], succeeded: Bool, lineCounts: [String: Int], root: String) -> String? {
        for diagnostic in diagnostics {
            let file = diagnostic.location.file, line = diagnostic.location.line
            if let lines = lineCounts[file] {
                if line < 0 || line > lines { return "diagnostic at line \(line) of a file of \(lines) lines: \(diagnostic)" }
            } else if file != "\(root)/content" && file != "\(root)/site" && !file.hasPrefix("\(root)/site/") {
                return "diagnostic outside the tree and the output: \(diagnostic)"
            }
        }
        let hasErrors = diagnostics.containsErrors
        if hasErrors == succeeded { return "succeeded is \(succeeded) with errors: \(hasErrors)" }
        return nil
    }
}
