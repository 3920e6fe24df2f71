import DocgenCore

/// What one pass over a page (or SVG file) found: its elements in document order with the
/// attributes the checks read, its ids, its links, and the markup and accessibility facts the
/// checks judge, each with its line. The scanner reports facts; the checks (DocgenCheck)
/// decide what they mean and how bad they are.
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

    /// Something about the page that a check may judge.
    public enum Observation: Sendable, Equatable {
        /// The page is not well-formed XML: libxml2's first complaint.
        case notWellFormed(String)
        /// An id already used on `firstLine`.
        case duplicateID(String, firstLine: Int)
        /// An `<img>` without `alt`, visible to assistive technology and not presentational.
        case imageWithoutAlt
        /// An inline `<svg>` with a graphic role and no accessible name.
        case unnamedGraphic(role: String)
        /// A link (`<a href>`) with no text, no image alt text and no label.
        case unlabelledLink(href: String)
        /// The root `<html>` has no `lang` (or `xml:lang`).
        case missingLanguage
    }

    /// An observation and where it is.
    public struct Note: Sendable, Equatable {
        public var observation: Observation
        public var location: SourceLocation
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
    /// What the checks judge, in document order.
    public var notes: [Note] = []
    /// False when the file was read with the HTML parser.
    public var isWellFormedXML = true

    public init() {}

    /// The value of the element's first attribute called `name`, if any.
    public func value(_ name: Attribute.Name, of element: Element) -> String? {
        attributes[element.attributes].first { $0.name == name }?.value
    }

    /// True when one of the element's attributes called `name` satisfies `predicate`.
    public func has(_ name: Attribute.Name, of element: Element, where predicate: (String) -> Bool = { _ in true }) -> Bool {
        attributes[element.attributes].contains { $0.name == name && predicate($0.value) }
    }
}
