import DocgenCore

/// How a chapter's ids and links change when its article moves into its edition's print page:
/// every id takes the chapter's anchor as a prefix (`install--requirements`), so that no two
/// chapters' ids meet; a link to a chapter of the edition becomes a link to its place in the
/// print page; any other relative link is written again from the print page's folder.
struct PrintLinks {
    /// The anchor of each chapter of the edition in the print page, by its page's path.
    let anchors: [String: String]
    /// The print page's path inside the site.
    let printPath: String

    /// The attributes whose value is a list of ids of the same page.
    private static let idReferences: Set<String> = [
        "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-activedescendant", "aria-details",
        "aria-errormessage", "aria-flowto", "for", "headers", "list", "form",
    ]
    /// The attributes whose value is a URL.
    private static let urls: Set<String> = ["href", "src", "xlink:href", "poster", "data", "cite", "action"]

    /// The value `attribute` of an element of the chapter whose page is at `pagePath` takes in
    /// the print page.
    func rewrite(_ attribute: String, _ value: String, onPage pagePath: String) -> String {
        let anchor = anchors[pagePath] ?? ""
        if attribute == "id" { return Self.id(value, in: anchor) }
        if Self.idReferences.contains(attribute) {
            return value.split(whereSeparator: \.isWhitespace).map { Self.id(String($0), in: anchor) }.joined(separator: " ")
        }
        if Self.urls.contains(attribute) { return url(value, onPage: pagePath) }
        if attribute == "srcset" {
            return value.split(separator: ",").map { candidate in
                let parts = candidate.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                guard let first = parts.first else { return String(candidate) }
                return ([url(String(first), onPage: pagePath)] + parts.dropFirst().map(String.init)).joined(separator: " ")
            }.joined(separator: ", ")
        }
        // SVG paints and clips name ids of the page: `fill="url(#shade)"`.
        return value.contains("url(#") ? value.replacing(/url\(#([^)]*)\)/) { "url(#\(Self.id(String($0.1), in: anchor)))" } : value
    }

    /// `id` of the chapter whose anchor is `anchor`, as the print page holds it.
    static func id(_ id: String, in anchor: String) -> String {
        "\(anchor)--\(id)"
    }

    /// A link of the page at `pagePath`, as the print page holds it.
    private func url(_ value: String, onPage pagePath: String) -> String {
        if value.hasPrefix("#") {
            let fragment = String(value.dropFirst())
            let anchor = anchors[pagePath] ?? ""
            return "#" + (fragment.isEmpty ? anchor : Self.id(fragment, in: anchor))
        }
        guard !value.hasPrefix("/"), LinkTarget.scheme(of: value) == nil else { return value }
        let (path, fragment) = LinkTarget.pathAndFragment(of: value)
        guard !path.isEmpty, let resolved = SitePath.resolve(PercentDecoding.lenient(path), in: SitePath.folder(of: pagePath)) else {
            return value
        }
        if let anchor = anchors[resolved] {
            return "#" + (fragment.map { Self.id(PercentDecoding.lenient($0), in: anchor) } ?? anchor)
        }
        let rest = value.utf8.dropFirst(path.utf8.count)
        return SitePath.encode(SitePath.relativeLink(from: SitePath.folder(of: printPath), to: resolved)) + String(decoding: rest, as: UTF8.self)
    }
}
