import CLibXML2

/// Copies out of a parsed tree what ``ScannedPage`` holds, in one walk over its nodes.
struct PageWalker {
    private(set) var page: ScannedPage
    private var columns: ColumnFinder
    /// Lower-cased element names by libxml2's interned name pointer: a page repeats a few
    /// dozen names thousands of times, so each becomes a Swift string once.
    private var names: [UnsafePointer<xmlChar>: String] = [:]

    /// Adds to `page` the elements, attributes and links of `document` (an `xmlDocPtr`), whose
    /// source is `bytes`. The document stays the caller's to free.
    static func read(_ document: OpaquePointer, bytes: [UInt8], into page: inout ScannedPage) {
        guard let root = xmlDocGetRootElement(UnsafeMutablePointer<xmlDoc>(document)) else { return }
        var walker = PageWalker(page: page, columns: ColumnFinder(bytes))
        walker.visit(root)
        page = walker.page
    }

    private init(page: ScannedPage, columns: ColumnFinder) {
        self.page = page
        self.columns = columns
    }

    /// Depth-first in document order, with an explicit stack: a page nested thousands of levels
    /// deep (hostile or broken input to `docgen check`) cannot overflow the call stack.
    private mutating func visit(_ root: UnsafeMutablePointer<xmlNode>) {
        var stack: [(node: UnsafeMutablePointer<xmlNode>, parent: Int?, insideSVG: Bool)] = [(root, nil, false)]
        while let (current, parent, insideSVG) = stack.popLast() {
            if current != root, let next = current.pointee.next { stack.append((next, parent, insideSVG)) }
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                let index = page.elements.count
                let name = lowercasedName(current.pointee.name)
                add(current, name: name, parent: parent, insideSVG: insideSVG)
                if let child = current.pointee.children { stack.append((child, index, insideSVG || name == "svg")) }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let parent, !page.elements[parent].hasOwnText, let content = current.pointee.content, VisibleText.isIn(content) {
                    page.elements[parent].hasOwnText = true
                }
            default:
                break
            }
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

    /// Appends the element, its attributes, its id or anchor name, and the resources it references.
    private mutating func add(_ node: UnsafeMutablePointer<xmlNode>, name: String, parent: Int?, insideSVG: Bool) {
        let line = Int(xmlGetLineNo(node))
        let column = columns.column(ofElement: node.pointee.name, line: line)
        let first = page.attributes.count
        readAttributes(of: node)
        let attributes = first..<page.attributes.count
        let element = ScannedPage.Element(name: name, parent: parent, line: line, column: column, attributes: attributes,
                                          hasOwnText: false, isInsideSVG: insideSVG)
        page.elements.append(element)
        if let id = page.value(.id, of: element), page.ids[id] == nil { page.ids[id] = line }
        if name == "a", let anchor = page.value(.name, of: element) { page.anchorNames.insert(anchor) }
        let linkNames = Self.linkAttributes[name] ?? []
        for index in attributes {
            let attribute = page.attributes[index]
            guard linkNames.contains(attribute.name) || (attribute.name == .xlinkHref && insideSVG) else { continue }
            if attribute.name == .srcset {
                for candidate in attribute.value.split(separator: ",") {
                    if let url = candidate.split(separator: " ", omittingEmptySubsequences: true).first {
                        page.links.append(.init(element: name, attribute: "srcset", value: String(url), line: line,
                                                column: columns.column(of: String(url), line: line)))
                    }
                }
            } else {
                page.links.append(.init(element: name, attribute: attribute.name.rawValue, value: attribute.value, line: line,
                                        column: columns.column(of: attribute.value, line: line)))
            }
        }
    }

    /// Attributes that reference other resources, by element. Which attributes hold URLs is a
    /// fact of HTML and SVG, not a check's choice, and each value's column must be found in this
    /// pass, in document order (``ColumnFinder`` continues after the previous match on a line),
    /// so the table is here rather than with the link checks. SVG's `xlink:href` counts on any
    /// element inside an `<svg>`.
    private static let linkAttributes: [String: Set<ScannedPage.Attribute.Name>] = [
        "a": [.href], "area": [.href], "link": [.href], "img": [.src, .srcset], "script": [.src],
        "source": [.src, .srcset], "iframe": [.src], "embed": [.src], "object": [.data], "video": [.src, .poster],
        "audio": [.src], "track": [.src], "use": [.href], "image": [.href],
    ]

    /// The attribute names without a namespace prefix, as static C strings: compared with
    /// libxml2's names in place, with no copy and no reference counting.
    private static let plainNames: [(StaticString, ScannedPage.Attribute.Name)] = [
        ("id", .id), ("name", .name), ("href", .href), ("src", .src), ("srcset", .srcset), ("alt", .alt), ("title", .title),
        ("data", .data), ("poster", .poster), ("lang", .lang), ("aria-label", .ariaLabel), ("aria-labelledby", .ariaLabelledBy),
        ("aria-hidden", .ariaHidden), ("hidden", .hidden), ("role", .role),
        // The HTML parser keeps SVG's `xlink:href` as a plain name (HTML's "adjust foreign attributes").
        ("xlink:href", .xlinkHref),
    ]

    private static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// Appends the element's attributes that the checks read, named `prefix:name` when namespaced.
    private mutating func readAttributes(of node: UnsafeMutablePointer<xmlNode>) {
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            guard let rawName = current.pointee.name else { continue }
            let name: ScannedPage.Attribute.Name
            if let namespace = current.pointee.ns {
                var qualified = String(cString: rawName)
                if let prefix = namespace.pointee.prefix {
                    qualified = String(cString: prefix) + ":" + qualified
                } else if let href = namespace.pointee.href, String(cString: href) == Self.xlinkNamespace {
                    qualified = "xlink:" + qualified
                }
                guard let known = ScannedPage.Attribute.Name(rawValue: qualified) else { continue }
                name = known
            } else {
                // The common case, without a namespace: matched on the C string, no copy.
                guard let known = Self.plainNames.first(where: { xmlStrEqual($0.0.utf8Start, rawName) != 0 }) else { continue }
                name = known.1
            }
            var value = ""
            if let text = current.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE, let content = text.pointee.content {
                value = String(cString: content)
            } else if let text = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                value = String(cString: text)
                docgen_xml_free(text)
            }
            page.attributes.append(ScannedPage.Attribute(name, value))
        }
    }
}
