import DocgenCore

/// mdBook's additions to markdown: lines of a Rust code block that start with `# ` (or are `#`
/// alone) are hidden, as mdBook hides them, and its attributes (`rust,no_run`) dropped; `{{#title …}}` sets the browser's title in mdBook
/// and is taken out; `\{{#…}}` is the link as written, without its `\`. `{{#include}}`,
/// `{{#rustdoc_include}}` and `{{#playground}}` are read by ``MarkdownIncludes`` before. Other
/// names are text in mdBook too (a preprocessor's, which `book.toml`'s reader warns is not run).
struct BookSyntaxTransform: MarkdownTransform {
    let name = "book-syntax"
    let triggers = ["{{#", "rust"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var openFence: (fence: TabsTransform.Fence, isRust: Bool)?
        // `\{{#…}}` is shown as written, without its `\`.
        func emit(_ line: MarkdownSource.Line) {
            var line = line
            if ByteSearch.contains("\\{{#", in: line.text) { line.text = Substring(line.text.replacing("\\{{#", with: "{{#")) }
            lines.append(line)
        }
        for line in source.lines {
            if let (fence, isRust) = openFence {
                if fence.isClosed(by: line.text) {
                    openFence = nil
                } else if isRust && Self.isHidden(line.text) {
                    continue
                }
                emit(line)
            } else if let fence = TabsTransform.Fence(opening: line.text) {
                let info = line.text.drop { $0 == " " || $0 == fence.character }
                let language = info.prefix { $0 != "," && $0 != " " && $0 != "{" }
                openFence = (fence, language == "rust")
                var opening = line
                // `rust,editable`: mdBook's attributes are for its playground, which docgen has not.
                if info.dropFirst(language.count).first == "," {
                    opening.text = line.text[..<info.startIndex] + language
                }
                emit(opening)
            } else if Self.link(in: line.text)?.name == "title" {
                lines.append(.blank(at: line.line))
            } else {
                emit(line)
            }
        }
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        false
    }

    /// A hidden line of a Rust block: `#` alone or `# ` and code (not `#[attribute]`).
    private static func isHidden(_ text: Substring) -> Bool {
        let rest = text.drop { $0 == " " || $0 == "\t" }
        return rest == "#" || rest.hasPrefix("# ")
    }

    /// The first `{{#name …}}` in `text` that is not escaped: its name and 1-based column.
    private static func link(in text: Substring) -> (name: String, column: Int)? {
        var rest = text[...]
        while let start = rest.firstRange(of: "{{#") {
            rest = rest[start.upperBound...]
            let isEscaped = start.lowerBound > text.startIndex && text[text.index(before: start.lowerBound)] == "\\"
            let name = rest.prefix { $0.isLetter || $0 == "_" }
            guard !isEscaped, !name.isEmpty, rest.contains("}}") else { continue }
            return (String(name), text.utf8.distance(from: text.startIndex, to: start.lowerBound) + 1)
        }
        return nil
    }
}
