import CLibXML2
import DocgenCore

/// Reads a page once with libxml2 and reports what it holds (``ScannedPage``).
public enum PageScanner {
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
                document = LibXMLParse.html(buffer, displayPath: displayPath)
            } else {
                let (xmlDocument, errors) = LibXMLParse.xml(buffer, displayPath: displayPath)
                document = xmlDocument
                if document == nil {
                    page.xmlError = errors.first.map { ScannedPage.XMLError(message: $0.message, location: $0.location) }
                    guard syntax == .xmlOrHTML else { return page }
                    document = LibXMLParse.html(buffer, displayPath: displayPath)
                }
            }
            guard let document else { return page }
            defer { xmlFreeDoc(UnsafeMutablePointer<xmlDoc>(document)) }
            PageWalker.read(document, bytes: bytes, into: &page)
            return page
        }
    }
}
