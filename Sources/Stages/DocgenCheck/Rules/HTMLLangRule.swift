import DocgenCore
import DocgenXML

/// `html-lang`: the page says its language, as axe-core's html-has-lang asks.
public enum HTMLLangRule: CheckRule {
    public static let id = "html-lang"
    public static let summary = "the <html> element has a lang attribute"
    public static let standard = "WCAG 3.1.1; axe-core html-has-lang"
    public static let defaultSeverity = Diagnostic.Severity.error

    /// The finding for a page, the file `file`, whose root `<html>` has no non-empty lang or
    /// xml:lang.
    static func finding(on page: ScannedPage, file: String) -> Diagnostic? {
        guard let root = page.elements.first, root.name == "html",
              !page.has(.lang, of: root, where: { !$0.isEmpty }) && !page.has(.xmlLang, of: root, where: { !$0.isEmpty }) else { return nil }
        return finding("the <html> element has no lang attribute", at: SourceLocation(file: file, line: root.line, column: 0))
    }
}
