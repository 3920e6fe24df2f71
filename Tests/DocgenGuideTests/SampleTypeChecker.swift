import Foundation

/// Type-checks Swift samples with `swiftc` against the declarations in `Tests/SwiftSamples/Stubs`.
///
/// All samples and the stubs are compiled as one module in one `swiftc -typecheck` run (see
/// `Tests/SwiftSamples/README.md` for why), and each error is mapped back to its chapter line.
struct SampleTypeChecker {
    var stubsDirectory: URL

    /// One compiler error, located in a chapter (`content/pitfalls.md:12`) or in a stub file.
    struct Finding: CustomStringConvertible, Equatable {
        var location: String
        var message: String
        var description: String { "\(location): error: \(message)" }
    }

    /// The modules a sample may import. They are empty: the stubs live in the samples' own module.
    static let importedModules = ["Foundation", "QuartzCore", "UIKit", "SwiftUI"]

    /// Type-checks `samples` (fragments are skipped) and returns every error once, in compiler order.
    func check(_ samples: [SwiftSample]) throws -> [Finding] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let modules = work.appendingPathComponent("modules")
        try emitEmptyModules(into: modules, scratch: work)

        var files: [String] = []
        var sampleByFile: [String: SwiftSample] = [:]
        let stubNames = try FileManager.default.contentsOfDirectory(atPath: stubsDirectory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        for name in stubNames {
            let source = try String(contentsOf: stubsDirectory.appendingPathComponent(name), encoding: .utf8)
            let file = work.appendingPathComponent("Stub-\(name)")
            try AvailabilityRewriter.rewriteStub(source).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        for (index, sample) in samples.enumerated() {
            guard case .checked(let minimum) = sample.kind else { continue }
            let file = work.appendingPathComponent("Sample\(index).swift")
            try AvailabilityRewriter.rewriteSample(sample.code, minimum: minimum).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            sampleByFile[file.path] = sample
        }

        let arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "GuideSamples",
                         "-diagnostic-style", "llvm", "-continue-building-after-errors", "-I", modules.path] + AvailabilityRewriter.compilerFlags + files
        let output = try Self.run(arguments)
        // Every frontend job parses every file, so a parse error comes back once per job.
        var seen = Set<String>()
        return output.split(separator: "\n").compactMap { line -> Finding? in
            guard let match = line.wholeMatch(of: #/(?<path>[^:]+):(?<line>\d+):\d+: error: (?<message>.*)/#),
                  let lineNumber = Int(match.output.line) else { return nil }
            let path = String(match.output.path)
            let message = String(match.output.message)
            let location = sampleByFile[path].map { $0.location(ofLine: lineNumber) }
                ?? path.replacingOccurrences(of: work.path + "/Stub-", with: "Tests/SwiftSamples/Stubs/") + ":\(lineNumber)"
            let finding = Finding(location: location, message: message)
            return seen.insert(finding.description).inserted ? finding : nil
        }
    }

    private func emitEmptyModules(into modules: URL, scratch: URL) throws {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let empty = scratch.appendingPathComponent("Empty.swift")
        try "".write(to: empty, atomically: true, encoding: .utf8)
        for name in Self.importedModules {
            let output = try Self.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name,
                                       "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path, empty.path])
            guard output.isEmpty else { throw CompilerFailure(output: output) }
        }
    }

    /// The compiler said something where it should have said nothing.
    struct CompilerFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "swiftc failed:\n\(output)" }
    }

    /// Runs a command found on `PATH` and returns its standard output and error together.
    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
