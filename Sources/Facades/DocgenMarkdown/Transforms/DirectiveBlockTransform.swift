import DocgenCore

/// DocC's block directives: a line that starts with `@Name`, with `(arguments)` and a `{ … }`
/// body on the lines under it.
/// - Page settings (`@Metadata`, `@Options`, `@Comment`…) are read by DocC, not shown: they
///   are taken out.
/// - `@Image(source:alt:)` is an image; `@TabNavigator` with its `@Tab("Name")` blocks is a
///   group of content tabs (``TabsTransform``); `@Row`, `@Column`, `@Small`, `@Links` and
///   the like show their content in order.
/// - Any other directive is a warning naming it, and its content is shown.
///
/// A body's lines are dedented by their common indent and read again.
struct DirectiveBlockTransform: MarkdownTransform {
    let name = "directive-block"
    let triggers = ["@"]

    /// Directives that set up the page for DocC's renderer: nothing of them is shown.
    static let settings: Set<String> = [
        "Metadata", "Options", "Comment", "TechnologyRoot", "Available", "PageKind", "PageColor", "PageImage",
        "TitleHeading", "DisplayName", "CallToAction", "SupportedLanguage", "DocumentationExtension",
        "AutomaticTitleHeading", "AutomaticSeeAlso", "AutomaticArticleSubheading", "TopicsVisualStyle", "Redirected",
        "AlternateRepresentation",
    ]
    /// Directives whose content is shown in order, with no frame of their own.
    static let containers: Set<String> = ["Row", "Column", "Small", "Links", "ContentAndMedia", "TabNavigator", "Section"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        rewrite(source.lines[...], into: &lines, problems: &source.problems)
        source.lines = lines
        // `@Tab` blocks became `===` tabs, which the page did not hold when the transforms
        // that run were chosen.
        if lines.contains(where: { $0.text.hasPrefix(Self.tabHeader) }) { TabsTransform().rewrite(&source) }
    }

    /// How a `@Tab` block's first line is written for ``TabsTransform``.
    private static let tabHeader = "=== \""

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        false
    }

    private func rewrite(_ input: ArraySlice<MarkdownSource.Line>, into lines: inout [MarkdownSource.Line],
                         problems: inout [RenderedMarkdown.Problem]) {
        var index = input.startIndex
        var openFence: TabsTransform.Fence?
        while index < input.endIndex {
            let line = input[index]
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                lines.append(line)
                index += 1
            } else if let directive = Directive(line) {
                index = rewrite(directive, at: index, in: input, into: &lines, problems: &problems)
            } else {
                openFence = TabsTransform.Fence(opening: line.text)
                lines.append(line)
                index += 1
            }
        }
    }

    /// The directive at `start` rewritten; returns the index after its block.
    private func rewrite(_ directive: Directive, at start: Int, in input: ArraySlice<MarkdownSource.Line>,
                         into lines: inout [MarkdownSource.Line], problems: inout [RenderedMarkdown.Problem]) -> Int {
        let line = input[start]
        var end = start + 1
        var body: [MarkdownSource.Line] = []
        if directive.opensBody {
            var depth = 1
            while end < input.endIndex {
                // Nested directives are indented: any line `@…{` opens one.
                let text = input[end].text.filter { $0 != " " && $0 != "\t" }
                if text == "}" { depth -= 1 }
                if text.first == "@" && text.last == "{" { depth += 1 }
                if depth == 0 { break }
                body.append(input[end])
                end += 1
            }
            if end == input.endIndex {
                problems.append(.init(.error, line: line.line, column: line.columnShift + directive.column,
                                      message: "the @\(directive.name) block is not closed: end it with a line '}'"))
            } else {
                end += 1
            }
        }
        let dedented = Self.dedent(body)
        switch directive.name {
        case _ where Self.settings.contains(directive.name):
            break
        case "Image":
            let source = directive.arguments["source"] ?? ""
            if source.isEmpty {
                problems.append(.init(.error, line: line.line, column: line.columnShift + directive.column,
                                      message: "@Image has no source: write @Image(source: \"name.png\", alt: \"…\")"))
            }
            let alt = (directive.arguments["alt"] ?? "").replacing("]", with: "\\]")
            lines += [.blank(at: line.line), MarkdownSource.Line(Substring("![\(alt)](<\(source)>)"), line: line.line), .blank(at: line.line)]
        case "Tab":
            let title = directive.arguments[""] ?? directive.name
            lines += [.blank(at: line.line), MarkdownSource.Line(Substring("\(Self.tabHeader)\(title)\""), line: line.line)]
            var panel: [MarkdownSource.Line] = []
            rewrite(dedented[...], into: &panel, problems: &problems)
            lines += panel.map { MarkdownSource.Line(Substring("    " + $0.text), line: $0.line, columnShift: $0.columnShift - 4) }
            lines.append(.blank(at: line.line))
        case _ where Self.containers.contains(directive.name):
            lines.append(.blank(at: line.line))
            rewrite(dedented[...], into: &lines, problems: &problems)
            lines.append(.blank(at: line.line))
        default:
            let hint = directive.name == "Snippet" || directive.name == "Video"
                ? "docgen does not show @\(directive.name) yet: use a code block or an image"
                : "docgen knows DocC's @Metadata, @Options, @Image, @TabNavigator, @Row, @Column and @Small"
            problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: line.columnShift + directive.column,
                                  message: "unknown directive '@\(directive.name)' (\(hint)); its content is shown as text"))
            if directive.opensBody {
                lines.append(.blank(at: line.line))
                rewrite(dedented[...], into: &lines, problems: &problems)
                lines.append(.blank(at: line.line))
            } else {
                lines.append(line)
            }
        }
        return end
    }

    /// `lines` without the indent they all share (blank lines aside).
    private static func dedent(_ lines: [MarkdownSource.Line]) -> [MarkdownSource.Line] {
        let shared = lines.filter { !TabsTransform.isBlank($0.text) }.map { TabsTransform.indent(of: $0.text).bytes }.min() ?? 0
        return lines.map { line in
            let taken = min(shared, TabsTransform.indent(of: line.text).bytes)
            return MarkdownSource.Line(line.text.dropFirst(taken), line: line.line, columnShift: line.columnShift + taken)
        }
    }

    /// A directive's line: `@Name`, its `(arguments)` and a `{` that opens its body.
    private struct Directive {
        var name: String
        /// 1-based byte column of the `@`.
        var column: Int
        /// By label; an unlabelled argument under "".
        var arguments: [String: String] = [:]
        var opensBody = false

        /// Nil for a line that is not a directive: not `@` and a capital letter at its start
        /// (after up to 3 spaces), or text after the name that is neither arguments nor `{`.
        init?(_ line: MarkdownSource.Line) {
            let indent = TabsTransform.indent(of: line.text)
            guard indent.columns <= 3 else { return nil }
            var rest = line.text.dropFirst(indent.bytes)
            guard rest.first == "@", let initial = rest.dropFirst().first, initial.isUppercase else { return nil }
            column = indent.bytes + 1
            let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber }
            self.name = String(name)
            rest = rest.dropFirst(1 + name.count).drop { $0 == " " }
            if rest.first == "(" {
                guard let close = rest.lastIndex(of: ")") else { return nil }
                arguments = Self.arguments(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...].drop { $0 == " " }
            }
            if rest.first == "{" {
                opensBody = true
                rest = rest.dropFirst().drop { $0 == " " }
            }
            guard rest.isEmpty else { return nil }
        }

        /// `label: value, "value"` as a dictionary; quotes are taken off.
        private static func arguments(_ text: Substring) -> [String: String] {
            var result: [String: String] = [:]
            var parts: [String] = []
            var current = ""
            var quoted = false
            for character in text {
                if character == "\"" { quoted.toggle() }
                if character == "," && !quoted {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            parts.append(current)
            for part in parts {
                let trimmed = Substring(part).drop { $0 == " " }.reversed().drop { $0 == " " }.reversed().map(String.init).joined()
                var label = ""
                var value = Substring(trimmed)
                if let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("\""), trimmed[..<colon].allSatisfy({ $0.isLetter }) {
                    label = String(trimmed[..<colon])
                    value = trimmed[trimmed.index(after: colon)...].drop { $0 == " " }
                }
                if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
                result[label] = String(value)
            }
            return result
        }
    }
}
