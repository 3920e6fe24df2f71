import DocgenCore
import DocgenXML

/// `link-text`: every link has a name, as axe-core's link-name asks.
public enum LinkTextRule: CheckRule {
    public static let id = "link-text"
    public static let summary = "every link has text, an image with alt text, or a label"
    public static let standard = "WCAG 2.4.4 and 4.1.2; axe-core link-name"
    public static let defaultSeverity = Diagnostic.Severity.error

    /// The finding for an `<a href>`, the element at `index`, that has no name.
    static func finding(for link: ScannedPage.Element, at index: Int, in page: ScannedPage, names: AccessibleName,
                        location: SourceLocation) -> Diagnostic? {
        guard let href = page.value(.href, of: link), !names.isLinkNamed(index, in: page) else { return nil }
        return finding("link to '\(href)' has no text and no label", at: location)
    }
}
