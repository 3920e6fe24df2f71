import CLibXML2
import DocgenCore

/// Reads a page once with libxml2 and collects its ids, links and observations (``ScannedPage``).
public enum PageScanner {
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// How a page is to be read.
    public enum Syntax: Sendable {
        /// XML only: a page that is not well-formed is not read further.
        case xml
        /// XML first; a page that is not well-formed is noted and read again as HTML.
        case xmlOrHTML
        /// HTML, with libxml2's recovering HTML parser, silently.
        case html
    }

    /// Scans `bytes`, read as `syntax` says.
    public static func scan(_ bytes: [UInt8], displayPath: String, syntax: Syntax) -> ScannedPage {
        bytes.withUnsafeBufferPointer { buffer in
            var page = ScannedPage()
            var document: OpaquePointer?
            if syntax == .html {
                page.isWellFormedXML = false
                document = LibXMLParse.html(buffer, displayPath: displayPath)
            } else {
                let (xmlDocument, errors) = LibXMLParse.xml(buffer, displayPath: displayPath)
                document = xmlDocument
                if document == nil {
                    if let first = errors.first {
                        page.notes.append(ScannedPage.Note(observation: .notWellFormed(first.message), location: first.location))
                    }
                    guard syntax == .xmlOrHTML else { return page }
                    page.isWellFormedXML = false
                    document = LibXMLParse.html(buffer, displayPath: displayPath)
                }
            }
            guard let document else { return page }
            let doc = UnsafeMutablePointer<xmlDoc>(document)
            defer { xmlFreeDoc(doc) }
            var walker = PageWalker(displayPath: displayPath, columns: ColumnFinder(bytes))
            if let root = xmlDocGetRootElement(doc) {
                walker.visit(root)
                if localName(root).lowercased() == "html" && !walker.rootHasLanguage(root) {
                    walker.note(.missingLanguage, line: Int(xmlGetLineNo(root)))
                }
            }
            page.elements = walker.elements
            page.attributes = walker.elementAttributes
            page.ids = walker.ids
            page.anchorNames = walker.anchorNames
            page.links = walker.links
            page.notes += walker.notes
            return page
        }
    }

    static func localName(_ node: UnsafeMutablePointer<xmlNode>) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }
}

/// Walks a parsed tree once, element by element.
private struct PageWalker {
    let displayPath: String
    var columns: ColumnFinder
    var ids: [String: Int] = [:]
    var anchorNames: Set<String> = []
    var links: [ScannedPage.Link] = []
    var notes: [ScannedPage.Note] = []
    var elements: [ScannedPage.Element] = []
    var elementAttributes: [ScannedPage.Attribute] = []
    /// Element and attribute names by libxml2's interned name pointer: a page repeats a few
    /// dozen names thousands of times, so each becomes a Swift string once.
    private var names: [UnsafePointer<xmlChar>: String] = [:]

    /// Attributes that reference other resources, by element (`*` for any element).
    static let linkAttributes: [String: Set<String>] = [
        "a": ["href"], "area": ["href"], "link": ["href"], "img": ["src", "srcset"], "script": ["src"],
        "source": ["src", "srcset"], "iframe": ["src"], "embed": ["src"], "object": ["data"], "video": ["src", "poster"],
        "audio": ["src"], "track": ["src"], "use": ["href"], "image": ["href"],
    ]

    /// The roles that make an `<svg>` a picture that needs a name (axe-core's svg-img-alt).
    static let graphicRoles: Set<String> = ["img", "graphics-document", "graphics-symbol"]

    init(displayPath: String, columns: ColumnFinder) {
        self.displayPath = displayPath
        self.columns = columns
    }

    mutating func note(_ observation: ScannedPage.Observation, line: Int, column: Int = 0) {
        notes.append(ScannedPage.Note(observation: observation, location: SourceLocation(file: displayPath, line: line, column: column)))
    }

    func rootHasLanguage(_ root: UnsafeMutablePointer<xmlNode>) -> Bool {
        attributes(of: root).contains { ($0.name == "lang" || $0.name == "xml:lang") && !$0.value.isEmpty }
    }

    /// Where an element stands: inside an SVG drawing, and hidden from assistive technology
    /// (by `aria-hidden="true"` or `hidden` on it or an ancestor).
    private struct Context {
        var insideSVG = false
        var hidden = false
        /// The index of the parent element in ``elements``.
        var parent: Int?
    }

    /// Depth-first in document order, with an explicit stack: a page nested thousands of levels
    /// deep (hostile or broken input to `docgen check`) cannot overflow the call stack.
    mutating func visit(_ root: UnsafeMutablePointer<xmlNode>) {
        var stack: [(node: UnsafeMutablePointer<xmlNode>, context: Context)] = [(root, Context())]
        while let (current, context) = stack.popLast() {
            if current != root, let next = current.pointee.next { stack.append((next, context)) }
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
               let parent = context.parent, !elements[parent].hasOwnText, let content = current.pointee.content, Self.hasVisibleText(content) {
                elements[parent].hasOwnText = true
            }
            guard current.pointee.type == XML_ELEMENT_NODE else { continue }
            let name = lowercasedName(current.pointee.name)
            let attributes = attributes(of: current)
            var inner = context
            inner.hidden = context.hidden || attributes.contains { ($0.name == "aria-hidden" && $0.value == "true") || $0.name == "hidden" }
            inspect(current, name: name, attributes: attributes, context: inner, isRoot: current == root)
            inner.insideSVG = context.insideSVG || name == "svg"
            inner.parent = elements.count - 1
            if let child = current.pointee.children { stack.append((child, inner)) }
        }
    }

    /// The lower-cased element name, made once per distinct name.
    private mutating func lowercasedName(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        if let known = names[pointer] { return known }
        let name = String(cString: pointer).lowercased()
        names[pointer] = name
        return name
    }

    private mutating func inspect(_ node: UnsafeMutablePointer<xmlNode>, name: String, attributes: [(name: String, value: String)],
                                  context: Context, isRoot: Bool) {
        let line = Int(xmlGetLineNo(node))
        let column = columns.column(ofElement: node.pointee.name, line: line)
        let first = elementAttributes.count
        elementAttributes += attributes.map { ScannedPage.Attribute(ScannedPage.Attribute.Name(rawValue: $0.name)!, $0.value) }
        elements.append(ScannedPage.Element(name: name, parent: context.parent, line: line, column: column,
                                            attributes: first..<elementAttributes.count, hasOwnText: false, isInsideSVG: context.insideSVG))
        func value(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }
        if let id = value("id") {
            if let first = ids[id] {
                note(.duplicateID(id, firstLine: first), line: line, column: column)
            } else {
                ids[id] = line
            }
        }
        if name == "a", let anchor = value("name") { anchorNames.insert(anchor) }
        let linkNames = Self.linkAttributes[name] ?? []
        for attribute in attributes where linkNames.contains(attribute.name) || (attribute.name == "xlink:href" && context.insideSVG) {
            if attribute.name == "srcset" {
                for candidate in attribute.value.split(separator: ",") {
                    if let url = candidate.split(separator: " ", omittingEmptySubsequences: true).first {
                        links.append(.init(element: name, attribute: "srcset", value: String(url), line: line,
                                           column: columns.column(of: String(url), line: line)))
                    }
                }
            } else {
                links.append(.init(element: name, attribute: attribute.name, value: attribute.value, line: line,
                                   column: columns.column(of: attribute.value, line: line)))
            }
        }
        guard !context.hidden else { return }
        let roles = (value("role") ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        switch name {
        case "img" where value("alt") == nil && !roles.contains(where: { $0 == "presentation" || $0 == "none" }):
            note(.imageWithoutAlt, line: line, column: column)
        case "svg" where !context.insideSVG && !isRoot:
            // A standalone .svg file (the document's root) is named by the element that shows it.
            guard let role = roles.first(where: { Self.graphicRoles.contains(String($0)) }) else { break }
            let named = [value("aria-label"), value("aria-labelledby"), value("title")].contains { !($0 ?? "").allSatisfy(\.isWhitespace) }
                || hasTitleChild(node)
            if !named { note(.unnamedGraphic(role: String(role)), line: line, column: column) }
        case "a":
            guard let href = value("href") else { break }
            let hasLabel = [value("aria-label"), value("title")].contains { !($0 ?? "").isEmpty } || value("aria-labelledby") != nil
            if !hasLabel && !hasText(node) { note(.unlabelledLink(href: href), line: line, column: column) }
        default:
            break
        }
    }

    /// Attributes the checks read; others (class, style, rel…) are skipped without copying.
    static let readAttributes: Set<String> = [
        "id", "name", "href", "src", "srcset", "alt", "title", "data", "poster", "lang", "xml:lang",
        "aria-label", "aria-labelledby", "aria-hidden", "hidden", "role", "xlink:href",
    ]

    /// The ``readAttributes`` without a namespace prefix, as static C strings: compared with
    /// libxml2's names in place, with no copy and no reference counting.
    static let plainReadAttributes: [StaticString] = [
        "id", "name", "href", "src", "srcset", "alt", "title", "data", "poster", "lang", "aria-label", "aria-labelledby", "aria-hidden",
        "hidden", "role",
        // The HTML parser keeps SVG's `xlink:href` as a plain name (HTML's "adjust foreign attributes").
        "xlink:href",
    ]

    /// The element's attributes that the checks read, with `prefix:name` for namespaced ones.
    func attributes(of node: UnsafeMutablePointer<xmlNode>) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            guard let rawName = current.pointee.name else { continue }
            var name: String
            if let namespace = current.pointee.ns {
                name = String(cString: rawName)
                if let prefix = namespace.pointee.prefix {
                    name = String(cString: prefix) + ":" + name
                } else if let href = namespace.pointee.href, String(cString: href) == PageScanner.xlinkNamespace {
                    name = "xlink:" + name
                }
                guard Self.readAttributes.contains(name) else { continue }
            } else {
                // The common case, without a namespace: matched on the C string, no copy.
                guard let known = Self.plainReadAttributes.first(where: { xmlStrEqual($0.utf8Start, rawName) != 0 }) else { continue }
                name = known.description
            }
            var value = ""
            if let text = current.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE, let content = text.pointee.content {
                value = String(cString: content)
            } else if let text = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                value = String(cString: text)
                docgen_xml_free(text)
            }
            result.append((name, value))
        }
        return result
    }

    /// True when the element holds text, or an image with alt text, for a screen reader to read.
    /// Looks at most 64 levels down, so hostile nesting cannot exhaust the stack.
    private func hasText(_ node: UnsafeMutablePointer<xmlNode>, depth: Int = 0) -> Bool {
        guard depth < 64 else { return false }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content, Self.hasVisibleText(content) { return true }
            case XML_ELEMENT_NODE:
                let name = PageScanner.localName(current).lowercased()
                let attributes = attributes(of: current)
                if name == "img", attributes.contains(where: { $0.name == "alt" && !$0.value.isEmpty }) { return true }
                if name == "svg", hasTitleChild(current) || attributes.contains(where: { $0.name == "aria-label" && !$0.value.isEmpty }) { return true }
                if attributes.contains(where: { $0.name == "aria-hidden" && $0.value == "true" }) { break }
                if hasText(current, depth: depth + 1) { return true }
            default:
                break
            }
            child = current.pointee.next
        }
        return false
    }

    /// True when the C string holds something other than white space. ASCII is judged byte by
    /// byte; text with other characters is judged by Unicode's white-space property.
    private static func hasVisibleText(_ content: UnsafePointer<xmlChar>) -> Bool {
        var byte = content
        while byte.pointee != 0 {
            switch byte.pointee {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: byte += 1
            case 0x80...: return String(cString: content).contains { !$0.isWhitespace }
            default: return true
            }
        }
        return false
    }

    private func hasTitleChild(_ node: UnsafeMutablePointer<xmlNode>) -> Bool {
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, PageScanner.localName(current) == "title", hasText(current) { return true }
            child = current.pointee.next
        }
        return false
    }
}
