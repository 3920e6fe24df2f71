import DocgenCore

/// Hugo's shortcodes, `{{< name args >}}` and `{{% name args %}}`, that docs themes commonly
/// use:
/// - `ref` / `relref "page.md"` is the page's path, so a link written with it is resolved as a
///   markdown link.
/// - `figure src="…" alt="…"` is an image; `highlight go` … `/highlight` a fenced code block.
/// - `note`, `tip`, `warning`, `important`, `caution` … `/name` are callouts, and
///   `details summary="…"` … `/details` one folded under its summary (``AdmonitionTransform``).
///
/// Any other shortcode is a warning naming it and is left as text: its output is made by the
/// site's own templates, which docgen does not run. Inside a code block, Hugo's commented form
/// `{{</* name */>}}` is shown as `{{< name >}}`, as Hugo shows it.
struct ShortcodeTransform: MarkdownTransform {
    let name = "shortcode"
    let triggers = ["{{<", "{{%"]

    static let callouts: Set<String> = ["note", "tip", "warning", "important", "caution", "hint", "info", "danger", "admonition"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var openFence: TabsTransform.Fence?
        var openBlocks: [(name: String, folding: Callout.Folding, line: MarkdownSource.Line)] = []
        for line in source.lines {
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                var shown = line
                shown.text = Substring(Self.uncommented(line.text))
                lines.append(shown)
                continue
            }
            if let fence = TabsTransform.Fence(opening: line.text) {
                openFence = fence
                lines.append(line)
                continue
            }
            let shortcodes = Shortcode.all(in: line.text)
            if shortcodes.count == 1, let shortcode = shortcodes.first, shortcode.isAlone,
               let block = blockLines(shortcode, line: line, openBlocks: &openBlocks, problems: &source.problems) {
                lines += block
                continue
            }
            var text = String(line.text)
            for shortcode in shortcodes.reversed() {
                guard let replacement = inlineReplacement(shortcode, line: line, problems: &source.problems) else { continue }
                let range = text.utf8.index(text.startIndex, offsetBy: shortcode.start)..<text.utf8.index(text.startIndex, offsetBy: shortcode.end)
                text.replaceSubrange(range, with: replacement)
            }
            var rewritten = line
            rewritten.text = Substring(text)
            lines.append(rewritten)
        }
        for block in openBlocks.reversed() {
            source.problems.append(.init(.error, line: block.line.line, column: block.line.columnShift + 1,
                                         message: "the shortcode '{{< \(block.name) >}}' is not closed: end it with {{< /\(block.name) >}}"))
            lines += block.name == "highlight" ? [MarkdownSource.Line("```", line: block.line.line)]
                : AdmonitionTransform.closing(block.folding, at: block.line.line)
        }
        source.lines = lines
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        false
    }

    /// The lines a shortcode alone on its line becomes when it opens or closes a block, or nil.
    private func blockLines(_ shortcode: Shortcode, line: MarkdownSource.Line,
                            openBlocks: inout [(name: String, folding: Callout.Folding, line: MarkdownSource.Line)],
                            problems: inout [RenderedMarkdown.Problem]) -> [MarkdownSource.Line]? {
        let isCallout = Self.callouts.contains(shortcode.name)
        guard isCallout || shortcode.name == "details" || shortcode.name == "highlight" else { return nil }
        if shortcode.isClosing {
            guard let open = openBlocks.last, open.name == shortcode.name else {
                problems.append(.init(.error, line: line.line, column: line.columnShift + shortcode.start + 1,
                                      message: "'{{< /\(shortcode.name) >}}' closes no '{{< \(shortcode.name) >}}'"))
                return []
            }
            openBlocks.removeLast()
            return shortcode.name == "highlight" ? [MarkdownSource.Line("```", line: line.line)] : AdmonitionTransform.closing(open.folding, at: line.line)
        }
        if shortcode.name == "highlight" {
            openBlocks.append((shortcode.name, .none, line))
            return [MarkdownSource.Line(Substring("```" + (shortcode.arguments[""] ?? "")), line: line.line)]
        }
        if shortcode.name == "details" {
            let folding: Callout.Folding = shortcode.arguments["open"] == "true" ? .open : .closed
            openBlocks.append((shortcode.name, folding, line))
            return AdmonitionTransform.opening(.note, title: shortcode.arguments["summary"] ?? "", folding: folding, at: line.line)
        }
        let type = shortcode.name == "admonition" ? shortcode.arguments["type"] ?? "note" : shortcode.name
        let kind = AdmonitionTransform.kind(of: type)
        let title = shortcode.arguments["title"] ?? (type == kind.rawValue ? "" : type.prefix(1).uppercased() + type.dropFirst())
        openBlocks.append((shortcode.name, .none, line))
        return AdmonitionTransform.opening(kind, title: title, folding: .none, at: line.line)
    }

    /// The text an inline shortcode becomes, or nil to leave it (after a warning).
    private func inlineReplacement(_ shortcode: Shortcode, line: MarkdownSource.Line, problems: inout [RenderedMarkdown.Problem]) -> String? {
        switch shortcode.name {
        case "ref", "relref":
            return shortcode.arguments[""] ?? shortcode.arguments["path"] ?? ""
        case "figure":
            let alt = shortcode.arguments["alt"] ?? shortcode.arguments["caption"] ?? ""
            return "![\(alt.replacing("]", with: "\\]"))](<\(shortcode.arguments["src"] ?? "")>)"
        default:
            guard !shortcode.isClosing else { return nil }
            problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: line.columnShift + shortcode.start + 1,
                                  message: "the Hugo shortcode '\(shortcode.name)' is not supported: its output comes from the site's templates, "
                                      + "which docgen does not run; it is shown as text (write its content as markdown)"))
            return nil
        }
    }

    /// `{{</* name */>}}` as Hugo shows it in a code block: `{{< name >}}`.
    private static func uncommented(_ text: Substring) -> String {
        guard text.contains("/*") else { return String(text) }
        return String(text).replacing("{{</*", with: "{{<").replacing("*/>}}", with: ">}}")
            .replacing("{{%/*", with: "{{%").replacing("*/%}}", with: "%}}")
    }

    /// One shortcode in a line.
    private struct Shortcode {
        var name: String
        var isClosing: Bool
        /// By name; positional ones under "" (the first) and "1", "2"….
        var arguments: [String: String]
        /// Byte offsets of `{{` and after `}}` in the line.
        var start: Int
        var end: Int
        /// True when nothing but spaces is around it on its line.
        var isAlone: Bool

        /// Every shortcode in `text`, in order; a commented one (`{{</* … */>}}`) is none.
        static func all(in text: Substring) -> [Shortcode] {
            let bytes = Array(text.utf8)
            var found: [Shortcode] = []
            var index = 0
            while index + 2 < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{"),
                      bytes[index + 2] == UInt8(ascii: "<") || bytes[index + 2] == UInt8(ascii: "%") else {
                    index += 1
                    continue
                }
                let close: [UInt8] = [bytes[index + 2] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "%"), UInt8(ascii: "}"), UInt8(ascii: "}")]
                guard let closeAt = (index + 3..<max(index + 3, bytes.count - 2)).first(where: { Array(bytes[$0..<$0 + 3]) == close }) else { break }
                let inner = String(decoding: bytes[(index + 3)..<closeAt], as: UTF8.self)
                let trimmed = Substring(inner).drop { $0 == " " }
                if !trimmed.hasPrefix("/*"), let shortcode = Shortcode(trimmed, start: index, end: closeAt + 3, in: bytes) { found.append(shortcode) }
                index = closeAt + 3
            }
            return found
        }

        private init?(_ inner: Substring, start: Int, end: Int, in bytes: [UInt8]) {
            var rest = inner
            isClosing = rest.first == "/"
            if isClosing { rest = rest.dropFirst().drop { $0 == " " } }
            let name = rest.prefix { !$0.isWhitespace }
            guard !name.isEmpty else { return nil }
            self.name = String(name)
            self.start = start
            self.end = end
            isAlone = bytes[..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                && bytes[end...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            arguments = Self.arguments(rest.dropFirst(name.count))
        }

        /// `key="value" "positional" key=value` read as Hugo reads them.
        private static func arguments(_ text: Substring) -> [String: String] {
            var result: [String: String] = [:]
            var rest = text.drop { $0.isWhitespace }
            var position = 0
            while !rest.isEmpty {
                var key = ""
                let word = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != "\"" && $0 != "`" }
                if rest.dropFirst(word.count).first == "=" {
                    key = String(word)
                    rest = rest.dropFirst(word.count + 1)
                }
                let value: Substring
                if let quote = rest.first, quote == "\"" || quote == "`" {
                    let body = rest.dropFirst()
                    value = body.prefix { $0 != quote }
                    rest = body.dropFirst(value.count + 1)
                } else {
                    value = rest.prefix { !$0.isWhitespace }
                    rest = rest.dropFirst(value.count)
                }
                if key.isEmpty {
                    key = position == 0 ? "" : String(position)
                    position += 1
                }
                result[key] = String(value)
                rest = rest.drop { $0.isWhitespace }
            }
            return result
        }
    }
}
