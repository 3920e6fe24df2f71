import DocgenXML

/// Decides how a file of a site is read: as XML only when it declares itself XML.
///
/// `.xhtml`, `.svg` and `.xml` files are XML by their name. An `.html` page is HTML whatever
/// attributes its root carries, since it is served as `text/html` (a Hugo page with
/// `<html xmlns="http://www.w3.org/1999/xhtml">` and a `<meta>` that is not self-closed is
/// fine); only an XML declaration (`<?xml version="1.0"?>`) at its start makes it XML, and it
/// is then read as HTML if it is not well-formed, as a browser would. docgen's own pages are
/// parsed as XML inside `docgen build`, not here.
enum MarkupSyntax {
    static func of(_ path: String, bytes: [UInt8]) -> PageScanner.Syntax {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".xhtml") || lowered.hasSuffix(".svg") || lowered.hasSuffix(".xml") { return .xml }
        return startsWithXMLDeclaration(bytes) ? .xmlOrHTML : .html
    }

    /// True when the bytes start, after an optional byte-order mark, with `<?xml` and white space.
    static func startsWithXMLDeclaration(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let declaration = Array("<?xml".utf8)
        guard bytes.count > start + declaration.count, bytes[start..<(start + declaration.count)].elementsEqual(declaration) else { return false }
        return [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + declaration.count])
    }
}
