import DocgenCore

/// What a build did: its diagnostics (sorted) and what it published.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var pageCount: Int
    public var staticFileCount: Int
    public var diagramCount = 0
    /// Pages taken unchanged from the build cache.
    public var cachedPageCount = 0
    public var tableCount = 0
    /// Wall time of the whole build, in milliseconds.
    public var milliseconds: Int
    /// The pages Pagefind indexed and how long it took, on a site with search.
    public var searchIndex: (pages: Int, milliseconds: Int)?

    /// True when the site was published.
    public var succeeded: Bool { !diagnostics.containsErrors }

    /// `Built 14 pages in 84 ms` (the summary printed at the end).
    public var summary: String {
        let pages = pageCount == 1 ? "1 page" : "\(pageCount) pages"
        var parts = [pages]
        if diagramCount > 0 { parts.append(diagramCount == 1 ? "1 diagram" : "\(diagramCount) diagrams") }
        if tableCount > 0 { parts.append(tableCount == 1 ? "1 table" : "\(tableCount) tables") }
        if staticFileCount > 0 { parts.append(staticFileCount == 1 ? "1 static file" : "\(staticFileCount) static files") }
        let cached = cachedPageCount > 0 ? " (\(cachedPageCount) unchanged, from the cache)" : ""
        let search = searchIndex.map { "; search index of \($0.pages == 1 ? "1 page" : "\(DiagnosticListing.count($0.pages)) pages") in \($0.milliseconds) ms" } ?? ""
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let warned = warnings == 0 ? "" : warnings == 1 ? "; 1 warning" : "; \(DiagnosticListing.count(warnings)) warnings"
        return "Built \(parts.joined(separator: ", ")) in \(milliseconds) ms\(cached)\(search)\(warned)"
    }
}

/// A stage the build has reached, for a progress line.
public struct BuildProgress: Sendable {
    public var step: Int
    public var stepCount: Int
    public var name: String
}
