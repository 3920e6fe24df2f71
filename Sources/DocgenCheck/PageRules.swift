import DocgenCore
import DocgenXML

/// Turns what the scanner observed on a page into findings, each with its ``CheckRule``.
enum PageRules {
    /// The findings for `page`, read with `syntax`: a page that must be XML and is not is a
    /// `markup` error; an XHTML page served as HTML that is not XML is a `not-xml` warning.
    static func findings(for page: ScannedPage, syntax: PageScanner.Syntax) -> [Diagnostic] {
        page.notes.map { note in
            switch note.observation {
            case .notWellFormed(let message):
                syntax == .xml
                    ? finding(.markup, message, at: note.location)
                    : finding(.notXML, message + "; read as HTML instead", at: note.location)
            case .duplicateID(let id, let firstLine):
                finding(.duplicateID, PageCheck.DuplicateID(id: id, firstLine: firstLine, location: note.location)
                    .message(firstUse: "on line \(firstLine)"), at: note.location)
            case .imageWithoutAlt:
                finding(.imgAlt, "<img> has no alt attribute (use alt=\"\" for a decorative image)", at: note.location)
            case .unnamedGraphic(let role):
                finding(.svgName, "<svg role=\"\(role)\"> has no accessible name (a <title> child, aria-label or aria-labelledby; "
                        + "a decorative drawing needs no role, or aria-hidden=\"true\")", at: note.location)
            case .unlabelledLink(let href):
                finding(.linkText, "link to '\(href)' has no text and no label", at: note.location)
            case .missingLanguage:
                finding(.htmlLang, "the <html> element has no lang attribute", at: note.location)
            }
        }
    }

    /// A finding of `rule`, at the rule's default severity.
    static func finding(_ rule: CheckRule, _ message: String, at location: SourceLocation) -> Diagnostic {
        var diagnostic = Diagnostic(rule.defaultSeverity, at: location, message)
        diagnostic.rule = rule.rawValue
        return diagnostic
    }
}
