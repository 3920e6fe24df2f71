import DocgenXML

/// Which elements are hidden from assistive technology, and so left out of the accessibility
/// rules: those with `aria-hidden="true"` or `hidden` on them or on an ancestor (WAI-ARIA's
/// "excluded from the accessibility tree"; CSS that hides an element is not seen here).
enum HiddenElements {
    /// One flag per element of `page`; parents come before children, so one pass suffices.
    static func of(_ page: ScannedPage) -> [Bool] {
        var hidden = Array(repeating: false, count: page.elements.count)
        for index in page.elements.indices {
            if let parent = page.elements[index].parent, hidden[parent] {
                hidden[index] = true
            } else {
                hidden[index] = hides(page.elements[index], in: page)
            }
        }
        return hidden
    }

    /// True when the element's own attributes hide it and everything in it.
    private static func hides(_ element: ScannedPage.Element, in page: ScannedPage) -> Bool {
        page.has(.ariaHidden, of: element, where: { $0 == "true" }) || page.has(.hidden, of: element)
    }
}
