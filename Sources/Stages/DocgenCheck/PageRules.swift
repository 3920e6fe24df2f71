import DocgenCore
import DocgenXML

/// The rules that judge one page on its own: its markup, its ids and its accessibility, each
/// finding with its ``CheckRule``.
enum PageRules {
    /// What the rules found on a page.
    struct Verdicts {
        /// In document order, well-formedness first and the page's language last.
        var findings: [Diagnostic] = []
        /// Every element that reuses an id, which `findings` reports too.
        var duplicateIDs: [PageCheck.DuplicateID] = []
    }

    /// The roles that make an `<svg>` a picture that needs a name (axe-core's svg-img-alt).
    static let graphicRoles: Set<Substring> = ["img", "graphics-document", "graphics-symbol"]
    /// The roles that make an `<img>` decorative, needing no alt text (axe-core's image-alt).
    static let presentationalRoles: Set<Substring> = ["presentation", "none"]

    /// Judges `page`, the file `file`, read with `syntax`: a page that must be XML and is not is
    /// a `markup` error; an XHTML page served as HTML that is not XML is a `not-xml` warning.
    static func judge(_ page: ScannedPage, file: String, syntax: PageScanner.Syntax) -> Verdicts {
        var verdicts = Verdicts()
        if let error = page.xmlError {
            verdicts.findings.append(syntax == .xml
                ? MarkupRule.finding(error.message, at: error.location)
                : NotXMLRule.finding(error.message + "; read as HTML instead", at: error.location))
        }
        let hidden = HiddenElements.of(page)
        let names = AccessibleName(page)
        var seenIDs: Set<String> = []
        for (index, element) in page.elements.enumerated() {
            let location = SourceLocation(file: file, line: element.line, column: element.column)
            if let id = page.value(.id, of: element), !seenIDs.insert(id).inserted {
                let duplicate = PageCheck.DuplicateID(id: id, firstLine: page.ids[id] ?? element.line, location: location)
                verdicts.duplicateIDs.append(duplicate)
                verdicts.findings.append(DuplicateIDRule.finding(duplicate.message(firstUse: "on line \(duplicate.firstLine)"), at: location))
            }
            guard !hidden[index], let message = accessibilityProblem(element, at: index, in: page, names: names) else { continue }
            verdicts.findings.append(message.rule.finding(message.text, at: location))
        }
        if let root = page.elements.first, root.name == "html",
           !page.has(.lang, of: root, where: { !$0.isEmpty }) && !page.has(.xmlLang, of: root, where: { !$0.isEmpty }) {
            verdicts.findings.append(HTMLLangRule.finding("the <html> element has no lang attribute",
                                                          at: SourceLocation(file: file, line: root.line, column: 0)))
        }
        return verdicts
    }

    /// What is wrong with an element that assistive technology sees: an image without alt
    /// text, a picture without a name, a link without a name.
    private static func accessibilityProblem(_ element: ScannedPage.Element, at index: Int, in page: ScannedPage,
                                             names: AccessibleName) -> (rule: any CheckRule.Type, text: String)? {
        func roles() -> [Substring] {
            (page.value(.role, of: element) ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        }
        switch element.name {
        case "img" where page.value(.alt, of: element) == nil && !roles().contains(where: presentationalRoles.contains):
            return (ImgAltRule.self, "<img> has no alt attribute (use alt=\"\" for a decorative image)")
        case "svg" where !element.isInsideSVG && element.parent != nil:
            // A standalone .svg file (the document's root) is named by the element that shows it.
            guard let role = roles().first(where: graphicRoles.contains), !names.isDrawingNamed(index, in: page) else { return nil }
            return (SVGNameRule.self, "<svg role=\"\(role)\"> has no accessible name (a <title> child, aria-label or aria-labelledby; "
                    + "a decorative drawing needs no role, or aria-hidden=\"true\")")
        case "a":
            guard let href = page.value(.href, of: element), !names.isLinkNamed(index, in: page) else { return nil }
            return (LinkTextRule.self, "link to '\(href)' has no text and no label")
        default:
            return nil
        }
    }
}
