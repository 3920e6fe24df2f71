import DocgenCore

/// One markdown file of content/, with its front matter read.
///
/// A value type whose fields live in one shared box, copied only when a copy is changed: a
/// large site's chapters are copied often (sorted, grouped, handed to every stage), and a copy
/// is then one reference count, not one per field.
public struct Chapter: Sendable, Equatable {
    /// Path inside content/, with `/` separators (`basics/intro.md`).
    public var sourcePath: String {
        get { fields.sourcePath }
        set { update { $0.sourcePath = newValue } }
    }
    /// The path shown in diagnostics (`content/basics/intro.md`).
    public var displayPath: String {
        get { fields.displayPath }
        set { update { $0.displayPath = newValue } }
    }
    public var title: String {
        get { fields.title }
        set { update { $0.title = newValue } }
    }
    public var order: Int {
        get { fields.order }
        set { update { $0.order = newValue } }
    }
    public var slug: String {
        get { fields.slug }
        set { update { $0.slug = newValue } }
    }
    public var description: String {
        get { fields.description }
        set { update { $0.description = newValue } }
    }
    /// The markdown after the front matter.
    public var body: String {
        get { fields.text.string }
        set { update { $0.text = MarkdownText(newValue) } }
    }
    /// The same markdown, which may still be bytes of the build's archive.
    public var text: MarkdownText {
        get { fields.text }
        set { update { $0.text = newValue } }
    }
    /// How many lines precede `body` in the file, to map body lines to file lines.
    public var bodyLineOffset: Int {
        get { fields.bodyLineOffset }
        set { update { $0.bodyLineOffset = newValue } }
    }
    /// The folder inside content/ ("" for top-level chapters): the chapter's part.
    public var folder: String {
        get { fields.folder }
        set { update { $0.folder = newValue } }
    }
    /// Where the front matter gives `slug`; nil when the slug comes from the file name.
    public var slugLocation: SourceLocation? {
        get { fields.slugLocation }
        set { update { $0.slugLocation = newValue } }
    }
    /// The chapter's language (a BCP 47 code), and its language's folder inside content/
    /// (`zh-Hans`; "" on a site without `languages:`).
    public var language: String {
        get { fields.language }
        set { update { $0.language = newValue } }
    }
    public var languageFolder: String {
        get { fields.languageFolder }
        set { update { $0.languageFolder = newValue } }
    }
    /// The folder of the page inside the output: `folder`, without the default language's
    /// folder; nil when it is `folder`.
    public var outputFolder: String? {
        get { fields.outputFolder }
        set { update { $0.outputFolder = newValue } }
    }
    /// `translationKey` from the front matter: what pairs the chapter with its translations
    /// when their paths differ.
    public var translationKey: String? {
        get { fields.translationKey }
        set { update { $0.translationKey = newValue } }
    }
    /// `draft: true` in the front matter: left out of `docgen build`, shown by `docgen serve`.
    public var isDraft: Bool {
        get { fields.isDraft }
        set { update { $0.isDraft = newValue } }
    }

    /// `aliases:` (or Jekyll's `redirect_from:`) from the front matter: the page's earlier
    /// URLs, each published as a redirect to it (``Redirect``).
    public var aliases: [PageAlias] {
        get { fields.aliases }
        set { update { $0.aliases = newValue } }
    }

    /// `image:` from the front matter: what link previews show instead of the page's card.
    public var image: ChapterImage? {
        get { fields.image }
        set { update { $0.image = newValue } }
    }

    /// Where the page is written, relative to the output root (`basics/intro.html`).
    public var outputPath: String { storage.outputPath }

    private var storage: Storage
    private var fields: Fields { storage.fields }

    public init(sourcePath: String, displayPath: String, title: String, order: Int, slug: String, description: String,
                body: String, bodyLineOffset: Int, folder: String, slugLocation: SourceLocation? = nil,
                translationKey: String? = nil, isDraft: Bool = false) {
        self.init(sourcePath: sourcePath, displayPath: displayPath, title: title, order: order, slug: slug, description: description,
                  text: MarkdownText(body), bodyLineOffset: bodyLineOffset, folder: folder, slugLocation: slugLocation,
                  language: "", languageFolder: "", outputFolder: nil, translationKey: translationKey, isDraft: isDraft)
    }

    /// A chapter with every stored property given, as the build's archive reads one back.
    public init(sourcePath: String, displayPath: String, title: String, order: Int, slug: String, description: String,
                text: MarkdownText, bodyLineOffset: Int, folder: String, slugLocation: SourceLocation?, language: String,
                languageFolder: String, outputFolder: String?, translationKey: String?, isDraft: Bool) {
        storage = Storage(Fields(sourcePath: sourcePath, displayPath: displayPath, title: title, order: order, slug: slug,
                                 description: description, text: text, bodyLineOffset: bodyLineOffset, folder: folder,
                                 slugLocation: slugLocation, language: language, languageFolder: languageFolder,
                                 outputFolder: outputFolder, translationKey: translationKey, isDraft: isDraft, image: nil))
    }

    public static func == (lhs: Chapter, rhs: Chapter) -> Bool {
        lhs.storage === rhs.storage || lhs.fields == rhs.fields
    }

    /// Changes the fields: a new box, since the box is never changed. Chapters are changed only
    /// while they are read, and read everywhere after: an immutable box needs no exclusivity
    /// check at each read, which a large site's page keys and navigation make by the million.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// True for a chapter at the top of its language's folder, outside every part.
    public var isTopLevel: Bool { folder == languageFolder }

    /// What its translations share: `translationKey`, or else its path inside its language's
    /// folder (`basics/intro.md`).
    public var pairingKey: String {
        translationKey ?? (languageFolder.isEmpty ? sourcePath : String(sourcePath.dropFirst(languageFolder.count + 1)))
    }

    private struct Fields: Sendable, Equatable {
        var sourcePath: String
        var displayPath: String
        var title: String
        var order: Int
        var slug: String
        var description: String
        var text: MarkdownText
        var bodyLineOffset: Int
        var folder: String
        var slugLocation: SourceLocation?
        var language: String
        var languageFolder: String
        var outputFolder: String?
        var translationKey: String?
        var isDraft: Bool
        var aliases: [PageAlias] = []
        var image: ChapterImage?

        var outputPath: String {
            // Copied byte by byte into one new string: made for every chapter read, joining
            // strings (four appends) took 1,300 instructions a chapter.
            var folder = outputFolder ?? self.folder, slug = slug
            return folder.withUTF8 { folder in
                slug.withUTF8 { slug in
                    String(unsafeUninitializedCapacity: folder.count + slug.count + 6) { buffer in
                        var end = buffer.initialize(fromContentsOf: folder)
                        if !folder.isEmpty {
                            buffer[end] = UInt8(ascii: "/")
                            end += 1
                        }
                        end = buffer[end...].initialize(fromContentsOf: slug)
                        return buffer[end...].initialize(fromContentsOf: ".html".utf8)
                    }
                }
            }
        }
    }

    /// The fields, and the output path made from them; replaced whole by ``update(_:)``.
    private final class Storage: Sendable {
        let fields: Fields
        let outputPath: String

        /// The output path is made before the fields are stored, so that they are moved in,
        /// not copied: 10,000 chapters come out of a large site's archive at every build.
        init(_ fields: consuming Fields) {
            outputPath = fields.outputPath
            self.fields = fields
        }
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
