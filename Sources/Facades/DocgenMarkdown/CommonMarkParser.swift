import CCmarkGFM
import Synchronization

/// Parses GitHub-flavoured markdown with cmark-gfm into a ``MarkdownNode`` tree.
///
/// Tables, strikethrough, autolinks, task lists and footnotes are on; raw HTML is kept.
/// cmark-gfm 0.29 is not thread-safe in one place: its inline parser shares a global table of
/// special characters, which each parse's inline step (in `cmark_parser_finish`) fills with the
/// extensions' characters and clears again, so concurrent parses lose `~~` and autolinks. That
/// step is serialised by a process-wide lock; reading the blocks and copying the tree into Swift
/// values run in parallel.
public enum CommonMarkParser {
    private static let lock = Mutex(())
    /// Nesting beyond this depth (blockquotes in blockquotes, lists in lists…) is cut off and
    /// reported: no real document needs it, and the tree's walkers recurse.
    public static let maximumDepth = 400
    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]
    /// The extensions, registered once (registering is not thread-safe either).
    private static let extensions = SyntaxExtensions(names: extensionNames)

    /// Parses `text` into a document node. Never fails: any text is some markdown.
    public static func parse(_ text: String) -> MarkdownNode {
        let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE)
        defer { cmark_parser_free(parser) }
        for syntaxExtension in extensions.pointers {
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
        var copy = text
        copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        var finished: OpaquePointer?
        lock.withLock { _ in finished = cmark_parser_finish(parser) }
        guard let root = finished else {
            return MarkdownNode(.document, line: 1, column: 1)
        }
        defer { cmark_node_free(root) }
        var footnoteCount = 0
        return convert(root, inheritedLine: 1, inheritedColumn: 1, footnoteCount: &footnoteCount)
    }

    /// Copies the C tree into Swift values. Nodes that cmark-gfm leaves unpositioned (autolinks)
    /// take their parent's position.
    private static func convert(_ node: OpaquePointer, inheritedLine: Int, inheritedColumn: Int,
                                footnoteCount: inout Int, depth: Int = 0) -> MarkdownNode {
        var line = Int(cmark_node_get_start_line(node))
        var column = Int(cmark_node_get_start_column(node))
        if line <= 0 {
            line = inheritedLine
            column = inheritedColumn
        }
        if depth >= maximumDepth {
            return MarkdownNode(.tooDeep, line: line, column: max(column, 1))
        }
        let kind = kind(of: node, footnoteCount: &footnoteCount)
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(convert(current, inheritedLine: line, inheritedColumn: column, footnoteCount: &footnoteCount, depth: depth + 1))
            child = cmark_node_next(current)
        }
        return MarkdownNode(kind, children: children, line: line, column: max(column, 1))
    }

    private static func kind(of node: OpaquePointer, footnoteCount: inout Int) -> MarkdownNode.Kind {
        let literal = { cmark_node_get_literal(node).map { String(cString: $0) } ?? "" }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)),
                         tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            // Task items keep the item type; the tasklist extension renames them "tasklist".
            let isTask = typeName(of: node, is: "tasklist")
            return .item(task: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            return .codeBlock(info: info, literal: literal())
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal())
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            footnoteCount += 1
            return .footnoteDefinition(index: footnoteCount)
        case CMARK_NODE_TEXT: return .text(literal())
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal())
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal())
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(url: url(of: node), title: title(of: node))
        case CMARK_NODE_IMAGE: return .image(url: url(of: node), title: title(of: node))
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference(index: Int(literal()) ?? 0)
        default: return extensionKind(of: node)
        }
    }

    /// Node types that GFM extensions register at run time, told apart by their type name.
    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        if typeName(of: node, is: "table") {
            let count = Int(cmark_gfm_extensions_get_table_columns(node))
            let raw = cmark_gfm_extensions_get_table_alignments(node)
            let alignments: [MarkdownNode.Alignment] = (0..<count).map { index in
                switch raw?[index] {
                case UInt8(ascii: "l"): return .left
                case UInt8(ascii: "c"): return .center
                case UInt8(ascii: "r"): return .right
                default: return .none
                }
            }
            return .table(alignments: alignments)
        }
        if typeName(of: node, is: "table_header") { return .tableRow(isHeader: true) }
        if typeName(of: node, is: "table_row") { return .tableRow(isHeader: false) }
        if typeName(of: node, is: "table_cell") { return .tableCell }
        if typeName(of: node, is: "strikethrough") { return .strikethrough }
        return .htmlInline("")
    }

    /// True when the node's type name is `name`, compared in place, without a copy.
    private static func typeName(of node: OpaquePointer, is name: StaticString) -> Bool {
        guard let typeName = cmark_node_get_type_string(node) else { return false }
        return name.withUTF8Buffer { expected in
            // A shorter name meets its terminating 0 first, so nothing past it is read.
            for (offset, byte) in expected.enumerated() where UInt8(bitPattern: typeName[offset]) != byte { return false }
            return typeName[expected.count] == 0
        }
    }

    private static func url(of node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }

    private static func title(of node: OpaquePointer) -> String {
        cmark_node_get_title(node).map { String(cString: $0) } ?? ""
    }
}

/// cmark-gfm's syntax extensions, found once after registering them; the registry is only read
/// after that, so the pointers may be shared by every thread.
private struct SyntaxExtensions: @unchecked Sendable {
    let pointers: [OpaquePointer]

    init(names: [String]) {
        cmark_gfm_core_extensions_ensure_registered()
        pointers = names.compactMap { cmark_find_syntax_extension($0) }
    }
}
