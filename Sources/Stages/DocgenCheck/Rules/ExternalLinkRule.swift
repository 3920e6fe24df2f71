import DocgenCore

/// `external-link`: with `--external`, every http(s) link answers
/// (SiteChecker/checkExternalLinks(_:options:policy:)).
public enum ExternalLinkRule: CheckRule {
    public static let id = "external-link"
    public static let summary = "with --external: every http(s) link answers"
    public static let standard = "HTTP status codes (RFC 9110)"
    public static let defaultSeverity = Diagnostic.Severity.error
}
