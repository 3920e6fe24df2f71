import DocgenCore
import Foundation

/// Writes a parsed page back as plain CommonMark with GFM tables, for the page's markdown copy:
/// what an AI agent or a reader who copies the page reads instead of its HTML.
///
/// Everything docgen reads beyond GFM becomes plain markdown: a callout or admonition a quote
/// under its title, a tab its title in bold, a formula its TeX between `$$`; a directive's
/// figure or table is what the build recorded for its block (``MarkdownCopyDelegate``), and a
/// block that takes its code from a file holds that code. Links lead to the other pages'
/// copies. The text is escaped only where markdown would read it otherwise.
public struct MarkdownCopyWriter<Delegate: MarkdownCopyDelegate> {
    private var delegate: Delegate
    private let labels: MarkdownLabels
    private let transforms: [any MarkdownTransform]

    /// The copy of `document`'s blocks, without its first level-1 heading when
    /// `leavingOutTitle` (the copy starts with the page's title of its own); ends with one newline.
    public static func write(_ document: MarkdownNode, delegate: inout Delegate, labels: MarkdownLabels = .english,
                             transforms: [any MarkdownTransform] = MarkdownTransformRegistry.transforms,
                             leavingOutTitle: Bool) -> String {
        var writer = MarkdownCopyWriter(delegate: delegate, labels: labels, transforms: transforms)
        var blocks = document.children
        if leavingOutTitle, let title = blocks.firstIndex(where: { !MarkdownCopyText.isComment($0) }), case .heading(1) = blocks[title].kind {
            blocks.remove(at: title)
        }
        let text = writer.blocks(blocks, tight: false)
        delegate = writer.delegate
        return text.isEmpty ? "" : text + "\n"
    }

    // MARK: - Blocks

    /// Sibling blocks, one blank line between them (none in a tight list item); a callout's
    /// markers quote the blocks between them.
    private mutating func blocks(_ nodes: [MarkdownNode], tight: Bool) -> String {
        let separator = tight ? "\n" : "\n\n"
        var levels: [[String]] = [[]]
        var previousList: MarkdownNode.Kind?
        for node in nodes {
            if case .transformed(let name, _, true) = node.kind {
                switch copy(of: node, transform: name) {
                case .markdown(let text) where !text.isEmpty: levels[levels.count - 1].append(text)
                case .quoteOpening(let title): levels.append(["**\(title)**"])
                case .quoteClosing where levels.count > 1:
                    let quoted = levels.removeLast().joined(separator: "\n\n")
                    levels[levels.count - 1].append(MarkdownCopyText.prefixed(quoted, first: "> ", rest: "> "))
                default: break
                }
                previousList = nil
                continue
            }
            // Two lists in a row stay two: the second takes the other bullet or delimiter.
            var written = block(node, alternate: previousList.map { Self.isSameListKind($0, node.kind) } ?? false)
            if case .list = node.kind { previousList = node.kind } else { previousList = nil }
            if !written.isEmpty {
                if written.hasSuffix("\n") { written.removeLast() }
                levels[levels.count - 1].append(written)
            }
        }
        while levels.count > 1 {
            let quoted = levels.removeLast().joined(separator: "\n\n")
            levels[levels.count - 1].append(MarkdownCopyText.prefixed(quoted, first: "> ", rest: "> "))
        }
        return levels[0].joined(separator: separator)
    }

    private static func isSameListKind(_ a: MarkdownNode.Kind, _ b: MarkdownNode.Kind) -> Bool {
        guard case .list(let first, _, _) = a, case .list(let second, _, _) = b else { return false }
        return first == second
    }

    private mutating func block(_ node: MarkdownNode, alternate: Bool = false) -> String {
        switch node.kind {
        case .document:
            return blocks(node.children, tight: false)
        case .blockQuote:
            return MarkdownCopyText.prefixed(blocks(node.children, tight: false), first: "> ", rest: "> ")
        case .list(let ordered, let start, let tight):
            return list(node, ordered: ordered, start: start, tight: tight, alternate: alternate)
        case .paragraph:
            if let alone = transformedAlone(in: node), case .markdown(let text) = copy(of: alone, transform: transformName(alone)) {
                return text
            }
            return MarkdownCopyText.guardedLineStarts(inlines(node.children))
        case .heading(let level):
            let text = inlines(node.children).replacingOccurrences(of: "\n", with: " ")
            return String(repeating: "#", count: level) + (text.isEmpty ? "" : " " + text)
        case .codeBlock(let info, let literal):
            return codeBlock(info: info, literal: literal, line: node.line)
        case .htmlBlock(let raw):
            return RawHTMLLinks.rewrite(raw) { destination, _ in delegate.copyDestination(destination) }
        case .thematicBreak:
            return "***"
        case .footnoteDefinition(let index):
            return MarkdownCopyText.prefixed(blocks(node.children, tight: false), first: "[^\(index)]: ", rest: "    ")
        case .table(let alignments):
            return table(node, alignments: alignments)
        case .transformed(let name, _, _):
            if case .markdown(let text) = copy(of: node, transform: name) { return text }
            return ""
        case .tooDeep:
            return ""
        default:
            return inlines([node])
        }
    }

    private mutating func list(_ node: MarkdownNode, ordered: Bool, start: Int, tight: Bool, alternate: Bool) -> String {
        var items: [String] = []
        for (offset, item) in node.children.enumerated() {
            var marker = ordered ? "\(start + offset)\(alternate ? ")" : ".") " : (alternate ? "* " : "- ")
            if case .item(let task?) = item.kind { marker += task ? "[x] " : "[ ] " }
            let indent = String(repeating: " ", count: ordered ? "\(start + offset). ".count : 2)
            let body = blocks(item.children, tight: tight)
            items.append(body.isEmpty ? String(marker.dropLast()) : MarkdownCopyText.prefixed(body, first: marker, rest: indent))
        }
        return items.joined(separator: tight ? "\n" : "\n\n")
    }

    private mutating func codeBlock(info: String, literal: String, line: Int) -> String {
        if let replacement = delegate.copyOfBlock(at: line) { return replacement.hasSuffix("\n") ? String(replacement.dropLast()) : replacement }
        let options = FenceOptions(info: info)
        var code = literal
        if options.file != nil { code = delegate.snippetCode(at: line) ?? "" }
        if !code.isEmpty, !code.hasSuffix("\n") { code += "\n" }
        // The language, and a directive's name when the build left its block as code (d2, mermaid).
        let language = options.language.isEmpty ? String(info.split(separator: " ").first ?? "") : options.language
        let longest = MarkdownCopyText.longestRun(of: "`", in: code)
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let title = options.title.map { "**\(MarkdownCopyText.escapedInline($0))**\n\n" } ?? ""
        return "\(title)\(fence)\(language.contains("`") ? "" : language)\n\(code)\(fence)"
    }

    private mutating func table(_ node: MarkdownNode, alignments: [MarkdownNode.Alignment]) -> String {
        var lines: [String] = []
        for (index, row) in node.children.enumerated() {
            let cells = row.children.map { MarkdownCopyText.tableCell(inlines($0.children)) }
            lines.append("| " + cells.joined(separator: " | ") + " |")
            if index == 0 {
                let rule = alignments.map { alignment -> String in
                    switch alignment {
                    case .none: "---"
                    case .left: ":---"
                    case .center: ":---:"
                    case .right: "---:"
                    }
                }
                lines.append("| " + rule.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Inlines

    private mutating func inlines(_ nodes: [MarkdownNode]) -> String {
        var text = ""
        for node in nodes { inline(node, into: &text) }
        return text
    }

    private mutating func inline(_ node: MarkdownNode, into text: inout String) {
        switch node.kind {
        case .text(let literal):
            text += MarkdownCopyText.escapedInline(literal)
        case .softBreak:
            text += "\n"
        case .lineBreak:
            text += "\\\n"
        case .code(let code):
            let fence = String(repeating: "`", count: MarkdownCopyText.longestRun(of: "`", in: code) + 1)
            let padded = code.hasPrefix("`") || code.hasSuffix("`") || (code.hasPrefix(" ") && code.hasSuffix(" ") && !code.allSatisfy { $0 == " " })
            text += padded ? "\(fence) \(code) \(fence)" : "\(fence)\(code)\(fence)"
        case .htmlInline(let html):
            text += RawHTMLLinks.rewrite(html) { destination, _ in delegate.copyDestination(destination) }
        case .emphasis:
            text += "*" + inlines(node.children) + "*"
        case .strong:
            text += "**" + inlines(node.children) + "**"
        case .strikethrough:
            text += "~~" + inlines(node.children) + "~~"
        case .link(let url, let title):
            let destination = delegate.copyDestination(url)
            let words = node.plainText
            if title.isEmpty, LinkTarget.scheme(of: url) != nil, words == url || "mailto:" + words == url {
                text += "<\(destination)>"
            } else {
                text += "[\(inlines(node.children))](\(MarkdownCopyText.destination(destination))\(MarkdownCopyText.title(title)))"
            }
        case .image(let url, let title):
            let alt = node.plainText.replacingOccurrences(of: "]", with: "\\]")
            text += "![\(alt)](\(MarkdownCopyText.destination(delegate.copyDestination(url)))\(MarkdownCopyText.title(title)))"
        case .footnoteReference(let index):
            text += "[^\(index)]"
        case .transformed(let name, _, _):
            if case .markdown(let written) = copy(of: node, transform: name) { text += written }
        default:
            text += inlines(node.children)
        }
    }

    // MARK: - Transforms

    private func transformName(_ node: MarkdownNode) -> String {
        if case .transformed(let name, _, _) = node.kind { return name }
        return ""
    }

    /// The copy of a transformed node: its transform's, or else an inline node's payload as written.
    private func copy(of node: MarkdownNode, transform name: String) -> MarkdownCopyPiece {
        if let transform = transforms.first(where: { $0.name == name }), let piece = transform.copy(of: node, labels: labels) { return piece }
        if case .transformed(_, let payload, false) = node.kind { return .markdown(payload) }
        return .nothing
    }

    /// The transformed node a paragraph holds alone that its transform makes a block of its own
    /// (a `$$…$$` formula), as the HTML renderer finds it.
    private func transformedAlone(in paragraph: MarkdownNode) -> MarkdownNode? {
        var alone: MarkdownNode?
        for child in paragraph.children {
            switch child.kind {
            case .softBreak, .lineBreak: continue
            case .text(let text) where text.allSatisfy({ $0 == " " || $0 == "\t" }): continue
            case .transformed(_, _, false) where alone == nil: alone = child
            default: return nil
            }
        }
        guard let alone, case .transformed(let name, let payload, false) = alone.kind,
              transforms.first(where: { $0.name == name })?.standsAlone(payload) == true else { return nil }
        return MarkdownNode(.transformed(name: name, payload: payload, isBlock: true), line: alone.line, column: alone.column)
    }
}
