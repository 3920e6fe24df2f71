/// A kind of warning the build itself gives (loading, rendering, directives, publishing), as
/// ``Diagnostic/rule`` names it: `check:` in `docgen.yml` and the options of `docgen check`
/// turn it off (`disable:`), raise it to an error (`error:`) or, for a rule that is off unless
/// asked for, turn it on (`warn:`). The checks of the built pages have rules of their own
/// (DocgenCheck's `CheckRule`); `docgen check --list-rules` lists both.
public struct BuildRule: Sendable, Hashable {
    /// The rule's name in diagnostics and settings.
    public let id: String
    /// What the rule reports, for `--list-rules`.
    public let summary: String
    /// False for a rule that reports nothing unless `warn:` or `error:` names it.
    public let isOnByDefault: Bool

    init(_ id: String, _ summary: String, isOnByDefault: Bool = true) {
        self.id = id
        self.summary = summary
        self.isOnByDefault = isOnByDefault
    }
}
