import DocgenCore

/// mdBook's additions to markdown: lines of a Rust code block that start with `# ` (or are `#`
/// alone) are hidden, as mdBook hides them, and its attributes (`rust,no_run`) dropped; `{{#title …}}` sets the browser's title in mdBook
/// and is taken out. `{{#include}}`, `{{#rustdoc_include}}`, `{{#playground}}` and the other
/// preprocessor links are warnings naming them, with the text left in place: docgen does not
/// read other files into a page here.
struct BookSyntaxTransform: MarkdownTransform {
    let name = "book-syntax"
    let triggers = ["{{#", "rust"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var openFence: (fence: TabsTransform.Fence, isRust: Bool)?
        for line in source.lines {
            if let (fence, isRust) = openFence {
                if fence.isClosed(by: line.text) {
                    openFence = nil
                } else if isRust && Self.isHidden(line.text) {
                    continue
                }
                report(line, in: &source.problems)
                lines.append(line)
            } else if let fence = TabsTransform.Fence(opening: line.text) {
                let info = line.text.drop { $0 == " " || $0 == fence.character }
                let language = info.prefix { $0 != "," && $0 != " " && $0 != "{" }
                openFence = (fence, language == "rust")
                var opening = line
                // `rust,editable`: mdBook's attributes are for its playground, which docgen has not.
                if info.dropFirst(language.count).first == "," {
                    opening.text = line.text[..<info.startIndex] + language
                }
                lines.append(opening)
            } else if Self.link(in: line.text)?.name == "title" {
                lines.append(.blank(at: line.line))
            } else {
                report(line, in: &source.problems)
                lines.append(line)
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

    /// Warns of the mdBook link `line` holds.
    private func report(_ line: MarkdownSource.Line, in problems: inout [RenderedMarkdown.Problem]) {
        guard let link = Self.link(in: line.text) else { return }
        let hint = link.name == "playground" || link.name == "include" || link.name == "rustdoc_include"
            ? "docgen does not read other files into a page: copy the code into the block, or use a fence with file=\"…\" and a snippet folder"
            : "docgen does not run mdBook's preprocessors"
        problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: line.columnShift + link.column,
                              message: "the mdBook link '{{#\(link.name)}}' is not supported (\(hint)); it is shown as text"))
    }

    /// The first `{{#name …}}` in `text`: its name and 1-based column.
    private static func link(in text: Substring) -> (name: String, column: Int)? {
        guard let start = text.firstRange(of: "{{#") else { return nil }
        let name = text[start.upperBound...].prefix { $0.isLetter || $0 == "_" }
        guard !name.isEmpty, text[start.upperBound...].contains("}}") else { return nil }
        return (String(name), text.utf8.distance(from: text.startIndex, to: start.lowerBound) + 1)
    }
}
