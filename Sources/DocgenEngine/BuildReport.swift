import DocgenCore

/// What a build did: its diagnostics, what it made and, into memory, which files changed.
public struct BuildReport: Sendable {
    /// Every diagnostic of the site, kept by source; after a failed build into memory, those of
    /// the last good build for the sources kept.
    public var listing: DiagnosticStore
    public var pageCount = 0
    /// The pages made again, not kept from the last build, by path inside the site, in the
    /// build's order.
    public var remadePages: [String] = []
    public var staticFileCount = 0
    public var diagramCount = 0
    public var tableCount = 0
    /// The social cards drawn by this build; the others came from the cache.
    public var drawnCardCount = 0
    /// Files added or whose bytes changed, and files gone, by path inside the site: known for
    /// a build into memory.
    public var changed: [String] = []
    public var removed: [String] = []
    /// False when only chapters' text changed and the rest of the model was kept.
    public var reloadedSite = true
    /// The versions of a versioned site kept whole from the last build, not built.
    public var keptVersions: [String] = []
    /// Wall time of the whole build, in milliseconds.
    public var milliseconds = 0
    /// The pages Pagefind indexed and how long it took, on a site with search.
    public var searchIndex: (pages: Int, milliseconds: Int)?
    /// The PDFs made and how long they took, with the PDF edition.
    public var pdfEditions: (files: Int, milliseconds: Int)?

    public init(listing: DiagnosticStore = DiagnosticStore()) {
        self.listing = listing
    }

    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic] { listing.sorted }
    public var remadePageCount: Int { remadePages.count }
    /// Pages taken unchanged from the last build.
    public var cachedPageCount: Int { pageCount - remadePageCount }
    /// True when the site was published.
    public var succeeded: Bool { !listing.containsErrors }

    /// `Built 14 pages in 84 ms` (the summary printed at the end).
    public var summary: String {
        let pages = pageCount == 1 ? "1 page" : "\(pageCount) pages"
        var parts = [pages]
        if diagramCount > 0 { parts.append(diagramCount == 1 ? "1 diagram" : "\(diagramCount) diagrams") }
        if tableCount > 0 { parts.append(tableCount == 1 ? "1 table" : "\(tableCount) tables") }
        if staticFileCount > 0 { parts.append(staticFileCount == 1 ? "1 static file" : "\(staticFileCount) static files") }
        let cached = cachedPageCount > 0 ? " (\(cachedPageCount) unchanged, from the cache)" : ""
        let kept = keptVersions.isEmpty ? "" : "; \(keptVersions.count == 1 ? "version" : "versions") \(keptVersions.joined(separator: ", ")) kept whole"
        let cards = drawnCardCount == 0 ? "" : drawnCardCount == 1 ? "; 1 social card drawn" : "; \(DiagnosticListing.count(drawnCardCount)) social cards drawn"
        let search = searchIndex.map { "; search index of \($0.pages == 1 ? "1 page" : "\(DiagnosticListing.count($0.pages)) pages") in \($0.milliseconds) ms" } ?? ""
        let pdf = pdfEditions.map { "; \($0.files == 1 ? "1 PDF" : "\($0.files) PDFs") in \($0.milliseconds) ms" } ?? ""
        let warnings = listing.warningCount
        let warned = warnings == 0 ? "" : warnings == 1 ? "; 1 warning" : "; \(DiagnosticListing.count(warnings)) warnings"
        return "Built \(parts.joined(separator: ", ")) in \(milliseconds) ms\(cached)\(kept)\(cards)\(search)\(pdf)\(warned)"
    }
}
