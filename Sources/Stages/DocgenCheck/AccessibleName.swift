import DocgenXML

/// What gives an element an accessible name, as axe-core's link-name and svg-img-alt rules
/// compute it: a label attribute, or content a screen reader reads out.
///
/// Content is judged for every element at once over the flat element list, children before
/// parents (they follow their parent in document order), so no nesting depth can exhaust the
/// stack.
struct AccessibleName {
    /// Per element: its content names it. That is visible text, an `<img>` with alt text, or an
    /// `<svg>` with a `<title>` or an aria-label, outside `aria-hidden="true"` subtrees.
    private var namedByContent: [Bool]
    /// Per element: a `<title>` child names it (an SVG drawing's name).
    private var namedByTitle: [Bool]

    init(_ page: ScannedPage) {
        namedByContent = page.elements.map { $0.hasOwnText }
        namedByTitle = Array(repeating: false, count: page.elements.count)
        for index in page.elements.indices.reversed() {
            guard let parent = page.elements[index].parent else { continue }
            if namedByContent[index] && page.elements[index].name == "title" { namedByTitle[parent] = true }
            if !namedByContent[parent] && names(page.elements[index], at: index, in: page) { namedByContent[parent] = true }
        }
    }

    /// True when the element, a child, gives its parent a name. An image's alt text and a
    /// drawing's name count even when they are hidden.
    private func names(_ element: ScannedPage.Element, at index: Int, in page: ScannedPage) -> Bool {
        switch element.name {
        case "img" where page.has(.alt, of: element, where: { !$0.isEmpty }):
            return true
        case "svg" where namedByTitle[index] || page.has(.ariaLabel, of: element, where: { !$0.isEmpty }):
            return true
        default:
            return namedByContent[index] && !page.has(.ariaHidden, of: element, where: { $0 == "true" })
        }
    }

    /// True when the link (an `<a>`) has a name: a non-empty aria-label or title, any
    /// aria-labelledby, or content that names it.
    func isLinkNamed(_ index: Int, in page: ScannedPage) -> Bool {
        let link = page.elements[index]
        return namedByContent[index] || page.has(.ariaLabelledBy, of: link)
            || !(page.value(.ariaLabel, of: link) ?? "").isEmpty || !(page.value(.title, of: link) ?? "").isEmpty
    }

    /// True when the drawing (an `<svg>`) has a name: an aria-label, aria-labelledby or title
    /// that is not just white space, or a `<title>` child with text.
    func isDrawingNamed(_ index: Int, in page: ScannedPage) -> Bool {
        let drawing = page.elements[index]
        return namedByTitle[index] || [ScannedPage.Attribute.Name.ariaLabel, .ariaLabelledBy, .title]
            .contains { !(page.value($0, of: drawing) ?? "").allSatisfy(\.isWhitespace) }
    }
}
