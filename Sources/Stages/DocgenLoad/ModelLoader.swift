import DocgenCore
import DocgenModel

/// The Load stage: the theme and the site, read into one ``SiteModel``.
public enum ModelLoader {
    /// Loads the model; every problem found is reported, and the model is nil when the site or
    /// the theme cannot be made at all.
    ///
    /// - Parameters:
    ///   - templatesPath: a folder whose files override the default theme's; nil for none.
    ///   - cache: what an earlier load of the same folders read (``SourceCache``).
    ///   - includesDrafts: true to keep chapters marked `draft: true`, as `docgen serve` does.
    ///   - pdf: the PDF edition on or off whatever `docgen.yml` says, or nil (``SiteLoader``).
    public static func load(contentPath: String, configPath: String?, templatesPath: String?, jobs: Int,
                            cache: SourceCache? = nil, includesDrafts: Bool = false, pdf: Bool? = nil) -> (SiteModel?, [Diagnostic]) {
        let (theme, themeProblems) = ThemeLoader.load(overridesPath: templatesPath)
        let themePaths = (theme?.assets ?? []).map { (path: $0.path, owner: "the theme's \($0.path)") }
        let (site, siteProblems) = SiteLoader.load(contentPath: contentPath, configPath: configPath, jobs: jobs,
                                                   reservedPaths: themePaths, cache: cache, includesDrafts: includesDrafts,
                                                   pdf: pdf)
        guard let site, let theme else { return (nil, siteProblems + themeProblems) }
        let (strings, stringProblems) = ThemeStringsReader.resolve(theme, for: site.config.editions.map(\.code),
                                                                      settings: site.config.languageSettings)
        return (SiteModel(site: site, theme: theme, strings: strings), siteProblems + themeProblems + stringProblems)
    }
}
