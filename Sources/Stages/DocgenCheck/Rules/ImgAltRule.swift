import DocgenCore
import DocgenXML

/// `img-alt`: every `<img>` has alt text, as axe-core's image-alt asks.
public enum ImgAltRule: CheckRule {
    public static let id = "img-alt"
    public static let summary = "every <img> has an alt attribute, unless it is hidden or presentational"
    public static let standard = "WCAG 1.1.1; axe-core image-alt"
    public static let defaultSeverity = Diagnostic.Severity.error

    /// The roles that make an `<img>` decorative, needing no alt text (axe-core's image-alt).
    static let presentationalRoles: Set<Substring> = ["presentation", "none"]

    /// The finding for an `<img>` that has no alt attribute and is not presentational.
    static func finding(for image: ScannedPage.Element, in page: ScannedPage, at location: SourceLocation) -> Diagnostic? {
        guard page.value(.alt, of: image) == nil, !page.roles(of: image).contains(where: presentationalRoles.contains) else { return nil }
        return finding("<img> has no alt attribute (use alt=\"\" for a decorative image)", at: location)
    }
}
