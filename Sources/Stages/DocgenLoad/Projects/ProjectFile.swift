import DocgenCore
import DocgenYAML
import Foundation

/// Reads a project's own file as text, reporting a missing file, bad UTF-8 or bad YAML at it.
enum ProjectFile {
    static func text(at path: String, into diagnostics: inout [Diagnostic]) -> String? {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            diagnostics.append(.error("cannot read file", at: SourceLocation(file: path)))
            return nil
        }
        switch UTF8Validation.decode(Array(bytes), displayPath: path) {
        case .failure(let problem):
            diagnostics.append(problem)
            return nil
        case .success(let text):
            return text
        }
    }

    /// The YAML document at `path` and how to locate its nodes; tags such as MkDocs'
    /// `!!python/name:…` and `!ENV` are read as the plain values they tag.
    static func yaml(at path: String, into diagnostics: inout [Diagnostic]) -> (YAMLNode, (YAMLNode) -> SourceLocation)? {
        guard let text = text(at: path, into: &diagnostics) else { return nil }
        do {
            guard let root = try YAMLParser.parse(text) else { return nil }
            return (root, { SourceLocation(file: path, line: $0.line, column: $0.column) })
        } catch {
            diagnostics.append(.error("invalid YAML: \(error.message)", at: SourceLocation(file: path, line: error.line, column: error.column)))
            return nil
        }
    }
}
