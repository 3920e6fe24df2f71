import DocgenCore

/// What one pass over a page (or SVG file) found: its elements in document order with the
/// attributes the checks read, its ids and anchors, the resources it references, and whether it
/// is well-formed XML. These are facts; the checks (DocgenCheck) decide what they mean and how
/// bad they are.
public struct ScannedPage: Sendable {
    /// An element of the page. Its parent comes before it in ``ScannedPage/elements``, and its
    /// descendants follow it.
    public struct Element: Sendable, Equatable {
        /// The lower-cased local name (`a`, `svg`, `title`).
        public var name: String
        /// The index of the parent element in ``ScannedPage/elements``; nil for the root.
        public var parent: Int?
        public var line: Int
        /// 1-based column of the start tag in the line, or 0 when it could not be found.
        public var column: Int
        /// Where the element's attributes are in ``ScannedPage/attributes``.
        public var attributes: Range<Int>
        /// True when a text (or CDATA) child of its own holds something other than white space.
        public var hasOwnText: Bool
        /// True when an ancestor is an `<svg>`.
        public var isInsideSVG: Bool

        public init(name: String, parent: Int?, line: Int, column: Int, attributes: Range<Int>, hasOwnText: Bool, isInsideSVG: Bool) {
            self.name = name
            self.parent = parent
            self.line = line
            self.column = column
            self.attributes = attributes
            self.hasOwnText = hasOwnText
            self.isInsideSVG = isInsideSVG
        }
    }

    /// An attribute the checks read, with its value as the parser left it.
    public struct Attribute: Sendable, Equatable {
        /// The attributes the checks read; other attributes (class, style, rel…) are not copied.
        public enum Name: String, Sendable, CaseIterable {
            case id, name, href, src, srcset, alt, title, data, poster, lang, role, hidden
            case xmlLang = "xml:lang"
            case ariaLabel = "aria-label"
            case ariaLabelledBy = "aria-labelledby"
            case ariaHidden = "aria-hidden"
            case xlinkHref = "xlink:href"
        }

        public var name: Name
        public var value: String

        public init(_ name: Name, _ value: String) {
            self.name = name
            self.value = value
        }
    }

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

    /// libxml2's first complaint about a page that is not well-formed XML.
    public struct XMLError: Sendable, Equatable {
        public var message: String
        public var location: SourceLocation

        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Every element, in document order (the root first).
    public var elements: [Element] = []
    /// The elements' attributes that the checks read, element after element.
    public var attributes: [Attribute] = []
    /// Every element id, with the line of its first use.
    public var ids: [String: Int] = [:]
    /// Names of `<a name="…">` anchors, which fragments may also target.
    public var anchorNames: Set<String> = []
    public var links: [Link] = []
    /// Why the page is not well-formed XML; nil when it is, or when it was read only as HTML.
    public var xmlError: XMLError?

    public init() {}

    /// The value of the element's first attribute called `name`, if any.
    public func value(_ name: Attribute.Name, of element: Element) -> String? {
        for index in element.attributes where attributes[index].name == name { return attributes[index].value }
        return nil
    }

    /// True when one of the element's attributes called `name` satisfies `predicate`.
    public func has(_ name: Attribute.Name, of element: Element, where predicate: (String) -> Bool = { _ in true }) -> Bool {
        for index in element.attributes where attributes[index].name == name && predicate(attributes[index].value) { return true }
        return false
    }
}
