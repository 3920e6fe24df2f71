import DocgenFuzzChecks
import Foundation
import Testing

/// Replays every input libFuzzer found (`Tests/FuzzRegressions/TARGET/*`, added by
/// `Scripts/fuzz`) and the repository's own seed inputs through the fuzz targets' checks,
/// without libFuzzer, so a fixed crash stays fixed.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let targetNames = FuzzChecks.targets.keys.sorted()

    /// Regular files under `folder` (relative to the repository) whose names end in one of `extensions`.
    static func files(under folder: String, extensions: [String], fixturesOnly: Bool = false) -> [String] {
        let base = "\(root)/\(folder)"
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            guard extensions.contains(where: { path.hasSuffix($0) }) else { continue }
            if fixturesOnly && !path.contains("Fixtures/") { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(base)/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append("\(folder)/\(path)")
            }
        }
        return result.sorted()
    }

    static func read(_ path: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: "\(root)/\(path)") ?? Data())
    }

    /// The bodies of the ```` ```listspec ```` fences in `markdown`.
    static func listSpecFences(_ markdown: String) -> [String] {
        var fences: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```"), line.drop(while: { $0 == "`" }).trimmingPrefix(" ").hasPrefix("listspec") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                fences.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return fences
    }

    /// The repository's inputs for `target`, as Scripts/fuzz seeds its corpus: (name, bytes).
    static func seeds(for target: String) -> [(String, [UInt8])] {
        let markdown = files(under: "content", extensions: [".md"]) + files(under: "Tests", extensions: [".md"], fixturesOnly: true)
        let paths: [String]
        switch target {
        case "FuzzFrontMatter", "FuzzChapter":
            paths = markdown
        case "FuzzListSpec":
            let fences = markdown.flatMap { path in
                listSpecFences(String(decoding: read(path), as: UTF8.self)).enumerated().map { ("\(path) fence \($0 + 1)", Array($1.utf8)) }
            }
            return fences + files(under: "Tests", extensions: [".yml", ".yaml"], fixturesOnly: true).map { ($0, read($0)) }
        case "FuzzCSV":
            paths = files(under: "content", extensions: [".csv"]) + files(under: "Tests", extensions: [".csv"], fixturesOnly: true)
        case "FuzzMustache":
            paths = files(under: "templates", extensions: [".mustache"]) + files(under: "Tests", extensions: [".mustache"], fixturesOnly: true)
        case "FuzzBuild":
            paths = markdown + files(under: "content", extensions: [".csv"]) + files(under: "Tests", extensions: [".csv"], fixturesOnly: true)
        case "FuzzCheck":
            paths = files(under: "site", extensions: [".html", ".xhtml", ".svg"])
                + files(under: "Tests", extensions: [".html", ".xhtml", ".svg"], fixturesOnly: true)
        default:
            paths = []
        }
        return paths.map { ($0, read($0)) }
    }

    /// The inputs libFuzzer found for `target`.
    static func regressions(for target: String) -> [(String, [UInt8])] {
        let folder = "Tests/FuzzRegressions/\(target)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { ("\(folder)/\($0)", read("\(folder)/\($0)")) }
    }

    @Test(arguments: targetNames)
    func seedInputsPassTheFuzzChecks(_ target: String) throws {
        let check = try #require(FuzzChecks.targets[target])
        let seeds = Self.seeds(for: target)
        #expect(!seeds.isEmpty, "no seed inputs found for \(target) under \(Self.root)")
        for (name, bytes) in seeds {
            let problem = check(bytes)
            #expect(problem == nil, "\(name): \(problem ?? "")")
        }
    }

    @Test(arguments: targetNames)
    func foundInputsStayFixed(_ target: String) throws {
        let check = try #require(FuzzChecks.targets[target])
        for (name, bytes) in Self.regressions(for: target) {
            let problem = check(bytes)
            #expect(problem == nil, "\(name): \(problem ?? "")")
        }
    }

    @Test func unknownRegressionFoldersAreReported() throws {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: "\(Self.root)/Tests/FuzzRegressions")) ?? []
        for folder in folders where !folder.hasPrefix(".") && folder != "README.md" {
            #expect(FuzzChecks.targets[folder] != nil, "Tests/FuzzRegressions/\(folder) names no fuzz target")
        }
    }

    @Test func lineCountTreatsLFCRLFAndCRAsLineBreaks() {
        #expect(FuzzChecks.lineCount([]) == 1)
        #expect(FuzzChecks.lineCount(Array("a\nb\r\nc\rd".utf8)) == 4)
        #expect(FuzzChecks.lineCount(Array("a\n".utf8)) == 2)
    }
}
