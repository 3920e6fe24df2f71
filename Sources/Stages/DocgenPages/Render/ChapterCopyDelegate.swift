import DocgenMarkdown

/// What a chapter's markdown copy (``MarkdownCopyWriter``) asks of the build, answered from
/// what the chapter's rendering found: links through its ``LinkResolver`` to the other pages'
/// copies, and the markdown its directives and snippets recorded for their blocks.
struct ChapterCopyDelegate: MarkdownCopyDelegate {
    let links: LinkResolver
    /// The pages that have a copy: a link to one leads to its copy.
    let pagesWithCopies: Set<String>
    /// What each directive's block stands for, by its fence's line in the chapter's file.
    let blocks: [Int: String]
    /// Each snippet block's code, by its line in the body.
    let snippets: [Int: String]
    /// The lines before the body in the chapter's file (its front matter).
    let bodyLineOffset: Int

    mutating func copyDestination(_ destination: String) -> String {
        links.copyHref(destination, pagesWithCopies: pagesWithCopies)
    }

    func copyOfBlock(at line: Int) -> String? {
        blocks[line + bodyLineOffset]
    }

    func snippetCode(at line: Int) -> String? {
        snippets[line]
    }
}
