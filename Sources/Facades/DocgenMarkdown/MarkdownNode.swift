/// One node of a parsed markdown document, with the position where it starts.
public struct MarkdownNode: Sendable, Equatable {
    /// Column alignment of a GFM table column.
    public enum Alignment: Sendable, Equatable {
        case none, left, center, right
    }

    /// The node's type and the data that comes with it.
    public enum Kind: Sendable, Equatable {
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        /// A list item; `task` is nil for a plain item, or whether the task box is checked.
        case item(task: Bool?)
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        /// A footnote's text; `index` is its 1-based number in order of first reference.
        case footnoteDefinition(index: Int)
        case table(alignments: [Alignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(url: String, title: String)
        case image(url: String, title: String)
        /// A reference to footnote number `index`.
        case footnoteReference(index: Int)
        /// Content nested deeper than ``CommonMarkParser/maximumDepth``, left out and reported.
        case tooDeep
        /// What a ``MarkdownTransform`` read, for it to render: a block (a marker line its
        /// ``MarkdownTransform/rewrite(_:)`` wrote) or an inline (its ``InlineSyntax`` matched).
        case transformed(name: String, payload: String, isBlock: Bool)
    }

    public var kind: Kind
    public var children: [MarkdownNode]
    /// 1-based line where the node starts in the markdown text.
    public var line: Int
    /// 1-based column (UTF-8 bytes) where the node starts.
    public var column: Int

    public init(_ kind: Kind, children: [MarkdownNode] = [], line: Int, column: Int) {
        self.kind = kind
        self.children = children
        self.line = line
        self.column = column
    }

    /// True for block-level nodes (paragraphs, headings, lists, code blocks…), false for inlines.
    public var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak,
             .footnoteDefinition, .table, .tableRow, .tableCell:
            return true
        case .transformed(_, _, let isBlock):
            return isBlock
        default:
            return false
        }
    }

    /// The concatenated text of the node's descendants, as a heading slug or alt text needs it.
    public var plainText: String {
        var result = ""
        appendPlainText(to: &result)
        return result
    }

    private func appendPlainText(to result: inout String) {
        switch kind {
        case .text(let text), .code(let text), .transformed(_, let text, isBlock: false): result += text
        case .softBreak, .lineBreak: result += " "
        default: for child in children { child.appendPlainText(to: &result) }
        }
    }
}

extension MarkdownNode {
    /// Puts a node read from a title, and its children, at `line`:`column` of the page, where
    /// the title's own columns are not known.
    mutating func move(to line: Int, column: Int) {
        self.line = line + self.line - 1
        self.column = column
        for index in children.indices { children[index].move(to: line, column: column) }
    }
}
