import DocgenCore

/// What one pass over a page (or SVG file) found: its ids, its links, and the markup and
/// accessibility facts the checks judge, each with its line. The scanner reports facts; the
/// checks (DocgenCheck) decide what they mean and how bad they are.
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
}
