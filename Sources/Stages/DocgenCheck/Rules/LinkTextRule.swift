import DocgenCore

/// `link-text`: every link has a name, as axe-core's link-name asks.
public enum LinkTextRule: CheckRule {
    public static let id = "link-text"
    public static let summary = "every link has text, an image with alt text, or a label"
    public static let standard = "WCAG 2.4.4 and 4.1.2; axe-core link-name"
    public static let defaultSeverity = Diagnostic.Severity.error
}
