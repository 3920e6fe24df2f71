import CLibXML2

/// The size attributes of an SVG file's root element, read with libxml2's streaming reader,
/// which parses in chunks and stops at the chunk that holds the root's start tag: the rest is
/// not read, so a large drawing costs no more than a small one (and a fault far enough behind
/// the root is not seen).
public struct SVGRootAttributes: Sendable, Equatable {
    public var width: String?
    public var height: String?
    public var viewBox: String?

    /// The root's attributes, or nil when the bytes do not start a well-formed XML document whose
    /// root is `svg` in the SVG namespace. No file or URL an entity names is read, and libxml2's
    /// complaints are not printed.
    public static func read(_ bytes: [UInt8]) -> SVGRootAttributes? {
        precondition(LibXMLParse.initialized)
        guard !bytes.isEmpty, bytes.count <= Int32.max else { return nil }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> SVGRootAttributes? in
                guard let reader = xmlReaderForMemory(characters.baseAddress, Int32(characters.count), nil, nil, options) else {
                    return nil
                }
                defer { xmlFreeTextReader(reader) }
                xmlTextReaderSetStructuredErrorHandler(reader, { _, _ in }, nil)
                while xmlTextReaderRead(reader) == 1 {
                    guard xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) else { continue }
                    guard text(xmlTextReaderConstLocalName(reader)) == "svg",
                          text(xmlTextReaderConstNamespaceUri(reader)) == "http://www.w3.org/2000/svg" else { return nil }
                    return SVGRootAttributes(width: attribute("width", of: reader), height: attribute("height", of: reader),
                                             viewBox: attribute("viewBox", of: reader))
                }
                return nil
            }
        }
    }

    private static func text(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func attribute(_ name: String, of reader: xmlTextReaderPtr) -> String? {
        guard let value = xmlTextReaderGetAttribute(reader, name) else { return nil }
        defer { docgen_xml_free(value) }
        return String(cString: value)
    }
}
