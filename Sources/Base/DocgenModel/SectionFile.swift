/// The files that are a folder's own page, as Hugo (`_index.md`), MkDocs (`index.md`,
/// `README.md`) and mdBook (`README.md`) name them: published as the folder's `index.html`,
/// and the content folder's is the home page.
public enum SectionFile {
    /// True for `_index.md`, `index.md` and `README.md` in any case (`readme.md`).
    public static func isSectionFile(_ fileName: String) -> Bool {
        fileName == "_index.md" || fileName == "index.md" || fileName.utf8.count == 9 && fileName.lowercased() == "readme.md"
    }

    /// The names a link to a folder looks for, in the order a folder's page is taken.
    public static let linkedNames = ["README.md", "readme.md", "Readme.md", "_index.md", "index.md"]
}
