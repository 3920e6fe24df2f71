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
    /// The chapter's language (a BCP 47 code), and its language's folder inside content/
    /// (`zh-Hans`; "" on a site without `languages:`).
    public var language = ""
    public var languageFolder = ""
    /// The folder of the page inside the output: `folder`, without the default language's
    /// folder; nil when it is `folder`.
    public var outputFolder: String? = nil
    /// `translationKey` from the front matter: what pairs the chapter with its translations
    /// when their paths differ.
    public var translationKey: String? = nil

    public init(sourcePath: String, displayPath: String, title: String, order: Int, slug: String, description: String,
                body: String, bodyLineOffset: Int, folder: String, slugLocation: SourceLocation? = nil,
                translationKey: String? = nil) {
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
        self.translationKey = translationKey
    }

    /// Where the page is written, relative to the output root (`basics/intro.html`).
    public var outputPath: String {
        let folder = outputFolder ?? self.folder
        return folder.isEmpty ? "\(slug).html" : "\(folder)/\(slug).html"
    }

    /// True for a chapter at the top of its language's folder, outside every part.
    public var isTopLevel: Bool { folder == languageFolder }

    /// What its translations share: `translationKey`, or else its path inside its language's
    /// folder (`basics/intro.md`).
    public var pairingKey: String {
        translationKey ?? (languageFolder.isEmpty ? sourcePath : String(sourcePath.dropFirst(languageFolder.count + 1)))
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
    /// Path inside content/.
    public var path: String
    /// Its path in the output: `path`, without the default language's folder.
    public var outputPath: String
    /// Its size, modification time and inode when the content folder was read.
    public var stamp: FileStamp
    public var bytes: [UInt8]
    /// XXH3-128 of `bytes`, in hexadecimal.
    public var hash: String

    public init(path: String, outputPath: String? = nil, stamp: FileStamp, bytes: [UInt8], hash: String) {
        self.path = path
        self.outputPath = outputPath ?? path
        self.stamp = stamp
        self.bytes = bytes
        self.hash = hash
    }
}
