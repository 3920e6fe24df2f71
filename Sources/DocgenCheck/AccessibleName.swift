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
        namedByContent = page.elements.map(\.hasOwnText)
        namedByTitle = Array(repeating: false, count: page.elements.count)
        for index in page.elements.indices.reversed() {
            let element = page.elements[index]
            guard let parent = element.parent else { continue }
            if element.name == "title" && namedByContent[index] { namedByTitle[parent] = true }
            if !namedByContent[parent] && names(index, element, page) { namedByContent[parent] = true }
        }
    }

    /// True when the element, a child, gives its parent a name. An image's alt text and a
    /// drawing's name count even when they are hidden.
    private func names(_ index: Int, _ element: ScannedPage.Element, _ page: ScannedPage) -> Bool {
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
        return [page.value(.ariaLabel, of: link), page.value(.title, of: link)].contains { !($0 ?? "").isEmpty }
            || page.value(.ariaLabelledBy, of: link) != nil || namedByContent[index]
    }

    /// True when the drawing (an `<svg>`) has a name: an aria-label, aria-labelledby or title
    /// that is not just white space, or a `<title>` child with text.
    func isDrawingNamed(_ index: Int, in page: ScannedPage) -> Bool {
        let drawing = page.elements[index]
        return [page.value(.ariaLabel, of: drawing), page.value(.ariaLabelledBy, of: drawing), page.value(.title, of: drawing)]
            .contains { !($0 ?? "").allSatisfy(\.isWhitespace) } || namedByTitle[index]
    }
}
