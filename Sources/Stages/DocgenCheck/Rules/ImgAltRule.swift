import DocgenCore

/// `img-alt`: every `<img>` has alt text, as axe-core's image-alt asks.
public enum ImgAltRule: CheckRule {
    public static let id = "img-alt"
    public static let summary = "every <img> has an alt attribute, unless it is hidden or presentational"
    public static let standard = "WCAG 1.1.1; axe-core image-alt"
    public static let defaultSeverity = Diagnostic.Severity.error
}
