import DocgenXML

/// Decides how a file of a site is read: as XML only when it declares itself XML.
///
/// `.xhtml`, `.svg` and `.xml` files are XML by their name. An `.html` page is XML only when
/// its root is `<html xmlns="http://www.w3.org/1999/xhtml">` (docgen's own pages, and other
/// XHTML served as HTML); it is then read as HTML if it is not well-formed, as a browser would.
/// Any other page is HTML5 and read with the HTML parser, silently.
enum MarkupSyntax {
    static let xhtmlNamespace = Array("http://www.w3.org/1999/xhtml".utf8)

    static func of(_ path: String, bytes: [UInt8]) -> PageScanner.Syntax {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".xhtml") || lowered.hasSuffix(".svg") || lowered.hasSuffix(".xml") { return .xml }
        return declaresXHTML(bytes) ? .xmlOrHTML : .html
    }

    /// True when the first element is `<html>` with the XHTML namespace as its default
    /// namespace. The prolog before it (byte-order mark, XML declaration, doctype, comments,
    /// processing instructions, white space) is skipped.
    static func declaresXHTML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past terminator: String) -> Bool {
            let pattern = Array(terminator.utf8)
            while index + pattern.count <= bytes.count {
                if bytes[index..<index + pattern.count].elementsEqual(pattern) {
                    index += pattern.count
                    return true
                }
                index += 1
            }
            return false
        }
        while index < bytes.count {
            let rest = bytes[index...]
            if isSpace(bytes[index]) {
                index += 1
            } else if rest.starts(with: Array("<!--".utf8)) {
                guard skip(past: "-->") else { return false }
            } else if rest.starts(with: Array("<?".utf8)) {
                guard skip(past: "?>") else { return false }
            } else if rest.starts(with: Array("<!".utf8)) {
                guard skip(past: ">") else { return false }
            } else {
                return isXHTMLRoot(bytes[index...])
            }
        }
        return false
    }

    /// True for a start tag `<html …>` (any case) whose attributes include
    /// `xmlns="http://www.w3.org/1999/xhtml"` (single or double quotes).
    private static func isXHTMLRoot(_ tag: ArraySlice<UInt8>) -> Bool {
        let name = Array("<html".utf8)
        guard tag.count > name.count,
              zip(tag.prefix(name.count), name).allSatisfy({ lowercase($0) == $1 }) else { return false }
        var index = tag.startIndex + name.count
        guard isSpace(tag[index]) else { return false }
        // Attributes, one at a time, up to the end of the tag.
        while index < tag.endIndex {
            while index < tag.endIndex && isSpace(tag[index]) { index += 1 }
            guard index < tag.endIndex, tag[index] != UInt8(ascii: ">"), tag[index] != UInt8(ascii: "/") else { return false }
            let nameStart = index
            while index < tag.endIndex && !isSpace(tag[index]) && !"=>/".utf8.contains(tag[index]) { index += 1 }
            let attribute = tag[nameStart..<index]
            while index < tag.endIndex && isSpace(tag[index]) { index += 1 }
            guard index < tag.endIndex, tag[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < tag.endIndex && isSpace(tag[index]) { index += 1 }
            guard index < tag.endIndex else { return false }
            var value: ArraySlice<UInt8>
            let quote = tag[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = tag[(index + 1)...].firstIndex(of: quote) else { return false }
                value = tag[(index + 1)..<close]
                index = close + 1
            } else {
                let start = index
                while index < tag.endIndex && !isSpace(tag[index]) && tag[index] != UInt8(ascii: ">") { index += 1 }
                value = tag[start..<index]
            }
            if attribute.map(lowercase).elementsEqual("xmlns".utf8) && value.elementsEqual(xhtmlNamespace) { return true }
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
