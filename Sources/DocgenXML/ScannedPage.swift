import DocgenDiagnostics

/// What one pass over a page (or SVG file) found: its ids, its links, and its accessibility and
/// markup problems, each with its line.
public struct ScannedPage: Sendable {
    /// A reference from the page to another resource.
    public struct Link: Sendable, Equatable {
        /// The element and attribute it came from (`a`/`href`, `img`/`srcset`, `use`/`xlink:href`).
        public var element: String
        public var attribute: String
        public var value: String
        public var line: Int
        /// 1-based column of the value in the line, or 0 when it could not be found.
        public var column: Int
    }

    /// Every element id, with the line of its first use.
    public var ids: [String: Int] = [:]
    /// Names of `<a name="…">` anchors, which fragments may also target.
    public var anchorNames: Set<String> = []
    public var links: [Link] = []
    /// Located markup, accessibility and id problems, each with a rule name.
    public var findings: [Diagnostic] = []
    /// False when the file parsed only with the HTML parser (it is not well-formed XML).
    public var isWellFormedXML = true

    public init() {}

    /// True when `fragment` names an element id or an `<a name>` of the page.
    public func hasTarget(_ fragment: String) -> Bool {
        ids[fragment] != nil || anchorNames.contains(fragment)
    }
}
