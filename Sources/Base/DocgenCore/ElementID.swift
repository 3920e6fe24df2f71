/// The ids authors give directives (`id: settings`), which name figures and tables in a page.
public enum ElementID {
    /// True for ids that can name a figure: an ASCII letter, then letters, digits, `-` and `_`.
    public static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
