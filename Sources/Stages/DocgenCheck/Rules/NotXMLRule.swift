import DocgenCore

/// `not-xml`: an HTML page that declares itself XML is well-formed; only a warning, since a browser
/// reads it as HTML.
public enum NotXMLRule: CheckRule {
    public static let id = "not-xml"
    public static let summary = "an .html page that starts with an XML declaration is well-formed XML; it is then read as HTML"
    public static let standard = "XML 1.0 well-formedness"
    public static let defaultSeverity = Diagnostic.Severity.warning
}
