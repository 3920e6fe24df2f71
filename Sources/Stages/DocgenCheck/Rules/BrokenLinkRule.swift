import DocgenCore

/// `broken-link`: every internal link names a file of the site (judged where links are resolved,
/// SiteChecker).
public enum BrokenLinkRule: CheckRule {
    public static let id = "broken-link"
    public static let summary = "every internal link, image, script, stylesheet and srcset candidate names a file of the site"
    public static let standard = "HTML Living Standard: URLs and fragments"
    public static let defaultSeverity = Diagnostic.Severity.error
}
