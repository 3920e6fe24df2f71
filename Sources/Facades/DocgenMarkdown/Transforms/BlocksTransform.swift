import DocgenCore

/// pymdownx's generic blocks, which Material for MkDocs' sites write more and more: a block
/// starts with `/// name | argument`, may have indented `key: value` options under it, and ends
/// with a line of as many slashes (more slashes for an outer block):
///
///     /// admonition | Mind this
///         type: warning
///
///     Text of the callout.
///     ///
///
/// Each is written as the older syntax the next transforms read, its content indented under
/// it: `admonition` and the admonition types (`note`, `tip` …) as `!!!`, `details` as `???`
/// (`???+` with `open: true`), `tab` as `===`. `html` and `caption` and any other block keep
/// their content, with a warning naming what is not made.
struct BlocksTransform: MarkdownTransform {
    let name = "blocks"
    let triggers = ["///"]
    let feeds = [AdmonitionTransform.transformName, "tabs"]

    /// An open block: its slashes, how it was written, and whether its content is indented
    /// under an opening line (a block docgen does not make keeps its content as it is).
    private struct Block {
        var slashes: Int
        var line: MarkdownSource.Line
        var indents: Bool
    }

    /// The admonition types pymdownx's blocks and Material for MkDocs give a block of their own.
    static let admonitionTypes: Set<String> = [
        "note", "abstract", "summary", "tldr", "info", "todo", "tip", "hint", "important", "success", "check", "done", "question",
        "help", "faq", "warning", "caution", "attention", "failure", "fail", "missing", "danger", "error", "bug", "example", "quote",
        "cite",
    ]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var open: [Block] = []
        var openFence: TabsTransform.Fence?
        // The last closing line of each width: a header without one after it is not a block
        // (a page of `///` doc comments costs one pass).
        var lastClosing: [Int: Int] = [:]
        for (index, line) in source.lines.enumerated() {
            let trimmed = line.text.utf8.drop { $0 == UInt8(ascii: " ") }
            let run = trimmed.prefix { $0 == UInt8(ascii: "/") }.count
            if run >= 3 && Self.isClosing(line.text, slashes: run) { lastClosing[run] = index }
        }
        var index = 0
        while index < source.lines.count {
            let line = source.lines[index]
            index += 1
            let indent = String(repeating: " ", count: 4 * open.count { $0.indents })
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                lines.append(Self.indented(line, by: indent))
                continue
            }
            if let block = open.last, Self.isClosing(line.text, slashes: block.slashes) {
                open.removeLast()
                lines.append(.blank(at: line.line))
                continue
            }
            guard let header = Header(line.text), lastClosing[header.slashes, default: -1] >= index else {
                openFence = TabsTransform.Fence(opening: line.text)
                lines.append(Self.indented(line, by: indent))
                continue
            }
            // The options, indented under the header.
            var options: [String: String] = [:]
            while index < source.lines.count, TabsTransform.indent(of: source.lines[index].text).columns >= 4,
                  let colon = source.lines[index].text.firstIndex(of: ":") {
                let text = source.lines[index].text
                let key = text[..<colon].trimmingCharacters(in: .whitespaces)
                options[key.lowercased()] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                index += 1
            }
            let opening = opening(of: header, options: options, at: line, problems: &source.problems)
            lines += [.blank(at: line.line), MarkdownSource.Line(Substring(indent + opening), line: line.line), .blank(at: line.line)]
            open.append(Block(slashes: header.slashes, line: line, indents: !opening.isEmpty))
        }
        for block in open.reversed() {
            source.problems.append(.init(.warning(.unsupportedSyntax), line: block.line.line, column: block.line.columnShift + 1,
                                         message: "the block is not closed with a line '\(String(repeating: "/", count: block.slashes))';"
                                             + " it runs to the end of the page"))
        }
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        false
    }

    /// The line the next transforms read for the block (`!!! warning "Title"`), or "" for one
    /// whose content is kept as it is.
    private func opening(of header: Header, options: [String: String], at line: MarkdownSource.Line,
                         problems: inout [RenderedMarkdown.Problem]) -> String {
        let title = header.argument.map { " \"\($0.replacing("\"", with: "'"))\"" } ?? ""
        switch header.name {
        case "admonition":
            return "!!! \(options["type"] ?? "note")\(title)"
        case "details":
            let type = options["type"] ?? "note"
            return (options["open"]?.lowercased() == "true" ? "???+ " : "??? ") + type + title
        case "tab":
            return "=== \"\((header.argument ?? "").replacing("\"", with: "'"))\""
        case _ where Self.admonitionTypes.contains(header.name):
            return "!!! \(header.name)\(title)"
        default:
            problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: line.columnShift + 1,
                                  message: "the block '/// \(header.name)' is not made by docgen; its content is shown as it is"))
            return ""
        }
    }

    /// `line` inside the open blocks: indented under their opening lines.
    private static func indented(_ line: MarkdownSource.Line, by indent: String) -> MarkdownSource.Line {
        guard !indent.isEmpty, !TabsTransform.isBlank(line.text) else { return line }
        var shifted = line
        shifted.text = Substring(indent + line.text)
        shifted.columnShift -= indent.utf8.count
        return shifted
    }

    /// True for a line of exactly `slashes` slashes (and spaces after them).
    private static func isClosing(_ text: Substring, slashes: Int) -> Bool {
        let trimmed = text.utf8.drop { $0 == UInt8(ascii: " ") }
        let run = trimmed.prefix { $0 == UInt8(ascii: "/") }.count
        return run == slashes && trimmed.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// `/// name | argument` (three or more slashes, at the line's start).
    private struct Header {
        var slashes: Int
        var name: String
        var argument: String?

        init?(_ text: Substring) {
            guard text.utf8.first == UInt8(ascii: "/") else { return nil }
            let slashes = text.utf8.prefix { $0 == UInt8(ascii: "/") }.count
            guard slashes >= 3 else { return nil }
            let rest = text.dropFirst(slashes).drop { $0 == " " }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            guard !name.isEmpty else { return nil }
            let after = rest.dropFirst(name.count).drop { $0 == " " }
            guard after.isEmpty || after.first == "|" else { return nil }
            self.slashes = slashes
            self.name = name.lowercased()
            let argument = after.dropFirst().trimmingCharacters(in: .whitespaces)
            self.argument = argument.isEmpty ? nil : argument
        }
    }
}
