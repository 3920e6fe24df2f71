/// The folder `snippets:` names in `docgen.yml`, where code blocks' `file="…"` take their code
/// from: real source files, compiled by their own project's tests.
public struct SnippetFolder: Sendable, Equatable {
    /// The folder as the configuration names it (`Samples`), which `file=` paths may start with.
    public var name: String
    /// The folder's path, relative to the working folder or absolute.
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}
