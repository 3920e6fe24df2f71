/// Everything a build depends on, read once by the Load stage: the site (configuration,
/// chapters, static and data files) and the theme. The later stages are functions of it and
/// never go back to the disk.
public struct SiteModel: Sendable {
    public var site: Site
    public var theme: Theme
    /// The theme's words for each of the site's languages, by language code: the language's
    /// own, with English for any it lacks (``Theme/strings``).
    public var strings: [String: [String: String]]

    public init(site: Site, theme: Theme, strings: [String: [String: String]] = [:]) {
        self.site = site
        self.theme = theme
        self.strings = strings
    }
}
