import Foundation

/// cmark's `test/normalize.py` rules, applied by `normalize-html.py` (beside this file) with
/// Python's own html.parser, which those rules are defined by: all the HTML of a run is
/// normalized by one Python process.
enum HTMLNormalizer {
    static let python = Tool(named: "python3")
    /// Debian's python3, which has Debian's html5lib (`python3-html5lib`), for ``normalizeDOM(_:)``.
    static let debianPython = Tool(path: "/usr/bin/python3")
    static let hasHTML5Parser = debianPython.map { (try? $0.run(["-c", "import html5lib"], input: Data())) != nil } ?? false

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("normalize-html.py").path

    /// The normal form of each of `documents`, in order.
    static func normalize(_ documents: [String]) throws -> [String] {
        guard let python else { throw ToolFailure(message: "python3 is not installed") }
        let output = try python.run([script], input: try JSONEncoder().encode(documents))
        return try JSONDecoder().decode([String].self, from: output)
    }

    /// The normal form of the document a browser builds from each of `documents` (html5lib,
    /// the HTML5 parsing algorithm): raw HTML that cmark-gfm passes through unbalanced and
    /// docgen writes repaired compares equal when a browser reads both the same.
    static func normalizeDOM(_ documents: [String]) throws -> [String] {
        guard let python = debianPython, hasHTML5Parser else { throw ToolFailure(message: "html5lib is not installed") }
        let output = try python.run([script, "--dom"], input: try JSONEncoder().encode(documents))
        return try JSONDecoder().decode([String].self, from: output)
    }
}
