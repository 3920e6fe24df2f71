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

    /// Scans `bytes`, read as `syntax` says. `isPlainUTF8` says the bytes are UTF-8 with no XML
    /// declaration or byte order mark (a page docgen made), which libxml2 then reads as they are.
    public static func scan(_ bytes: [UInt8], displayPath: String, syntax: Syntax, isPlainUTF8: Bool = false) -> ScannedPage {
        bytes.withUnsafeBufferPointer { buffer in
            guard syntax != .html else { return readHTML(bytes, buffer, displayPath: displayPath) }
            var reader = PageReader(bytes)
            let (wellFormed, errors) = LibXMLParse.readXML(buffer, displayPath: displayPath, isPlainUTF8: isPlainUTF8, into: &reader)
            if wellFormed { return reader.page }
            let xmlError = errors.first.map { ScannedPage.XMLError(message: $0.message, location: $0.location) }
            var page = syntax == .xmlOrHTML ? readHTML(bytes, buffer, displayPath: displayPath) : ScannedPage()
            page.xmlError = xmlError
            return page
        }
    }

    private static func readHTML(_ bytes: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, displayPath: String) -> ScannedPage {
        var reader = PageReader(bytes)
        LibXMLParse.readHTML(buffer, displayPath: displayPath, into: &reader)
        return reader.page
    }
}
