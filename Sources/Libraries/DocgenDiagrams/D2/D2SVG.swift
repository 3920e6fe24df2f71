import DocgenCore

/// D2's SVG made an inline drawing of a docgen page, and of its figure's own file:
///
/// - its ids and classes, which D2 makes from a hash of the source, are made the figure's
///   (`<figure id>-d2…`), so two drawings on one page never share an id, even of one source;
/// - its style sheet is scoped to the drawing (D2's `.shape` or `.md` rules would otherwise style
///   the page), and its dark palette follows docgen's scheme: the reader's choice on `<html>`
///   (`data-theme`), else the system's, as docgen.css does;
/// - its root is one image (`role="img"`) named by a `<title>` and described by a `<desc>`, and
///   declares its natural width and smallest text size as every docgen drawing does.
///
/// D2 draws markdown and LaTeX labels as HTML in a `<foreignObject>`, which docgen does not
/// publish: such a drawing is refused.
public enum D2SVG {
    /// The drawing with figure id `id`, or why D2's SVG cannot be shown.
    public static func inline(_ raw: String, id: String, title: String, description: String) -> Result<String, D2Failure> {
        if raw.contains("<foreignObject") {
            return .failure(D2Failure("markdown and LaTeX labels (|md and |latex) are drawn as HTML inside the SVG, which docgen does not publish; use plain labels"))
        }
        guard let hash = raw.firstMatch(of: /class="(d2-[0-9]+) d2-svg"/)?.1,
              let root = raw.firstMatch(of: /<svg [^>]*viewBox="0 0 ([0-9.]+) ([0-9.]+)"[^>]*>/),
              let hashPattern = try? Regex("\(hash)(?![0-9])") else {
            return .failure(D2Failure("D2's SVG is not as docgen expects it (\(raw.prefix(60))…)"))
        }
        let scope = "\(id)-d2"
        var body = String(raw[root.range.upperBound...]).replacing(hashPattern, with: scope)
        body = body.replacing(/<style type="text\/css"><!\[CDATA\[(?<css>(?s:.*?))\]\]><\/style>/) { match in
            // `type` kept: ``SVGDocument/standalone(_:font:)`` adds docgen's font to a plain
            // `<style>`, which D2's text does not use.
            "<style type=\"text/css\"><![CDATA[\(scoped(String(match.css), scope: scope))]]></style>"
        }
        let (width, height) = (root.1, root.2)
        let sizes = body.matches(of: /font-size:([0-9.]+)px/).compactMap { Double($0.1) }
        var style = "--dg-natural-width:\(width)px"
        if let smallest = sizes.min() { style += ";--dg-smallest-text-size:\(SVGCanvas.number(smallest))" }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"\(raw.contains("xlink:") ? " xmlns:xlink=\"http://www.w3.org/1999/xlink\"" : "")"
        svg += " class=\"dg dg-d2\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\""
        svg += " role=\"img\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\" style=\"\(style)\">\n"
        svg += "<title id=\"\(id)-title\">\(XMLText.escape(title))</title>\n"
        svg += "<desc id=\"\(id)-desc\">\(XMLText.escape(description))</desc>\n"
        return .success(svg + body + "\n")
    }

    /// The text of D2's labels, in the order drawn.
    public static func labels(_ raw: String) -> [String] {
        raw.matches(of: /<text [^>]*>([^<]*)<\/text>/).map { unescaped(String($0.1)) }.filter { !$0.isEmpty }
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// D2's style sheet with every rule inside `.scope`, and its dark palette (D2's
    /// `@media (prefers-color-scheme:dark)`) under docgen's dark scheme instead.
    static func scoped(_ css: String, scope: String) -> String {
        var output = ""
        for block in blocks(css) {
            let prelude = block.prelude.trimmingCharacters(in: .whitespacesAndNewlines)
            if prelude.hasPrefix("@font-face") {
                output += "@font-face{\(block.body)}\n"
            } else if prelude.hasPrefix("@media") && prelude.contains("prefers-color-scheme") && prelude.contains("dark") {
                let inner = blocks(block.body)
                output += "@media (prefers-color-scheme: dark){\n"
                output += rules(inner, scope: scope, prefix: ":root:not([data-theme=\"light\"]) ")
                output += "}\n"
                output += rules(inner, scope: scope, prefix: ":root[data-theme=\"dark\"] ")
            } else if prelude.hasPrefix("@") {
                output += "\(prelude){\(scoped(block.body, scope: scope))}\n"
            } else {
                output += rules([block], scope: scope, prefix: "")
            }
        }
        return output
    }

    private static func rules(_ blocks: [(prelude: String, body: String)], scope: String, prefix: String) -> String {
        blocks.map { block in
            let selectors = block.prelude.split(separator: ",").map { selector in
                let trimmed = selector.trimmingCharacters(in: .whitespacesAndNewlines)
                return prefix + (trimmed.hasPrefix(".\(scope)") ? trimmed : ".\(scope) \(trimmed)")
            }
            return "\(selectors.joined(separator: ",")){\(block.body)}\n"
        }.joined()
    }

    /// The top-level blocks of a style sheet: each `prelude { body }`, braces inside the body
    /// matched.
    private static func blocks(_ css: String) -> [(prelude: String, body: String)] {
        var found: [(prelude: String, body: String)] = []
        var index = css.startIndex
        while let open = css[index...].firstIndex(of: "{") {
            var depth = 1, cursor = css.index(after: open)
            while cursor < css.endIndex, depth > 0 {
                if css[cursor] == "{" { depth += 1 } else if css[cursor] == "}" { depth -= 1 }
                cursor = css.index(after: cursor)
            }
            let prelude = String(css[index..<open])
            let bodyEnd = depth == 0 ? css.index(before: cursor) : cursor
            found.append((prelude, String(css[css.index(after: open)..<bodyEnd])))
            index = cursor
        }
        return found
    }
}
