import DocgenCore
import DocgenDiagrams
import Foundation

/// Reads a list spec from a file of its own (the YAML of a ```` ```listspec ```` block).
///
/// A spec without an `id:` takes its file's name when that is a valid id, and `list` otherwise.
enum SpecFile {
    /// The spec at `path`, printing located problems; nil when it has errors.
    static func read(_ path: String, console: ConsoleWriter) -> ListSpec? {
        let (spec, problems) = load(path)
        console.diagnostics(problems)
        return spec
    }

    /// The spec at `path` and its problems, sorted; the spec is nil when there is an error.
    static func load(_ path: String) -> (spec: ListSpec?, problems: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [.error("cannot read file", at: SourceLocation(file: path))])
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return (nil, [.error("file is not valid UTF-8", at: SourceLocation(file: path))])
        }
        let defaultID = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let (spec, problems) = ListSpecReader.read(text, defaultID: ElementID.isValid(defaultID) ? defaultID : "list",
                                                   origin: SourceLocation(file: path, line: 1, column: 1))
        return (problems.containsErrors ? nil : spec, problems.sorted())
    }
}
