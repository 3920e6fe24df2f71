/// What the markdown copy of a page (``MarkdownCopyWriter``) asks of the build: where its links
/// lead from the copy, and what the page showed for the blocks the build made (a directive's
/// figure or table, a snippet's code), recorded while the page was rendered.
public protocol MarkdownCopyDelegate {
    /// The destination, in the copy, of a link, image or raw HTML attribute the author wrote as
    /// `destination`: a page's becomes its copy's, a file's stays the file's.
    mutating func copyDestination(_ destination: String) -> String
    /// The markdown that stands for the fenced block at `line` of the body (a figure's
    /// description, a table), or nil to keep the block as code.
    func copyOfBlock(at line: Int) -> String?
    /// The code of the block at `line` that takes it from a file (`file=`), as its page shows it.
    func snippetCode(at line: Int) -> String?
}

/// What a transform's node is in a page's markdown copy (``MarkdownTransform/copy(of:labels:)``).
public enum MarkdownCopyPiece: Equatable, Sendable {
    /// Markdown written where the node is: inline text, or a block of its own.
    case markdown(String)
    /// The start of a callout: the blocks up to its ``quoteClosing`` are quoted under `title`.
    case quoteOpening(title: String)
    /// The end of the callout opened last.
    case quoteClosing
    /// Nothing: the node only shaped the page (an id, a list's frame).
    case nothing
}
