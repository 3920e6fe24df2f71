/// Every build rule, in the order `--list-rules` lists them. A new kind of warning is a line
/// here and the rule at the place that reports it.
extension BuildRule {
    public static let all: [BuildRule] = [
        unknownFrontMatterKey, ignoredFrontMatterKey, unsupportedSetting, unsupportedSyntax, projectNavigation, includedFile, unknownCallout,
        codeBlockOption, codeLanguage, imageSize, darkVariant, translation, themeLanguage, diagramSetting,
        htmlRepair, commandMessage, gitHistory, specialFile, buildCache, movedPage, socialImage, pdfEdition,
    ]

    /// The rule called `id`, or nil.
    public static func named(_ id: String) -> BuildRule? {
        all.first { $0.id == id }
    }

    public static let unknownFrontMatterKey = BuildRule(
        "unknown-front-matter-key", "a front-matter key that neither docgen nor MkDocs, Hugo, Jekyll or Docusaurus uses (a typo?)")
    public static let ignoredFrontMatterKey = BuildRule(
        "ignored-front-matter-key", "a front-matter key of another generator (Hugo's 'keywords', 'menu'…) that docgen does not read",
        isOnByDefault: false)
    public static let unsupportedSetting = BuildRule(
        "unsupported-setting", "a setting of another tool's project (mkdocs.yml, book.toml…) that docgen does not carry out")
    public static let unsupportedSyntax = BuildRule(
        "unsupported-syntax", "another generator's syntax in a chapter that docgen does not carry out; shown as written")
    public static let projectNavigation = BuildRule(
        "project-navigation", "an entry of a project's navigation (mkdocs.yml's nav, SUMMARY.md) that docgen leaves out")
    public static let includedFile = BuildRule(
        "included-file", "an include ({{#include}}, --8<--, @Snippet) whose file or part cannot be read; left out or shown as written")
    public static let movedPage = BuildRule(
        "moved-page", "a page the last build published that this one no longer does, with no redirect from its URL (aliases:)")
    public static let unknownCallout = BuildRule("unknown-callout", "a '> [!NAME]' callout marker docgen does not know; shown as a quote")
    public static let codeBlockOption = BuildRule(
        "code-block-option", "a code block's option docgen cannot read (a line range, a file), or lines it does not show")
    public static let codeLanguage = BuildRule("code-language", "a code block whose language docgen does not highlight; shown plain")
    public static let imageSize = BuildRule("image-size", "an image whose size cannot be read; shown without width and height")
    public static let darkVariant = BuildRule("dark-variant", "a dark image variant without its image, or of another size than it")
    public static let translation = BuildRule("translation", "a page without its translation in another language of the site")
    public static let themeLanguage = BuildRule("theme-language", "a language the theme or the diagrams have no words for; English is used")
    public static let diagramSetting = BuildRule("diagram-setting", "a diagram setting that has no effect")
    public static let htmlRepair = BuildRule("html-repair", "raw HTML in a chapter that docgen repaired to make the page well-formed")
    public static let commandMessage = BuildRule("command-message", "a warning that a preprocessor or directive command of docgen.yml wrote")
    public static let gitHistory = BuildRule("git-history", "'lastUpdated: git' without dates, for want of git or its history")
    public static let specialFile = BuildRule("special-file", "a FIFO, socket or device in the content folder; left out")
    public static let socialImage = BuildRule("social-image", "a page's 'image:' that link previews cannot be given, for want of a baseURL")
    public static let buildCache = BuildRule("build-cache", "what the build could not store or clean up for the next build")
    public static let pdfEdition = BuildRule(
        "pdf-edition", "what WeasyPrint could not put in the PDF edition as the site shows it: an image, a style, a character no font has")
}
