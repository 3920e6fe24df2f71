import DocgenCore

/// Site-wide settings from `docgen.yml`.
public struct SiteConfig: Sendable, Equatable {
    public var title: String
    /// BCP 47 language tag for `<html lang>`; `en` unless set.
    public var language: String
    /// Absolute URL the site is served from; needed for `sitemap.xml`.
    public var baseURL: String?
    public var description: String
    /// What the checks inside a build skip or lower (`check:`).
    public var check = CheckSettings()
    /// The content folder's files and folders not read at all (`exclude:`).
    public var exclude = ExcludePatterns()
    /// True when the site is another tool's project read in place (MkDocs, mdBook, DocC): its
    /// broken links and fragments are then warnings, as its own tool has them, unless the
    /// build is strict.
    public var isForeignProject = false
    /// The folders pymdownx's snippets (`--8<-- "path"`) are read from, as full paths: an MkDocs
    /// project's `base_path` (its own folder unless set). Empty: the chapter's folder, then the
    /// content folder.
    public var includeFolders: [String] = []
    /// True for a Hugo project: a front-matter key docgen does not know is one of the page's
    /// parameters (Hugo's `.Params`, which its templates read), reported under the rule
    /// `ignored-front-matter-key` rather than as a typo.
    public var frontMatterKeysAreParameters = false
    /// True for an MkDocs project: heading ids as Python-Markdown's `toc` makes them (each run
    /// of hyphens and spaces one hyphen), so the project's links to them hold.
    public var isMkDocsProject = false
    /// The macros an MkDocs project's plugins, extensions and hooks expand, which docgen does
    /// not: each use is a warning.
    public var unrunMacros: Set<MacroSyntax> = []
    /// A Hugo site's parameters (`[params]`), by lowercased dotted name, for its `param` shortcode.
    public var siteParameters: [String: String] = [:]
    /// The file name of a Hugo project's render hook for links (`render-link.html`): a markdown
    /// link docgen cannot resolve is then shown as its text, since the hook may resolve it.
    public var linkRenderHook: String?
    /// Folders whose files are published at the site's root as they are (Hugo's `static/`),
    /// as full paths; a content file of the same path wins.
    public var staticFolders: [String] = []
    /// Folders whose images are published at the site's root (Hugo's `assets/`: global
    /// resources, which its `figure` shortcode and image hooks publish for the pages that show
    /// them), as full paths; their other files (style sheets, scripts) are not published.
    public var imageAssetFolders: [String] = []
    /// True when an MkDocs project turns on markdown-callouts (`callouts`): a paragraph that
    /// starts `NOTE:` is a callout.
    public var paragraphCallouts = false
    /// The `:shortcode:` emoji the markdown shows: GitHub's, as github.com does, unless another
    /// tool's project says otherwise (MkDocs' `pymdownx.emoji`, Hugo's `enableEmoji`).
    public var emojiShortcodes = EmojiShortcodeNames.github
    /// `llms:`: true publishes the pages for AI agents (``MarkdownCopies``): each page's
    /// markdown copy beside it, and each language's `llms.txt` and `llms-full.txt`.
    public var llms = false
    /// Site search, when `search:` turns it on.
    public var search: SearchSettings?
    /// `social:`: social cards.
    public var social = SocialSettings()
    /// `d2:`: the D2 executable that draws ```` ```d2 ```` blocks; nil to look for it in the
    /// venv of `Scripts/install-dependencies --d2` and on PATH.
    public var d2: String?
    /// The folder of snippet files (`snippets:`), which ```` ```swift file="…" ```` blocks take
    /// their code from.
    public var snippets: SnippetFolder?
    /// The languages of a multilingual site, the default first; empty for a site of one
    /// language whose content is not in language folders.
    public var languages: [SiteLanguage] = []
    /// `editURL:`: what each chapter's "Edit this page" link starts with, followed by the
    /// chapter's path from the folder of `docgen.yml` (`content/intro.md`, ``Site/editFolder``);
    /// nil for no link. Ends in `/`.
    public var editURL: String?
    /// `preprocessors:`: the commands every chapter's text goes through, in order, before pages
    /// are made.
    public var preprocessors: [ExtensionCommand] = []
    /// `directives:`: the user's fence directives, in the order written.
    public var directives: [UserDirective] = []
    /// Where `pdf: true` (or `docgen build --pdf`) turns on the PDF edition, one PDF of each
    /// language's chapters made from its print page; nil when off.
    public var pdfLocation: SourceLocation?
    /// Where `lastUpdated: git` turns on each chapter's date of last commit; nil when off.
    public var lastUpdatedLocation: SourceLocation?
    /// Where each language code was set (`language:`, or a `code:` of `languages:`), for the
    /// warning about a language docgen has no words for.
    public var languageSettings: [String: SourceLocation] = [:]
    /// `redirects:`: old paths and the pages (or URLs) they now lead to, in the order written.
    public var redirects: [RedirectEntry] = []
    /// `versions:`: the versions of the documentation `docgen build` publishes, each in its own
    /// folder; empty for a site of one version.
    public var versions: [VersionSetting] = []
    /// `versionRoot:`: what the root of a versioned site holds.
    public var versionRoot = VersionRoot.redirect
    /// A hash of the bytes of `docgen.yml` ("" without one): every page's key covers it, so a
    /// change to any setting, new ones included, makes every page again.
    public var sourceDigest = ""

    /// The site's languages: those of `languages:`, or the one `language`.
    public var editions: [SiteLanguage] {
        languages.isEmpty ? [SiteLanguage(code: language, name: language, title: title, description: description)] : languages
    }

    /// The language a page of `code` is in, or the default one.
    public func edition(_ code: String) -> SiteLanguage {
        editions.first { $0.code == code } ?? editions[0]
    }

    /// Where a language's pages start in the output: "" for the default language, `zh-Hans/` otherwise.
    public func outputPrefix(of code: String) -> String {
        code == editions[0].code ? "" : "\(code)/"
    }

    /// Where a language's home page is written: `index.html`, or `zh-Hans/index.html`.
    public func homePath(of code: String) -> String {
        outputPrefix(of: code) + "index.html"
    }

    /// Where a language's print page is written (every chapter on one page, which its PDF is
    /// made from): `print.html`, or `zh-Hans/print.html`.
    public func printPath(of code: String) -> String {
        outputPrefix(of: code) + "print.html"
    }

    /// Where a language's PDF is written: `print.pdf`, or `zh-Hans/print.pdf`.
    public func pdfPath(of code: String) -> String {
        outputPrefix(of: code) + "print.pdf"
    }

    public init(title: String = "Documentation", language: String = "en", baseURL: String? = nil, description: String = "") {
        self.title = title
        self.language = language
        self.baseURL = baseURL
        self.description = description
    }
}
