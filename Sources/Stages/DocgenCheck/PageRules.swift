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
            guard !hidden[index], let finding = accessibilityFinding(element, at: index, in: page, names: names, location: location) else {
                continue
            }
            verdicts.findings.append(finding)
        }
        if let finding = HTMLLangRule.finding(on: page, file: file) { verdicts.findings.append(finding) }
        return verdicts
    }

    /// The finding of the rule that judges an element of this kind that assistive technology
    /// sees: an image without alt text, a picture without a name, a link without a name.
    private static func accessibilityFinding(_ element: ScannedPage.Element, at index: Int, in page: ScannedPage,
                                             names: AccessibleName, location: SourceLocation) -> Diagnostic? {
        switch element.name {
        case "img": ImgAltRule.finding(for: element, in: page, at: location)
        case "svg": SVGNameRule.finding(for: element, at: index, in: page, names: names, location: location)
        case "a": LinkTextRule.finding(for: element, at: index, in: page, names: names, location: location)
        default: nil
        }
    }
}
