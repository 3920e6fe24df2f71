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

    public init(title: String = "Documentation", language: String = "en", baseURL: String? = nil, description: String = "") {
        self.title = title
        self.language = language
        self.baseURL = baseURL
        self.description = description
    }
}
