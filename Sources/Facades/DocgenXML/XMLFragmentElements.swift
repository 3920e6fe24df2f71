import CLibXML2
import DocgenCore

/// Reads a fragment of XHTML or SVG written by another program (a user's directive command)
/// back as XML: every element with its attributes, in document order, or the errors that make
/// it not well-formed. The fragment is read inside an XHTML `<div>`, so it may hold several
/// elements and text, and SVG inside it needs its own `xmlns`, as in a page.
public enum XMLFragmentElements {
    /// An element of the fragment: its local name, its namespace URI ("" for none), its line
    /// in the fragment, and its attributes by qualified name (`xlink:href`).
    public struct Element: Sendable, Equatable {
        public var name: String
        public var namespace: String
        public var line: Int
        public var attributes: [(name: String, value: String)]

        public static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.name == rhs.name && lhs.namespace == rhs.namespace && lhs.line == rhs.line
                && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
        }
    }

    /// The fragment's elements (not the wrapping `<div>`), or its first XML error with its line
    /// counted in the fragment.
    public static func read(_ fragment: String) -> Result<[Element], Diagnostic> {
        var wrapped = "<div xmlns=\"http://www.w3.org/1999/xhtml\">\n" + fragment + "\n</div>"
        return wrapped.withUTF8 { bytes in
            let (document, errors) = LibXMLParse.xml(bytes, displayPath: "")
            guard let document else {
                var first = errors.first ?? .error("not well-formed XML", at: SourceLocation(file: "", line: 1, column: 1))
                first.location.line = max(1, first.location.line - 1)
                return .failure(first)
            }
            defer { xmlFreeDoc(UnsafeMutablePointer(document)) }
            var elements: [Element] = []
            if let root = xmlDocGetRootElement(UnsafeMutablePointer(document)) { collect(root.pointee.children, into: &elements) }
            return .success(elements)
        }
    }

    private static func collect(_ first: xmlNodePtr?, into elements: inout [Element]) {
        var node = first
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                var attributes: [(name: String, value: String)] = []
                var attribute = current.pointee.properties
                while let property = attribute {
                    let local = String(cString: property.pointee.name)
                    let prefix = property.pointee.ns.flatMap { $0.pointee.prefix }.map { String(cString: $0) }
                    let value = xmlNodeGetContent(UnsafeMutablePointer<xmlNode>(OpaquePointer(property)))
                    attributes.append((prefix.map { "\($0):\(local)" } ?? local, value.map { String(cString: $0) } ?? ""))
                    if let value { docgen_xml_free(value) }
                    attribute = property.pointee.next
                }
                let namespace = current.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) } ?? ""
                elements.append(Element(name: String(cString: current.pointee.name), namespace: namespace,
                                        line: max(1, Int(xmlGetLineNo(current)) - 1), attributes: attributes))
                collect(current.pointee.children, into: &elements)
            }
            node = current.pointee.next
        }
    }
}
