import DocgenCore

/// `broken-fragment`: every `#fragment` names a target of its page (judged once every page's ids
/// are known, SiteChecker).
public enum BrokenFragmentRule: CheckRule {
    public static let id = "broken-fragment"
    public static let summary = "every #fragment names an element id or <a name> of its page"
    public static let standard = "HTML Living Standard: URLs and fragments"
    public static let defaultSeverity = Diagnostic.Severity.error
}
