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

    public init(sourcePath: String, displayPath: String, title: String, order: Int, slug: String, description: String,
                body: String, bodyLineOffset: Int, folder: String, slugLocation: SourceLocation? = nil) {
        self.sourcePath = sourcePath
        self.displayPath = displayPath
        self.title = title
        self.order = order
        self.slug = slug
        self.description = description
        self.body = body
        self.bodyLineOffset = bodyLineOffset
        self.folder = folder
        self.slugLocation = slugLocation
    }

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

    public init(folder: String, title: String, order: Int, description: String) {
        self.folder = folder
        self.title = title
        self.order = order
        self.description = description
    }
}

/// A file under content/ that is copied to the output unchanged, read once when the site is
/// loaded.
public struct StaticFile: Sendable, Equatable {
    /// Path inside content/, which is also its path in the output.
    public var path: String
    /// Its size, modification time and inode when the content folder was read.
    public var stamp: FileStamp
    public var bytes: [UInt8]
    /// XXH3-128 of `bytes`, in hexadecimal.
    public var hash: String

    public init(path: String, stamp: FileStamp, bytes: [UInt8], hash: String) {
        self.path = path
        self.stamp = stamp
        self.bytes = bytes
        self.hash = hash
    }

    /// Its path in the output.
    public var outputPath: String { path }
}
