import DocgenCore

/// Makes GitHub-style heading ids, unique within one page.
///
/// As GitHub's slugger does it: lowercase; letters (of any script, so `## 圆角遮罩` is
/// `圆角遮罩`), marks, numbers, connector punctuation such as `_`, and `-` kept; each space
/// becomes `-`; other punctuation (full-width `，。（）` included), symbols and emoji dropped.
/// Repeats get `-1`, `-2`, … as on GitHub, and so do ids the page around the headings already
/// uses (the template's `main`).
public struct HeadingSlugger: Sendable {
    private var used: Set<String>

    /// A slugger for a page whose other parts use the ids `reserved`.
    public init(reserved: Set<String> = []) {
        used = reserved
    }

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
            } else if scalar == "-" || Self.isKept(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Letters, marks, numbers and connector punctuation: the Unicode categories GitHub keeps.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without a table look-up: of it, only letters, digits and `_` are in those
        // categories.
        if scalar.isASCII { return UInt8(scalar.value).isWordCharacter }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            true
        default:
            false
        }
    }
}
