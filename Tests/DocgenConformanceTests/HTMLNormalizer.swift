import Foundation

/// cmark's `test/normalize.py` rules, applied by `normalize-html.py` (beside this file) with
/// Python's own html.parser, which those rules are defined by: all the HTML of a run is
/// normalized by one Python process.
enum HTMLNormalizer {
    static let python = Tool(named: "python3")

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("normalize-html.py").path

    /// The normal form of each of `documents`, in order.
    static func normalize(_ documents: [String]) throws -> [String] {
        guard let python else { throw ToolFailure(message: "python3 is not installed") }
        let output = try python.run([script], input: try JSONEncoder().encode(documents))
        return try JSONDecoder().decode([String].self, from: output)
    }
}
