import DocgenModel

/// The ids a theme's templates write as they are (`<main id="main">`), which a chapter's
/// headings must not take: a heading "Main" gets `main-1`, as a repeated heading does.
public enum TemplateIDs {
    /// Every literal `id="…"` value of the theme's templates and partials; an id made from a
    /// template tag (`id="{{…}}"`) is left out, since it is not known before a page is made.
    public static func literal(in theme: Theme) -> Set<String> {
        var ids: Set<String> = []
        for file in theme.files where file.path.hasSuffix(".mustache") {
            var rest = String(decoding: file.bytes, as: UTF8.self)[...]
            while let attribute = rest.firstRange(of: " id=\"") {
                rest = rest[attribute.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let value = rest[..<end]
                if !value.isEmpty && !value.contains("{") { ids.insert(String(value)) }
                rest = rest[end...]
            }
        }
        return ids
    }
}
