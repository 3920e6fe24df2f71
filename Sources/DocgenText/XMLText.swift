/// Escaping for text written into XML and HTML: element content and quoted attribute values.
public enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` replaced by their references, and control characters XML
    /// forbids replaced by U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // C0 controls other than tab and line breaks are not allowed in XML, even escaped.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
