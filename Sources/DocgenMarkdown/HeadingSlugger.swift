/// Makes GitHub-style heading ids, unique within one page.
///
/// Lowercase; letters, digits, `-` and `_` kept; spaces become `-`; everything else dropped.
/// Repeats get `-1`, `-2`, … as on GitHub.
public struct HeadingSlugger: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// Returns the next unique id for a heading with this plain text.
    public mutating func slug(for text: String) -> String {
        var base = Self.baseSlug(text)
        if base.isEmpty { base = "section" }
        var candidate = base
        var counter = 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }

    /// The slug before de-duplication.
    public static func baseSlug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
                        || scalar.properties.numericType == .decimal {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
