import DocgenCore

/// The reading order a project's own file gives (`mkdocs.yml`'s `nav:`, `SUMMARY.md`, a DocC
/// catalog's `## Topics`), as read from it, before it is matched with the chapters found.
struct ProjectOutline: Sendable, Equatable {
    /// One line of the outline, located in the file that gives it.
    enum Item: Sendable, Equatable {
        /// A part's title: the chapters after it, up to the next part, are in it; nil for the
        /// end of a part, after which chapters are outside every part again.
        case part(title: String?, at: SourceLocation)
        /// A chapter by its path inside the content folder, with the title the outline gives
        /// it (nil to keep its own) and how deep it nests inside its part.
        case chapter(path: String, title: String?, depth: Int, at: SourceLocation)
        /// Every chapter under a folder inside the content folder, in path order.
        case folder(path: String, depth: Int, at: SourceLocation)
        /// A listed title that has no page (mdBook's draft chapters, links to other sites).
        case skipped(title: String, reason: String, at: SourceLocation)

        /// The chapter's path, for a chapter.
        var path: String? {
            if case .chapter(let path, _, _, _) = self { return path }
            return nil
        }
    }

    var items: [Item] = []
    /// The file the outline comes from, as shown in diagnostics (`mkdocs.yml`).
    var file: String
    /// The chapter published as the home page, by its path inside the content folder.
    var homePath: String?
    /// Globs of chapters that are not in the outline and are listed after it without a note
    /// (MkDocs' `not_in_nav`).
    var quietlyUnlisted: [String] = []
    /// False when chapters the outline does not list are not published (mdBook publishes only
    /// what `SUMMARY.md` lists); true when they are listed after it (MkDocs, DocC).
    var publishesUnlisted = true
}
