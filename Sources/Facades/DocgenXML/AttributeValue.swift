import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An XML attribute's value as libxml2's SAX parser hands it over, between `start` and `end`.
enum AttributeValue {
    /// The value as a tree would hold it. The parser has replaced character references already,
    /// except one for `&`; a value holding it is resolved as a tree would resolve it. (No page
    /// declares entities: ``ParserSetup``.)
    static func decoded(from start: UnsafePointer<xmlChar>, to end: UnsafePointer<xmlChar>, in parser: xmlParserCtxtPtr?) -> String {
        let count = end - start
        guard count > 0 else { return "" }
        guard memchr(start, Int32(UInt8(ascii: "&")), count) != nil, let document = parser?.pointee.myDoc else {
            return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        }
        let nodes = xmlStringLenGetNodeList(document, start, Int32(clamping: count))
        defer { xmlFreeNodeList(nodes) }
        guard let text = xmlNodeListGetString(document, nodes, 1) else { return "" }
        defer { docgen_xml_free(text) }
        return String(cString: text)
    }
}
