import DocgenCore

/// One markdown file of content/, with its front matter read.
public struct Chapter: Sendable, Equatable {
    /// Path inside content/, with `/` separators (`basics/intro.md`).
    public var sourcePath: String
    /// The path shown in diagnostics (`content/basics/intro.md`).
    public var displayPath: String
    public var title: String
    public var order: Int
    public var slug: String
    public var description: String
    /// The markdown after the front matter.
    public var body: String
    /// How many lines precede `body` in the file, to map body lines to file lines.
    public var bodyLineOffset: Int
    /// The folder inside content/ ("" for top-level chapters): the chapter's part.
    public var folder: String
    /// Where the front matter gives `slug`; nil when the slug comes from the file name.
    public var slugLocation: SourceLocation? = nil

    /// Where the page is written, relative to the output root (`basics/intro.html`).
    public var outputPath: String {
        folder.isEmpty ? "\(slug).html" : "\(folder)/\(slug).html"
    }
}

/// A sub-folder of content/: a group of chapters in the navigation.
public struct Part: Sendable, Equatable {
    /// Folder path inside content/.
    public var folder: String
    public var title: String
    /// From the folder's `_index.md`; otherwise the smallest order among its chapters.
    public var order: Int
    public var description: String
}

/// A file under content/ that is copied to the output unchanged.
public struct StaticFile: Sendable, Equatable {
    /// Path inside content/, which is also its path in the output.
    public var path: String
    /// Its size, modification time and inode when the content folder was read.
    public var stamp: FileStamp

    public init(path: String, stamp: FileStamp) {
        self.path = path
        self.stamp = stamp
    }
}
