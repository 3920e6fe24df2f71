import CLibXML2
import DocgenCore

/// A part of a page docgen made, copied out as XHTML with its attributes rewritten: how a
/// chapter's article goes into its edition's print page, its ids made unique and its links
/// pointed into the print page.
///
/// The page is read with libxml2's XML parser (docgen's pages are XML) and the part written
/// back by libxml2's serializer under its XHTML rules: void elements self-closed (`<br />`, and
/// HTML5's `<wbr />`, which libxml2's rules do not know),
/// other empty ones not (`<p></p>`), so that an HTML parser reads the same elements. Those rules
/// also write a `lang` beside every `xml:lang`, which HTML does not allow on SVG or MathML: an
/// `xml:lang` outside HTML is left out, and the element takes its language from the HTML around
/// it, as inside the page.
public enum XHTMLExcerpt {
    /// An element as the choices about it see it: its name (as written, `svg`, `linearGradient`)
    /// and its `class` tokens.
    public struct Element: Sendable {
        public var name: String
        public var classes: [String]
    }

    /// The children of the first element of `page` that `isWanted`, as XHTML, without the
    /// elements inside it that `isLeftOut`, each attribute's value replaced by what `rewrite`
    /// gives for it (its name as written, `xlink:href`); nil when the page is not well-formed or
    /// has no such element.
    public static func children(of page: [UInt8], where isWanted: (Element) -> Bool, leavingOut isLeftOut: (Element) -> Bool,
                                rewriting rewrite: (_ element: Element, _ attribute: String, _ value: String) -> String) -> String? {
        page.withUnsafeBufferPointer { bytes -> String? in
            let (parsed, _) = LibXMLParse.xml(bytes, displayPath: "")
            guard let parsed else { return nil }
            let document = UnsafeMutablePointer<xmlDoc>(parsed)
            defer { xmlFreeDoc(document) }
            guard let root = xmlDocGetRootElement(document), let wanted = firstElement(under: root, where: isWanted) else { return nil }
            var elements: [UnsafeMutablePointer<xmlNode>] = []
            var leftOut: [UnsafeMutablePointer<xmlNode>] = []
            collectElements(under: wanted, into: &elements, leavingOut: isLeftOut, leftOut: &leftOut)
            for node in leftOut {
                xmlUnlinkNode(node)
                xmlFreeNode(node)
            }
            for node in elements {
                rewriteAttributes(of: node, with: rewrite)
                if node.pointee.ns.map({ String(cString: $0.pointee.href) }) != xhtmlNamespace {
                    xmlUnsetNsProp(node, xmlSearchNs(document, node, "xml"), "lang")
                }
            }
            return serializeChildren(of: wanted)
        }
    }

    private static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"

    private static func element(_ node: UnsafeMutablePointer<xmlNode>) -> Element {
        let name = node.pointee.name.map { String(cString: $0) } ?? ""
        var classes: [String] = []
        if let value = xmlGetProp(node, "class") {
            classes = String(cString: value).split(whereSeparator: \.isWhitespace).map(String.init)
            docgen_xml_free(value)
        }
        return Element(name: name, classes: classes)
    }

    /// The first element at or under `node`, in document order, that `isWanted`.
    private static func firstElement(under node: UnsafeMutablePointer<xmlNode>,
                                     where isWanted: (Element) -> Bool) -> UnsafeMutablePointer<xmlNode>? {
        var stack = [node]
        while let current = stack.popLast() {
            if current.pointee.type == XML_ELEMENT_NODE, isWanted(element(current)) { return current }
            var children: [UnsafeMutablePointer<xmlNode>] = []
            var child = current.pointee.children
            while let next = child {
                if next.pointee.type == XML_ELEMENT_NODE { children.append(next) }
                child = next.pointee.next
            }
            stack += children.reversed()
        }
        return nil
    }

    /// The elements under `node` (not `node` itself), and apart those `isLeftOut` (whose own
    /// elements are not visited).
    private static func collectElements(under node: UnsafeMutablePointer<xmlNode>, into elements: inout [UnsafeMutablePointer<xmlNode>],
                                        leavingOut isLeftOut: (Element) -> Bool, leftOut: inout [UnsafeMutablePointer<xmlNode>]) {
        var stack = [node]
        while let current = stack.popLast() {
            var child = current.pointee.children
            while let next = child {
                child = next.pointee.next
                guard next.pointee.type == XML_ELEMENT_NODE else { continue }
                if isLeftOut(element(next)) {
                    leftOut.append(next)
                } else {
                    elements.append(next)
                    stack.append(next)
                }
            }
        }
    }

    private static func rewriteAttributes(of node: UnsafeMutablePointer<xmlNode>,
                                          with rewrite: (Element, String, String) -> String) {
        let owner = element(node)
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            guard let rawName = current.pointee.name else { continue }
            let prefix = current.pointee.ns?.pointee.prefix.map { String(cString: $0) + ":" } ?? ""
            let name = prefix + String(cString: rawName)
            var value = ""
            if let content = xmlNodeGetContent(UnsafeMutablePointer<xmlNode>(OpaquePointer(current))) {
                value = String(cString: content)
                docgen_xml_free(content)
            }
            let rewritten = rewrite(owner, name, value)
            guard rewritten != value else { continue }
            xmlSetNsProp(node, current.pointee.ns, rawName, rewritten)
        }
    }

    /// The children of `node` as libxml2 writes them under its XHTML rules, in UTF-8.
    private static func serializeChildren(of node: UnsafeMutablePointer<xmlNode>) -> String {
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        guard let context = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_XHTML.rawValue | XML_SAVE_NO_DECL.rawValue)) else { return "" }
        var child = node.pointee.children
        while let current = child {
            xmlSaveTree(context, current)
            child = current.pointee.next
        }
        xmlSaveClose(context)
        guard let content = xmlBufferContent(buffer) else { return "" }
        return html5VoidsClosed(String(cString: content))
    }

    /// The void elements (``XHTMLWriter/voidElements``) that libxml2's XHTML 1.0 rules write with
    /// an end tag, HTML5's (`<wbr></wbr>`, a stray end tag to an HTML parser): written self-closed.
    private static func html5VoidsClosed(_ html: String) -> String {
        var html = html
        for name in XHTMLWriter.voidElements where html.contains("</\(name)>") {
            html = html.replacingOccurrences(of: "></\(name)>", with: " />")
        }
        return html
    }
}
