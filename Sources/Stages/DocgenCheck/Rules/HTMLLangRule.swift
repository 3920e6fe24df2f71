import DocgenCore

/// `html-lang`: the page says its language, as axe-core's html-has-lang asks.
public enum HTMLLangRule: CheckRule {
    public static let id = "html-lang"
    public static let summary = "the <html> element has a lang attribute"
    public static let standard = "WCAG 3.1.1; axe-core html-has-lang"
    public static let defaultSeverity = Diagnostic.Severity.error
}
