import DocgenCore
import DocgenDiagrams
import Foundation
import Testing

/// The guide's English and Chinese editions stay in step: every chapter is in both, and both
/// show the same figures (list-spec ids, views and header case) and the same tables (the same CSV, key,
/// columns, comparisons, baseline, ratios, marks and chart), whatever their words.
@Suite struct GuideEditionsTests {
    static let content = GuideTests.repository + "/content"
    static let editions = ["en", "zh-Hans"]

    /// The markdown files of an edition, by path inside its folder.
    static func chapters(of edition: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: "\(content)/\(edition)").filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The bodies of a chapter's fences with `info`, in order, each with its line.
    static func fences(_ info: String, in path: String) throws -> [(line: Int, body: String)] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var found: [(Int, String)] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            if start == nil, line == "```\(info)" {
                start = index + 1
            } else if let first = start, line == "```" {
                found.append((first + 1, lines[first..<index].joined(separator: "\n")))
                start = nil
            }
        }
        return found
    }

    /// What a chapter's figures are: each list spec's id, views and header case, in order.
    static func figures(in path: String) throws -> [String] {
        try fences("listspec", in: path).map { fence in
            let (spec, problems) = ListSpecReader.read(fence.body, defaultID: "list", origin: SourceLocation(file: path, line: fence.line))
            #expect(problems.isEmpty, "\(path):\(fence.line): \(problems)")
            return spec.map { "\($0.id): \($0.views.map(\.rawValue).joined(separator: ", ")), headers \($0.resolvedHeaderCase.rawValue)" }
                ?? "unreadable"
        }
    }

    /// What a chapter's tables are: each bench table's data and presentation, without its words.
    static func tables(in path: String) throws -> [String] {
        try fences("benchtable", in: path).map { fence in
            let (read, problems) = BenchTableSpecReader.read(fence.body, origin: SourceLocation(file: path, line: fence.line))
            #expect(problems.isEmpty, "\(path):\(fence.line): \(problems)")
            guard let spec = read else { return "unreadable" }
            let better = spec.better.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.rawValue)" }
            return [spec.source, spec.id ?? "-", spec.key ?? "-", (spec.columns ?? []).joined(separator: " "),
                    spec.labels.keys.sorted().joined(separator: " "), spec.units.keys.sorted().joined(separator: " "),
                    better.joined(separator: " "), spec.baseline ?? "-", spec.ratios.joined(separator: " "), spec.marks.rawValue,
                    spec.chart.joined(separator: " ")].joined(separator: " | ")
        }
    }

    @Test func everyChapterIsInBothEditions() throws {
        let english = try Self.chapters(of: "en"), chinese = try Self.chapters(of: "zh-Hans")
        #expect(!english.isEmpty)
        #expect(english == chinese, "only in English: \(Set(english).subtracting(chinese).sorted()); only in Chinese: \(Set(chinese).subtracting(english).sorted())")
    }

    @Test func bothEditionsShowTheSameFiguresAndTables() throws {
        for chapter in try Self.chapters(of: "en") {
            let english = "\(Self.content)/en/\(chapter)", chinese = "\(Self.content)/zh-Hans/\(chapter)"
            guard FileManager.default.fileExists(atPath: chinese) else { continue }
            #expect(try Self.figures(in: english) == Self.figures(in: chinese), "\(chapter): figures differ")
            #expect(try Self.tables(in: english) == Self.tables(in: chinese), "\(chapter): tables differ")
        }
    }

    /// The guide's bench tables went with its Measurements chapter (#47); the tables are still
    /// compared, should a chapter show one again.
    @Test func theGuideHasFiguresToCompare() throws {
        let all = try Self.chapters(of: "en").map { "\(Self.content)/en/\($0)" }
        #expect(try all.flatMap(Self.figures).count >= 6)
    }
}
