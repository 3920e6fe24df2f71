import DocgenCore

/// A check that `docgen check` and `docgen build` run on every page, described once in a file of
/// `Rules/` and listed in ``CheckRuleRegistry``. Each finding carries its rule's id, so a rule can
/// be turned off or lowered to a warning (``CheckPolicy``); the help, `--list-rules` and SARIF
/// read the rest from here.
public protocol CheckRule: Sendable {
    /// The rule's name in findings, `--disable`, `--warn` and `docgen.yml`.
    static var id: String { get }
    /// What the rule checks, for the help text, `--list-rules` and SARIF.
    static var summary: String { get }
    /// The standard the rule follows.
    static var standard: String { get }
    /// How bad a finding of the rule is unless the policy says otherwise.
    static var defaultSeverity: Diagnostic.Severity { get }
}

extension CheckRule {
    /// A finding of the rule, at its default severity.
    static func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        var diagnostic = Diagnostic(defaultSeverity, at: location, message)
        diagnostic.rule = id
        return diagnostic
    }
}
