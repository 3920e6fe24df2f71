import DocgenTestSupport
import Foundation
import Testing

/// One example of the GFM spec: its number (as the spec counts them, from 1), the section it is
/// in, the extension its fence names (`table`, `autolink`, … or "" for plain CommonMark), and its
/// markdown and HTML with the spec's `→` turned back into tabs.
struct GFMExample: Sendable {
    let number: Int
    let section: String
    let marker: String
    let markdown: String
    let html: String
}

/// The GFM spec next to the repository (`<repo>/../shared/conformance/gfm-spec/spec.txt`), or
/// under `$DOCGEN_SHARED/conformance/gfm-spec` when that variable is set, read as cmark's
/// `test/spec_tests.py` reads it.
enum GFMSpec {
    static let file = ConformanceData.folder("gfm-spec").appendingPathComponent("spec.txt")

    /// The trait of the tests that read the spec: they run when it is there, and always under CI
    /// (``ConformanceData/isRequired``), where a missing spec fails them.
    static var whenPresentOrInCI: ConditionTrait {
        .enabled(if: ConformanceData.runs(needing: file), Comment(rawValue: ConformanceData.skipReason("gfm-spec")))
    }

    static let examples: [GFMExample] = {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return parse(text)
    }()

    /// The examples of `text`: a line of 32 backticks and ` example` (and an extension name)
    /// opens one, a line `.` separates its markdown from its HTML, 32 backticks close it; a line
    /// of `#` characters names the section.
    static func parse(_ text: String) -> [GFMExample] {
        let fence = String(repeating: "`", count: 32)
        var examples: [GFMExample] = []
        var section = ""
        var marker: String?
        var parts = ["", ""]
        var part = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if marker == nil {
                if line.hasPrefix(fence + " example") {
                    marker = line.dropFirst(fence.count + " example".count).trimmingCharacters(in: .whitespaces)
                    parts = ["", ""]
                    part = 0
                } else if line.hasPrefix("#"), let space = line.firstIndex(of: " "), line[..<space].allSatisfy({ $0 == "#" }) {
                    section = String(line[line.index(after: space)...])
                }
            } else if line.trimmingCharacters(in: .whitespaces) == fence {
                examples.append(GFMExample(number: examples.count + 1, section: section, marker: marker ?? "",
                                           markdown: parts[0].replacingOccurrences(of: "\u{2192}", with: "\t"),
                                           html: parts[1].replacingOccurrences(of: "\u{2192}", with: "\t")))
                marker = nil
            } else if part == 0, line.trimmingCharacters(in: .whitespaces) == "." {
                part = 1
            } else {
                parts[part] += line + "\n"
            }
        }
        return examples
    }
}
