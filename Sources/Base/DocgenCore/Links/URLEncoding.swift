/// Percent-encoding of the URLs docgen writes in `href` and `src`, by cmark-gfm's rule.
///
/// cmark-gfm's HTML renderer writes a destination through `houdini_escape_href`: the ASCII
/// letters and digits and `-_.+!*'(),%#@?=;:/&$~` are kept; every other byte of the UTF-8 (space,
/// `"<>[\]^`{|}`, controls, each byte of a non-ASCII character) becomes `%XX` in upper case. A `%`
/// is kept, so an escape the author wrote stays as written. (cmark-gfm then writes `&` and `'`
/// as `&amp;` and `&#x27;`: that is HTML escaping, which the renderer does after this.)
public enum URLEncoding {
    /// The destination `text` as cmark-gfm writes it: `<my uri>` → `my%20uri`, `圆` → `%E5%9C%86`,
    /// `a%20b` unchanged.
    public static func href(_ text: String) -> String {
        encode(text, keeping: hrefBytes)
    }

    /// A path of the site (a file name docgen knows, not an author's text) as a URL path: the
    /// same rule, with `%`, `#` and `?` also escaped, since in a file name they are characters,
    /// not the start of an escape, a fragment or a query (`100% done.html` → `100%25%20done.html`).
    public static func path(_ text: String) -> String {
        encode(text, keeping: pathBytes)
    }

    private static func encode(_ text: String, keeping kept: [Bool]) -> String {
        // Most URLs need no escape: returned as they are.
        if text.utf8.allSatisfy({ $0 < 128 && kept[Int($0)] }) { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if byte < 128 && kept[Int(byte)] {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// cmark-gfm's `HREF_SAFE` table, for the ASCII bytes.
    private static let hrefBytes: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "-_.+!*'(),%#@?=;:/&$~".unicodeScalars.contains(scalar)
    }

    private static let pathBytes: [Bool] = hrefBytes.enumerated().map { byte, kept in
        kept && !"%#?".unicodeScalars.contains(Unicode.Scalar(UInt8(byte)))
    }
}
