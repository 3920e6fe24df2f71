import DocgenCore

/// `svg-name`: every inline SVG picture has an accessible name, as axe-core's svg-img-alt asks.
public enum SVGNameRule: CheckRule {
    public static let id = "svg-name"
    public static let summary = "every inline <svg> with a graphic role (img, graphics-document, graphics-symbol) has an accessible name"
    public static let standard = "WCAG 1.1.1; axe-core svg-img-alt"
    public static let defaultSeverity = Diagnostic.Severity.error
}
