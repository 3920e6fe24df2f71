/// Everything a build depends on, read once by the Load stage: the site (configuration,
/// chapters, static and data files) and the theme. The later stages are functions of it and
/// never go back to the disk.
public struct SiteModel: Sendable {
    public var site: Site
    public var theme: Theme

    public init(site: Site, theme: Theme) {
        self.site = site
        self.theme = theme
    }
}
