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
    ///
    /// - Parameter inlineSyntaxes: transforms' inline syntaxes, by the transform's name, read
    ///   as cmark-gfm inline extensions; what each matches becomes a
    ///   ``MarkdownNode/Kind/transformed(name:payload:isBlock:)`` node.
    public static func parse(_ text: String, inlineSyntaxes: [(name: String, syntax: InlineSyntax)] = []) -> MarkdownNode {
        let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE)
        defer { cmark_parser_free(parser) }
        for syntaxExtension in extensions.pointers {
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
        for (name, syntax) in inlineSyntaxes {
            cmark_parser_attach_syntax_extension(parser, InlineExtension.pointer(named: name, syntax: syntax))
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
        if case .transformed = kind, let position = InlineExtension.position(of: node) {
            (line, column) = position
        }
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
        case CMARK_NODE_HTML_INLINE:
            if let matched = InlineExtension.match(in: node) { return matched }
            return .htmlInline(literal())
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

/// A transform's ``InlineSyntax`` as a cmark-gfm inline extension, made once per transform name
/// and kept for the process. What it matches becomes an inline HTML node marked with the
/// extension, whose literal is the payload; cmark-gfm sets no position on an extension's node,
/// so the position the inline parser had at the match is kept beside it.
private final class InlineExtension: @unchecked Sendable {
    let name: String
    let syntax: InlineSyntax
    private(set) var pointer: OpaquePointer!

    private static let made = Mutex<[String: InlineExtension]>([:])

    private init(name: String, syntax: InlineSyntax) {
        self.name = name
        self.syntax = syntax
    }

    /// The extension of transform `name`, made at its first use.
    static func pointer(named name: String, syntax: InlineSyntax) -> OpaquePointer {
        made.withLock { made in
            if let known = made[name] { return known.pointer }
            let box = InlineExtension(name: name, syntax: syntax)
            let pointer = cmark_syntax_extension_new("docgen-\(name)")!
            cmark_syntax_extension_set_match_inline_func(pointer, matchInline)
            let characters = cmark_llist_append(cmark_get_default_mem_allocator(), nil, UnsafeMutableRawPointer(bitPattern: Int(syntax.character)))
            cmark_syntax_extension_set_special_inline_chars(pointer, characters)
            cmark_syntax_extension_set_private(pointer, Unmanaged.passRetained(box).toOpaque(), nil)
            box.pointer = pointer
            made[name] = box
            return pointer
        }
    }

    /// The transformed node an extension's match left as `node`, or nil for other inline HTML.
    static func match(in node: OpaquePointer) -> MarkdownNode.Kind? {
        guard let box = box(of: node), let literal = cmark_node_get_literal(node) else { return nil }
        let text = String(cString: literal)
        // The literal is `LINE:COLUMN:PAYLOAD`.
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        return .transformed(name: box.name, payload: parts.count == 3 ? String(parts[2]) : "", isBlock: false)
    }

    /// Where the match of `node` starts in the text cmark-gfm read.
    static func position(of node: OpaquePointer) -> (line: Int, column: Int)? {
        guard box(of: node) != nil, let literal = cmark_node_get_literal(node) else { return nil }
        let parts = String(cString: literal).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return (line, column)
    }

    private static func box(of node: OpaquePointer) -> InlineExtension? {
        guard let pointer = cmark_node_get_syntax_extension(node) else { return nil }
        let known = made.withLock { made in made.values.first { $0.pointer == pointer } }
        return known
    }
}

/// cmark-gfm's call at an extension's special character: the transform's syntax reads the
/// paragraph's bytes through the inline parser.
private let matchInline: cmark_match_inline_func = { syntaxExtension, _, _, character, inlineParser in
    guard let syntaxExtension, let inlineParser, let raw = cmark_syntax_extension_get_private(syntaxExtension) else { return nil }
    let box = Unmanaged<InlineExtension>.fromOpaque(raw).takeUnretainedValue()
    // cmark-gfm asks every extension at every byte its own parser does not take.
    guard character == box.syntax.character else { return nil }
    let start = Int(cmark_inline_parser_get_offset(inlineParser))
    let bytes: InlineSyntax.Bytes = { offset in
        offset < 0 || offset > Int(Int32.max) ? 0 : cmark_inline_parser_peek_at(inlineParser, Int32(offset))
    }
    guard let match = box.syntax.match(bytes, start), match.end > start else { return nil }
    let line = cmark_inline_parser_get_line(inlineParser)
    let column = cmark_inline_parser_get_column(inlineParser)
    cmark_inline_parser_set_offset(inlineParser, Int32(match.end))
    guard let node = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, cmark_get_default_mem_allocator()) else { return nil }
    cmark_node_set_literal(node, "\(line):\(column):\(match.payload)")
    cmark_node_set_syntax_extension(node, syntaxExtension)
    return node
}
