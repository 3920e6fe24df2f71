import Foundation

/// What a link's value points at, once classified and resolved against its page.
public enum LinkTarget: Sendable, Equatable {
    /// A file of the site (path inside the site), and a fragment in it if any.
    case file(path: String, fragment: String?)
    /// An http(s) URL, checked only with `--external`.
    case external(String)
    /// Something the checker does not follow (`mailto:`, `tel:`, `data:`, `javascript:`).
    case ignored
    /// A link that cannot work, with the reason.
    case invalid(String)

    /// Classifies `value` found on the page at `pagePath`.
    ///
    /// - Parameter basePath: the path the site is served below (`/docs/`), which root-relative
    ///   links must start with.
    public static func resolve(_ value: String, onPage pagePath: String, basePath: String) -> LinkTarget {
        let trimmed = value.first?.isWhitespace == true || value.last?.isWhitespace == true
            ? value.trimmingCharacters(in: .whitespacesAndNewlines) : value
        if trimmed.isEmpty { return .ignored }
        if trimmed.hasPrefix("//") { return .external("https:" + trimmed) }
        if let scheme = Self.scheme(of: trimmed) {
            return ["http", "https"].contains(scheme.lowercased()) ? .external(trimmed) : .ignored
        }
        var path = trimmed
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = PercentDecoding.lenient(String(path[path.index(after: hash)...]))
            path = String(path[..<hash])
        }
        if let question = path.firstIndex(of: "?") { path = String(path[..<question]) }
        if path.isEmpty { return .file(path: pagePath, fragment: fragment) }
        let decoded = PercentDecoding.lenient(path)
        let wantsFolder = decoded.hasSuffix("/")
        let resolved: String?
        if decoded.hasPrefix("/") {
            guard decoded.hasPrefix(basePath) || decoded + "/" == basePath else {
                return .invalid("'\(value)' is outside the site's base path \(basePath)")
            }
            resolved = SitePath.resolve(String(decoded.dropFirst(min(basePath.count, decoded.count))), in: "")
        } else {
            resolved = SitePath.resolve(decoded, in: SitePath.folder(of: pagePath))
        }
        guard let resolved else { return .invalid("'\(value)' climbs above the site's root") }
        if wantsFolder || resolved.isEmpty {
            return .file(path: resolved.isEmpty ? "index.html" : "\(resolved)/index.html", fragment: fragment)
        }
        return .file(path: resolved, fragment: fragment)
    }

    /// The URL scheme (`https`, `mailto`), when the value starts with one.
    public static func scheme(of value: String) -> String? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let scheme = value[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return String(scheme)
    }
}
