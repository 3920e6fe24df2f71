/// The stages of a build, in the order ``SiteBuild`` runs them: the same for `docgen build` and
/// `docgen serve`, and named so in progress lines and in docs/ARCHITECTURE.md.
public enum BuildStage: String, CaseIterable, Sendable {
    /// The content folder, `docgen.yml`, the theme and the last build's record read into a model.
    case load = "Load"
    /// Each page: its directives expanded, its markdown rendered, the theme's template filled
    /// and the page's own check, then put in place (or the last build's page kept).
    case pages = "Pages"
    /// Links between pages, the other files' markup, and the check policy.
    case check = "Check"
    /// Pagefind's index of the pages (with `search:`; `docgen serve` indexes in the background).
    case search = "Search"
    /// Each language's PDF, made by WeasyPrint from its print page (with `pdf: true` or `--pdf`;
    /// not by `docgen serve`).
    case pdf = "PDF"
    /// The new site replaces the last: the output folder, or the site in memory.
    case publish = "Publish"
}

/// A stage the build has reached, for a progress line: `[2/5] Pages`.
public struct BuildProgress: Sendable {
    public var step: Int
    public var stepCount: Int
    public var stage: BuildStage
    public var name: String { stage.rawValue }
}
