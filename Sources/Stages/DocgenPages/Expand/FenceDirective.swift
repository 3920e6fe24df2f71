import DocgenCore

/// A fenced block that the Expand stage turns into XHTML: a ```` ```NAME ```` fence whose info
/// string starts with the directive's ``name``. Each directive is one file of `Directives/` and
/// one line of ``DirectiveRegistry``; what the directives of a page share (its diagnostics, ids,
/// figures and counts) is the ``DirectivePage`` they are given.
protocol FenceDirective: Sendable {
    /// The first word of the fence's info string that selects the directive.
    var name: String { get }

    /// The block's XHTML; nil leaves it to the markdown renderer as code (the problems that
    /// stopped it are in `page`'s diagnostics).
    func expand(_ block: FenceBlock, on page: inout DirectivePage) -> String?
}

/// One fenced block of a chapter, as a directive receives it.
struct FenceBlock {
    /// The whole info string (`listspec`, `benchtable`, or with more words after the name).
    var info: String
    /// The block's text, between the fences.
    var literal: String
    /// The opening fence in the chapter's file (its first line of text is the next).
    var fence: SourceLocation
}
