import DocgenCore

/// The parsed page templates, partials and static assets of the theme a build uses:
/// the embedded default theme with any file of the user's templates folder laid over it.
public struct Theme: Sendable {
    public var page: Template
    public var index: Template
    public var notFound: Template
    /// A language's print page (`print.mustache`): every chapter on one page, which its PDF is made from.
    public var print: Template
    public var partials: [String: Template]
    /// Files under `assets/`, by path inside the theme.
    public var assets: [(path: String, bytes: [UInt8])]
    /// Every file of the theme in path order, for the build cache's fingerprint.
    public var files: [(path: String, bytes: [UInt8])]
    /// `card.svg.mustache`, which each page's social card is filled from, with its path as
    /// diagnostics name it.
    public var card: (template: Template, displayPath: String)?
    /// The theme's own words, from `i18n/<language>.yml`, by the file's language code.
    public var strings: [String: ThemeStringTable] = [:]

    public init(page: Template, index: Template, notFound: Template, print: Template, partials: [String: Template],
                assets: [(path: String, bytes: [UInt8])], files: [(path: String, bytes: [UInt8])],
                strings: [String: ThemeStringTable] = [:]) {
        self.page = page
        self.index = index
        self.notFound = notFound
        self.print = print
        self.partials = partials
        self.assets = assets
        self.files = files
        self.strings = strings
    }
}
