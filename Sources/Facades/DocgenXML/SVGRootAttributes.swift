import CLibXML2
import DocgenCore

/// The size attributes of an SVG file's root element. The parser stops at the root's start
/// tag: the rest is not read, so a large drawing costs no more than a small one (and a fault
/// behind the root is not seen).
public struct SVGRootAttributes: Sendable, Equatable {
    public var width: String?
    public var height: String?
    public var viewBox: String?

    /// The root's attributes; nil when the bytes do not start a well-formed XML document whose
    /// root is `svg` in the SVG namespace. A file that declares an entity is refused with an
    /// error located in `displayPath` (``ParserSetup`` says why). libxml2's complaints are not
    /// printed.
    public static func read(_ bytes: [UInt8], displayPath: String) -> Result<SVGRootAttributes?, Diagnostic> {
        guard !bytes.isEmpty else { return .success(nil) }
        var root = RootReader()
        let (_, errors) = withUnsafeMutablePointer(to: &root) { reader in
            bytes.withUnsafeBufferPointer { buffer in
                LibXMLParse.readXML(buffer, displayPath: displayPath) { RootReader.listen(reader, to: $0) }
            }
        }
        if let refusal = errors.first(where: { $0.message == EntityDeclarationRefusal.message }) { return .failure(refusal) }
        return .success(root.attributes)
    }
}

/// Copies the root element's size attributes out of the parser's first start-tag event, then
/// stops the parser.
private struct RootReader {
    var attributes: SVGRootAttributes?

    static func listen(_ reader: UnsafeMutablePointer<RootReader>, to parser: xmlParserCtxtPtr) {
        parser.pointee._private = UnsafeMutableRawPointer(reader)
        parser.pointee.sax?.pointee.startElementNs = { context, localName, _, namespace, _, _, count, _, attributes in
            guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
                  let reader = parser.pointee._private?.assumingMemoryBound(to: RootReader.self) else { return }
            reader.pointee.attributes = RootReader.root(localName, namespace, attributes, count: Int(count))
            xmlStopParser(parser)
        }
    }

    /// The size attributes of a root named `localName` in `namespace`, when it is SVG's root.
    private static func root(_ localName: UnsafePointer<xmlChar>?, _ namespace: UnsafePointer<xmlChar>?,
                             _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) -> SVGRootAttributes? {
        guard let localName, let namespace, String(cString: localName) == "svg",
              String(cString: namespace) == "http://www.w3.org/2000/svg" else { return nil }
        var root = SVGRootAttributes()
        // Five pointers an attribute: local name, prefix, namespace URI, value start, value end.
        for offset in stride(from: 0, to: 5 * count, by: 5) {
            guard let attributes, let name = attributes[offset], attributes[offset + 1] == nil,
                  let start = attributes[offset + 3], let end = attributes[offset + 4] else { continue }
            let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
            switch String(cString: name) {
            case "width": root.width = value
            case "height": root.height = value
            case "viewBox": root.viewBox = value
            default: break
            }
        }
        return root
    }
}
