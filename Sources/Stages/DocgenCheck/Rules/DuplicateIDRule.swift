import DocgenCore

/// `duplicate-id`: no id is used twice on a page (found by the page scan, PageRules).
public enum DuplicateIDRule: CheckRule {
    public static let id = "duplicate-id"
    public static let summary = "no id is used twice on a page"
    public static let standard = "HTML Living Standard: the id attribute is unique in its tree"
    public static let defaultSeverity = Diagnostic.Severity.error
}
