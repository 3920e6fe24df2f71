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
        if let fragment = plainFragment(value) { return .file(path: pagePath, fragment: fragment) }
        let trimmed = mayHaveOuterWhitespace(value) ? value.trimmingCharacters(in: .whitespacesAndNewlines) : value
        if trimmed.isEmpty { return .ignored }
        if trimmed.hasPrefix("//") { return .external("https:" + trimmed) }
        if let scheme = Self.scheme(of: trimmed) {
            return ["http", "https"].contains(scheme.lowercased()) ? .external(trimmed) : .ignored
        }
        let (path, rawFragment) = pathAndFragment(of: trimmed)
        let fragment = rawFragment.map(PercentDecoding.lenient)
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

    /// The fragment of a link into its own page (`#x`) that needs no decoding and has no white
    /// space at its end, read from its bytes; nil for any other value. A page's table of contents
    /// and heading anchors are such links, and the general path cost some 3,000 instructions each.
    private static func plainFragment(_ value: String) -> String? {
        let utf8 = value.utf8
        guard utf8.first == UInt8(ascii: "#"), let last = utf8.last, last > 0x20, last < 0x7F,
              !ByteSearch.contains(UInt8(ascii: "%"), in: value[...]) else { return nil }
        return String(decoding: utf8.dropFirst(), as: UTF8.self)
    }

    /// A link's value without its query, and its fragment (`a.md?x#y` → `a.md`, `y`), split at
    /// the first `#` and `?` bytes, as a URL is.
    public static func pathAndFragment(of value: String) -> (path: String, fragment: String?) {
        let utf8 = value.utf8
        var pathEnd = utf8.endIndex
        var fragment: String?
        if let hash = utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(decoding: utf8[utf8.index(after: hash)...], as: UTF8.self)
            pathEnd = hash
        }
        if let question = utf8[..<pathEnd].firstIndex(of: UInt8(ascii: "?")) { pathEnd = question }
        return (String(decoding: utf8[..<pathEnd], as: UTF8.self), fragment)
    }

    /// Whether `value` may start or end with white space: ASCII at both ends is read as bytes,
    /// without Unicode's properties.
    private static func mayHaveOuterWhitespace(_ value: String) -> Bool {
        guard let first = value.utf8.first, let last = value.utf8.last else { return false }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        guard first >= 0x80 || last >= 0x80 else { return isSpace(first) || isSpace(last) }
        return value.first?.isWhitespace == true || value.last?.isWhitespace == true
    }

    /// The URL scheme (`https`, `mailto`), when the value starts with one.
    /// Read as ASCII bytes (RFC 3986: a letter, then letters, digits, `+`, `-` or `.`): by
    /// `Character`, a large site's links spent a percent of its build on Unicode properties.
    public static func scheme(of value: String) -> String? {
        let utf8 = value.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), let first = utf8.first, first.isASCIILetter,
              utf8[..<colon].allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
        else { return nil }
        return String(value[..<colon])
    }
}
