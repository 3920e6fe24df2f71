import DocgenCore

/// `markup`: a file that must be XML is well-formed (found by the page scan, PageRules).
public enum MarkupRule: CheckRule {
    public static let id = "markup"
    public static let summary = "a file that declares itself XML (.xhtml, .svg, .xml, docgen's own pages) is well-formed XML"
    public static let standard = "XML 1.0 well-formedness"
    public static let defaultSeverity = Diagnostic.Severity.error
}
