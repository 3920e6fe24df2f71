import DocgenCore
import DocgenXML

/// `svg-name`: every inline SVG picture has an accessible name, as axe-core's svg-img-alt asks.
public enum SVGNameRule: CheckRule {
    public static let id = "svg-name"
    public static let summary = "every inline <svg> with a graphic role (img, graphics-document, graphics-symbol) has an accessible name"
    public static let standard = "WCAG 1.1.1; axe-core svg-img-alt"
    public static let defaultSeverity = Diagnostic.Severity.error

    /// The roles that make an `<svg>` a picture that needs a name (axe-core's svg-img-alt).
    static let graphicRoles: Set<Substring> = ["img", "graphics-document", "graphics-symbol"]

    /// The finding for an inline `<svg>`, the element at `index`, that has a graphic role and no
    /// name. A standalone .svg file (the document's root) is named by the element that shows it.
    static func finding(for drawing: ScannedPage.Element, at index: Int, in page: ScannedPage, names: AccessibleName,
                        location: SourceLocation) -> Diagnostic? {
        guard !drawing.isInsideSVG, drawing.parent != nil,
              let role = page.roles(of: drawing).first(where: graphicRoles.contains), !names.isDrawingNamed(index, in: page) else { return nil }
        return finding("<svg role=\"\(role)\"> has no accessible name (a <title> child, aria-label or aria-labelledby; "
                       + "a decorative drawing needs no role, or aria-hidden=\"true\")", at: location)
    }
}
