import DocgenCore
import DocgenModel

/// Another tool's project read in place: docgen's settings made from its configuration, where
/// its chapters are, and the reading order it gives.
struct ForeignProject {
    var config = SiteConfig()
    /// The content folder, relative to the working folder or absolute.
    var contentFolder: String
    var outline: ProjectOutline?
    /// Globs of paths inside the content folder that are not published (MkDocs' `exclude_docs`).
    var excluded: [String] = []
    var diagnostics: [Diagnostic] = []
}

extension Diagnostic {
    /// A warning about a setting or syntax of another tool that docgen does not carry out,
    /// under the rule `unsupported-setting`.
    static func unsupported(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic.warning(message, at: location, rule: .unsupportedSetting)
    }
}
