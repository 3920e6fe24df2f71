import DocgenXML

extension ScannedPage {
    /// The element's ARIA roles, lowercased, in the order written.
    func roles(of element: Element) -> [Substring] {
        (value(.role, of: element) ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    }
}
