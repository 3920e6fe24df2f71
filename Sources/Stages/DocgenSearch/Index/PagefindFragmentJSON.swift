import DocgenCore

/// A page's fragment, the JSON a search result reads its URL, excerpt, metadata and anchors
/// from, written byte for byte as Pagefind writes it (serde_json, fields in its order, maps
/// with sorted keys).
enum PagefindFragmentJSON {
    static func encoded(_ page: PagefindPage) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(page.content.utf8.count + page.url.utf8.count + 256)
        members([("url", page.url), ("content", page.content)], opening: true, &out)
        out += Array(#","word_count":"#.utf8)
        out += Array(String(page.wordCount).utf8)
        out += Array(#","filters":{"#.utf8)
        list(page.filters.keys.sorted(by: PagefindPage.byteOrder), &out) { name, out in
            string(name, &out)
            out += Array(":[".utf8)
            list(page.filters[name]!, &out) { string($0, &$1) }
            out.append(UInt8(ascii: "]"))
        }
        out += Array(#"},"meta":{"#.utf8)
        list(page.meta.keys.sorted(by: PagefindPage.byteOrder), &out) { name, out in
            string(name, &out)
            out.append(UInt8(ascii: ":"))
            string(page.meta[name]!, &out)
        }
        out += Array(#"},"anchors":["#.utf8)
        list(page.anchors, &out) { anchor, out in
            members([("element", anchor.element), ("id", anchor.id), ("text", anchor.text)], opening: true, &out)
            out += Array(#","location":"#.utf8)
            out += Array(String(anchor.location).utf8)
            out.append(UInt8(ascii: "}"))
        }
        out += Array("]}".utf8)
        return out
    }

    /// String members `"name":"value"`, after a comma, or after the object's opening brace.
    private static func members(_ members: [(name: String, value: String)], opening: Bool, _ out: inout [UInt8]) {
        for (index, member) in members.enumerated() {
            out.append(UInt8(ascii: index == 0 && opening ? "{" : ","))
            string(member.name, &out)
            out.append(UInt8(ascii: ":"))
            string(member.value, &out)
        }
    }

    /// `items`, each written by `write`, separated by commas.
    private static func list<Item>(_ items: [Item], _ out: inout [UInt8], _ write: (Item, inout [UInt8]) -> Void) {
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            write(item, &out)
        }
    }

    /// `text` as serde_json quotes it: `"` and `\` escaped, control characters as `\b`, `\t`,
    /// `\n`, `\f`, `\r` or `\u00xx`, everything else as it is.
    static func string(_ text: String, _ out: inout [UInt8]) {
        JSONText.appendString(text.utf8, to: &out, shortControlEscapes: true)
    }
}
