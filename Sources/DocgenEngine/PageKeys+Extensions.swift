import DocgenCore
import DocgenModel

extension PageKeys {
    /// The user's extension commands as an input of every page: each preprocessor's and
    /// directive's name, command line, time limit and the files it names (its script, hashed
    /// whole: ``ExtensionCommand/fingerprint``), so that editing a script makes the pages again.
    /// A preprocessor's effect on a chapter is in the chapter's text already; a directive's
    /// output is decided by its command, which any page may run.
    static func extensionInputs(of config: SiteConfig) -> String {
        guard !config.preprocessors.isEmpty || !config.directives.isEmpty else { return "no extensions" }
        var hash = ContentHash()
        hash.update(config.preprocessors.count)
        for command in config.preprocessors { hash.update(command.fingerprint) }
        hash.update(config.directives.count)
        for directive in config.directives {
            hash.update(directive.name)
            hash.update(directive.command.fingerprint)
        }
        return hash.hex
    }
}
