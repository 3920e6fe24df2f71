import DocgenCore

/// The links of a chapter's raw HTML (`<a href="other.md">`, `<img src="images/x.png">`),
/// rewritten as markdown links are: each relative `href` or `src` value in a tag goes through
/// the renderer's delegate, which resolves it against the site and records it for the check.
///
/// Values with a scheme, a leading `/` or `#`, a character reference (`&amp;`) or a character a
/// URL must encode are left as written, for the page check, as are attributes outside a tag's `<…>`.
enum RawHTMLLinks {
    /// `html` with its relative link values replaced by `resolve(value, lineOffset)`, where
    /// `lineOffset` counts the newlines of `html` before the value.
    static func rewrite(_ html: String, resolve: (String, Int) -> String) -> String {
        guard html.utf8.contains(UInt8(ascii: "=")) else { return html }
        var output = "", line = 0, inTag = false
        var rest = html[...]
        while let character = rest.first {
            if inTag, output.last?.isWhitespace == true, let (name, value, after) = linkAttribute(at: rest) {
                output += name
                output += isRewritten(value) ? XMLText.escape(resolve(value, line)) : value
                rest = after
                continue
            }
            switch character {
            case "<": inTag = rest.dropFirst().first?.isLetter ?? false
            case ">": inTag = false
            case "\n": line += 1
            default: break
            }
            output.append(character)
            rest = rest.dropFirst()
        }
        return output
    }

    /// At `text`, an `href="…"` or `src="…"` (either quote, any case): the text up to the
    /// opening quote, the value, and what follows from the closing quote on.
    private static func linkAttribute(at text: Substring) -> (String, String, Substring)? {
        let lowered = text.prefix(5).lowercased()
        let nameLength = lowered.hasPrefix("href=") ? 5 : lowered.hasPrefix("src=") ? 4 : 0
        guard nameLength > 0 else { return nil }
        let afterName = text.dropFirst(nameLength)
        guard let quote = afterName.first, quote == "\"" || quote == "'" else { return nil }
        let valueStart = afterName.dropFirst()
        guard let end = valueStart.firstIndex(of: quote) else { return nil }
        return (String(text[..<valueStart.startIndex]), String(valueStart[..<end]), valueStart[end...])
    }

    /// True for a value that names a file of the site relatively, written as a URL needs no
    /// change (one that cmark-gfm would percent-encode is raw text the author meant as it is).
    private static func isRewritten(_ value: String) -> Bool {
        !value.isEmpty && LinkTarget.scheme(of: value) == nil && !value.hasPrefix("/") && !value.hasPrefix("#")
            && !value.contains("&") && !value.contains("{") && URLEncoding.href(value) == value
    }
}
