import DocgenCore

/// Hugo's shortcodes, `{{< name args >}}` and `{{% name args %}}`, that docs themes commonly
/// use:
/// - `ref` / `relref "page.md"` is the page's path, so a link written with it is resolved as a
///   markdown link; `param "name"` is the site's parameter; `comment` shows nothing.
/// - `figure src="…" alt="…"` is an image; `highlight go` … `/highlight` a fenced code block.
/// - `youtube`, `vimeo`, `gist`, `x`, `instagram` are a link to what they embed.
/// - `note`, `tip`, `warning`, `important`, `caution` … `/name` are callouts, and
///   `details summary="…"` … `/details` one folded under its summary (``AdmonitionTransform``).
///
/// Any other shortcode is a warning naming it and is left out: its output is made by the site's
/// own templates, which docgen does not run; its `alt`, `title` or `caption` is kept as text.
/// A pair's inner text is kept: as a code block when the shortcode shows code (by its name or a
/// `lang` or `file` argument), else as markdown, whose own shortcodes are read in turn.
/// Hugo's commented form `{{</* name */>}}` is shown as `{{< name >}}`, as Hugo shows it.
struct ShortcodeTransform: MarkdownTransform {
    let name = "shortcode"
    let triggers = ["{{<", "{{%"]
    /// The site's parameters (Hugo's `[params]`, by lowercased dotted name), which `param` shows.
    var parameters: [String: String] = [:]

    static let callouts: Set<String> = ["note", "tip", "warning", "important", "caution", "hint", "info", "danger", "admonition"]

    func rewrite(_ source: inout MarkdownSource) {
        var lines: [MarkdownSource.Line] = []
        var openFence: TabsTransform.Fence?
        var openBlocks: [(name: String, folding: Callout.Folding, line: MarkdownSource.Line)] = []
        // The closing lines of pairs whose inner text is read on as markdown, its shortcodes too.
        var unwrappedClosings: Set<Int> = []
        var index = 0
        while index < source.lines.count {
            var line = source.lines[index]
            index += 1
            if unwrappedClosings.remove(index - 1) != nil {
                lines.append(.blank(at: line.line))
                continue
            }
            if let fence = openFence {
                if fence.isClosed(by: line.text) { openFence = nil }
                var shown = line
                if ByteSearch.contains(UInt8(ascii: "*"), in: line.text) { shown.text = Substring(Self.uncommented(line.text)) }
                lines.append(shown)
                continue
            }
            if let fence = TabsTransform.Fence(opening: line.text) {
                openFence = fence
                lines.append(line)
                continue
            }
            // Most lines hold no shortcode: passed by one byte scan.
            guard ByteSearch.contains(UInt8(ascii: "{"), in: line.text) else {
                lines.append(line)
                continue
            }
            // A shortcode whose arguments go on over the next lines is read as one line.
            if let joined = Self.continued(line, from: index, in: source.lines) {
                line = joined.line
                index = joined.next
            }
            let shortcodes = Shortcode.all(in: line.text)
            if shortcodes.count == 1, let shortcode = shortcodes.first, shortcode.isAlone,
               let block = blockLines(shortcode, line: line, openBlocks: &openBlocks, problems: &source.problems) {
                lines += block
                continue
            }
            // Another shortcode alone on its line with its closing one below: its inner text
            // kept, as a code block when the shortcode shows code, else as markdown.
            if shortcodes.count == 1, let shortcode = shortcodes.first, shortcode.isAlone, !shortcode.isClosing, !shortcode.closesItself,
               let end = closingLine(of: shortcode, after: index, in: source.lines) {
                // Hugo's `comment` shows nothing of what it holds.
                if shortcode.name == "comment" {
                    index = end + 1
                    continue
                }
                warnUnsupported(shortcode, line: line, keeping: shortcode.showsCode ? "as a code block" : "as markdown", problems: &source.problems)
                let inner = source.lines[index..<end]
                if !shortcode.showsCode {
                    lines.append(.blank(at: line.line))
                    unwrappedClosings.insert(end)
                    continue
                } else {
                    lines += [.blank(at: line.line)]
                        + MarkdownSource.fencedBlock(Array(inner), language: shortcode.arguments["lang"] ?? shortcode.arguments["language"] ?? "",
                                                     opening: line.line, closing: source.lines[end].line)
                        + [.blank(at: source.lines[end].line)]
                }
                index = end + 1
                continue
            }
            var text = String(line.text)
            // A `comment` pair on the line is left out with what it holds.
            var commentEnd: Int?
            for shortcode in shortcodes.reversed() {
                if shortcode.name == "comment" && shortcode.isClosing {
                    commentEnd = shortcode.end
                    continue
                }
                let end = shortcode.name == "comment" ? commentEnd ?? shortcode.end : shortcode.end
                if shortcode.name == "comment" { commentEnd = nil }
                guard let replacement = inlineReplacement(shortcode, line: line, problems: &source.problems) else { continue }
                let range = text.utf8.index(text.startIndex, offsetBy: shortcode.start)..<text.utf8.index(text.startIndex, offsetBy: end)
                text.replaceSubrange(range, with: replacement)
            }
            var rewritten = line
            rewritten.text = Substring(Self.uncommented(Substring(text)))
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
        case "comment":
            return ""
        case "param":
            let name = shortcode.arguments[""] ?? shortcode.arguments["name"] ?? ""
            if let value = parameters[name.lowercased()] { return value }
            problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: line.columnShift + shortcode.start + 1,
                                  message: "the Hugo parameter '\(name)' is not among the site's [params], and docgen does not read a page's"
                                      + " own; it is left out"))
            return ""
        case "figure":
            let alt = shortcode.arguments["alt"] ?? shortcode.arguments["caption"] ?? ""
            return "![\(alt.replacing("]", with: "\\]"))](<\(shortcode.arguments["src"] ?? "")>)"
        case "youtube", "vimeo", "gist", "x", "tweet", "instagram":
            // Hugo's embeds: a link to what they embed, which a page without scripts can show.
            guard let link = Self.embedLink(shortcode) else { fallthrough }
            return link
        default:
            if !shortcode.isClosing { warnUnsupported(shortcode, line: line, keeping: nil, problems: &problems) }
            // Its words, where it has some (an image's `alt`), so a link around it keeps a text.
            return ["alt", "title", "caption", "text", "label"].lazy.compactMap { shortcode.arguments[$0] }.first ?? ""
        }
    }

    /// A link to what one of Hugo's embed shortcodes shows, or nil without its id.
    private static func embedLink(_ shortcode: Shortcode) -> String? {
        let arguments = shortcode.arguments
        let id = arguments["id"] ?? (shortcode.name == "gist" || shortcode.name == "x" || shortcode.name == "tweet" ? arguments["1"] : arguments[""])
        guard let id, !id.isEmpty else { return nil }
        let user = arguments["user"] ?? arguments[""] ?? ""
        return switch shortcode.name {
        case "youtube": "[Video on YouTube](https://www.youtube.com/watch?v=\(id))"
        case "vimeo": "[Video on Vimeo](https://vimeo.com/\(id))"
        case "gist": "[Gist \(id)](https://gist.github.com/\(user)/\(id))"
        case "instagram": "[Post on Instagram](https://www.instagram.com/p/\(id)/)"
        default: "[Post on X](https://x.com/\(user)/status/\(id))"
        }
    }

    /// The warning for a shortcode docgen does not make, which is left out of the page.
    private func warnUnsupported(_ shortcode: Shortcode, line: MarkdownSource.Line, keeping inner: String?,
                                 problems: inout [RenderedMarkdown.Problem]) {
        let kept = inner.map { ", its inner text kept \($0)" } ?? ""
        problems.append(.init(.warning(.unsupportedSyntax), line: line.line, column: line.columnShift + shortcode.start + 1,
                              message: "the Hugo shortcode '\(shortcode.name)' is not supported: its output comes from the site's templates, "
                                  + "which docgen does not run; it is left out\(kept) (write what it shows as markdown)"))
    }

    /// The index of the line that closes `shortcode` (`{{< /name >}}` alone), from `start` on,
    /// past the pairs of the same name inside it.
    private func closingLine(of shortcode: Shortcode, after start: Int, in lines: [MarkdownSource.Line]) -> Int? {
        var depth = 0
        // Only a line that names it may close it: a page of a hundred lone shortcodes
        // (`{{< new-in 0.120 >}}`) would otherwise read every line after each.
        for index in start..<lines.count where ByteSearch.contains(shortcode.name, in: lines[index].text)
            && ByteSearch.contains("{{", in: lines[index].text) {
            for found in Shortcode.all(in: lines[index].text) where found.name == shortcode.name && !found.closesItself {
                if !found.isClosing {
                    depth += 1
                } else if depth > 0 {
                    depth -= 1
                } else {
                    return found.isAlone ? index : nil
                }
            }
        }
        return nil
    }

    /// `line` joined with the lines after it when a shortcode opened on it closes on one of the
    /// next fifty (`{{< figure` … `>}}`, a data table's argument on each line), and the index
    /// after them; nil when none is open.
    private static func continued(_ line: MarkdownSource.Line, from next: Int, in lines: [MarkdownSource.Line])
        -> (line: MarkdownSource.Line, next: Int)? {
        // The last `{{<` or `{{%` of the line, found byte by byte, and whether it closes there.
        let bytes = Array(line.text.utf8)
        guard let open = bytes.indices.dropFirst(2).last(where: { index in
            bytes[index - 2] == UInt8(ascii: "{") && bytes[index - 1] == UInt8(ascii: "{")
                && (bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: "%"))
        }) else { return nil }
        let close = bytes[open] == UInt8(ascii: "<") ? ">}}" : "%}}"
        guard !ByteSearch.contains(close, in: Substring(line.text.utf8.dropFirst(open + 1))) else { return nil }
        var text = String(line.text)
        for index in next..<min(next + 50, lines.count) {
            guard !TabsTransform.isBlank(lines[index].text) else { return nil }
            text += " " + lines[index].text.trimmingCharacters(in: .whitespaces)
            if ByteSearch.contains(close, in: lines[index].text) {
                var joined = line
                joined.text = Substring(text)
                return (joined, index + 1)
            }
        }
        return nil
    }

    /// `{{</* name */>}}` as Hugo shows it in a code block: `{{< name >}}`.
    private static func uncommented(_ text: Substring) -> String {
        guard ByteSearch.contains("/*", in: text) else { return String(text) }
        return String(text).replacing("{{</*", with: "{{<").replacing("*/>}}", with: ">}}")
            .replacing("{{%/*", with: "{{%").replacing("*/%}}", with: "%}}")
    }

    /// One shortcode in a line.
    private struct Shortcode {
        var name: String
        var isClosing: Bool
        /// True for `{{< name />}}`, which has no closing one.
        var closesItself: Bool
        /// By name; positional ones under "" (the first) and "1", "2"….
        var arguments: [String: String]
        /// Byte offsets of `{{` and after `}}` in the line.
        var start: Int
        var end: Int
        /// True when nothing but spaces is around it on its line.
        var isAlone: Bool
        /// True for `{{% … %}}`, whose inner text Hugo reads as markdown; false for `{{< … >}}`,
        /// whose inner text the template gets as written.
        var isMarkdown: Bool

        /// True when the shortcode shows its inner text as code, as far as its name and
        /// arguments tell (`code-toggle file=hugo`, `snippet lang=go`); its template is not known.
        var showsCode: Bool {
            !isMarkdown && (name.lowercased().contains("code") || ["lang", "language", "file", "filename"].contains { arguments[$0] != nil })
        }

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
                let closing = bytes[index + 2] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "%")
                guard let closeAt = (index + 3..<max(index + 3, bytes.count - 2)).first(where: {
                    bytes[$0] == closing && bytes[$0 + 1] == UInt8(ascii: "}") && bytes[$0 + 2] == UInt8(ascii: "}")
                }) else { break }
                let inner = String(decoding: bytes[(index + 3)..<closeAt], as: UTF8.self)
                let trimmed = Substring(inner).drop { $0 == " " }
                if !trimmed.hasPrefix("/*"), var shortcode = Shortcode(trimmed, start: index, end: closeAt + 3, in: bytes) {
                    shortcode.isMarkdown = bytes[index + 2] == UInt8(ascii: "%")
                    found.append(shortcode)
                }
                index = closeAt + 3
            }
            return found
        }

        private init?(_ inner: Substring, start: Int, end: Int, in bytes: [UInt8]) {
            var rest = inner
            isClosing = rest.first == "/"
            if isClosing { rest = rest.dropFirst().drop { $0 == " " } }
            closesItself = rest.reversed().drop { $0 == " " }.first == "/"
            if closesItself { rest = Substring(rest.reversed().drop { $0 == " " }.dropFirst().reversed()) }
            let name = rest.prefix { !$0.isWhitespace }
            guard !name.isEmpty else { return nil }
            self.name = String(name)
            self.start = start
            self.end = end
            isMarkdown = false
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
